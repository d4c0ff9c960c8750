import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { toSvg } from '@bottle/barcode';
import { expectButtonAndEscapeToCall, renderUi } from '../testing/render';
import { BarcodePopup } from './barcode-popup';

function svgOf(img: HTMLElement): string {
  const src = img.getAttribute('src') ?? '';
  expect(src.startsWith('data:image/svg+xml;charset=utf-8,')).toBe(true);
  return decodeURIComponent(src.slice('data:image/svg+xml;charset=utf-8,'.length));
}

describe('BarcodePopup (spec §2 "Barcode popup")', () => {
  it('given a card number, then it shows the libs/barcode CODE128 barcode and the number grouped 4-4-4-4', () => {
    renderUi(<BarcodePopup open cardNumber="1234567890123456" onClose={vi.fn()} />);
    expect(screen.getByRole('dialog', { name: '멤버십 카드' })).toHaveAccessibleDescription('결제 시 바코드를 보여 주세요.');
    const img = screen.getByRole('img', { name: /1234-5678-9012-3456/ });
    expect(svgOf(img)).toBe(toSvg('1234567890123456', { format: 'CODE128', width: 2, height: 70, margin: 10, displayValue: false }));
    expect(screen.getByTestId('card-number')).toHaveTextContent('1234-5678-9012-3456');
  });

  it('given height 50, then the barcode is drawn 50 high; the default is 70', () => {
    const { unmount } = renderUi(<BarcodePopup open cardNumber="1234567890123456" height={50} onClose={vi.fn()} />);
    const svg50 = svgOf(screen.getByTestId('barcode-image'));
    expect(svg50).toBe(toSvg('1234567890123456', { format: 'CODE128', width: 2, height: 50, margin: 10, displayValue: false }));
    unmount();
    renderUi(<BarcodePopup open cardNumber="1234567890123456" onClose={vi.fn()} />);
    expect(screen.getByTestId('barcode-image')).toHaveAttribute('data-height', '70');
  });

  it('given the card drawn 50 high, when the member enlarges it, then the enlarged view draws it 70 high (spec §9: 50 or 70)', async () => {
    const user = userEvent.setup();
    renderUi(<BarcodePopup open cardNumber="1234567890123456" height={50} onClose={vi.fn()} />);
    expect(screen.getByTestId('barcode-image')).toHaveAttribute('data-height', '50');
    await user.click(screen.getByRole('button', { name: /크게 보기|enlarge/i }));
    expect(screen.getByTestId('barcode-image')).toHaveAttribute('data-height', '70');
    expect(svgOf(screen.getByTestId('barcode-image'))).toBe(
      toSvg('1234567890123456', { format: 'CODE128', width: 2, height: 70, margin: 10, displayValue: false }),
    );
  });

  it('given a card number with separators, then only its digits are encoded', () => {
    renderUi(<BarcodePopup open cardNumber="1234-5678 9012-3456" onClose={vi.fn()} />);
    expect(screen.getByTestId('card-number')).toHaveTextContent('1234-5678-9012-3456');
  });

  it.each([null, undefined, '', '   '])('given no card number (%j), then no barcode shows, only the "no card" message', (cardNumber) => {
    renderUi(<BarcodePopup open cardNumber={cardNumber} onClose={vi.fn()} />);
    expect(screen.queryByTestId('barcode-image')).toBeNull();
    expect(screen.getByText('등록된 멤버십 카드가 없습니다.')).toBeInTheDocument();
  });

  it('calls onClose from the close button and Escape', async () => {
    const onClose = vi.fn();
    const { user } = renderUi(<BarcodePopup open cardNumber="1234567890123456" onClose={onClose} />);
    await expectButtonAndEscapeToCall(user, '닫기', onClose);
  });

  it('given a card at the till, when 크게 보기 is pressed, then the barcode fills the screen and 작게 보기 brings the card back', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    renderUi(<BarcodePopup open cardNumber="1234567890123456" onClose={onClose} />);
    const dialog = screen.getByRole('dialog', { name: '멤버십 카드' });
    expect(dialog).toHaveAttribute('data-variant', 'wide');
    await user.click(screen.getByRole('button', { name: '크게 보기' }));
    expect(dialog).toHaveAttribute('data-variant', 'fullScreen');
    expect(screen.getByTestId('barcode-enlarged')).toContainElement(screen.getByRole('img', { name: /1234-5678-9012-3456/ }));
    expect(screen.getByRole('button', { name: '작게 보기' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: '작게 보기' }));
    expect(dialog).toHaveAttribute('data-variant', 'wide');
    expect(screen.queryByTestId('barcode-enlarged')).toBeNull();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('given the enlarged view, when the popup is closed and opened again, then it opens as the card', async () => {
    const user = userEvent.setup();
    const { rerender } = renderUi(<BarcodePopup open cardNumber="1234567890123456" onClose={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: '크게 보기' }));
    await user.click(screen.getByRole('button', { name: '닫기' }));
    rerender(<BarcodePopup open={false} cardNumber="1234567890123456" onClose={vi.fn()} />);
    rerender(<BarcodePopup open cardNumber="1234567890123456" onClose={vi.fn()} />);
    expect(screen.getByRole('dialog', { name: '멤버십 카드' })).toHaveAttribute('data-variant', 'wide');
  });

  it('given no card, then there is nothing to enlarge', () => {
    renderUi(<BarcodePopup open cardNumber="" onClose={vi.fn()} />);
    expect(screen.queryByRole('button', { name: '크게 보기' })).toBeNull();
  });
});
