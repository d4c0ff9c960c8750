/**
 * What a new member met in a week, through the screens on a phone against the demo server:
 *
 * - wine navigation counts what each option leaves with the answers so far, disables an option
 *   that leaves none, and will not open an empty result;
 * - moving a reservation to another store keeps its time; the move is its own timeline step,
 *   and the move is chosen, then confirmed by a button naming the store;
 * - when the desk hands the order over, the open pass page shows 픽업 완료 at once (no focus,
 *   no reload, well inside the code's 30-second step), and the sale shows in the receipts.
 */
import { expect, expectEscapeReturnsFocus, expectNoSeriousViolations, test } from './fixtures';
import { control, reserveAndOpen } from './pickup-flow';

test('wine navigation: each option shows what it leaves, an option leaving none is disabled, and no empty result opens', async ({
  page,
}) => {
  await page.goto('/wine-navigation');
  await page.getByRole('checkbox', { name: /^레드 [\d,]+개$/ }).check();
  await page.getByRole('button', { name: '다음' }).click();
  await expect(page.getByText('5단계 중 2단계')).toBeVisible();
  // Every nation has reds here; Argentina has 4.
  const argentina = page.getByRole('checkbox', { name: '아르헨티나 4개' });
  await expect(argentina).toBeEnabled();
  await argentina.check();
  await page.getByRole('button', { name: '다음' }).click();
  await expect(page.getByText('5단계 중 3단계')).toBeVisible();
  // The grapes offered are the Argentine reds' (no white grape), each with its count.
  await expect(page.getByRole('checkbox', { name: '말벡 4개' })).toBeEnabled();
  await expect(page.getByRole('checkbox', { name: /^샤르도네/ })).toHaveCount(0);
  await page.getByRole('button', { name: '다음' }).click();
  // Taste: a level no Argentine red reaches is disabled.
  await expect(page.getByText('5단계 중 4단계')).toBeVisible();
  const options = page.getByRole('group', { name: '어떤 맛과 향을 원하세요?' }).getByRole('checkbox');
  await expect(options.first()).toBeVisible();
  const disabled = await options.evaluateAll((boxes) =>
    boxes.filter((b) => (b as HTMLInputElement).disabled).map((b) => b.closest('label')?.textContent ?? ''),
  );
  expect(disabled.length).toBeGreaterThan(0);
  for (const label of disabled) expect(label).toMatch(/ 0개$/);
  await expectNoSeriousViolations(page, 'wine navigation with counts');

  // An old link whose answers match nothing: the last step's button is disabled.
  await page.goto('/wine-navigation?step=5&type=034006002&nation=AR');
  await expect(page.getByRole('button', { name: '와인 0개 보기' })).toBeDisabled();
  await expect(page.getByText('지금 고른 조건에 맞는 와인이 없어요. 고른 항목을 줄여 주세요.')).toBeVisible();
});

test('moving a reservation keeps its time; the move is its own step, chosen and then confirmed', async ({ page }) => {
  test.setTimeout(90_000);
  const no = await reserveAndOpen(page);
  const facts = page.locator('dl').first();
  const registered = (await facts.locator('dt:has-text("예약 일시") + dd').textContent()) ?? '';
  expect(registered).toMatch(/\d\d:\d\d/);
  // Four minutes later, the member moves it.
  await control(page, '/mock-api/clock', { advance_ms: 4 * 60_000 });
  // Closed with Escape, the sheet gives focus back to its button (WCAG 2.4.3).
  await expectEscapeReturnsFocus(page, page.getByRole('button', { name: '다른 매장으로 변경' }));
  await page.getByRole('button', { name: '다른 매장으로 변경' }).tap();
  const sheet = page.getByRole('dialog', { name: '픽업 매장 변경' });
  const offers = sheet.getByRole('region', { name: '지금 재고가 있는 다른 매장' });
  const first = offers.getByRole('button').first();
  const store = /^(.+) 선택/.exec((await first.textContent()) ?? '')?.[1] ?? '';
  expect(store).not.toBe('');
  await first.tap();
  await expect(first).toHaveAttribute('aria-pressed', 'true');
  // Nothing moved on the tap: the button naming the store does it, with the particle resolved.
  const confirm = sheet.getByRole('button', { name: new RegExp(`^${store}(으로|로) 변경하기$`) });
  await expect(confirm).toBeVisible();
  await expectNoSeriousViolations(page, 'move sheet with a store chosen');
  await confirm.tap();
  await expect(page.getByRole('alertdialog')).toContainText(new RegExp(`픽업 매장이 ${store}(으로|로) 변경되었습니다.`));
  await page.getByRole('alertdialog').getByRole('button').first().tap();
  await expect(page.getByRole('button', { name: `${store} 매장 정보 보기` })).toBeVisible();
  await expect(facts.locator('dt:has-text("예약 일시") + dd')).toHaveText(registered);
  const timeline = page.getByRole('region', { name: '진행 상황' });
  await expect(timeline.getByRole('listitem').filter({ hasText: '예약 접수' }).first()).toContainText(registered.slice(-5));
  const moved = timeline.getByRole('listitem').filter({ hasText: /매장 변경/ });
  await expect(moved).toHaveCount(1);
  await expect(moved).not.toContainText(registered.slice(-5));
  await control(page, '/mock-api/clock', { reset: true });
  expect(no).not.toBe('');
});

test('the desk hands the order over: the open pass page shows 픽업 완료 at once, and the receipts list the sale', async ({ page }) => {
  test.setTimeout(90_000);
  const no = await reserveAndOpen(page);
  expect((await control(page, '/mock-api/staff/pickup/step', { pickup_no: no, stage: 'SET_ASIDE' })).status).toBe(200);
  await page.reload();
  const pass = page.getByRole('region', { name: '픽업 패스' });
  await expect(pass.getByTestId('pass-code')).toBeVisible();
  const code = (await pass.getByTestId('pass-code').getAttribute('data-code')) ?? '';
  const handed = await control(page, '/mock-api/staff/pickup/verify', { pickup_no: no, pass_cd: code });
  expect(handed.status).toBe(200);
  // No focus, no reload: the page asks on its own every few seconds while the pass shows.
  await expect(page.locator('[data-status]').first()).toHaveText('픽업 완료', { timeout: 8_000 });
  await expect(pass.getByTestId('pass-code')).toHaveCount(0);

  await page.goto('/mypage/receipts');
  await expect(page.locator(`a[href$="/R${no}"]`)).toBeVisible();
});

test('home: a shelf of products starts where its heading starts, not at the screen edge', async ({ page }) => {
  await page.goto('/');
  const heading = page.getByRole('heading', { level: 2, name: '주류 베스트셀러' });
  // The shelves below the fold are drawn as they come near the viewport: scroll down as a member
  // does until the shelf is there (the page grew with the stores' distance and open state).
  await expect(async () => {
    await page.evaluate(() => window.scrollBy(0, 500));
    await expect(heading).toBeAttached({ timeout: 500 });
  }).toPass({ timeout: 20_000 });
  await heading.scrollIntoViewIfNeeded();
  const section = page.locator('section', { has: heading });
  const tile = section.getByRole('link').first();
  await expect(tile).toBeVisible();
  const [h, t] = [await heading.boundingBox(), await tile.boundingBox()];
  expect(h?.x).toBeGreaterThanOrEqual(15);
  expect(Math.abs((t?.x ?? 0) - (h?.x ?? 0))).toBeLessThanOrEqual(1);
});
