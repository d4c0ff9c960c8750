/**
 * The search tabs by product, price and exchange (spec §3 search tab types
 * product=1, price=2, exchange=3; filter modes all, price, exchange, product), named by
 * /app/search/type/list and kept in the URL; the whole popular-word ranking
 * (/app/search/topwrd/all/list) on the search home.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp, setupMockServer } from '../../../testing/render-app';
import '../test-helpers';
import { tabNames } from '../../../testing/tabs';
import { requestBodies } from '../../../testing/requests';

const mock = setupMockServer();

const query = (r: { router: { state: { location: { search: string } } } }) => new URLSearchParams(r.router.state.location.search);

/** The JSON bodies of the wine result calls the backend receives from now on. */
const wineCalls = () => requestBodies(mock.server, '/app/search/wine/result/list');

const events = () =>
  ((window as { dataLayer?: ArrayLike<unknown>[] }).dataLayer ?? []).map((e) => Array.from(e)).filter((e) => e[0] === 'event');

/** The won prices of the cards in a region. */
const prices = (region: HTMLElement) =>
  within(region)
    .getAllByText(/^[\d,]+원$/)
    .map((el) => Number((el.textContent ?? '').replace(/[^\d]/g, '')));

describe('the search tabs', () => {
  it('given the search tab, then the tabs are the ones /app/search/type/list names, the product tab chosen', async () => {
    renderApp({ route: '/search' });
    const tabs = await screen.findByRole('tablist', { name: '검색 기준' });
    await waitFor(() => expect(tabNames(tabs)).toEqual(['상품', '가격', '교환']));
    expect(within(tabs).getByRole('tab', { name: '상품' })).toHaveAttribute('aria-selected', 'true');
  });

  it('given the price tab, when a range is tapped, then it is in the URL and the results are of that price, asked as search_type 2 in mode price', async () => {
    const user = userEvent.setup();
    const bodies = wineCalls();
    const app = renderApp({ route: '/search' });
    const tabs = await screen.findByRole('tablist', { name: '검색 기준' });
    await user.click(within(tabs).getByRole('tab', { name: '가격' }));
    await waitFor(() => expect(query(app).get('tab')).toBe('price'));
    expect(await screen.findByText('가격대를 고르면 그 가격의 상품을 보여 드려요.')).toBeInTheDocument();
    expect(events().map((e) => [e[1], e[2]])).toContainEqual([
      'search_tab_change',
      expect.objectContaining({ search_type: '2', platform: 'MobileWeb' }),
    ]);

    await user.click(screen.getByRole('button', { name: '30,000원~50,000원' }));
    await waitFor(() => expect([query(app).get('min'), query(app).get('max')]).toEqual(['30000', '50000']));
    expect(screen.getByRole('button', { name: '30,000원~50,000원' })).toHaveAttribute('aria-pressed', 'true');
    const wine = await screen.findByRole('region', { name: /^와인 \d+개$/ });
    await waitFor(() => expect(prices(wine).length).toBeGreaterThan(0));
    for (const price of prices(wine)) expect(price >= 30000 && price <= 50000, `${price}`).toBe(true);
    expect(bodies.at(-1)).toMatchObject({ search_type: 2, filter_mode: 'price', min_prc: 30000, max_prc: 50000 });
    // The wine filters belong to the product tab.
    expect(screen.queryByRole('button', { name: /^필터/ })).toBeNull();
  });

  it('given the price tab, when the member types their own range, then it is searched', async () => {
    const user = userEvent.setup();
    const app = renderApp({ route: '/search?tab=price' });
    const form = await screen.findByRole('form', { name: '가격 직접 입력' });
    await user.type(within(form).getByRole('textbox', { name: '최저 가격(원)' }), '100000');
    await user.click(within(form).getByRole('button', { name: '적용' }));
    await waitFor(() => expect(query(app).get('min')).toBe('100000'));
    expect(query(app).get('max')).toBeNull();
    const wine = await screen.findByRole('region', { name: /^와인 \d+개$/ });
    await waitFor(() => expect(prices(wine).length).toBeGreaterThan(0));
    for (const price of prices(wine)) expect(price).toBeGreaterThanOrEqual(100000);
  });

  it('given the exchange tab, then what the gift voucher covers is listed at once, asked as search_type 3 in mode exchange', async () => {
    const bodies = wineCalls();
    renderApp({ route: '/search?tab=exchange' });
    expect(await screen.findByText(/모바일 교환권으로 바꿀 수 있는 상품이에요/)).toBeInTheDocument();
    const wine = await screen.findByRole('region', { name: /^와인 \d+개$/ });
    await waitFor(() => expect(prices(wine).length).toBeGreaterThan(0));
    for (const price of prices(wine)) expect(price).toBeLessThanOrEqual(50000);
    expect(bodies[0]).toMatchObject({ search_type: 3, filter_mode: 'exchange' });
  });

  it('given a word on the product tab, when the member moves to the exchange tab, then the word stays and is searched there', async () => {
    const user = userEvent.setup();
    const app = renderApp({ route: '/search?q=%EB%A0%88%EB%93%9C' }); // 레드
    const tabs = await screen.findByRole('tablist', { name: '검색 기준' });
    await user.click(within(tabs).getByRole('tab', { name: '교환' }));
    await waitFor(() => expect(query(app).get('tab')).toBe('exchange'));
    expect(query(app).get('q')).toBe('레드');
  });

  it('given the search home, when "see all" is pressed on the popular words, then the whole ranking comes from /app/search/topwrd/all/list', async () => {
    const user = userEvent.setup();
    const asked: string[] = [];
    mock.server.events.on('request:start', ({ request }) => asked.push(new URL(request.url).pathname));
    renderApp({ route: '/search' });
    const ranks = async () => (await screen.findAllByRole('button', { name: /^인기 \d+위 / })).length;
    await waitFor(async () => expect(await ranks()).toBe(5));
    const more = screen.getByRole('button', { name: '인기 검색어 전체 보기' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    await user.click(more);
    await waitFor(async () => expect(await ranks()).toBeGreaterThan(5));
    expect(asked.some((p) => p.endsWith('/app/search/topwrd/all/list'))).toBe(true);
    expect(screen.getByRole('button', { name: '인기 검색어 접기' })).toHaveAttribute('aria-expanded', 'true');
  });
});
