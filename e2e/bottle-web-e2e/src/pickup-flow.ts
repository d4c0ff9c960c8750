/**
 * The member's side of a pickup, through the screens, shared by the pickup journeys
 * (pickup-trust.spec.ts, pickup-reserve-anywhere.spec.ts, store-desk.spec.ts), and the desk's
 * hand-over that the journeys ending at the desk share (reviews, draws, pickup-pay).
 */
import { signInAtDesk } from './desk-fixtures';
import { control, expect, resetDemo, signInWithoutScreens, type Locator, type Page } from './fixtures';

/** 샤토 딸보 2022: in stock at 잠실점 (the demo member's main store) and most stores. */
export const WINE = 'W00010';
/** Every demo store (libs/mock-api stores.json). */
export const STORES = ['361', ...Array.from({ length: 22 }, (_, i) => String(201 + i))];

/**
 * The demo reset, then the demo member signed in and on `path`. Signed in without the login
 * screens (fixtures.ts signInWithoutScreens): these journeys are about the pickup; the login
 * through the screens before a pickup is pickup.spec.ts's.
 */
export async function logInAndOpen(page: Page, path: string) {
  await resetDemo(page);
  await signInWithoutScreens(page, 'demo', path);
}

/** The demo controls (fixtures.ts), for the pickup journeys that import them from here. */
export { control } from './fixtures';

export async function stepIs(page: Page, name: RegExp) {
  await expect(page.getByRole('navigation', { name: '예약 단계' }).locator('[aria-current="step"]')).toHaveText(name);
}

/** From step 2 with a store chosen: step 3's agreement, ending on the confirm step. */
export async function agreeToConfirm(page: Page) {
  await page.getByRole('button', { name: '다음' }).tap();
  await stepIs(page, /개인정보 동의/);
  await page.getByRole('checkbox', { name: /개인정보 수집·이용에 동의합니다/ }).check();
  await page.getByRole('button', { name: '다음' }).tap();
  await stepIs(page, /예약 확인/);
}

/** Steps 1–3 on 잠실점 with one bottle, ending on the confirm step. */
export async function walkToConfirm(page: Page) {
  await page.getByRole('button', { name: '다음' }).tap();
  await expect(page.getByRole('radio', { name: /보틀 잠실점/ })).toBeChecked();
  await agreeToConfirm(page);
}

/** Reserves one bottle of `prdCd` (WINE by default) at 잠실점 and opens its detail; answers the reservation number. */
export async function reserveAndOpen(page: Page, prdCd = WINE): Promise<string> {
  await logInAndOpen(page, `/pickup/reserve/${prdCd}`);
  await walkToConfirm(page);
  await page.getByRole('button', { name: '예약하기' }).tap();
  await expect(page.getByRole('heading', { name: '픽업 예약이 접수되었어요' })).toBeVisible();
  await page.getByRole('link', { name: '예약 상세 보기' }).tap();
  await expect(page.getByRole('heading', { level: 1, name: '예약 상세' })).toBeVisible();
  return new URL(page.url()).pathname.split('/').pop() ?? '';
}

/**
 * The desk's side of a pickup, through the desk's screens: the store sets reservation `no` aside
 * (demo control, from `operator`: a page that holds the operator key, the member's by default),
 * the member's pass shows its code, the desk signs in and types the number and the code. The code
 * rotates, so it is read after the desk has signed in, just before it is typed. Answers the
 * desk's card of the reservation (its payment line, 전달 완료, 전달 거절).
 */
export async function openPassAtDesk(desk: Page, member: Page, no: string, operator: Page = member): Promise<Locator> {
  expect((await control(operator, '/mock-api/staff/pickup/step', { pickup_no: no, stage: 'SET_ASIDE' })).status).toBe(200);
  await member.reload();
  await desk.goto('/desk/check');
  await signInAtDesk(desk);
  const code = (await member.getByRole('region', { name: '픽업 패스' }).getByTestId('pass-code').getAttribute('data-code')) ?? '';
  expect(code).toMatch(/^\d{6}$/);
  await desk.getByLabel(/예약 번호/).fill(no);
  await desk.getByLabel(/패스 코드/).fill(code);
  await desk.getByRole('button', { name: '확인', exact: true }).click();
  return desk.getByRole('region', { name: `예약 ${no}` });
}

/** Sets reservation `no` aside, and the desk checks the member's pass and hands the bottles over (openPassAtDesk). */
export async function handOverAtDesk(desk: Page, member: Page, no: string, operator: Page = member): Promise<void> {
  const card = await openPassAtDesk(desk, member, no, operator);
  await card.getByRole('button', { name: '전달 완료' }).click();
}
