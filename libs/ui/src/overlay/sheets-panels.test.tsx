import { screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../components/button';
import { expectButtonAndEscapeToCall, renderUi } from '../testing/render';
import { theme } from '../theme/theme';
import { BottomSheet } from './bottom-sheet';
import { FullScreenPanel } from './full-screen-panel';
import { bodyScrollLockCount } from './scroll-lock';
import { TextInputPanel } from './text-input-panel';

function SheetHarness({ dismissible = true }: { dismissible?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>open sheet</Button>
      <BottomSheet
        open={open}
        onDismiss={dismissible ? () => setOpen(false) : undefined}
        title="정렬"
        description="정렬 기준을 고르세요"
        footer={<Button onClick={() => setOpen(false)}>apply</Button>}
      >
        <p>sheet body</p>
      </BottomSheet>
    </>
  );
}

describe('BottomSheet (vaul)', () => {
  it('while it has never been opened, the screen carries none of the drawer: no window listeners, nothing rendered', async () => {
    const listen = vi.spyOn(window, 'addEventListener');
    try {
      const { user } = renderUi(<SheetHarness />);
      // vaul's root listens to the window's resize and scroll from its mount on.
      expect(listen.mock.calls.filter(([type]) => type === 'resize' || type === 'scroll')).toEqual([]);
      await user.click(screen.getByRole('button', { name: 'open sheet' }));
      expect(screen.getByRole('dialog', { name: '정렬' })).toBeInTheDocument();
    } finally {
      listen.mockRestore();
    }
  });

  it('opens as a labelled modal dialog with focus inside, locks the body, and returns focus to its opener on close', async () => {
    const { user } = renderUi(<SheetHarness />);
    const opener = screen.getByRole('button', { name: 'open sheet' });
    await user.click(opener);
    const sheet = screen.getByRole('dialog', { name: '정렬' });
    expect(sheet).toHaveAttribute('aria-modal', 'true');
    expect(sheet).toHaveAccessibleDescription('정렬 기준을 고르세요');
    expect(sheet.contains(document.activeElement)).toBe(true);
    expect(bodyScrollLockCount()).toBe(1);
    await user.click(screen.getByRole('button', { name: 'apply' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(bodyScrollLockCount()).toBe(0);
    expect(document.activeElement).toBe(opener);
  });

  it('slides over the spec duration of 0.5 s (vaul drawer with the theme duration)', async () => {
    const { user } = renderUi(<SheetHarness />);
    await user.click(screen.getByRole('button', { name: 'open sheet' }));
    const sheet = screen.getByRole('dialog');
    expect(sheet).toHaveAttribute('data-vaul-drawer');
    expect(theme.motion.slideDurationS).toBe(0.5);
    expect(getComputedStyle(sheet).animationDuration).toBe('0.5s');
  });

  it('given it is dismissible, Escape closes it; given it is not, Escape does nothing', async () => {
    const { user, unmount } = renderUi(<SheetHarness />);
    await user.click(screen.getByRole('button', { name: 'open sheet' }));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    unmount();
    const second = renderUi(<SheetHarness dismissible={false} />);
    await second.user.click(screen.getByRole('button', { name: 'open sheet' }));
    await second.user.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});

describe('FullScreenPanel', () => {
  it('is a full-screen dialog that slides in and out over 0.5 s; its close button and Escape call onClose', async () => {
    const onClose = vi.fn();
    const { user } = renderUi(
      <FullScreenPanel open title="와인 필터" onClose={onClose}>
        <p>filters</p>
      </FullScreenPanel>,
    );
    const panel = screen.getByRole('dialog', { name: '와인 필터' });
    expect(panel).toHaveAttribute('data-variant', 'panel');
    // Emotion's generated rule for the open state carries the slide keyframes at 0.5 s.
    const css = Array.from(document.querySelectorAll('style'))
      .map((s) => s.textContent ?? '')
      .join('\n');
    const panelClass = Array.from(panel.classList).find((c) => c.startsWith('css-'));
    expect(panelClass).toBeDefined();
    const rules = css.split('}').filter((r) => r.includes(String(panelClass)) && r.includes('animation'));
    expect(rules.some((r) => r.includes('0.5s'))).toBe(true);
    await expectButtonAndEscapeToCall(user, '닫기', onClose);
  });
});

describe('TextInputPanel (spec §2: confirm disabled until the input is filled)', () => {
  it('starts with confirm disabled and focus in the input; typing enables it; confirm sends the trimmed text', async () => {
    const onConfirm = vi.fn();
    const { user } = renderUi(<TextInputPanel open title="메모" label="메모 내용" onConfirm={onConfirm} onClose={vi.fn()} />);
    const input = screen.getByRole('textbox', { name: '메모 내용' });
    const confirm = screen.getByRole('button', { name: '확인' });
    expect(confirm).toBeDisabled();
    expect(document.activeElement).toBe(input);
    await user.type(input, '  좋은 와인  ');
    expect(confirm).toBeEnabled();
    await user.click(confirm);
    expect(onConfirm).toHaveBeenCalledWith('좋은 와인');
  });

  it('treats whitespace alone as empty, and Enter on an empty input does not confirm', async () => {
    const onConfirm = vi.fn();
    const { user } = renderUi(<TextInputPanel open title="t" label="l" onConfirm={onConfirm} onClose={vi.fn()} />);
    const input = screen.getByRole('textbox', { name: 'l' });
    await user.type(input, '   {Enter}');
    expect(screen.getByRole('button', { name: '확인' })).toBeDisabled();
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('given text, Enter confirms; clearing it disables confirm again', async () => {
    const onConfirm = vi.fn();
    const { user } = renderUi(<TextInputPanel open title="t" label="l" onConfirm={onConfirm} onClose={vi.fn()} />);
    const input = screen.getByRole('textbox', { name: 'l' });
    await user.type(input, 'abc{Enter}');
    expect(onConfirm).toHaveBeenCalledWith('abc');
    await user.clear(input);
    expect(screen.getByRole('button', { name: '확인' })).toBeDisabled();
  });

  it('given an initial value, confirm is enabled at once; maxLength limits input; multiline uses a textarea', async () => {
    const { user } = renderUi(
      <TextInputPanel
        open
        multiline
        title="t"
        label="l"
        initialValue="hi"
        maxLength={5}
        confirmLabel="저장"
        onConfirm={vi.fn()}
        onClose={vi.fn()}
      />,
    );
    const area = screen.getByRole('textbox', { name: 'l' });
    expect(area.tagName).toBe('TEXTAREA');
    expect(screen.getByRole('button', { name: '저장' })).toBeEnabled();
    await user.type(area, '123456');
    expect(area).toHaveValue('hi123');
  });

  it('close calls onClose', async () => {
    const onClose = vi.fn();
    const { user } = renderUi(<TextInputPanel open title="t" label="l" onConfirm={vi.fn()} onClose={onClose} />);
    await user.click(screen.getByRole('button', { name: '닫기' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
