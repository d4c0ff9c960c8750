import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { QrCode, qrPath } from '../components/qr-code';
import { renderUi } from '../testing/render';
import { DesktopGuidanceScreen, MandatoryUpdateScreen, SystemInspectionScreen } from './shell-screens';

describe('SystemInspectionScreen', () => {
  it('shows the inspection image full screen, with the notice as its text alternative, and Escape does nothing', async () => {
    const { user } = renderUi(<SystemInspectionScreen open imageSrc="/inspection.png" />);
    const dialog = screen.getByRole('dialog', { name: '시스템 점검 안내' });
    expect(dialog).toHaveAttribute('data-variant', 'fullScreen');
    expect(screen.getByRole('img')).toHaveAttribute('src', '/inspection.png');
    expect(screen.getByRole('img')).toHaveAccessibleName(/시스템 점검 중입니다/);
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});

describe('MandatoryUpdateScreen', () => {
  it('cancel calls onCancel (quit) and update calls onUpdate (store page); it cannot be escaped', async () => {
    const onCancel = vi.fn();
    const onUpdate = vi.fn();
    const { user } = renderUi(<MandatoryUpdateScreen open onCancel={onCancel} onUpdate={onUpdate} />);
    expect(screen.getByRole('alertdialog', { name: '업데이트 안내' })).toHaveAccessibleDescription(
      '원활한 서비스 이용을 위해 최신 버전으로 업데이트해 주세요.',
    );
    await user.keyboard('{Escape}');
    expect(onCancel).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: '종료' }));
    await user.click(screen.getByRole('button', { name: '업데이트' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onUpdate).toHaveBeenCalledTimes(1);
  });
});

describe('DesktopGuidanceScreen', () => {
  it('shows the image and a button to the main website; no QR block without the slot', async () => {
    const onGoToWebsite = vi.fn();
    const { user } = renderUi(<DesktopGuidanceScreen open imageSrc="/desktop.png" onGoToWebsite={onGoToWebsite} />);
    expect(screen.getByRole('dialog', { name: '모바일에서 이용해 주세요' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '모바일 이용 안내' })).toHaveAttribute('src', '/desktop.png');
    expect(screen.queryByTestId('desktop-qr')).toBeNull();
    await user.click(screen.getByRole('button', { name: '공식 홈페이지 바로가기' }));
    expect(onGoToWebsite).toHaveBeenCalledTimes(1);
  });

  it('given a QR slot, then the QR code shows with the "scan on mobile" text', () => {
    renderUi(
      <DesktopGuidanceScreen
        open
        imageSrc="/desktop.png"
        onGoToWebsite={vi.fn()}
        qr={<QrCode value="https://bottle.example/exhibition?exhibit_no=7" label="현재 페이지 QR 코드" />}
      />,
    );
    const qr = screen.getByRole('img', { name: '현재 페이지 QR 코드' });
    expect(qr).toHaveAttribute('width', '64');
    expect(screen.getByTestId('desktop-qr')).toHaveTextContent('QR 코드를 모바일로 스캔하시면 경품 상품을 확인하실 수 있습니다.');
  });
});

describe('QrCode', () => {
  it('draws a version-appropriate symbol with a 4-module quiet zone at level L', () => {
    const { size, d } = qrPath('https://bottle.example/exhibition?exhibit_no=7', 'L');
    // Version 3 (29 modules) holds this 45-byte URL at level L; + 2 × 4 quiet modules.
    expect(size).toBe(29 + 8);
    expect(d.startsWith('M4 4h1v1h-1z')).toBe(true); // top-left finder pattern corner is dark
  });
});
