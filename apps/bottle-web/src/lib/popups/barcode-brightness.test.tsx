/**
 * The membership barcode popup tells the native shell it opened and closed (spec §2 "Barcode
 * popup", libs/bridge `openBarcode` / `closeBarcode`): the shell raises the brightness so a till
 * scanner reads the card, then restores it.
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderApp, setupMockServer } from '../../testing/render-app';
import { loginTokens } from '../../testing/demo-login';

const mock = setupMockServer();

/** The demo member in the web view, on My page, opens the membership card; the shell's two calls are spies. */
async function openCardInWebView() {
  const user = userEvent.setup();
  const openBarcode = vi.fn(() => Promise.resolve());
  const closeBarcode = vi.fn(() => Promise.resolve());
  const tokens = loginTokens(mock);
  renderApp({ route: '/mypage', inWebView: true, tokens, bridge: { openBarcode, closeBarcode } });
  await user.click(await screen.findByRole('button', { name: '멤버십 카드' }));
  return { user, openBarcode, closeBarcode };
}

describe('barcode popup and the shell brightness', { timeout: 20_000 }, () => {
  it('given the web view, when the member opens the card and closes it with its button, then the shell hears open once, then close once', async () => {
    const { user, openBarcode, closeBarcode } = await openCardInWebView();
    expect(await screen.findByTestId('card-number')).toHaveTextContent(/^\d{4}-\d{4}-\d{4}-\d{4}$/);
    await waitFor(() => expect(openBarcode).toHaveBeenCalledTimes(1));
    expect(closeBarcode).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: '닫기' }));
    await waitFor(() => expect(closeBarcode).toHaveBeenCalledTimes(1));
    expect(openBarcode).toHaveBeenCalledTimes(1);
  });

  it('given the card is open, when the member presses Escape, then the shell still hears the close', async () => {
    const { user, openBarcode, closeBarcode } = await openCardInWebView();
    await waitFor(() => expect(openBarcode).toHaveBeenCalledTimes(1));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(closeBarcode).toHaveBeenCalledTimes(1));
  });
});
