/**
 * In real Chromium: the native teams' conformance page, served by the demo server under
 * the strict policy, passes every check against the fake shell on both platforms (a cold-start
 * push tap and a back press with a reply token included); and inside the app a push tap that
 * came before the page was ready opens its screen.
 */
import { expect, test, type Page } from './fixtures';
import { fakeShellInitScript } from '@bottle/bridge/testing';

type ShellWindow = Window & { __bottleFakeShell: { emit(e: string, d?: unknown): boolean; pressBack(): boolean } };

/** The shell queues a tap sent before the page's `ready`: as when a push notice cold-starts the app. */
const coldPushTap = (tapUrl: string) => {
  (window as unknown as ShellWindow).__bottleFakeShell.emit('pushTap', { url: tapUrl, data: { msg_type: 'event' } });
};

async function pressBackWhenAsked(page: Page): Promise<void> {
  await expect(page.locator('#status')).toHaveText(/press the back button|done/, { timeout: 30_000 });
  if ((await page.locator('#status').textContent())?.includes('press the back button')) {
    await page.evaluate(() => (window as unknown as ShellWindow).__bottleFakeShell.pressBack());
  }
}

for (const platform of ['ios', 'android'] as const) {
  test.describe(`given the ${platform} fake shell`, () => {
    test.beforeEach(async ({ page }) => {
      await page.addInitScript(fakeShellInitScript({ platform, latencyMs: 5 }));
    });

    test('when the conformance page runs, then every check passes under the strict policy', async ({ page }) => {
      const violations: string[] = [];
      page.on('console', (m) => {
        if (/Content Security Policy|Trusted Type/i.test(m.text())) violations.push(m.text());
      });
      await page.addInitScript(coldPushTap, '/alarm?seq=1');
      const answer = await page.goto('/bridge-conformance/?cold-push=1');
      expect(answer?.headers()['content-security-policy']).toContain("require-trusted-types-for 'script'");
      await pressBackWhenAsked(page);
      await expect(page.locator('#status')).toHaveText('done', { timeout: 30_000 });
      await expect(page.locator('#summary')).toHaveText(new RegExp(`^${platform}: PASS`));
      await expect(page.locator('#rows td.fail')).toHaveCount(0);
      await expect(page.locator('#rows td.skip')).toHaveCount(0); // the back press and the cold-start tap were checked, not skipped
      expect(await page.locator('#rows tr').count()).toBeGreaterThanOrEqual(33);
      expect(violations).toEqual([]);
    });

    test('when a push tap cold-starts the app, then the app opens the tapped screen', async ({ page }) => {
      await page.addInitScript(coldPushTap, '/event');
      await page.goto('/?demo-reset=1');
      await expect(page).toHaveURL(/\/event$/);
      // By name: home's heading is still there until the navigation commits.
      await expect(page.getByRole('heading', { level: 1, name: '이벤트' })).toBeVisible();
    });

    test('when a push tap links to another site, then the app stays on its origin', async ({ page }) => {
      await page.goto('/');
      await expect(page.getByRole('heading', { name: '매장 안내' })).toBeVisible();
      const origin = new URL(page.url()).origin;
      // Another site: the bridge drops the tap; nothing opens.
      await page.evaluate(() =>
        (window as unknown as ShellWindow).__bottleFakeShell.emit('pushTap', { url: 'https://evil.example/', data: {} }),
      );
      await expect(page.getByRole('heading', { name: '매장 안내' })).toBeVisible();
      expect(new URL(page.url()).pathname).toBe('/');
      // A path the redirect rule refuses: the push notice list opens instead (a visitor is asked to log in first).
      await page.evaluate(() =>
        (window as unknown as ShellWindow).__bottleFakeShell.emit('pushTap', { url: '/%2e%2e/%2fevil.com', data: {} }),
      );
      await expect(page).toHaveURL(/\/(mypage\/push|login)/);
      expect(new URL(page.url()).origin).toBe(origin);
    });
  });
}
