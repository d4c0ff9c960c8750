/**
 * Texts the server sends: product names (search results, product screen with
 * its description), stores (names, addresses), events and notices (titles, and bodies that are
 * HTML shown through libs/ui's sanitiser, plus the event's link). libs/mock-api answers as usual
 * and each answer is rewritten with hostile text (rewriteAnswer). Lists get every hostile string
 * in one render; a screen per item (product, event, notice) takes hostileSample() (every XSS
 * vector, every 10th naughty string).
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type {
  BottleEvent,
  EventListResponse,
  NoticeInfoResponse,
  NoticeListResponse,
  ProductInfoResponse,
  ProductStoreStockResponse,
  SearchResultResponse,
  StoreInfoResponse,
} from '@bottle/api';
import { dataset } from '@bottle/mock-api';
import { renderApp } from '../../testing/render-app';
import {
  expectNoMarkupEscaped,
  expectNothingRan,
  expectOnlySafeLinks,
  expectShownAsText,
  HOSTILE_STRINGS,
  hostileProduct,
  hostileSample,
  rewriteAnswer,
  setupHostileSuite,
  watchForScripts,
} from '../../testing/hostile-input';

const mock = setupHostileSuite();

/**
 * Long lists render only the rows near the viewport (lib/kit VirtualList), and
 * jsdom lays nothing out, so a list is checked a screenful at a time: every hostile string goes
 * through the lists in chunks of LIST_CHUNK, each rendered whole.
 */
const LIST_CHUNK = 10;

/** Hostile text for an item number: `${prefix}${i}` ↔ payload i. */
const key = (prefix: string, i: number) => `${prefix}${String(i).padStart(4, '0')}`;
const indexOf = (value: unknown) => Number(String(value).replace(/^\D+/, ''));

