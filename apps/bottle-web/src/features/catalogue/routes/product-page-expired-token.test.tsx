/**
 * A logged-in member whose access token has expired (5 minutes in the demo) saw
 * visitor data on the product page: the demo backend answered the product calls (login optional)
 * as a visitor, with store 201's stock, and no refresh happened. A gateway answers 401 to the
 * expired token; the app refreshes and retries, so the member sees their main store (361).
 * The token is expired with the mock backend's clock, never by waiting.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getApiRuntime } from '@bottle/api';
import { renderApp, setupMockServer } from '../../../testing/render-app';
import { loginTokens } from '../test-helpers';
import { selectLoggedIn } from '../../../lib/session/auth-slice';

const mock = setupMockServer();
/** Longer than the demo's access token lifetime (libs/mock-api: 5 minutes), shorter than the session's 60. */
const SIX_MINUTES = 6 * 60_000;
const PRD = 'W00013';

function requestsTo(path: string): { token: string | null }[] {
  const seen: { token: string | null }[] = [];
  mock.server.events.on('request:start', ({ request }) => {
    if (new URL(request.url).pathname.endsWith(path)) seen.push({ token: request.headers.get('x-ssp-token') });
  });
  return seen;
}

/** How many API requests the mock backend has started and not yet ended. */
function inFlight(): { count: number } {
  const state = { count: 0 };
  mock.server.events.on('request:start', () => void (state.count += 1));
  mock.server.events.on('request:end', () => void (state.count -= 1));
  return state;
}

describe('product page after the access token expired', () => {
  it("given a member whose access token expired, when a product sold out at their main store opens, then the app refreshes and shows their store's 품절, not the visitor store's stock", async () => {
    // Sold out at the demo member's main store 361, in stock at the visitor store 201.
    mock.backend.setStock(PRD, '361', 0);
    mock.backend.setStock(PRD, '201', 7);
    const tokens = loginTokens(mock);
    mock.backend.clock.advance(SIX_MINUTES);
    const refreshes = requestsTo('/tokens/token-refresh');
    const pending = inFlight();

    const app = renderApp({ route: `/product/${PRD}`, tokens });

    const stock = await screen.findByRole('region', { name: '매장 재고' });
    expect(await within(stock).findByText('보틀 잠실점 품절')).toBeInTheDocument();
    expect(within(stock).queryByText(/서울역점/)).not.toBeInTheDocument();
    expect(refreshes).toHaveLength(1);
    await waitFor(() => expect(getApiRuntime().config.tokenStore.get().accessToken).not.toBe(tokens.accessToken));
    expect(app.sessionExpired.count).toBe(0);
    expect(selectLoggedIn(app.store.getState())).toBe(true);
    // The member's screen goes on asking (their info, the store) after the stock shows: end with
    // its calls answered, so none is answered by the next test's fresh backend.
    await waitFor(() => expect(pending.count).toBe(0));
  });

  it('given a visitor (no token), when the same product opens, then the visitor store 201 and its stock show with no refresh', async () => {
    mock.backend.setStock(PRD, '361', 0);
    mock.backend.setStock(PRD, '201', 7);
    const refreshes = requestsTo('/tokens/token-refresh');

    renderApp({ route: `/product/${PRD}` });

    const stock = await screen.findByRole('region', { name: '매장 재고' });
    expect(await within(stock).findByText('보틀 서울역점 재고 7병')).toBeInTheDocument();
    expect(refreshes).toHaveLength(0);
  });
});
