/**
 * The account journey in Chromium at a phone viewport, on the live path: log in through the app's
 * login screen and the sign-on host's page (played by the demo server) as a demo member
 * → back in the app, my page shows the name and grade → the membership barcode popup opens. Each new page gets an axe scan (WCAG 2.0/2.1/2.2 A and AA): no serious or critical
 * violation.
 */
import { expect, expectNoSeriousViolations, test } from './fixtures';

test.describe('given a demo member in a phone browser', () => {
  // Four axe scans and four hops: more than the default 30 s on a busy machine.
  test.describe.configure({ timeout: 90_000 });

  test('when they log in through the sign-on host, then my page shows their name and grade and the membership card opens', async ({
    page,
  }) => {
    await page.goto('/login?redirect=%2Fmypage&demo-reset=1');
    await expect(page.getByRole('heading', { level: 1, name: '로그인' })).toBeVisible();
    await expectNoSeriousViolations(page, 'login');

    await page.getByRole('button', { name: '통합 아이디로 로그인' }).click();
    await expect(page.getByRole('heading', { level: 1, name: '통합 로그인' })).toBeVisible();
    await expect(page.getByRole('table', { name: '데모 회원' })).toBeVisible();
    await expectNoSeriousViolations(page, 'demo SSO');

    await page.getByLabel('아이디').fill('demo');
    await page.getByLabel('비밀번호').fill('bottle1234');
    await page.getByRole('button', { name: '로그인', exact: true }).click();

    // Host → /login/sso → the token exchange → /login → my page: four hops, waited for as a
    // navigation (as logInThroughScreens does), not within one 5 s assertion.
    await page.waitForURL((url) => url.pathname === '/mypage');
    await expect(page.getByRole('heading', { name: '김보틀님, 반가워요' })).toBeVisible();
    await expect(page.getByText(/골드 등급/)).toBeVisible();
    await expectNoSeriousViolations(page, 'my page');

    await page.getByRole('button', { name: '멤버십 카드' }).click();
    const dialog = page.getByRole('dialog', { name: '멤버십 카드' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByTestId('card-number')).toBeVisible();
    await expectNoSeriousViolations(page, 'barcode popup');
  });

  test.describe('on a small phone (360×640)', () => {
    test.use({ viewport: { width: 360, height: 640 } });

    test('when the membership card opens, then it is whole on screen and readable, and 크게 보기 fills the screen with the barcode', async ({
      page,
    }) => {
      await page.goto('/login?redirect=%2Fmypage&demo-reset=1');
      await page.getByRole('button', { name: '통합 아이디로 로그인' }).click();
      await page.getByLabel('아이디').fill('demo');
      await page.getByLabel('비밀번호').fill('bottle1234');
      await page.getByRole('button', { name: '로그인', exact: true }).click();
      await expect(page).toHaveURL(/\/mypage$/);

      await page.getByRole('button', { name: '멤버십 카드' }).click();
      const dialog = page.getByRole('dialog', { name: '멤버십 카드' });
      await expect(dialog).toBeVisible();
      const box = await dialog.boundingBox();
      const image = await dialog.getByTestId('barcode-image').boundingBox();
      expect(box && image).toBeTruthy();
      if (!box || !image) return;
      // The whole card is on screen, nothing clipped, and the barcode uses the width of the phone.
      expect(box.y).toBeGreaterThanOrEqual(0);
      expect(box.y + box.height).toBeLessThanOrEqual(640);
      expect(image.width).toBeGreaterThanOrEqual(300);
      await expect(dialog.getByRole('button', { name: '닫기' })).toBeInViewport();
      await expectNoSeriousViolations(page, 'barcode card 360');

      await dialog.getByRole('button', { name: '크게 보기' }).click();
      const enlarged = dialog.getByTestId('barcode-enlarged');
      await expect(enlarged).toBeVisible();
      const big = await dialog.getByTestId('barcode-image').boundingBox();
      // Turned along the long side: taller than the card's barcode was wide.
      expect(big && big.height).toBeGreaterThan(image.width);
      await expectNoSeriousViolations(page, 'barcode enlarged');
      await dialog.getByRole('button', { name: '작게 보기' }).click();
      await expect(enlarged).toBeHidden();
    });
  });
});
