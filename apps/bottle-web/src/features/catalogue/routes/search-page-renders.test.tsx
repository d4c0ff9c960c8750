/**
 * What each answer renders on the search screen: the tabs' list re-renders the tabs, not the
 * results under them; recording a successful word (/app/search/insertsuccwd) renders nothing.
 * A screen that rendered whole on each answer kept a phone's main thread busy in one long task.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { renderApp, setupMockServer } from '../../../testing/render-app';
import { holdAnswers, requestBodies } from '../../../testing/requests';
import { tabNames } from '../../../testing/tabs';
import type * as CardModule from '../components/product-card';
import type * as BoxModule from '../components/search-box';

const seen = vi.hoisted(() => ({ cards: 0, boxes: 0 }));
vi.mock('../components/product-card', async (importOriginal) =>
  (await import('../../../testing/render-spy')).spyOnRenders(importOriginal<typeof CardModule>, 'ProductCard', () => {
    seen.cards += 1;
  }),
);
vi.mock('../components/search-box', async (importOriginal) =>
  (await import('../../../testing/render-spy')).spyOnRenders(importOriginal<typeof BoxModule>, 'SearchBox', () => {
    seen.boxes += 1;
  }),
);

// Lazy routes over msw/node on a shared 2-core machine: a first render can take seconds.
vi.setConfig({ testTimeout: 30_000 });
const mock = setupMockServer();

/** Both sections' three cards are in (each renders its cards in a render of its own). */
async function resultsShown() {
  for (const name of [/^와인 \d+개$/, /^리커 \d+개$/]) {
    const section = await screen.findByRole('region', { name }, { timeout: 10_000 });
    await waitFor(() => expect(within(section).getAllByRole('listitem')).toHaveLength(3));
  }
  await waitFor(() => expect(seen.cards).toBeGreaterThanOrEqual(6));
}

describe('the search screen renders what an answer changes', () => {
  it('given the tabs list answers after the results, when it arrives, then the tabs take its names and the results do not render again', async () => {
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    mock.server.use(
      http.post('*/app/search/type/list', async () => {
        await answered;
        return HttpResponse.json({
          type_list: [
            { search_type: 1, search_type_nm: '상품으로' },
            { search_type: 2, search_type_nm: '가격으로' },
          ],
        });
      }),
    );
    renderApp({ route: '/search?q=레드' });
    await resultsShown();
    const tabs = screen.getByRole('tablist', { name: '검색 기준' });
    expect(tabNames(tabs)).toEqual(['상품', '가격', '교환']);
    const cards = seen.cards;
    const boxes = seen.boxes;
    answer();
    await waitFor(() => expect(tabNames(tabs)).toEqual(['상품으로', '가격으로']));
    expect(seen.cards).toBe(cards);
    expect(seen.boxes).toBe(boxes);
  });

  it('given a word that found products, when it is recorded as successful, then the call goes once and the screen does not render again as it goes and comes back', async () => {
    const release = holdAnswers(mock.server, /\/app\/search\/insertsuccwd$/);
    const recorded = requestBodies(mock.server, '/app/search/insertsuccwd');
    renderApp({ route: '/search?q=레드' });
    await resultsShown();
    await waitFor(() => expect(recorded).toEqual([{ keyword: '레드' }]));
    const boxes = seen.boxes;
    release();
    // The answer's way back through the store, then a moment for any render it would cause.
    await delay(100);
    expect(seen.boxes).toBe(boxes);
    expect(recorded).toHaveLength(1);
  });
});
