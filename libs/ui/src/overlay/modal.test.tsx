import { screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../components/button';
import { renderUi } from '../testing/render';
import { Modal } from './modal';
import { bodyScrollLockCount } from './scroll-lock';

function Harness({ dismissible = true, onOuterDismiss = () => undefined }: { dismissible?: boolean; onOuterDismiss?: () => void }) {
  const [outer, setOuter] = useState(false);
  const [inner, setInner] = useState(false);
  return (
    <>
      <Button onClick={() => setOuter(true)}>open outer</Button>
      <Modal
        open={outer}
        title="Outer"
        onDismiss={
          dismissible
            ? () => {
                onOuterDismiss();
                setOuter(false);
              }
            : undefined
        }
        footer={<Button onClick={() => setOuter(false)}>close outer</Button>}
      >
        <Button onClick={() => setInner(true)}>open inner</Button>
      </Modal>
      <Modal open={inner} role="alertdialog" title="Inner" onDismiss={() => setInner(false)}>
        <Button onClick={() => setInner(false)}>close inner</Button>
      </Modal>
    </>
  );
}

describe('Modal (the base of every overlay)', () => {
  it('given a closed overlay, when it opens, then it is a labelled modal dialog in a portal with focus inside', async () => {
    const { user, container } = renderUi(<Harness />);
    await user.click(screen.getByRole('button', { name: 'open outer' }));
    const dialog = screen.getByRole('dialog', { name: 'Outer' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(container.contains(dialog)).toBe(false);
    expect(dialog.contains(document.activeElement)).toBe(true);
  });

  it('given an open overlay, when Tab is pressed repeatedly, then focus never leaves it', async () => {
    const { user } = renderUi(<Harness />);
    await user.click(screen.getByRole('button', { name: 'open outer' }));
    const dialog = screen.getByRole('dialog', { name: 'Outer' });
    for (let i = 0; i < 5; i += 1) {
      await user.tab();
      expect(dialog.contains(document.activeElement)).toBe(true);
    }
    await user.tab({ shift: true });
    expect(dialog.contains(document.activeElement)).toBe(true);
  });

  it('given an overlay opened from a button without a Radix trigger, when it closes, then focus returns to that button', async () => {
    const { user } = renderUi(<Harness />);
    const opener = screen.getByRole('button', { name: 'open outer' });
    await user.click(opener);
    await user.click(screen.getByRole('button', { name: 'close outer' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(opener);
  });

  it('given a dismissible overlay, when Escape is pressed, then onDismiss runs', async () => {
    const onOuterDismiss = vi.fn();
    const { user } = renderUi(<Harness onOuterDismiss={onOuterDismiss} />);
    await user.click(screen.getByRole('button', { name: 'open outer' }));
    await user.keyboard('{Escape}');
    expect(onOuterDismiss).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('given an overlay without onDismiss, when Escape is pressed, then it stays open', async () => {
    const { user } = renderUi(<Harness dismissible={false} />);
    await user.click(screen.getByRole('button', { name: 'open outer' }));
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Outer' })).toBeInTheDocument();
  });

  it('given nested overlays, when Escape is pressed, then only the top one closes and focus returns to its opener inside the outer one', async () => {
    const { user } = renderUi(<Harness />);
    await user.click(screen.getByRole('button', { name: 'open outer' }));
    const innerOpener = screen.getByRole('button', { name: 'open inner' });
    await user.click(innerOpener);
    expect(screen.getByRole('alertdialog', { name: 'Inner' })).toHaveAttribute('aria-modal', 'true');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(screen.getByRole('dialog', { name: 'Outer' })).toBeInTheDocument();
    expect(document.activeElement).toBe(innerOpener);
  });

  it('given a page scrolled to 400, when nested overlays open and close, then the lock is counted and the position restored only at the end', async () => {
    window.scrollTo(0, 400);
    const { user } = renderUi(<Harness />);
    expect(bodyScrollLockCount()).toBe(0);
    await user.click(screen.getByRole('button', { name: 'open outer' }));
    expect(bodyScrollLockCount()).toBe(1);
    expect(document.body.style.position).toBe('fixed');
    expect(document.body.style.top).toBe('-400px');
    await user.click(screen.getByRole('button', { name: 'open inner' }));
    expect(bodyScrollLockCount()).toBe(2);
    await user.click(screen.getByRole('button', { name: 'close inner' }));
    expect(bodyScrollLockCount()).toBe(1);
    expect(document.body.style.position).toBe('fixed');
    window.scrollTo(0, 0);
    await user.click(screen.getByRole('button', { name: 'close outer' }));
    expect(bodyScrollLockCount()).toBe(0);
    expect(document.body.style.position).toBe('');
    expect(window.scrollY).toBe(400);
    window.scrollTo(0, 0);
  });

  it('given an overlay that unmounts while open (route change), then its scroll lock is released', async () => {
    const { user, unmount } = renderUi(<Harness />);
    await user.click(screen.getByRole('button', { name: 'open outer' }));
    expect(bodyScrollLockCount()).toBe(1);
    unmount();
    expect(bodyScrollLockCount()).toBe(0);
  });

  it('given any overlay button, then its touch target is at least 44 × 44 CSS px', async () => {
    const { user } = renderUi(<Harness />);
    await user.click(screen.getByRole('button', { name: 'open outer' }));
    for (const button of screen.getAllByRole('button')) {
      const style = getComputedStyle(button);
      expect(parseFloat(style.minHeight)).toBeGreaterThanOrEqual(44);
      expect(parseFloat(style.minWidth)).toBeGreaterThanOrEqual(44);
    }
  });
});
