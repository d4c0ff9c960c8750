/**
 * The system inspection screen and the inspection app-card popup, in Chromium on the
 * live path. The chain's gateway in maintenance answers 503 (played here by routing the calls);
 * libs/api retries 5xx with back-off first, and the screen asks the server's clock every 30 s:
 * the page's clock is Playwright's, moved forward instead of waited for.
 */
import { analyticsEvents, expect, expectNoSeriousViolations, logInThroughScreens, test } from './fixtures';

const UNAVAILABLE = { status: 503, json: { rspC: '503', rspMsgCn: 'Service Unavailable' } };

test.describe('given the servers under inspection', () => {
  test.describe.configure({ timeout: 60_000 });

  test('when a member opens home, then the inspection screen covers it; when the servers are back, it goes and home shows its banners', async ({
    page,
  }) => {
    await page.clock.install();
    await page.route('**/app/main/banner/area/info', (route) => route.fulfill(UNAVAILABLE));
    await page.goto('/?demo-reset=1');
    const screen = page.getByTestId('system-inspection-screen');
    // The call and its three retries (1, 2 and 4 s apart).
    for (let i = 0; i < 10 && !(await screen.isVisible()); i += 1) await page.clock.runFor(2_000);
    await expect(screen).toBeVisible();
    await expect(screen.getByRole('img', { name: /시스템 점검 중입니다/ })).toBeVisible();
    await expectNoSeriousViolations(page, 'system inspection screen');
    expect((await analyticsEvents(page)).map(([name]) => name)).toContain('inspection_view');

    await page.unroute('**/app/main/banner/area/info');
    await page.clock.runFor(31_000);
    await expect(screen).toBeHidden();
    await expect(page.getByRole('list', { name: '추천 배너' })).toBeVisible();
  });

  test('when a member opens the membership card while the card system is under inspection, then the inspection app-card popup explains it', async ({
    page,
  }) => {
    await page.clock.install();
    await page.goto('/?demo-reset=1');
    await logInThroughScreens(page);
    await page.route('**/v2/hybridapp/member/user/appcard/info', (route) => route.fulfill(UNAVAILABLE));
    await page.getByRole('button', { name: '멤버십 카드' }).click();
    const popup = page.getByRole('dialog', { name: '앱 카드 점검 안내' });
    for (let i = 0; i < 10 && !(await popup.isVisible()); i += 1) await page.clock.runFor(2_000);
    await expect(popup).toBeVisible();
    await expect(page.getByRole('dialog', { name: '멤버십 카드' })).toHaveCount(0);
    await expectNoSeriousViolations(page, 'inspection app-card popup');
    await popup.getByRole('button', { name: '확인' }).click();
    await expect(popup).toBeHidden();
    await expect(page.getByTestId('system-inspection-screen')).toHaveCount(0);
  });
});
