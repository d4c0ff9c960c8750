/**
 * The screens home opens. Wine navigation walks type, nation, kind, the five
 * senses and price and ends in the search tab with those filters; promotions gather the open
 * exhibitions, this month's picks and the running events; the recommendations and a monthly
 * pick show their whole list. Taps send their events.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderApp, setupMockServer } from '../../../testing/render-app';
import { loginTokens } from '../../../testing/demo-login';

vi.setConfig({ testTimeout: 30_000 });
const mock = setupMockServer();

/** A wine navigation option by its name, followed by how many wines it leaves ('레드 114개'). */
const option = (name: string) => new RegExp(`^${name} [\\d,]+개$`);

const events = () =>
  ((window as { dataLayer?: ArrayLike<unknown>[] }).dataLayer ?? []).map((e) => Array.from(e)).filter((e) => e[0] === 'event');

describe('wine navigation', () => {
  it('given home, when the member follows the five steps, then the count narrows and the last step opens the matching search, each step sending wine_navigation_filter', async () => {
    const user = userEvent.setup();
    const { router } = renderApp({ route: '/' });
    await user.click(await screen.findByRole('link', { name: /와인 내비게이션/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/wine-navigation'));
    expect(await screen.findByText('5단계 중 1단계')).toBeInTheDocument();

    const all = Number((await screen.findByText(/조건에 맞는 와인 [\d,]+개/)).textContent?.replace(/\D/g, ''));
    await user.click(await screen.findByRole('checkbox', { name: option('레드') }));
    await waitFor(() => expect(Number(screen.getByText(/조건에 맞는 와인 [\d,]+개/).textContent?.replace(/\D/g, ''))).toBeLessThan(all));
    await user.click(screen.getByRole('button', { name: '다음' }));

    expect(await screen.findByRole('group', { name: '어느 나라 와인이 좋으세요?' })).toBeInTheDocument();
    await user.click(await screen.findByRole('checkbox', { name: option('프랑스') }));
    await user.click(screen.getByRole('button', { name: '다음' }));
    await user.click(await screen.findByRole('checkbox', { name: option('카베르네 소비뇽') }));
    await user.click(screen.getByRole('button', { name: '다음' }));
    await user.click(await screen.findByRole('checkbox', { name: option('바디 4 이상') }));
    await user.click(screen.getByRole('button', { name: '다음' }));
    expect(await screen.findByText('5단계 중 5단계')).toBeInTheDocument();

    // Back keeps the choices (they live in the URL).
    await user.click(screen.getByRole('button', { name: '이전' }));
    expect(await screen.findByRole('checkbox', { name: option('바디 4 이상') })).toBeChecked();
    await user.click(screen.getByRole('button', { name: '다음' }));

    const results = await screen.findByRole('link', { name: /와인 [\d,]+개 보기/ });
    await user.click(results);
    await waitFor(() => expect(router.state.location.pathname).toBe('/search'));
    const query = new URLSearchParams(router.state.location.search);
    expect(query.get('category')).toBe('wine');
    expect(query.getAll('type')).toEqual(['034006001']);
    expect(query.getAll('nation')).toEqual(['FR']);
    expect(query.getAll('kind')).toEqual(['카베르네 소비뇽']);
    expect(query.getAll('fivesense')).toEqual(['body:4']);

    const steps = events()
      .filter((e) => e[1] === 'wine_navigation_filter')
      .map((e) => (e[2] as { filter_key: string }).filter_key);
    expect(steps).toEqual(['type', 'nation', 'kind', 'fivesense', 'fivesense', 'price']);
    // Five steps and a search, each a lazy screen over msw/node: slow on a shared 2-core machine.
  }, 90_000);
  it("given 레드 and 아르헨티나 answered, then each option shows how many wines it leaves, the grapes offered are those wines' (말벡), and options that leave none are disabled", async () => {
    renderApp({ route: '/wine-navigation?step=3&type=034006001&nation=AR' });
    const malbec = await screen.findByRole('checkbox', { name: '말벡 4개' });
    expect(malbec).toBeEnabled();
    // No white grape is offered for Argentine reds.
    expect(screen.queryByRole('checkbox', { name: option('샤르도네') })).toBeNull();
    expect(screen.queryByRole('checkbox', { name: option('소비뇽 블랑') })).toBeNull();
  });

  it('given 스파클링 answered, when the member is at the nation step, then a nation without sparkling wine shows 0 and cannot be chosen, one with it can', async () => {
    renderApp({ route: '/wine-navigation?step=2&type=034006002' });
    expect(await screen.findByRole('checkbox', { name: '프랑스 21개' })).toBeEnabled();
    expect(await screen.findByRole('checkbox', { name: '칠레 0개' })).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: '아르헨티나 0개' })).toBeDisabled();
  });

  it('given answers no wine matches (an old link), when the member is at the last step, then 와인 0개 보기 is a disabled button, not a link, and the page says to choose fewer', async () => {
    renderApp({ route: '/wine-navigation?step=5&type=034006002&nation=AR' });
    const results = await screen.findByRole('button', { name: '와인 0개 보기' });
    expect(results).toBeDisabled();
    expect(screen.queryByRole('link', { name: /와인 [\d,]+개 보기/ })).toBeNull();
    expect(screen.getByText('지금 고른 조건에 맞는 와인이 없어요. 고른 항목을 줄여 주세요.')).toBeInTheDocument();
  });

  it('given a slow phone, when the member taps a choice, then the box is checked within the tap (not reverted until the URL renders)', async () => {
    const { router } = renderApp({ route: '/wine-navigation' });
    const red = (await screen.findByRole('checkbox', { name: option('레드') })) as HTMLInputElement;
    // A real tap: the browser's click outside act(), so React schedules as it does on a phone. A
    // transition's render would come in a later task; only microtasks run before the check.
    const actEnvironment = (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT;
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
    try {
      red.click();
      for (let i = 0; i < 20; i += 1) await Promise.resolve();
      expect(red.checked).toBe(true);
      expect(new URLSearchParams(router.state.location.search).getAll('type')).toEqual(['034006001']);
    } finally {
      (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = actEnvironment;
    }
    await waitFor(() => expect(screen.getByRole('checkbox', { name: option('레드') })).toBeChecked());
  });
});

describe('promotions', () => {
  it('given home, when the member opens promotions, then open exhibitions, monthly picks and running events show, and a tap sends promotion_click', async () => {
    const user = userEvent.setup();
    const { router } = renderApp({ route: '/' });
    await user.click(await screen.findByRole('link', { name: /기획전·혜택/ }));
    const exhibitions = await screen.findByRole('list', { name: '진행 중인 기획전' }, { timeout: 15_000 });
    expect(within(exhibitions).getByRole('link', { name: /보르도 위크/ })).toHaveAttribute('href', '/exhibition?exhibit_no=1001');
    expect(await screen.findByRole('list', { name: '진행 중인 이벤트' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '진행 중인 클래스 일정 보기' })).toHaveAttribute('href', '/class');
    expect(screen.getByRole('link', { name: '지난 기획전까지 모두 보기' })).toHaveAttribute('href', '/exhibition');
    const picks = await screen.findByRole('list', { name: '이달의 추천' });
    await user.click(within(picks).getByRole('link', { name: /이달의 레드/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/monthly/300'));
    expect(events().find((e) => e[1] === 'promotion_click')?.[2]).toMatchObject({ promotion_kind: 'monthly', promotion_no: '300' });
    const products = await screen.findByRole('list', { name: '이달의 레드' });
    expect(within(products).getAllByRole('link')).toHaveLength(6);
  });

  it('given the event call fails, then only the events show an error', async () => {
    mock.scenarios.fail('/v2/hybridapp/event/list', 400);
    renderApp({ route: '/promotion' });
    const section = await screen.findByRole('region', { name: '진행 중인 이벤트' });
    expect(await within(section).findByRole('button', { name: '다시 시도' })).toBeInTheDocument();
    expect(await screen.findByRole('list', { name: '진행 중인 기획전' })).toBeInTheDocument();
  });
});

describe('recommendation items', () => {
  it('given a member on home, when they tap see all under the recommendations, then the whole list titled for them shows', async () => {
    const user = userEvent.setup();
    const tokens = loginTokens(mock);
    const { router } = renderApp({ route: '/', tokens });
    await user.click(await screen.findByRole('link', { name: '회원님을 위한 추천 전체 보기' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/recommend'));
    expect(await screen.findByRole('heading', { level: 1, name: '회원님을 위한 추천' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: '회원님을 위한 추천' });
    await user.click(within(list).getAllByRole('link')[0] as HTMLElement);
    expect(events().find((e) => e[1] === 'main_recommend_item_click')?.[2]).toMatchObject({ from: 'recommendation_item' });
  });

  it('given a member who wished for a whisky, then their recommendations differ from the shop list: like it, without it', async () => {
    const visitor = renderApp({ route: '/recommend' });
    const shopList = within(await screen.findByRole('list', { name: '추천 상품' }))
      .getAllByRole('link')
      .map((a) => a.getAttribute('href'));
    visitor.unmount();

    const tokens = loginTokens(mock);
    const cno = mock.backend.authenticate(tokens.accessToken);
    mock.backend.toggleWish(cno, 'L00087');
    renderApp({ route: '/recommend', tokens });
    const hrefs = within(await screen.findByRole('list', { name: '회원님을 위한 추천' }))
      .getAllByRole('link')
      .map((a) => a.getAttribute('href'));
    expect(hrefs).not.toEqual(shopList);
    expect(hrefs).not.toContain('/product/L00087');
    expect(hrefs.every((h) => h?.startsWith('/product/L'))).toBe(true);
  });
});
