/**
 * The blocking modal: an answer the member must give (the age check). Named and described, focus
 * moved in and kept in, the rest of the page inert and the body locked while it is open, and
 * nothing (Escape) closes it.
 */
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from '@emotion/react';
import { theme } from '../theme/theme';
import { BlockingModal } from './blocking-modal';
import { bodyScrollLockCount } from './scroll-lock';

function Page({ open }: { open: boolean }) {
  return (
    <ThemeProvider theme={theme}>
      <button type="button">behind</button>
      {open ? (
        <BlockingModal
          title="만 19세 이상이신가요?"
          description="성인만 이용할 수 있어요."
          footer={
            <>
              <button type="button">아니요</button>
              <button type="button">예</button>
            </>
          }
        >
          <p>본문</p>
        </BlockingModal>
      ) : null}
    </ThemeProvider>
  );
}

describe('BlockingModal', () => {
  it('given it opens, then it is an alertdialog named and described, focus is on its first button and Tab wraps inside it', async () => {
    const user = userEvent.setup();
    render(<Page open />);
    const dialog = screen.getByRole('alertdialog', { name: '만 19세 이상이신가요?' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription('성인만 이용할 수 있어요.');
    expect(screen.getByRole('button', { name: '아니요' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: '예' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: '아니요' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: '예' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
  });

  it('given it is open, then the page behind is inert and the body locked; when it goes, both are given back', () => {
    const { rerender } = render(<Page open />);
    const behind = screen.getByText('behind');
    const appRoot = behind.closest('body > div') as HTMLElement;
    expect(appRoot.inert).toBe(true);
    expect(bodyScrollLockCount()).toBe(1);
    rerender(<Page open={false} />);
    expect(appRoot.inert).toBe(false);
    expect(bodyScrollLockCount()).toBe(0);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
