import { act, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Button } from '../components/button';
import { AlertPopup } from '../popups/alert-popup';
import { ConfirmPopup } from '../popups/confirm-popup';
import { TermsPopup } from '../popups/terms-popup';
import { renderUi } from '../testing/render';
import { afterBackGuardSettles, BACK_GUARD_KEY, backClosableCount, closeBackClosables } from './use-back-closes';

function Page() {
  const [alert, setAlert] = useState(false);
  const [confirm, setConfirm] = useState(false);
  const [terms, setTerms] = useState(false);
  return (
    <>
      <Button
        onClick={() => {
          setAlert(true);
          setConfirm(true);
          setTerms(true);
        }}
      >
        open all
      </Button>
      <Button onClick={() => setAlert(true)}>open alert</Button>
      <AlertPopup open={alert} content="alert text" onClose={() => setAlert(false)} />
      <ConfirmPopup open={confirm} message="confirm text" onConfirm={() => setConfirm(false)} onCancel={() => setConfirm(false)} />
      <TermsPopup open={terms} title="Terms" html="<p>terms</p>" onClose={() => setTerms(false)} />
    </>
  );
}

const guard = (): unknown => (window.history.state as Record<string, unknown> | null)?.[BACK_GUARD_KEY];

async function flush() {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 20));
  });
}

describe('useBackCloses (spec §2 "Browser back")', () => {
  it('given alert, confirm and terms open, when the browser goes back, then all three close at once and the page stays', async () => {
    window.history.replaceState({ usr: null, key: 'page', idx: 0 }, '', '/product/1?tab=info');
    const { user } = renderUi(<Page />);
    await user.click(screen.getByRole('button', { name: 'open all' }));
    // Only the top popup is exposed to assistive tech (Radix hides the ones underneath).
    expect(screen.getByTestId('alert-popup')).toBeInTheDocument();
    expect(screen.getByTestId('confirm-popup')).toBeInTheDocument();
    expect(screen.getByTestId('terms-popup')).toBeInTheDocument();
    expect(backClosableCount()).toBe(3);
    // One guard entry for all of them, keeping the router's own state.
    expect(guard()).toEqual(expect.any(String));
    expect((window.history.state as { idx: number }).idx).toBe(0);

    await act(async () => {
      window.history.back();
    });
    await waitFor(() => expect(screen.queryByTestId('alert-popup')).toBeNull());
    expect(screen.queryByTestId('confirm-popup')).toBeNull();
    expect(screen.queryByTestId('terms-popup')).toBeNull();
    expect(window.location.pathname + window.location.search).toBe('/product/1?tab=info');
    expect(guard()).toBeUndefined();
    expect(backClosableCount()).toBe(0);
  });

  it('given an alert closed by its button, then the guard entry is removed so the next back leaves the page normally', async () => {
    window.history.replaceState({ idx: 0 }, '', '/list');
    const { user } = renderUi(<Page />);
    await user.click(screen.getByRole('button', { name: 'open alert' }));
    expect(guard()).toEqual(expect.any(String));
    await user.click(screen.getByRole('button', { name: '확인' }));
    await waitFor(() => expect(guard()).toBeUndefined());
    await flush();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(window.location.pathname).toBe('/list');
  });

  it('given the guard entry was already consumed, when the popup then reopens, then a new guard is pushed', async () => {
    window.history.replaceState({ idx: 0 }, '', '/again');
    const { user } = renderUi(<Page />);
    await user.click(screen.getByRole('button', { name: 'open alert' }));
    await act(async () => {
      window.history.back();
    });
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await flush();
    await user.click(screen.getByRole('button', { name: 'open alert' }));
    expect(guard()).toEqual(expect.any(String));
    await act(async () => {
      window.history.back();
    });
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('given popups open, when the native back handler calls closeBackClosables, then they all close and it reports that something was open', async () => {
    window.history.replaceState({ idx: 0 }, '', '/native');
    const { user } = renderUi(<Page />);
    await user.click(screen.getByRole('button', { name: 'open all' }));
    let closed = false;
    act(() => {
      closed = closeBackClosables();
    });
    expect(closed).toBe(true);
    await waitFor(() => expect(screen.queryByTestId('confirm-popup')).toBeNull());
    expect(screen.queryByTestId('alert-popup')).toBeNull();
    expect(screen.queryByTestId('terms-popup')).toBeNull();
    await waitFor(() => expect(guard()).toBeUndefined());
    await flush();
    expect(closeBackClosables()).toBe(false);
  });

  it('given a popup with closeOnBack false, then it does not take part', async () => {
    window.history.replaceState({ idx: 0 }, '', '/opt-out');
    renderUi(<AlertPopup open content="stays" closeOnBack={false} onClose={() => undefined} />);
    expect(backClosableCount()).toBe(0);
    expect(guard()).toBeUndefined();
  });

  describe('afterBackGuardSettles (the first tap on 로그인 in the login confirm did nothing)', () => {
    /** A confirm whose answer navigates, the way the app's login confirm opens the login page. */
    function NavigatingConfirm({ closeOnBack = true, seen }: { closeOnBack?: boolean; seen: unknown[] }) {
      const [open, setOpen] = useState(true);
      return (
        <ConfirmPopup
          open={open}
          message="log in?"
          closeOnBack={closeOnBack}
          onConfirm={() => {
            setOpen(false);
            afterBackGuardSettles(() => {
              seen.push(guard());
              window.history.pushState({ idx: 1 }, '', '/login');
            });
          }}
          onCancel={() => setOpen(false)}
        />
      );
    }

    it('given a confirm closed by its button, when its answer navigates, then it runs after the guard entry is gone and the navigation stays', async () => {
      window.history.replaceState({ idx: 0 }, '', '/product/1');
      const seen: unknown[] = [];
      const { user } = renderUi(<NavigatingConfirm seen={seen} />);
      expect(guard()).toEqual(expect.any(String));
      await user.click(screen.getByRole('button', { name: '확인' }));
      await waitFor(() => expect(window.location.pathname).toBe('/login'));
      await flush();
      // The guard's popstate came before the navigation, never after it.
      expect(seen).toEqual([undefined]);
      expect(window.location.pathname).toBe('/login');
    });

    it('given a popup that keeps no history entry, when its answer navigates, then it runs at once after the close', async () => {
      window.history.replaceState({ idx: 0 }, '', '/product/2');
      const seen: unknown[] = [];
      const { user } = renderUi(<NavigatingConfirm seen={seen} closeOnBack={false} />);
      expect(guard()).toBeUndefined();
      await user.click(screen.getByRole('button', { name: '확인' }));
      await waitFor(() => expect(window.location.pathname).toBe('/login'));
      expect(seen).toEqual([undefined]);
    });
  });
});
