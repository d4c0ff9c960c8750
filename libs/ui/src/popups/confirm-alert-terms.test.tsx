import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { expectButtonAndEscapeToCall, renderUi } from '../testing/render';
import { AlertPopup } from './alert-popup';
import { ConfirmPopup } from './confirm-popup';
import { TermsPopup } from './terms-popup';

describe('ConfirmPopup', () => {
  it('given a message only, then it shows the message with default Korean labels as a labelled alertdialog', () => {
    renderUi(<ConfirmPopup open message="픽업 예약을 취소하시겠습니까?" onConfirm={vi.fn()} onCancel={vi.fn()} />);
    const dialog = screen.getByRole('alertdialog', { name: '알림' });
    expect(dialog).toHaveAccessibleDescription('픽업 예약을 취소하시겠습니까?');
    expect(screen.getByRole('button', { name: '확인' })).toBeEnabled();
    expect(screen.getByRole('button', { name: '취소' })).toBeEnabled();
  });

  it('given title, banner, body and labels, then all of them show', () => {
    renderUi(
      <ConfirmPopup
        open
        title="예약 취소"
        message="취소할까요?"
        banner={<img src="data:image/png;base64,AA==" alt="banner" />}
        body={<p>body text</p>}
        confirmLabel="네"
        cancelLabel="아니요"
        onConfirm={vi.fn()}
        onCancel={vi.fn()}
      />,
    );
    expect(screen.getByRole('alertdialog', { name: '예약 취소' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'banner' })).toBeInTheDocument();
    expect(screen.getByText('body text')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '네' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '아니요' })).toBeInTheDocument();
  });

  it('when confirm is pressed, then only onConfirm runs; when cancel or Escape, then only onCancel', async () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    const { user } = renderUi(<ConfirmPopup open message="m" onConfirm={onConfirm} onCancel={onCancel} />);
    await user.click(screen.getByRole('button', { name: '확인' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onCancel).not.toHaveBeenCalled();
    await expectButtonAndEscapeToCall(user, '취소', onCancel);
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('given English, then the default labels are English', () => {
    renderUi(<ConfirmPopup open message="m" onConfirm={vi.fn()} onCancel={vi.fn()} />, { lang: 'en' });
    expect(screen.getByRole('button', { name: 'Confirm' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    expect(screen.getByRole('alertdialog', { name: 'Notice' })).toBeInTheDocument();
  });

  it('given open is false, then nothing renders', () => {
    renderUi(<ConfirmPopup open={false} message="m" onConfirm={vi.fn()} onCancel={vi.fn()} />);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});

describe('AlertPopup', () => {
  it('shows its content and calls onClose from the button and from Escape', async () => {
    const onClose = vi.fn();
    const { user } = renderUi(<AlertPopup open content="주소가 복사되었습니다." onClose={onClose} />);
    expect(screen.getByRole('alertdialog')).toHaveAccessibleDescription('주소가 복사되었습니다.');
    await expectButtonAndEscapeToCall(user, '확인', onClose);
  });

  it('given a title and a close label, then they are used', () => {
    renderUi(<AlertPopup open title="로그인" content="c" closeLabel="로그인하기" onClose={vi.fn()} />);
    expect(screen.getByRole('alertdialog', { name: '로그인' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '로그인하기' })).toBeInTheDocument();
  });
});

describe('TermsPopup', () => {
  it('shows the title and the agreement HTML as markup, with a Close button calling onClose', async () => {
    const onClose = vi.fn();
    const { user } = renderUi(
      <TermsPopup open title="서비스 이용약관" html="<h3>제1조</h3><p>내용 <strong>강조</strong></p>" onClose={onClose} />,
    );
    expect(screen.getByRole('dialog', { name: '서비스 이용약관' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '제1조' })).toBeInTheDocument();
    expect(screen.getByText('강조').tagName).toBe('STRONG');
    await user.click(screen.getByRole('button', { name: '닫기' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('given onAgree, then an Agree button calls it', async () => {
    const onAgree = vi.fn();
    const { user } = renderUi(<TermsPopup open title="t" html="<p>x</p>" onClose={vi.fn()} onAgree={onAgree} />);
    await user.click(screen.getByRole('button', { name: '동의' }));
    expect(onAgree).toHaveBeenCalledTimes(1);
  });

  it('given links in the terms, then they open in a new context without an opener', () => {
    renderUi(<TermsPopup open title="t" html={'<a href="https://example.com/full">full text</a>'} onClose={vi.fn()} />);
    const link = screen.getByRole('link', { name: 'full text' });
    expect(link).toHaveAttribute('href', 'https://example.com/full');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('given the terms change while open, then the new text replaces the old one', async () => {
    const { rerender } = renderUi(<TermsPopup open title="t" html="<p>first</p>" onClose={vi.fn()} />);
    rerender(<TermsPopup open title="t" html="<p>second</p>" onClose={vi.fn()} />);
    await waitFor(() => expect(screen.getByText('second')).toBeInTheDocument());
    expect(screen.queryByText('first')).toBeNull();
  });
});
