/**
 * Done when , with the store desk (apps/store-desk, served by the demo server at
 * /desk/): the member reserves on the phone; the desk signs in with the store code and PIN,
 * confirms and sets the order aside from its list; the member's pass shows; the desk takes the
 * pass as a QR image (a PNG drawn by the `qrcode` package from what the phone shows, read by the
 * desk's JS decoder: headless Chromium on Linux has no BarcodeDetector) and hands it over; the
 * member's timeline shows it. A code 90 s old (a forwarded screenshot; the backend clock plays
 * the minute and a half) is refused at the desk; a refusal for no ID shows on the member's
 * timeline; the desk's camera (Chromium's fake camera playing a clip of the QR code) scans a pass.
 * Axe scans every desk screen, at tablet and phone width; the violation check of the
 * fixtures covers the desk's pages.
 */
import { toBuffer } from 'qrcode';
import { chromium, type Page } from '@playwright/test';
import { join } from 'node:path';
// The workspace's Chromium switches (tools/chromium-args.mjs, a workspace tool, not a project), as in playwright.config.ts.
// eslint-disable-next-line @nx/enforce-module-boundaries
import { chromiumArgs } from '../../../tools/chromium-args.mjs';
import { chromiumPath } from '../playwright.config';
import { expectNoSeriousViolations, watchCspViolations } from './fixtures';
import { writeQrClip } from './fake-camera';
import { expect, signInAtDesk, test } from './desk-fixtures';
import { control, reserveAndOpen } from './pickup-flow';

/** The pass the member's phone shows now: its reservation number and code. */
async function passOnPhone(page: Page, no: string): Promise<{ code: string; payload: string }> {
  const pass = page.getByRole('region', { name: '픽업 패스' });
  await expect(pass.getByRole('img', { name: '픽업 QR 코드' })).toBeVisible();
  const code = (await pass.getByTestId('pass-code').getAttribute('data-code')) ?? '';
  expect(code).toMatch(/^\d{6}$/);
  return { code, payload: `BOTTLE-PICKUP:${no}:${code}` };
}

async function typePass(desk: Page, no: string, code: string): Promise<void> {
  await desk.getByLabel(/예약 번호/).fill(no);
  await desk.getByLabel(/패스 코드/).fill(code);
  await desk.getByRole('button', { name: '확인', exact: true }).click();
}

