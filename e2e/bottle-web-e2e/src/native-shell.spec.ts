/**
 * The app inside the native shell, in real Chromium. The fake shell of
 * @bottle/bridge/testing is injected before the page loads (Playwright init script), so the
 * app detects the web view (user-agent marker + transport) and talks to it over the bridge
 * protocol: start-up (app info, capabilities, security info, login info, hide splash), the
 * store info popup's call and copy buttons, and the native back button.
 */
import { expect, shellMessages as recorded, test } from './fixtures';
import { fakeShellInitScript } from '@bottle/bridge/testing';

for (const platform of ['ios', 'android'] as const) {
  test.describe(`given the app inside the ${platform} shell`, () => {
    test.beforeEach(async ({ page }) => {
      await page.addInitScript(fakeShellInitScript({ platform, latencyMs: 10 }));
    });

    test('when it starts, then it runs the web-view start-up over the bridge and hides the splash', async ({ page }) => {
      await page.goto('/?demo-reset=1');
      await expect(page.getByRole('heading', { name: '매장 안내' })).toBeVisible();
      await expect.poll(async () => (await recorded(page)).map((m) => m.method)).toContain('hideSplash');
      const methods = (await recorded(page)).map((m) => m.method);
      // Spec §4: app info, then (the version check over HTTP), the capability check, the
      // security info (cert_key_dvs D passes without the server), then the login info.
      const order = ['getAppInfo', 'getCapabilities', 'getSecurityInfo', 'getLoginInfo', 'hideSplash'];
      const positions = order.map((m) => methods.indexOf(m));
      expect(positions.every((p) => p >= 0)).toBe(true);
      expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    });

    test('when the member opens store info, then call and copy go to the shell, and native back closes the alert', async ({ page }) => {
      await page.goto('/');
      await page.getByRole('button', { name: '매장 정보' }).tap();
      const dialog = page.getByRole('dialog', { name: '매장 정보' });
      await expect(dialog.getByText('보틀 서울역점', { exact: true })).toBeVisible();

      await dialog.getByRole('button', { name: '전화하기' }).tap();
      await expect.poll(async () => (await recorded(page)).find((m) => m.method === 'callPhone')?.params).toBeTruthy();

      await dialog.getByRole('button', { name: '주소 복사' }).tap();
      const alert = page.getByRole('alertdialog');
      await expect(alert).toContainText('주소가 복사되었습니다.');
      const copy = (await recorded(page)).find((m) => m.method === 'copyToClipboard');
      expect(copy?.params).toMatchObject({ text: expect.stringContaining('청파로') });

      // The shell's hardware back button closes the alert (spec §2 "Browser back" path).
      await page.evaluate(() => (window as unknown as { __bottleFakeShell: { emit(e: string): boolean } }).__bottleFakeShell.emit('back'));
      await expect(alert).toBeHidden();
      expect(new URL(page.url()).pathname).toBe('/');
    });
  });
}