describe('hostile product and store texts from the server', () => {
  it('given search results naming every hostile string, when they show, then each card names it as text and nothing escapes', async () => {
    // The strings go LIST_CHUNK a search (the first page of the wine tab), the search word
    // `마고<n>` choosing the n-th chunk.
    const chunk = LIST_CHUNK;
    rewriteAnswer<SearchResultResponse>(mock, '/app/search/wine/result/list', (answer, sent) => {
      const first = Number(String(sent['keyword']).replace(/\D/g, '')) * chunk;
      const size = Number(sent['page_size'] ?? 20);
      const start = first + (Number(sent['page_no'] ?? 1) - 1) * size;
      const end = Math.min(first + chunk, HOSTILE_STRINGS.length, start + size);
      const list = HOSTILE_STRINGS.slice(start, end).map((s, i) => hostileProduct(s, start + i));
      const { matched_keyword: _matched, ...rest } = answer;
      return { ...rest, list, total_cnt: Math.min(chunk, HOSTILE_STRINGS.length - first) };
    });
    const spies = watchForScripts();
    const app = renderApp({ route: '/search' });
    await screen.findByRole('combobox', { name: '검색어' }, { timeout: 20_000 });
    for (let first = 0; first < HOSTILE_STRINGS.length; first += chunk) {
      const names = HOSTILE_STRINGS.slice(first, first + chunk);
      await act(() => app.router.navigate(`/search?${new URLSearchParams({ q: `마고${first / chunk}`, category: 'wine' }).toString()}`));
      const wine = await screen.findByRole('region', { name: /^와인 \d+개$/ });
      // The cards render from the answer in a render of their own (decision 0172): the previous
      // word's cards may still be there for a moment, as many of them.
      await waitFor(
        () => {
          expect(wine.querySelectorAll('article')).toHaveLength(names.length);
          wine.querySelectorAll('article').forEach((card, i) => expectShownAsText(card, names[i] ?? ''));
        },
        { timeout: 30_000 },
      );
      expectNoMarkupEscaped();
    }
    expectNothingRan(spies);
  });

  it('given the hostile sample as product names, descriptions and origins, when each product screen opens, then they show as text and nothing escapes', async () => {
    // Six strings a product (name, English name, description, origin, vintage, raw materials):
    // a product screen is heavy, so each render takes six of the sample.
    const fields = ['prd_nm', 'prd_eng_nm', 'desc', 'nation_nm', 'vintage', 'raw_mtrl_nm'] as const;
    const sample = hostileSample();
    const codes = dataset.products.slice(0, Math.ceil(sample.length / fields.length)).map((p) => p.prd_cd);
    const textsOf = (code: string) => sample.slice(codes.indexOf(code) * fields.length, (codes.indexOf(code) + 1) * fields.length);
    rewriteAnswer<ProductInfoResponse>(mock, '/app/product/info', (answer) => {
      const texts = textsOf(answer.prd_cd);
      return { ...answer, ...Object.fromEntries(fields.map((f, i) => [f, texts[i] ?? ''])) };
    });
    const spies = watchForScripts();
    const app = renderApp({ route: '/search' });
    await screen.findByRole('combobox', { name: '검색어' }, { timeout: 20_000 });
    for (const code of codes) {
      const [name = '', english = '', description = ''] = textsOf(code);
      await act(() => app.router.navigate(`/product/${code}`));
      await waitFor(() => expect(screen.getByRole('heading', { level: 1 }).textContent).toContain(name.trim()));
      // The name, English name and description show on the first tab (the sections below the top
      // come in renders of their own); the rest are checked for markup.
      await waitFor(() => expectShownAsText(screen.getByRole('main'), [name, english, description]), { timeout: 10_000 });
      expectNoMarkupEscaped(document.body, textsOf(code).join(' | '));
    }
    expectNothingRan(spies);
  });

  it('given stores named and addressed with every hostile string, when a product says where it is in stock, then each store shows as text and nothing escapes', async () => {
    rewriteAnswer<ProductStoreStockResponse>(mock, '/app/product/store/stock', (answer) => {
      const base = answer.str_list[0];
      if (!base) return answer;
      return {
        ...answer,
        str_list: HOSTILE_STRINGS.map((s, i) => ({ ...base, str_cd: key('9', i), str_nm: s, str_addr: s, stock_qty: 3 })),
      };
    });
    const spies = watchForScripts();
    const code = dataset.products[0]?.prd_cd ?? '';
    renderApp({ route: `/product/findplace?prd_cd=${code}` });
    const main = await screen.findByRole('main', {}, { timeout: 20_000 });
    // Each store is a button opening its details (role queries are slow on hundreds of them).
    await waitFor(() => expect(main.querySelectorAll('button[aria-haspopup="dialog"]')).toHaveLength(HOSTILE_STRINGS.length), {
      timeout: 30_000,
    });
    expectShownAsText(main, HOSTILE_STRINGS);
    expectNoMarkupEscaped();
    expectNothingRan(spies);
  });

  it('given the hostile sample as store details, when the details of each store open, then they show as text and nothing escapes', async () => {
    // Seven strings a store (name, telephone, hours, closed days, pickup desk, address, directions).
    const fields = ['str_nm', 'str_tel_no', 'bsns_conts', 'hldy_conts', 'pick_desk_info', 'str_addr', 'road_info'] as const;
    const sample = hostileSample();
    const textsOf = (i: number) => sample.slice(i * fields.length, (i + 1) * fields.length);
    const stores = Math.ceil(sample.length / fields.length);
    rewriteAnswer<ProductStoreStockResponse>(mock, '/app/product/store/stock', (answer) => {
      const base = answer.str_list[0];
      if (!base) return answer;
      return {
        ...answer,
        str_list: Array.from({ length: stores }, (_, i) => ({ ...base, str_cd: key('S', i), str_nm: key('매장 ', i), stock_qty: 3 })),
      };
    });
    // The stores are made up, so their details are answered here, by store code.
    mock.server.use(
      http.post('*/app/store/info', async ({ request }) => {
        const { strCd } = (await request.json()) as { strCd: string };
        const texts = textsOf(indexOf(strCd));
        const info = {
          str_cd: strCd,
          bsns_start_time: '1000',
          bsns_end_time: '2200',
          hldy_list: [],
          ...Object.fromEntries(fields.map((f, i) => [f, texts[i] ?? ''])),
        } as unknown as StoreInfoResponse;
        return HttpResponse.json(info);
      }),
    );
    const spies = watchForScripts();
    const code = dataset.products[0]?.prd_cd ?? '';
    renderApp({ route: `/product/findplace?prd_cd=${code}` });
    const main = await screen.findByRole('main', {}, { timeout: 20_000 });
    await waitFor(() => expect(main.querySelectorAll('button[aria-haspopup="dialog"]')).toHaveLength(stores), { timeout: 30_000 });
    for (let i = 0; i < stores; i += 1) {
      const texts = textsOf(i);
      // The screen orders the stores its own way: each is found by its name.
      const button = Array.from(main.querySelectorAll('button[aria-haspopup="dialog"]')).find((b) =>
        b.getAttribute('aria-label')?.includes(key('매장 ', i)),
      );
      if (!button) throw new Error(`no store ${i}`);
      fireEvent.click(button);
      const dialog = await screen.findByRole('dialog');
      // Blank values are not shown (the popup leaves empty rows out); the popup may show the
      // store before until this one's details have come.
      await waitFor(() =>
        expectShownAsText(
          dialog,
          [texts[0] ?? '', texts[5] ?? ''].filter((t) => t.trim() !== ''),
        ),
      );
      expectNoMarkupEscaped(document.body, texts.join(' | '));
      fireEvent.click(within(dialog).getByRole('button', { name: '닫기' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    }
    expectNothingRan(spies);
  });
});

describe('hostile events and notices from the server', () => {
  /**
   * Hostile events: title, HTML body and link (in-app and outside, alternately) of event i are
   * the strings `texts(i)` gives.
   */
  function hostileEvents(count: number, texts: (i: number) => readonly [string, string, string]) {
    rewriteAnswer<EventListResponse>(mock, '/v2/hybridapp/event/list', (answer, sent) => {
      const base = answer.list[0];
      if (!base || sent['status'] === 'end') return { ...answer, list: [], total_cnt: 0 };
      const list: BottleEvent[] = Array.from({ length: count }, (_, i) => {
        const [title, body, link] = texts(i);
        return { ...base, event_no: key('E', i), event_nm: title, event_conts: body, link_kind: i % 2 ? 'URL' : 'APPLIST', link_url: link };
      });
      return { ...answer, list, total_cnt: list.length };
    });
  }

  it('given every hostile string as an event title, when the event list shows, then each title is text and nothing escapes', async () => {
    const spies = watchForScripts();
    for (let first = 0; first < HOSTILE_STRINGS.length; first += LIST_CHUNK) {
      const titles = HOSTILE_STRINGS.slice(first, first + LIST_CHUNK);
      hostileEvents(titles.length, (i) => {
        const s = titles[i] ?? '';
        return [s, s, s];
      });
      const app = renderApp({ route: '/event' });
      const main = await screen.findByRole('main', {}, { timeout: 20_000 });
      await waitFor(() => expect(main.querySelectorAll('a[href^="/event/E"]')).toHaveLength(titles.length), { timeout: 30_000 });
      expectShownAsText(main, titles);
      expectNoMarkupEscaped();
      app.unmount();
    }
    expectNothingRan(spies);
  });

  it('given the hostile sample as event titles, HTML bodies and links, when each event opens, then the title is text, the body is sanitised, the link is safe and nothing escapes', async () => {
    // Three strings an event (title, body, link): an event screen costs a render.
    const sample = hostileSample();
    const textsOf = (i: number) => [sample[i * 3] ?? '', sample[i * 3 + 1] ?? '', sample[i * 3 + 2] ?? ''] as const;
    const events = Math.ceil(sample.length / 3);
    hostileEvents(events, textsOf);
    const spies = watchForScripts();
    const app = renderApp({ route: '/event' });
    await screen.findByRole('main', {}, { timeout: 20_000 });
    for (let i = 0; i < events; i += 1) {
      const [title] = textsOf(i);
      await act(() => app.router.navigate(`/event/${key('E', i)}`));
      await waitFor(() => expect(document.getElementById('event-title')?.textContent).toBe(title));
      // The event's own link (its body's links are the sanitiser's, checked for markup below).
      const more = screen.queryByRole('link', { name: '자세히 보기' });
      if (more) expectOnlySafeLinks(more, textsOf(i).join(' | '));
      expectNoMarkupEscaped(document.body, textsOf(i).join(' | '));
    }
    expectNothingRan(spies);
  });

  it('given every hostile string as a notice title and the hostile sample as notice bodies, when the list and each notice show, then titles are text, bodies are sanitised and nothing escapes', async () => {
    const sample = hostileSample();
    rewriteAnswer<NoticeListResponse>(mock, '/v2/hybridapp/mypage/notice/list', (answer) => {
      const base = answer.list[0];
      if (!base) return answer;
      const list = HOSTILE_STRINGS.map((s, i) => ({ ...base, notice_no: key('N', i), title: s }));
      return { ...answer, list, total_cnt: list.length };
    });
    // The server's own notices are few: the notice screen is answered here, by number.
    mock.server.use(
      http.post('*/v2/hybridapp/mypage/notice/info', async ({ request }) => {
        // Two strings a notice (title, body): a notice screen costs a render.
        const { notice_no } = (await request.json()) as { notice_no: string };
        const i = indexOf(notice_no);
        const answer: NoticeInfoResponse = { notice_no, title: sample[i * 2] ?? '', reg_dt: '20260105', content: sample[i * 2 + 1] ?? '' };
        return HttpResponse.json(answer);
      }),
    );
    const spies = watchForScripts();
    const app = renderApp({ route: '/mypage/help?tab=notice' });
    const main = await screen.findByRole('main', {}, { timeout: 20_000 });
    await waitFor(() => expect(main.querySelectorAll('a[href*="/notice/N"]')).toHaveLength(HOSTILE_STRINGS.length), { timeout: 30_000 });
    expectShownAsText(main, HOSTILE_STRINGS);
    expectNoMarkupEscaped();
    for (let i = 0; i < sample.length / 2; i += 1) {
      const [title = '', body = ''] = [sample[i * 2], sample[i * 2 + 1]];
      await act(() => app.router.navigate(`/mypage/help/notice/${key('N', i)}`));
      await waitFor(() => expect(screen.getByRole('heading', { level: 2 }).textContent).toBe(title));
      expectNoMarkupEscaped(document.body, `${title} | ${body}`);
    }
    expectNothingRan(spies);
  });
});