test.describe('the store desk', () => {
  test('given a reservation on the phone, when the desk confirms and readies it, then takes the pass from its QR image and hands it over, the member timeline shows it; a code 90 s old is refused', async ({
    page,
    deskPage: desk,
  }) => {
    test.setTimeout(120_000);
    const no = await reserveAndOpen(page);

    // The desk signs in (every desk screen gets an axe scan).
    const first = await desk.goto('/desk/');
    expect(first?.headers()['content-security-policy']).toContain("require-trusted-types-for 'script'");
    await expect(desk.getByRole('heading', { name: '직원 로그인' })).toBeVisible();
    await expectNoSeriousViolations(desk, 'desk sign-in');
    await signInAtDesk(desk);
    await expect(desk.getByRole('heading', { level: 1, name: '픽업 패스 확인' })).toBeVisible();
    await expect(desk.getByText('보틀 잠실점 픽업 데스크')).toBeVisible();
    await expectNoSeriousViolations(desk, 'desk pass check');

    // The store's list: confirm, then set aside; the member is told of each.
    await desk.getByRole('link', { name: '예약 목록' }).click();
    await desk.getByRole('button', { name: `샤토 딸보 2022 예약 ${no} 확인` }).click();
    await expect(desk.getByText(new RegExp(`예약 ${no}.* 확인했어요`))).toBeVisible();
    await expectNoSeriousViolations(desk, 'desk reservations');
    await desk.getByRole('button', { name: `샤토 딸보 2022 예약 ${no} 준비 완료` }).click();
    await expect(desk.getByText(new RegExp(`예약 ${no}.* 준비 완료로 바꿨어요`))).toBeVisible();

    // The member's detail asks again when the member comes back to it: the pass shows.
    await page.evaluate(() => window.dispatchEvent(new Event('focus')));
    await expect(page.locator('[data-status]').first()).toHaveText('픽업 준비 완료', { timeout: 20_000 });
    const stale = await passOnPhone(page, no);

    // A forwarded screenshot: the same code shown at the desk 90 seconds later.
    await desk.getByRole('link', { name: '패스 확인' }).click();
    await control(page, '/mock-api/clock', { advance_ms: 90_000 });
    await typePass(desk, no, stale.code);
    await expect(desk.getByRole('alert')).toContainText('패스 코드가 맞지 않거나 만료되었어요');
    await expectNoSeriousViolations(desk, 'desk stale pass refused');
    await control(page, '/mock-api/clock', { reset: true });

    // The member's own phone, now: its QR code, photographed, read by the desk's decoder.
    const now = await passOnPhone(page, no);
    const png = await toBuffer(now.payload, { errorCorrectionLevel: 'M', scale: 8, margin: 4 });
    await desk.getByLabel(/QR 이미지로 확인/).setInputFiles({ name: 'pass.png', mimeType: 'image/png', buffer: png });
    const card = desk.getByRole('region', { name: `예약 ${no}` });
    await expect(card.getByText('유효한 패스예요.')).toBeVisible();
    await expect(card.getByTestId('desk-member')).toHaveText('김보틀 님');
    await expect(card.getByText('2병').or(card.getByText('1병'))).toBeVisible();
    await expect(card.getByText(/만 19세 이상인지 확인한 뒤 전달하세요/)).toBeVisible();
    await expectNoSeriousViolations(desk, 'desk valid pass');
    await card.getByRole('button', { name: '전달 완료' }).click();
    await expect(desk.getByText('김보틀 님께 전달했어요. 회원 화면에 픽업 완료로 표시돼요.')).toBeVisible();
    await expectNoSeriousViolations(desk, 'desk handed over');

    // The member's timeline changes at once (the detail asks again on focus).
    await page.evaluate(() => window.dispatchEvent(new Event('focus')));
    await expect(page.locator('[data-status]').first()).toHaveText('픽업 완료', { timeout: 20_000 });
    const timeline = page.getByRole('region', { name: '진행 상황' });
    await expect(timeline.getByRole('listitem').filter({ hasText: '픽업 완료' })).toContainText(/\d\d:\d\d/);
  });

  test('given the desk on a phone, when staff type the code and refuse for no ID, then the member timeline shows the refusal and its reason', async ({
    page,
    deskPage: desk,
  }) => {
    test.setTimeout(120_000);
    const no = await reserveAndOpen(page);
    expect((await control(page, '/mock-api/staff/pickup/step', { pickup_no: no, stage: 'SET_ASIDE' })).status).toBe(200);
    await page.reload();
    const { code } = await passOnPhone(page, no);

    // A staff member's own phone.
    await desk.setViewportSize({ width: 390, height: 844 });
    await desk.goto('/desk/check');
    await signInAtDesk(desk);
    const width = await desk.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
    await typePass(desk, no, code);
    await desk.getByRole('button', { name: '전달 거절' }).click();
    await desk.getByRole('radio', { name: '신분증 미지참' }).check();
    await expectNoSeriousViolations(desk, 'desk refusal reasons at phone width');
    await desk.getByRole('button', { name: '거절하기' }).click();
    await expect(desk.getByText('전달을 거절했어요. 회원 화면에 사유가 표시돼요.')).toBeVisible();

    await page.evaluate(() => window.dispatchEvent(new Event('focus')));
    const refusal = page.getByRole('region', { name: '진행 상황' }).getByRole('listitem').filter({ hasText: '매장에서 전달 보류' });
    await expect(refusal).toContainText('신분증을 확인하지 못했어요', { timeout: 20_000 });
    await expect(page.locator('[data-status]').first()).toHaveText('픽업 준비 완료');
  });

  test('given the desk camera films the pass (a fake camera playing its QR code), when staff scan, then the reservation opens and is handed over', async ({
    page,
    baseURL,
  }, testInfo) => {
    test.setTimeout(120_000);
    const no = await reserveAndOpen(page);
    expect((await control(page, '/mock-api/staff/pickup/step', { pickup_no: no, stage: 'SET_ASIDE' })).status).toBe(200);
    await page.reload();
    const { payload } = await passOnPhone(page, no);

    // The desk's own browser, whose camera films the member's QR code.
    const clip = await writeQrClip(join(testInfo.outputDir, 'pass.y4m'), payload);
    const browser = await chromium.launch({
      executablePath: chromiumPath,
      args: [
        ...chromiumArgs,
        '--use-fake-device-for-media-stream',
        '--use-fake-ui-for-media-stream',
        `--use-file-for-fake-video-capture=${clip}`,
      ],
    });
    try {
      const context = await browser.newContext({
        viewport: { width: 1024, height: 768 },
        locale: 'ko-KR',
        timezoneId: 'Asia/Seoul',
        ...(baseURL ? { baseURL } : {}),
      });
      await context.grantPermissions(['camera']);
      const desk = await context.newPage();
      const violations: string[] = [];
      await watchCspViolations(desk, violations);
      await desk.goto('/desk/check');
      await signInAtDesk(desk);
      await desk.getByRole('button', { name: '카메라로 스캔' }).click();
      const card = desk.getByRole('region', { name: `예약 ${no}` });
      await expect(card.getByText('유효한 패스예요.')).toBeVisible({ timeout: 20_000 });
      await expectNoSeriousViolations(desk, 'desk scanned pass');
      await card.getByRole('button', { name: '전달 완료' }).click();
      await expect(desk.getByText('김보틀 님께 전달했어요. 회원 화면에 픽업 완료로 표시돼요.')).toBeVisible();
      expect(violations, 'Content-Security-Policy violations on the desk').toEqual([]);
    } finally {
      await browser.close();
    }
    await page.evaluate(() => window.dispatchEvent(new Event('focus')));
    await expect(page.locator('[data-status]').first()).toHaveText('픽업 완료', { timeout: 20_000 });
  });

  test('given a store with nothing to do and a desk address that does not exist, then the empty queue and the not-found screen say so and pass axe', async ({
    deskPage: desk,
  }) => {
    await desk.goto('/desk/');
    await signInAtDesk(desk, '222');
    await desk.goto('/desk/queue');
    await expect(desk.getByText('처리할 예약이 없어요.')).toBeVisible();
    await expectNoSeriousViolations(desk, 'desk: empty queue');
    await desk.goto('/desk/no-such-screen');
    await expect(desk.getByRole('heading', { level: 1, name: '없는 화면이에요.' })).toBeVisible();
    await expectNoSeriousViolations(desk, 'desk: not found');
    await desk.getByRole('link', { name: '패스 확인으로 가기' }).click();
    await expect(desk).toHaveURL(/\/desk\/check$/);
  });
});
