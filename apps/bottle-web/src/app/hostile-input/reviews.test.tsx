/**
 * The review sinks: a review's text and its displayed name, which a member writes and every
 * visitor of the product page sees. Every hostile string goes in as a stored review (as the
 * server keeps it: the list shows what any server sends, whatever its own checks let through)
 * and the product page gets them all in one answer (its list rendering a screenful at a time as
 * the window scrolls down it); the text and the name are React text nodes
 * and nothing runs or escapes. Then the write path: a sample typed into the diary's publish form
 * goes through the app and the server's rules and, when taken, comes back as text.
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import type { ReviewListResponse } from '@bottle/api';
import { Reviews } from '@bottle/mock-api/node';
import { renderApp } from '../../testing/render-app';
import { storeReviews } from '../../testing/reviews';
import { DEMO_CNO, loginTokens } from '../../features/catalogue/test-helpers';
import {
  expectNoMarkupEscaped,
  expectNothingRan,
  HOSTILE_STRINGS,
  hostileSample,
  rewriteAnswer,
  setupHostileSuite,
  watchForScripts,
} from '../../testing/hostile-input';

const mock = setupHostileSuite();
const PRD = 'W00002'; // no seeded review

describe('hostile reviews', () => {
  it('given every hostile string as a review text and name, when the product page shows them, then each is text and nothing runs', async () => {
    const payloads = HOSTILE_STRINGS.filter((s) => s.trim() !== '');
    expect(payloads.length).toBeGreaterThanOrEqual(400);
    storeReviews(
      mock,
      PRD,
      payloads.map((payload, i) => ({ no: `H${i}`, cno: `hostile-${i}`, text: payload, nick: payload })),
    );
    rewriteAnswer<ReviewListResponse>(mock, '/app/review/list', (answer) => ({
      ...answer,
      list: new Reviews(mock.backend).list(null, { prd_cd: PRD, sort: 'recent', page_size: 50 }).list.length ? allOf() : answer.list,
      total_cnt: payloads.length,
    }));
    function allOf() {
      const reviews = new Reviews(mock.backend);
      const out = [];
      for (let page = 1; page <= Math.ceil(payloads.length / 50); page += 1)
        out.push(...reviews.list(null, { prd_cd: PRD, sort: 'recent', page_size: 50, page_no: page }).list);
      return out;
    }
    // The list renders only the rows near the viewport (lib/kit VirtualList) and jsdom lays
    // nothing out: each row measures ROW px and the window scrolls down the list a screenful at a
    // time, every row that came into range read on the way.
    const ROW = 200;
    const height = vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockImplementation(function (this: HTMLElement) {
      return this.matches('li[data-index]') ? ROW : 0;
    });
    const place = HTMLElement.prototype.getBoundingClientRect;
    const rect = vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
      if (!this.matches('[data-testid="review-list"] ul')) return place.call(this);
      const top = -window.scrollY;
      return { top, y: top, bottom: top, left: 0, x: 0, right: 390, width: 390, height: 0, toJSON: () => ({}) };
    });
    const scrollTo = (y: number) => {
      Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
      window.dispatchEvent(new Event('scroll'));
    };
    onTestFinished(() => {
      height.mockRestore();
      rect.mockRestore();
      scrollTo(0);
    });
    const spies = watchForScripts();
    renderApp({ route: `/product/${PRD}` });
    const block = await screen.findByRole('region', { name: '리뷰' }, { timeout: 60_000 });
    const list = await within(block).findByTestId('review-list', {}, { timeout: 60_000 });
    const texts = new Map<number, string | null>();
    const names = new Map<number, string | null>();
    const read = () => {
      for (const li of list.querySelectorAll<HTMLElement>('li[data-index]')) {
        const i = Number(li.dataset['index']);
        expect(li).toHaveAttribute('aria-setsize', String(payloads.length));
        texts.set(i, li.querySelector(':scope > article > p')?.textContent ?? null);
        names.set(i, li.querySelector('b')?.textContent ?? null);
      }
    };
    await waitFor(() => expect(list.querySelector('li[data-index="0"]')).not.toBeNull(), { timeout: 60_000 });
    // Each step moves the window a few rows on and waits for the rows after the last one read.
    const last = () => Math.max(...Array.from(list.querySelectorAll<HTMLElement>('li[data-index]'), (li) => Number(li.dataset['index'])));
    read();
    for (let y = 3 * ROW; last() < payloads.length - 1; y += 3 * ROW) {
      const before = last();
      await act(async () => scrollTo(y));
      await waitFor(() => expect(last()).toBeGreaterThan(before));
      read();
    }
    expect([...texts.values()].sort()).toEqual([...payloads].sort());
    expect([...names.values()].sort()).toEqual([...payloads].sort());
    expect(list.querySelectorAll('li[data-index]').length).toBeLessThan(payloads.length);
    expectNoMarkupEscaped();
    expectNothingRan(spies);
  });

  it('given the hostile sample typed into the publish form, when sent, then a refused one is worded and a taken one shows as text', async () => {
    const tokens = loginTokens(mock);
    const sample = hostileSample(25).filter((s) => s.trim() !== '');
    const noteNo = mock.backend.insertNote(DEMO_CNO, {
      prd_cd: PRD,
      rating: 4,
      tasting_dt: '20260105',
      content: '처음 마셔 본 와인이에요.',
    } as never);
    const spies = watchForScripts();
    renderApp({ route: `/diary/${noteNo}`, tokens });
    const box = await screen.findByRole('region', { name: '리뷰로 공개' }, { timeout: 20_000 });
    fireEvent.click(await within(box).findByRole('button', { name: '이 노트를 리뷰로 공개' }));
    let taken = 0;
    for (const payload of sample) {
      if (mock.backend.state.reviews) mock.backend.state.reviews.writes = {}; // no rate limit between payloads
      fireEvent.change(within(box).getByRole('textbox', { name: '리뷰 내용' }), { target: { value: payload } });
      fireEvent.click(within(box).getByRole('button', { name: /^리뷰 (올리기|수정하기)$/ }));
      const outcome = await waitFor(() => {
        const done = screen.queryByRole('alertdialog');
        const alert = within(box).queryByRole('alert');
        if (!alert && !done) throw new Error('no outcome yet');
        return done ?? alert;
      });
      if (outcome?.getAttribute('role') === 'alertdialog') {
        taken += 1;
        fireEvent.click(within(outcome).getByRole('button', { name: '확인' }));
        const shown = await within(box).findByText((_, el) => el?.tagName === 'P' && el.textContent === payload.trim());
        expect(shown.children).toHaveLength(0);
        fireEvent.click(within(box).getByRole('button', { name: '리뷰 수정' }));
        await within(box).findByRole('textbox', { name: '리뷰 내용' });
      } else {
        fireEvent.change(within(box).getByRole('textbox', { name: '리뷰 내용' }), { target: { value: '' } });
        await waitFor(() => expect(within(box).queryByRole('alert')).toBeNull());
      }
      expectNoMarkupEscaped(document.body, payload);
    }
    expect(taken).toBeGreaterThan(0);
    expectNothingRan(spies);
  });
});
