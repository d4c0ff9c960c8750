import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { loadScreens, renderApp, setupMockServer } from '../../../testing/render-app';
import { DEMO_CNO, loginTokens } from '../test-helpers';
import { RESTOCK_POLL_MS } from '../components/product-actions';
import { tabNames } from '../../../testing/tabs';
import { requestBodies } from '../../../testing/requests';

const mock = setupMockServer();

const requests = (path: string) => requestBodies<unknown>(mock.server, path);

describe('product detail', () => {
  it('given a visitor, when a wine opens, then its facts, price, type, taste profile and tabs show, and the view is counted', async () => {
    const views = requests('/v2/hybridapp/common/view/count/update');
    renderApp({ route: '/product/W00001' });
    expect(await screen.findByRole('heading', { level: 1, name: '샤토 마고 2020' })).toBeInTheDocument();
    // The bottle first (its picture alone until the gallery's pictures arrive, then 1 of them).
    expect(screen.getByRole('img', { name: /^샤토 마고 2020 병 이미지( 1\/\d+)?$/ })).toBeInTheDocument();
    expect(screen.getByText('Chateau Margaux 2020')).toHaveAttribute('lang', 'en');
    expect(screen.getByText('1,552,500원')).toBeInTheDocument();
    const facts = await screen.findByRole('region', { name: '상품 정보' });
    expect(await within(facts).findByText('샤토 마고')).toBeInTheDocument(); // producer, from the winery tab call
    expect(await within(facts).findByText('프랑스 · 보르도 마고')).toBeInTheDocument();
    expect(within(facts).getByText(/카베르네 소비뇽/)).toBeInTheDocument();
    expect(within(facts).getByText('2020')).toBeInTheDocument();
    expect(within(facts).getByText('13.5%')).toBeInTheDocument();
    expect(within(facts).getByText('750ml')).toBeInTheDocument();

    const tabs = screen.getByRole('tablist', { name: '상품 상세 정보' });
    expect(tabNames(tabs)).toEqual(['스타일', '정보', '와이너리']);
    const style = screen.getByRole('tabpanel', { name: '스타일' });
    expect(await within(style).findByText('당도 1/5')).toBeInTheDocument();
    expect(within(style).getByText('바디 5/5')).toBeInTheDocument();
    expect(within(style).getByText('타닌 5/5')).toBeInTheDocument();
    expect(within(style).getByText('향 5/5')).toBeInTheDocument(); // aroma level of /app/product/info (libs/api A6)
    // The 향 section names the note's aromas: no style name, no internal catalogue tag.
    const aromas = within(style).getByRole('heading', { name: '향' }).nextElementSibling;
    expect(aromas).toHaveTextContent(/^시트러스$/);
    expect(style).not.toHaveTextContent(/icon|풀바디 레드, /);
    await waitFor(() => expect(views).toEqual([{ log_type: 'PRODUCT', target_id: 'W00001' }]));
  });

  it('given the tabs, when the info and winery tabs are chosen (click and arrow key), then each loads its own call', async () => {
    const user = userEvent.setup();
    const app = renderApp({ route: '/product/W00001' });
    const tabs = await screen.findByRole('tablist', { name: '상품 상세 정보' });
    await user.click(within(tabs).getByRole('tab', { name: '정보' }));
    const info = await screen.findByRole('tabpanel', { name: '정보' });
    expect(await within(info).findByText('16-18℃')).toBeInTheDocument();
    expect(new URLSearchParams(app.router.state.location.search).get('tab')).toBe('info');
    await user.keyboard('{ArrowRight}');
    expect(within(tabs).getByRole('tab', { name: '와이너리' })).toHaveFocus();
    const winery = await screen.findByRole('tabpanel', { name: '와이너리' });
    expect(await within(winery).findByText(/Chateau Margaux/)).toBeInTheDocument();
  });

  it('given a liquor, then its tabs are info, style and distillery in that order', async () => {
    renderApp({ route: '/product/L00001' });
    const tabs = await screen.findByRole('tablist', { name: '상품 상세 정보' });
    await waitFor(() => expect(tabNames(tabs)).toEqual(['정보', '스타일', '증류소']));
    expect(await screen.findByText('블렌디드 위스키 · 영국', { exact: false })).toBeInTheDocument();
  });

  it('given a liquor, then the info tab names its raw materials and the style tab shows its aroma level', async () => {
    const user = userEvent.setup();
    renderApp({ route: '/product/L00001' });
    const info = await screen.findByRole('tabpanel', { name: '정보' });
    const material = await within(info).findByText('원재료');
    expect(material.tagName).toBe('DT');
    expect(material.nextElementSibling).toHaveTextContent('맥아 보리, 곡물');
    await user.click(within(screen.getByRole('tablist', { name: '상품 상세 정보' })).getByRole('tab', { name: '스타일' }));
    const style = await screen.findByRole('tabpanel', { name: '스타일' });
    expect(await within(style).findByText('향 4/5')).toBeInTheDocument();
  });

  it('given a member, when the wish toggle is pressed, then it turns on at once and stays on with the server count', async () => {
    const user = userEvent.setup();
    renderApp({ route: '/product/W00001', tokens: loginTokens(mock) });
    const toggle = await screen.findByRole('button', { name: /^샤토 마고 2020 마이 벙커에 담기( [\d,]+)?$/ });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByText('221명이 담았어요')).toBeInTheDocument();
    await user.click(toggle);
    const on = await screen.findByRole('button', { name: /^샤토 마고 2020 마이 벙커에서 빼기( [\d,]+)?$/ });
    expect(on).toHaveAttribute('aria-pressed', 'true');
    expect(await screen.findByText('222명이 담았어요')).toBeInTheDocument();
    expect(await screen.findByText('마이 벙커에 담았습니다.')).toBeInTheDocument();
    expect(mock.backend.isMyBucker(DEMO_CNO, 'W00001')).toBe('Y');
  });

  it('given the toggle call fails, when pressed, then the toggle rolls back and the member is told', async () => {
    const user = userEvent.setup();
    mock.scenarios.fail('/app/mybunker/toggle', 500);
    renderApp({ route: '/product/W00001', tokens: loginTokens(mock) });
    const toggle = await screen.findByRole('button', { name: /^샤토 마고 2020 마이 벙커에 담기( [\d,]+)?$/ });
    await user.click(toggle);
    const alert = await screen.findByRole('alertdialog');
    expect(within(alert).getByText('마이 벙커를 변경하지 못했습니다. 잠시 후 다시 시도해 주세요.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^샤토 마고 2020 마이 벙커에 담기( [\d,]+)?$/, hidden: true })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(screen.getByText('221명이 담았어요')).toBeInTheDocument();
    expect(mock.backend.isMyBucker(DEMO_CNO, 'W00001')).toBe('N');
  });

  it('given a visitor and a product others saved, then the bookmark icon is not filled and the count shows beside it', async () => {
    renderApp({ route: '/product/W00001' });
    const toggle = await screen.findByRole('button', { name: /^샤토 마고 2020 마이 벙커에 담기 [\d,]+$/ });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(Number(toggle.textContent?.replace(/\D/g, ''))).toBeGreaterThan(0);
    expect(toggle.querySelector('svg')).toHaveAttribute('fill', 'none');
  });

  it('given a member who saved the product, then the bookmark icon is filled', async () => {
    mock.backend.toggleWish(DEMO_CNO, 'W00001');
    renderApp({ route: '/product/W00001', tokens: loginTokens(mock) });
    const toggle = await screen.findByRole('button', { name: /^샤토 마고 2020 마이 벙커에서 빼기/ });
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(toggle.querySelector('svg')).toHaveAttribute('fill', 'currentColor');
  });

  it('given a visitor, when the wish toggle is pressed, then a login prompt offers the login page with a redirect back', async () => {
    const user = userEvent.setup();
    const app = renderApp({ route: '/product/W00001' });
    await user.click(await screen.findByRole('button', { name: /^샤토 마고 2020 마이 벙커에 담기( [\d,]+)?$/ }));
    const confirm = await screen.findByRole('alertdialog');
    expect(within(confirm).getByText('로그인이 필요한 서비스입니다. 로그인하시겠습니까?')).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: '로그인' }));
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/login'));
    expect(new URLSearchParams(app.router.state.location.search).get('redirect')).toBe('/product/W00001');
  });

  it('given stock at the member store, then the stock line, the find-place link and the pickup reservation link show', async () => {
    renderApp({ route: '/product/W00001', tokens: loginTokens(mock) }); // demo's store 361 has 1
    expect(await screen.findByText('보틀 잠실점 재고 1병', { exact: false })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '재고 있는 매장 찾기' })).toHaveAttribute('href', '/product/findplace?prd_cd=W00001');
    expect(await screen.findByRole('link', { name: '픽업 예약' })).toHaveAttribute('href', '/pickup/reserve/W00001');
  });

  it('given it is sold out at the member store, when the restock alarm is pressed twice, then it turns on and off', async () => {
    const user = userEvent.setup();
    renderApp({ route: '/product/W00009', tokens: loginTokens(mock, 'family') }); // store 201 has none
    expect(await screen.findByText(/서울역점 품절/)).toBeInTheDocument();
    const alarm = await screen.findByRole('button', { name: '재입고 알림 신청' });
    expect(alarm).toHaveAttribute('aria-pressed', 'false');
    await user.click(alarm);
    expect(await screen.findByRole('button', { name: '재입고 알림 신청됨' })).toHaveAttribute('aria-pressed', 'true');
    expect(await screen.findByText('재입고되면 알림을 보내 드립니다.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '재입고 알림 신청됨' }));
    expect(await screen.findByRole('button', { name: '재입고 알림 신청' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('given the restock alarm was just set, then its confirmation leads to the alarm list', async () => {
    const user = userEvent.setup();
    const app = renderApp({ route: '/product/W00009', tokens: loginTokens(mock, 'family') });
    await loadScreens('/alarm');
    await user.click(await screen.findByRole('button', { name: '재입고 알림 신청' }));
    const see = await screen.findByRole('link', { name: '알림 신청 내역 보기' });
    expect(see).toHaveAttribute('href', '/alarm');
    await user.click(see);
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/alarm'));
    expect(await screen.findByRole('heading', { name: '알림 신청 내역', level: 1 })).toBeInTheDocument();
  });

  it("given the page is left open on a product sold out at the member store with the restock alarm on, when the bottles come back, then within the page's poll the stock line and the reserve button follow and the page says the alarm came (fake timers)", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    try {
      const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
      renderApp({ route: '/product/W00009', tokens: loginTokens(mock, 'family') }); // store 201 has none
      expect(await screen.findByText(/서울역점 품절/)).toBeInTheDocument();
      await user.click(await screen.findByRole('button', { name: '재입고 알림 신청' }));
      expect(await screen.findByRole('button', { name: '재입고 알림 신청됨' })).toBeInTheDocument();

      mock.backend.setStock('W00009', '201', 4); // the restock alarm fires (a push to the member)
      await act(() => vi.advanceTimersByTimeAsync(RESTOCK_POLL_MS));
      expect(
        await screen.findByText('신청하신 재입고 알림이 왔어요: 보틀 서울역점에 다시 들어왔어요. 지금 픽업 예약할 수 있어요.'),
      ).toBeInTheDocument();
      expect(await screen.findByText('보틀 서울역점 재고 4병', { exact: false })).toBeInTheDocument();
      expect(screen.queryByText(/서울역점 품절/)).toBeNull();
      expect(screen.queryByRole('button', { name: '재입고 알림 신청됨' })).toBeNull();
      expect(await screen.findByRole('link', { name: '픽업 예약' })).toHaveAttribute('href', '/pickup/reserve/W00009');
    } finally {
      vi.useRealTimers();
    }
  });

  it('given it is sold out at the member store but other stores have it, then 품절, the restock alarm and a reservation at the nearest other store show', async () => {
    renderApp({ route: '/product/W00027', tokens: loginTokens(mock) }); // none at 361, 20 other stores have it
    expect(await screen.findByText('보틀 잠실점 품절')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: '재입고 알림 신청' })).toBeInTheDocument();
    const elsewhere = await screen.findByRole('link', { name: '다른 매장에서 픽업 예약' });
    // The nearest of them to 잠실점 by the stores' positions (2.8 km across the river), proposed.
    expect(elsewhere).toHaveAttribute('href', '/pickup/reserve/W00027?str_cd=209');
    expect(elsewhere).toHaveAccessibleDescription(
      '재고가 있는 다른 매장 20곳에서 예약할 수 있어요. 가장 가까운 재고 매장은 보틀 강변점(2.8km)이에요.',
    );
  });

  it('given it is sold out at every store, then only the restock alarm is offered', async () => {
    for (const s of mock.backend.storeStock('W00027')) if (s.stock_qty > 0) mock.backend.setStock('W00027', s.str_cd, 0);
    renderApp({ route: '/product/W00027', tokens: loginTokens(mock) });
    expect(await screen.findByRole('button', { name: '재입고 알림 신청' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /픽업 예약/ })).toBeNull();
  });

  it('given the share button, when pressed, then the bridge shares the product URL; a failure is explained', async () => {
    const user = userEvent.setup();
    const shareUrl = vi.fn().mockResolvedValueOnce(undefined).mockRejectedValueOnce(new Error('unavailable'));
    renderApp({ route: '/product/W00001', bridge: { shareUrl } });
    const button = await screen.findByRole('button', { name: '공유하기' });
    await user.click(button);
    await waitFor(() =>
      expect(shareUrl).toHaveBeenCalledWith({ url: `${window.location.origin}/product/W00001`, title: '샤토 마고 2020' }),
    );
    await user.click(button);
    expect(await screen.findByText('공유할 수 없습니다. 주소를 복사해 공유해 주세요.')).toBeInTheDocument();
  });

  it("given the web view, when share is pressed, then the shell's share popup gets the product", async () => {
    const user = userEvent.setup();
    const showSharePopup = vi.fn((_: { title: string; url?: string }) => Promise.resolve());
    const shareUrl = vi.fn(() => Promise.resolve());
    renderApp({ route: '/product/W00001', inWebView: true, bridge: { showSharePopup, shareUrl } });
    await user.click(await screen.findByRole('button', { name: '공유하기' }));
    await waitFor(() =>
      expect(showSharePopup).toHaveBeenCalledWith({ url: `${window.location.origin}/product/W00001`, title: '샤토 마고 2020' }),
    );
    expect(shareUrl).not.toHaveBeenCalled();
  });

  it('given a browser without a share sheet, when share is pressed, then the link is copied and the member is told', async () => {
    const user = userEvent.setup();
    const shareUrl = vi.fn(() =>
      Promise.reject(Object.assign(new Error('shareUrl: the Web Share API is not available'), { code: 'unavailable' })),
    );
    const copyToClipboard = vi.fn((_: { text: string }) => Promise.resolve());
    renderApp({ route: '/product/W00001', bridge: { shareUrl, copyToClipboard } });
    await user.click(await screen.findByRole('button', { name: '공유하기' }));
    await waitFor(() => expect(copyToClipboard).toHaveBeenCalledWith({ text: `${window.location.origin}/product/W00001` }));
    expect(await screen.findByText(/상품 링크를 복사했어요/)).toBeInTheDocument();
  });

  it('given an unknown product code, then a clear "not found" with a way back shows', async () => {
    renderApp({ route: '/product/NOPE999' });
    expect(await screen.findByText('상품을 찾을 수 없습니다.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '상품 검색으로 가기' })).toHaveAttribute('href', '/search');
  });

  it('given foods to match, then they link to the food pairing pages', async () => {
    renderApp({ route: '/product/W00001' });
    const match = await screen.findByRole('region', { name: '어울리는 음식' });
    const links = await within(match).findAllByRole('link');
    expect(links.length).toBeGreaterThan(0);
    expect(links[0]).toHaveAttribute('href', expect.stringMatching(/^\/food-pairing\//));
  });
});
