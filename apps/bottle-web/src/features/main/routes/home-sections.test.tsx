/**
 * Home as a wine shop's member expects it — shortcuts to the sommelier and the
 * events, this month's picks, themes with their items, the wines of the week by category, liquor
 * bestsellers and recommendations, each from its spec §7 call, with its own error state.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PUSH_MESSAGE_TYPES } from '@bottle/domain';
import { renderApp, setupMockServer } from '../../../testing/render-app';
import { loginTokens } from '../../../testing/demo-login';
import { answerMonthlyPicks } from '../../../testing/monthly-picks';

// Lazy routes over msw/node on a shared 2-core machine: a first render can take seconds.
vi.setConfig({ testTimeout: 30_000 });
const mock = setupMockServer();

const PUSH_TYPE = PUSH_MESSAGE_TYPES.byName.soldOutRestockY;

const events = () =>
  ((window as { dataLayer?: ArrayLike<unknown>[] }).dataLayer ?? []).map((e) => Array.from(e)).filter((e) => e[0] === 'event');

describe('home sections', () => {
  it('given a visitor, when home opens, then the shortcuts, monthly picks, themes, weekly wines, bestsellers and recommendations show', async () => {
    renderApp({ route: '/' });
    const shortcuts = await screen.findByRole('region', { name: '바로가기' });
    expect(within(shortcuts).getByRole('link', { name: /AI 소믈리에에게 물어보기/ })).toHaveAttribute('href', '/chat');
    expect(within(shortcuts).getByRole('link', { name: /이벤트·클래스/ })).toHaveAttribute('href', '/event');

    const monthly = await screen.findByRole('list', { name: '이달의 레드' });
    expect(within(monthly).getAllByRole('link')[0]).toHaveAttribute('href', expect.stringMatching(/^\/product\/W\d{5}$/));
    expect(within(monthly).getAllByRole('link')[0]).toHaveTextContent(/[\d,]+원/);

    const themes = await screen.findByRole('tablist', { name: '테마' });
    expect(within(themes).getByRole('tab', { name: '캠핑에 어울리는 술', selected: true })).toBeInTheDocument();
    expect(await screen.findByText('캠핑에 어울리는 술: 보틀 소믈리에가 고른 8병')).toBeInTheDocument();
    expect(await screen.findByRole('list', { name: '캠핑에 어울리는 술' })).toBeInTheDocument();

    expect(await screen.findByRole('tab', { name: '이번 주 레드', selected: true })).toBeInTheDocument();
    const bestsellers = await screen.findByRole('list', { name: '주류 베스트셀러' });
    expect(within(bestsellers).getAllByRole('listitem')).toHaveLength(10);
    expect(await screen.findByRole('list', { name: '추천 상품' })).toBeInTheDocument();
  });

  it("given home opens, then the first pick's pictures in view load at once, the first with high priority, and every other picture of home loads lazily", async () => {
    renderApp({ route: '/' });
    const monthly = await screen.findByRole('list', { name: '이달의 레드' });
    // Home's largest element on a phone: a lazy picture would wait for layout to place it.
    const pictures = [...monthly.querySelectorAll('img')];
    expect(pictures.length).toBeGreaterThan(3);
    expect(pictures.slice(0, 3).map((img) => [img.getAttribute('loading'), img.getAttribute('fetchpriority')])).toEqual([
      [null, 'high'],
      [null, null],
      [null, null],
    ]);
    for (const img of pictures.slice(3)) expect(img).toHaveAttribute('loading', 'lazy');
    // The shelves further down (here the bestsellers) keep every picture lazy.
    const bestsellers = await screen.findByRole('list', { name: '주류 베스트셀러' });
    for (const img of bestsellers.querySelectorAll('img')) {
      expect(img).toHaveAttribute('loading', 'lazy');
      expect(img).not.toHaveAttribute('fetchpriority');
    }
  });

  it("given the monthly picks still on their way, then their section says it is loading and shows the first pick's shape, whose empty pictures are not announced, and the picks take its place", async () => {
    const answer = answerMonthlyPicks(mock, '늦게 온 추천', [{ prd_cd: 'W00001', prd_nm: '와인', sale_prc: 10000, img_url: '/w.jpg' }], {
      held: true,
    });
    renderApp({ route: '/' });
    const loading = await waitFor(() => {
      const status = document.querySelector('section[aria-labelledby="main-monthly"] [role="status"]');
      expect(status).not.toBeNull();
      return status as HTMLElement;
    });
    expect(loading).toHaveAttribute('aria-busy', 'true');
    expect(loading).toHaveTextContent('불러오는 중입니다');
    // The shelf's tiles in view, decorative: no image, list or link for a screen reader.
    expect(within(loading).queryAllByRole('img')).toEqual([]);
    expect(within(loading).queryAllByRole('list')).toEqual([]);
    const pictures = loading.querySelectorAll('img');
    expect(pictures).toHaveLength(3);
    for (const img of pictures) expect(img).toHaveAttribute('alt', '');
    // The first is the place where the page's early module may show the picture before the app runs.
    expect(loading.querySelectorAll('img[data-early-picture="home-first-pick"]:not([src])')).toHaveLength(1);
    answer();
    expect(await screen.findByRole('list', { name: '늦게 온 추천' })).toBeInTheDocument();
    expect(document.querySelector('img[data-early-picture="home-first-pick"]')).toBeNull();
  });

  it("given the device offline, when home opens, then the monthly picks' section shows the offline state, not their placeholder", async () => {
    const connectivity = { isOnline: () => false, onOnline: () => () => undefined, onOffline: () => () => undefined };
    renderApp({ route: '/', connectivity });
    const monthly = await waitFor(() => {
      const section = document.querySelector('section[aria-labelledby="main-monthly"]');
      expect(section).not.toBeNull();
      return section as HTMLElement;
    });
    expect(await within(monthly).findByTestId('offline-state')).toBeInTheDocument();
    expect(monthly.querySelector('img[data-early-picture]')).toBeNull();
  });

  it('given themes, when the member picks another theme, then its items show, and a tap on one sends main_theme_click and opens it', async () => {
    const user = userEvent.setup();
    const { router } = renderApp({ route: '/' });
    await user.click(await screen.findByRole('tab', { name: '스모키 위스키 컬렉션' }));
    const shelf = await screen.findByRole('list', { name: '스모키 위스키 컬렉션' });
    const first = within(shelf).getAllByRole('link')[0] as HTMLElement;
    const href = first.getAttribute('href');
    await user.click(first);
    await waitFor(() => expect(router.state.location.pathname).toBe(href));
    expect(events().find((e) => e[1] === 'main_theme_click')?.[2]).toMatchObject({ theme_no: '403', prd_cd: href?.split('/').pop() });
  });

  it('given the weekly wines, when the member picks white, then the white selection shows', async () => {
    const user = userEvent.setup();
    renderApp({ route: '/' });
    await user.click(await screen.findByRole('tab', { name: '이번 주 화이트' }));
    expect(await screen.findByRole('tab', { name: '이번 주 화이트', selected: true })).toBeInTheDocument();
    const shelf = await screen.findByRole('list', { name: '이번 주 와인' });
    await waitFor(() => expect(within(shelf).getAllByRole('link')[0]).toHaveAttribute('href', '/product/W00182'));
  });

  it('given a member, then the recommendations are titled for them', async () => {
    const tokens = loginTokens(mock);
    renderApp({ route: '/', tokens });
    expect(await screen.findByRole('list', { name: '회원님을 위한 추천' })).toBeInTheDocument();
  });

  it('given the bestseller call fails, then only that section shows an error, and retry brings it', async () => {
    const user = userEvent.setup();
    mock.scenarios.fail('/app/main/bestseller/liquor/list', 400);
    renderApp({ route: '/' });
    const section = await screen.findByRole('region', { name: '주류 베스트셀러' });
    await user.click(await within(section).findByRole('button', { name: '다시 시도' }));
    expect(await within(section).findByRole('list', { name: '주류 베스트셀러' })).toBeInTheDocument();
    // The other sections answer on their own: the monthly picks may come after the retried one.
    expect(await screen.findByRole('list', { name: '이달의 레드' })).toBeInTheDocument();
  });

  it('given the native shell, then the themes come from the hybrid app list (the web list is not asked)', async () => {
    mock.scenarios.fail('/app/main/theme/list', 400);
    renderApp({ route: '/', inWebView: true });
    expect(await screen.findByRole('tab', { name: '캠핑에 어울리는 술', selected: true })).toBeInTheDocument();
  });

  it('given a member with unread notices, then the header bell says how many and opens the notices, sending main_alarm_click', async () => {
    const user = userEvent.setup();
    const tokens = loginTokens(mock);
    const cno = mock.backend.authenticate(tokens.accessToken);
    mock.backend.push(cno, PUSH_TYPE, '재입고 알림', '찾으시던 와인이 들어왔어요.');
    mock.backend.push(cno, PUSH_TYPE, '픽업 준비 완료', '매장에서 찾아가세요.');
    const { router } = renderApp({ route: '/', tokens });
    const bell = await screen.findByRole('link', { name: '알림, 읽지 않은 알림 2개' });
    await user.click(bell);
    await waitFor(() => expect(router.state.location.pathname).toBe('/mypage/push'));
    expect(events().find((e) => e[1] === 'main_alarm_click')?.[2]).toMatchObject({ unread: expect.any(Number) });
  });
});
