/**
 * Spec §2 desktop guidance: a desktop browser (not the shell) gets the guidance page with a
 * button to the company site; on the prize exhibit's page it also shows a 64 px QR code of the
 * current URL. A member may continue in the browser for the tab's session.
 */
import { expect, expectNoSeriousViolations, test } from './fixtures';

test.use({
  viewport: { width: 1280, height: 800 },
  isMobile: false,
  hasTouch: false,
  userAgent: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36',
});

test('given a desktop browser, when the app opens, then the guidance shows and the member may continue', async ({ page }) => {
  await page.goto('/');
  const guidance = page.getByRole('dialog', { name: '모바일에서 이용해 주세요' });
  await expect(guidance).toBeVisible();
  await expect(guidance.getByRole('button', { name: '공식 홈페이지 바로가기' })).toBeVisible();
  await expect(guidance.getByTestId('desktop-qr')).toHaveCount(0);
  await expectNoSeriousViolations(page, 'desktop guidance');

  await guidance.getByRole('button', { name: '이 브라우저에서 계속 보기' }).click();
  await expect(guidance).toBeHidden();
  await expect(page.getByRole('heading', { name: '매장 안내' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: '매장 안내' })).toBeVisible();
  await expect(guidance).toBeHidden();
});

test('given the prize exhibit page on a desktop, then a QR code of the page shows', async ({ page }) => {
  await page.goto('/exhibition?exhibit_no=1004');
  const qr = page.getByTestId('desktop-qr');
  await expect(qr).toBeVisible();
  const img = qr.getByRole('img', { name: '현재 페이지 QR 코드' });
  await expect(img).toHaveAttribute('width', '64');
  await expect(qr).toContainText('QR 코드를 모바일로 스캔');
});
