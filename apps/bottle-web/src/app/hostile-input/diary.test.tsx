/**
 * The diary sinks: a tasting note's product name (its title), text and place,
 * which a member types and the server stores and sends back. The list gets every hostile string
 * in one render (all seeded as notes, sent in one page); the note screen costs a render per note and takes
 * hostileSample() (every XSS vector, every 10th naughty string). The server refuses a blank name
 * or text, so blank strings cannot become notes and are left out.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TastingNoteListResponse } from '@bottle/api';
import { renderApp } from '../../testing/render-app';
import { demoMember } from '../../features/catalogue/test-helpers';
import {
  expectNoMarkupEscaped,
  expectNothingRan,
  expectShownAsText,
  HOSTILE_STRINGS,
  hostileSample,
  rewriteAnswer,
  setupHostileSuite,
  watchForScripts,
} from '../../testing/hostile-input';

const mock = setupHostileSuite();

const storable = (strings: readonly string[]) => strings.filter((s) => s.trim() !== '');

function seedNotes(cno: string, strings: readonly string[]): Map<string, string> {
  const noteNos = new Map<string, string>();
  for (const payload of strings) {
    noteNos.set(
      payload,
      mock.backend.insertNote(cno, { prd_nm: payload, rating: 4, tasting_dt: '20260105', content: payload, place: payload }),
    );
  }
  return noteNos;
}

describe('hostile tasting notes', () => {
  it('given every hostile string as a note, when the list shows them, then each name is its own link text and nothing escapes', async () => {
    const { tokens, cno } = demoMember(mock);
    const spies = watchForScripts();
    const payloads = storable(HOSTILE_STRINGS);
    seedNotes(cno, payloads);
    // The list asks for one growing page and libs/mock-api sends at most 100 notes a page
    // (libs/api A2): here the server sends every note at once, so one render shows them all.
    rewriteAnswer<TastingNoteListResponse>(mock, '/app/tasting/note/list', (answer) => ({
      ...answer,
      list: mock.backend.notes(cno),
      total_cnt: payloads.length,
    }));
    renderApp({ route: '/diary', tokens });
    const list = await screen.findByRole('list', { name: '나의 테이스팅 노트' }, { timeout: 20_000 });
    const names = Array.from(list.querySelectorAll(':scope > li'), (item) => item.querySelector('strong')?.textContent);
    expect(names.sort()).toEqual([...payloads].sort());
    expectNoMarkupEscaped();
    expectNothingRan(spies);
  });

  it('given the hostile sample as notes, when each note screen opens, then its title, text and place show as text and nothing escapes', async () => {
    const { tokens, cno } = demoMember(mock);
    const noteNos = seedNotes(cno, storable(hostileSample()));
    const spies = watchForScripts();
    const app = renderApp({ route: '/diary', tokens });
    await screen.findByRole('list', { name: '나의 테이스팅 노트' }, { timeout: 20_000 });
    for (const [payload, noteNo] of noteNos) {
      await act(() => app.router.navigate(`/diary/${noteNo}`));
      // The previous note stays on screen until this one has come.
      await waitFor(() => expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(payload));
      const article = await screen.findByRole('article', { name: '테이스팅 노트' });
      expectShownAsText(article, `${payload}`);
      expect(
        within(article).queryAllByText((_, el) => el?.textContent === payload && el.children.length === 0).length,
      ).toBeGreaterThanOrEqual(2);
      expectNoMarkupEscaped(document.body, payload);
    }
    expectNothingRan(spies);
  });
});
