/**
 * The search sinks: the `q` URL parameter, the search box and the autocomplete
 * suggestions the server sends; see testing/hostile-input.ts for the checks. The suggestions get
 * every hostile string in one answer. The parameter and the box cost a render per payload, so
 * they take hostileSample() (every XSS vector, every 10th naughty string) through one rendered
 * router, navigated or typed into payload after payload.
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../testing/render-app';
import {
  expectNoMarkupEscaped,
  expectNothingRan,
  HOSTILE_STRINGS,
  hostileSample,
  setupHostileSuite,
  trackRequests,
  watchForScripts,
} from '../../testing/hostile-input';

const mock = setupHostileSuite();

/** What the search screen reads back from `?q=` (lib/search-state.ts: trimmed, 100 characters). */
function queryAsRead(payload: string): string {
  const sent = new URLSearchParams(new URLSearchParams({ q: payload }).toString()).get('q') ?? '';
  return sent.trim().slice(0, 100);
}

describe('hostile search input', () => {
  it('given the hostile sample as the q parameter, when the search tab opens on each, then the box holds it as text, results render and nothing escapes', async () => {
    const spies = watchForScripts();
    const requests = trackRequests(mock.server);
    const app = renderApp({ route: '/search' });
    const box = await screen.findByRole('combobox', { name: '검색어' }, { timeout: 20_000 });
    for (const payload of hostileSample()) {
      await act(() => app.router.navigate(`/search?${new URLSearchParams({ q: payload }).toString()}`));
      await waitFor(() => expect(box).toHaveValue(queryAsRead(payload)));
      await requests.settled();
      expectNoMarkupEscaped(document.body, payload);
    }
    expectNothingRan(spies);
  });

  it('given the hostile sample typed into the search box, when each is submitted, then it becomes the q parameter unchanged (trimmed) and nothing escapes', async () => {
    const spies = watchForScripts();
    const requests = trackRequests(mock.server);
    const app = renderApp({ route: '/search' });
    const box = await screen.findByRole('combobox', { name: '검색어' }, { timeout: 20_000 });
    const form = screen.getByRole('search', { name: '상품 검색' });
    for (const payload of hostileSample()) {
      // A paste: the whole string at once (userEvent would read `{` and `[` as key names).
      fireEvent.change(box, { target: { value: payload } });
      fireEvent.submit(form);
      // The box sends what was typed, trimmed; the screen reads back at most 100 characters.
      const expected = payload.trim();
      if (expected !== '') {
        await waitFor(() => expect(box).toHaveValue(queryAsRead(expected)));
        expect(new URLSearchParams(app.router.state.location.search).get('q')).toBe(expected);
      }
      await requests.settled();
      expectNoMarkupEscaped(document.body, payload);
    }
    expectNothingRan(spies);
  });

  it('given the server suggests every hostile string, when the member types, then each suggestion is an option showing it as text and nothing escapes', async () => {
    const words = HOSTILE_STRINGS.filter((w) => w !== '');
    mock.server.use(http.post('*/app/search/autocomplete', () => HttpResponse.json({ word_list: words })));
    const spies = watchForScripts();
    renderApp({ route: '/search' });
    const box = await screen.findByRole('combobox', { name: '검색어' }, { timeout: 20_000 });
    fireEvent.focus(box);
    fireEvent.change(box, { target: { value: '와인' } });
    const listbox = await screen.findByRole('listbox', { name: '추천 검색어' });
    const options = await within(listbox).findAllByRole('option', {}, { timeout: 10_000 });
    expect(options).toHaveLength(words.length);
    options.forEach((option, i) => expect(option.textContent).toBe(words[i]));
    expectNoMarkupEscaped();
    expectNothingRan(spies);
  });
});
