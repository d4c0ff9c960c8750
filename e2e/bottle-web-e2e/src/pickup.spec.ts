/**
 * Issue 7's acceptance check through the pickup feature, in Chromium at a phone viewport, demo
 * mode: a member makes a pickup reservation through the four-step flow (spec §2), the page is
 * RELOADED, and the reservation is still in "My pickups" — the demo backend's state lives in
 * IndexedDB (libs/mock-api). Every pickup page gets an axe scan (WCAG 2.0–2.2 A/AA).
 *
 * Tokens: the member logs in by calling the user service's SSO login from the page, through the
 * demo service worker, with the headers libs/api sends (spec §7: x-ssp-channel 3, the user
 * service's gateway id, JSON), and the answer's token pair is stored under the spec's keys
 * (access_token, refresh_token) as the app's login does; the login screen itself is the account
 * feature's and has its own journey.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './fixtures';

async function expectNoSeriousA11yViolations(page: Page, label: string) {
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa']).analyze();
  const serious = result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${label}: ${v.id} (${v.impact}) ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

async function logInAsDemoMember(page: Page) {
  await page.goto('/?demo-reset=1');
  await expect(page.getByRole('navigation', { name: '하단 메뉴' })).toBeVisible();
  const tokens = await page.evaluate(async () => {
    const res = await fetch('/user-api/fo/user/ssobottle/login/auto-sso', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'x-ssp-channel': '3', 'x-gateway-service-id': 'user-service' },
      body: JSON.stringify({ login_id: 'demo', password: 'bottle1234' }),
    });
    const body = (await res.json()) as { access_token?: string; refresh_token?: string };
    if (!body.access_token || !body.refresh_token) throw new Error(`login failed: ${res.status} ${JSON.stringify(body)}`);
    localStorage.setItem('access_token', body.access_token);
    localStorage.setItem('refresh_token', body.refresh_token);
    return body;
  });
  expect(tokens.access_token).toBeTruthy();
}

test.describe('given the demo member 김보틀 (main store 잠실점) in a phone browser', () => {
  test('when they reserve a pickup and reload, then the reservation is still in My pickups', async ({ page }) => {
    test.setTimeout(90_000);
    await logInAsDemoMember(page);

    // Step 1: reservation view (샤토 딸보 2022 is in stock at 잠실점).
    await page.goto('/pickup/reserve/W00010');
    await expect(page.getByRole('heading', { level: 1, name: '픽업 예약' })).toBeVisible();
    await expect(page.getByText('샤토 딸보 2022')).toBeVisible();
    const steps = page.getByRole('navigation', { name: '예약 단계' });
    await expect(steps.locator('[aria-current="step"]')).toHaveText(/예약 정보/);
    await expectNoSeriousA11yViolations(page, 'step 1');
    await page.getByRole('button', { name: '수량 늘리기' }).tap();
    await expect(page.getByRole('group', { name: '수량' })).toContainText('2병');
    await page.getByRole('button', { name: '다음' }).tap();

    // Step 2: location select, main store first.
    await expect(steps.locator('[aria-current="step"]')).toHaveText(/매장 선택/);
    const main = page.getByRole('radio', { name: /보틀 잠실점/ });
    await expect(main).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'step 2');
    await main.check();
    await page.getByRole('button', { name: '다음' }).tap();

    // Step 3: privacy agreement, required.
    await expect(steps.locator('[aria-current="step"]')).toHaveText(/개인정보 동의/);
    await expectNoSeriousA11yViolations(page, 'step 3');
    await page.getByRole('checkbox', { name: /개인정보 수집·이용에 동의합니다/ }).check();
    await page.getByRole('button', { name: '다음' }).tap();

    // Step 4: confirm and submit.
    await expect(steps.locator('[aria-current="step"]')).toHaveText(/예약 확인/);
    await expectNoSeriousA11yViolations(page, 'step 4');
    await page.getByRole('button', { name: '예약하기' }).tap();
    await expect(page.getByRole('heading', { name: '픽업 예약이 접수되었어요' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'result');

    await page.getByRole('link', { name: '나의 픽업 보기' }).tap();
    await expect(page.getByRole('heading', { level: 1, name: '나의 픽업' })).toBeVisible();

    // The acceptance check: a full reload; the demo backend's state comes back from IndexedDB.
    await page.reload();
    const current = page.locator('section', { has: page.getByRole('heading', { name: '진행 중인 예약' }) });
    const item = current.getByRole('link', { name: /샤토 딸보 2022/ });
    await expect(item).toBeVisible();
    await expect(item).toContainText('보틀 잠실점');
    await expect(item).toContainText('예약 접수');
    await expectNoSeriousA11yViolations(page, 'my pickups');

    await item.tap();
    await expect(page.getByRole('heading', { level: 1, name: '예약 상세' })).toBeVisible();
    await expect(page.getByRole('heading', { name: '진행 상황' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'reservation details');

    await page.goto('/alarm');
    await expect(page.getByRole('heading', { level: 1, name: '알림 신청 내역' })).toBeVisible();
    await expect(page.getByText('신청한 알림이 없어요.')).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'alarms');
  });
});
