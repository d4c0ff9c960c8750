/**
 * The member's side of a pickup, through the screens, shared by the pickup journeys
 * (pickup-trust.spec.ts, pickup-reserve-anywhere.spec.ts, store-desk.spec.ts).
 */
import { expect, logInThroughScreens, type Page } from './fixtures';

/** 샤토 딸보 2022: in stock at 잠실점 (the demo member's main store) and most stores. */
export const WINE = 'W00010';
/** Every demo store (libs/mock-api stores.json). */
export const STORES = ['361', ...Array.from({ length: 22 }, (_, i) => String(201 + i))];

export async function logInAndOpen(page: Page, path: string) {
  await page.goto('/?demo-reset=1');
  await logInThroughScreens(page, 'demo', path);
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

/** Reserves one bottle of WINE at 잠실점 and opens its detail; answers the reservation number. */
export async function reserveAndOpen(page: Page): Promise<string> {
  await logInAndOpen(page, `/pickup/reserve/${WINE}`);
  await walkToConfirm(page);
  await page.getByRole('button', { name: '예약하기' }).tap();
  await expect(page.getByRole('heading', { name: '픽업 예약이 접수되었어요' })).toBeVisible();
  await page.getByRole('link', { name: '예약 상세 보기' }).tap();
  await expect(page.getByRole('heading', { level: 1, name: '예약 상세' })).toBeVisible();
  return new URL(page.url()).pathname.split('/').pop() ?? '';
}
