/**
 * Session refresh through the screens, demo mode: a logged-in member whose access token has
 * expired (the demo's lasts 5 minutes) opened a product and saw visitor data (store 201's
 * stock and "픽업 예약") instead of their main store's 품절, and no refresh happened. The demo
 * backend now answers 401 to the expired token, as a gateway does, and the app refreshes and
 * retries. Time moves through the demo control POST /mock-api/clock (libs/mock-api README) and
 * the page's clock (Playwright page.clock), never by waiting.
 */
import { expect, expectNoSeriousViolations, logInThroughScreens, test, type Page } from './fixtures';

/** Moves the demo backend's clock (libs/mock-api demo control). */
async function advanceDemoClock(page: Page, ms: number) {
  // From outside the app (no page of it is open): the context's request client, with the
  // operator cookie the fixtures put in the context and the app's channel header.
  const answer = await page.request.post('/mock-api/clock', { data: { advance_ms: ms }, headers: { 'x-ssp-channel': '3' } });
  expect(answer.status()).toBe(200);
}

test.describe('given a logged-in member on a phone whose access token has expired', () => {
  test('when they open a wine sold out at their main store, then the app refreshes and shows 잠실점 품절 and the restock alarm, not the visitor store; the product page passes axe', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await page.goto('/?demo-reset=1');
    // The demo backend answers once the app has started it: wait for the app.
    await expect(page.getByRole('navigation', { name: '하단 메뉴' })).toBeVisible();
    await logInThroughScreens(page, 'demo', '/');
    const first = await page.evaluate(() => localStorage.getItem('access_token'));
    expect(first).toBeTruthy();

    // The member leaves the app before time moves: home's calls must not be in flight when the
    // token expires. Otherwise a call answered 401 starts a refresh that the next navigation
    // aborts after the server has turned the pair over: the page keeps the spent refresh token
    // and the product page ends in 로그인 정보가 만료되었습니다 (the flaky failure this journey had).
    await page.goto('about:blank');
    // Six minutes later: the 5-minute access token has expired (the 60-minute session has not).
    // The demo backend's clock moves through its control; the page's clock moves too, because in
    // demo mode the backend may run in the page and read the page's Date after the reload below.
    await advanceDemoClock(page, 6 * 60_000);
    await page.clock.setFixedTime(Date.now() + 6 * 60_000);

    // The member opens a product link (a shared link, a push): only calls whose login is optional.
    // W00020 in the demo seed: none at 361 잠실점 (the member's main store), 16 at 201 서울역점.
    await page.goto('/product/W00020');
    await expect(page.getByRole('heading', { level: 1, name: '루이 자도 부르고뉴 피노 누아 2020' })).toBeVisible();
    const stock = page.getByRole('region', { name: '매장 재고' });
    await expect(stock.getByText('보틀 잠실점 품절')).toBeVisible();
    await expect(stock.getByText(/서울역점/)).toHaveCount(0);
    await expect(stock.getByRole('button', { name: /재입고 알림/ })).toBeVisible();
    // The pair was refreshed (spec §4): a new access token is stored, and no session expiry.
    await expect.poll(() => page.evaluate(() => localStorage.getItem('access_token'))).not.toBe(first);
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
    await expect(page).toHaveURL(/\/product\/W00020$/);
    await expectNoSeriousViolations(page, 'product after a token refresh');
  });
});
