/**
 * Journeys with the store desk (apps/store-desk): `test` of ./fixtures.ts plus
 * `deskPage`, the desk on a tablet of its own (its own browser context: its own session
 * storage, as a store's device), under the same Content-Security-Policy violation check as
 * every member page.
 */
import { expect, test as base, watchCspViolations, type Page } from './fixtures';

/** A store desk's tablet: landscape, touch, Korean, Seoul. */
export const DESK_TABLET = { viewport: { width: 1024, height: 768 }, hasTouch: true, locale: 'ko-KR', timezoneId: 'Asia/Seoul' } as const;

export const test = base.extend<{ deskPage: Page }>({
  deskPage: async ({ browser, baseURL }, use) => {
    const context = await browser.newContext({ ...DESK_TABLET, ...(baseURL ? { baseURL } : {}) });
    const page = await context.newPage();
    const violations: string[] = [];
    await watchCspViolations(page, violations);
    await use(page);
    await context.close();
    expect(violations, 'Content-Security-Policy violations on the desk').toEqual([]);
  },
});

/** Signs the desk in as 보틀 잠실점's staff (demo PIN: the store code twice). */
export async function signInAtDesk(desk: Page, strCd = '361'): Promise<void> {
  await desk.getByLabel(/매장 코드/).fill(strCd);
  await desk.getByLabel(/^PIN/).fill(`${strCd}${strCd}`);
  await desk.getByRole('button', { name: '로그인' }).click();
  await expect(desk.getByRole('heading', { level: 1 })).not.toHaveText('픽업 데스크');
}
export { expect } from './fixtures';
