/**
 * The catalogue's coded values (country, grapes, foods, food categories) are named from the app's
 * own tables in the member's language: a server that answers with Korean names only still gives
 * an English member English labels.
 */
import { act, screen, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { renderApp, setupMockServer } from '../../../testing/render-app';
import { settingsActions } from '../../../lib/i18n';
import { tabNames } from '../../../testing/tabs';

// Lazy routes over msw/node on a shared 2-core machine: a first render can take seconds.
vi.setConfig({ testTimeout: 30_000 });

const mock = setupMockServer();

/** The demo server as one that has no English: every call is answered as if asked in Korean. */
function koreanOnlyServer() {
  mock.server.use(
    http.all('*', ({ request }) => {
      request.headers.delete('Accept-Language');
      // Nothing returned: the demo's own handler answers the (now Korean) request.
    }),
  );
}

function inEnglish(route: string) {
  const app = renderApp({ route });
  act(() => {
    app.store.dispatch(settingsActions.setLang('en'));
  });
  return app;
}

describe('catalogue names from the app’s own tables', () => {
  it('given a server with Korean names only, when an English member opens a wine, then its country, grapes and foods are English', async () => {
    koreanOnlyServer();
    inEnglish('/product/W00001');
    expect(await screen.findByRole('heading', { level: 1, name: '샤토 마고 2020' })).toBeInTheDocument(); // the server's name, as sent
    const facts = await screen.findByRole('region', { name: 'Product facts' });
    expect(await within(facts).findByText('France · 보르도 마고')).toBeInTheDocument(); // a region is no code: the server's name
    expect(await within(facts).findByText('Cabernet Sauvignon, Merlot, Cabernet Franc, Petit Verdot')).toBeInTheDocument();
    const foods = await screen.findByRole('region', { name: 'Food to match' });
    expect(await within(foods).findByText('Steak')).toBeInTheDocument();
    expect(within(foods).queryByText('스테이크')).toBeNull();
  });

  it('given a server with Korean names only, when an English member opens food pairing, then the categories and dishes are English', async () => {
    koreanOnlyServer();
    inEnglish('/food-pairing');
    const tablist = await screen.findByRole('tablist');
    expect(tabNames(tablist)).toEqual(['Meat', 'Seafood', 'Korean', 'Casual', 'Cheese', 'Dessert']);
    const panel = screen.getByRole('tabpanel', { name: 'Meat' });
    expect(await within(panel).findByRole('link', { name: 'Steak' })).toHaveAttribute('href', '/food-pairing/steak');
  });
});
