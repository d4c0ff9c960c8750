/**
 * The page policy for libs/ui: the gallery, served by the demo server at /gallery/ under the app
 * pages' strict policy (a nonce per answer, Trusted Types required), shows every component in
 * every state with no policy violation (the fixtures' `page` fails a journey on any) and no
 * serious or critical axe violation: the inline states together, and each overlay on its own,
 * opened fresh from its link (`?s=<id>`) in Korean and the main page in English too.
 */
import { expect, expectNoSeriousViolations, test, watchCspViolations, type Page } from './fixtures';

/** The scenario whose server HTML carries inline event handlers (see its own test below). */
const HOSTILE = 'terms-hostile';

/** The gallery's overlay scenarios (libs/ui/src/gallery/gallery.tsx GALLERY_SCENARIOS), read from its page. */
async function overlayIds(page: Page): Promise<string[]> {
  await page.goto('/gallery/');
  await expect(page.getByRole('heading', { level: 1, name: 'libs/ui gallery' })).toBeVisible();
  return page.locator('button[data-scenario]').evaluateAll((buttons) => buttons.map((b) => b.getAttribute('data-scenario') ?? ''));
}

test.describe('the libs/ui gallery under the strict policy', () => {
  test('given the gallery page, when it opens in Korean and in English, then its inline states pass axe with the policy on', async ({
    page,
  }) => {
    const answer = await page.goto('/gallery/');
    expect(answer?.headers()['content-security-policy']).toContain("require-trusted-types-for 'script'");
    await expect(page.getByTestId('gallery')).toBeVisible();
    await expectNoSeriousViolations(page, 'gallery, inline states (ko)');
    await page.goto('/gallery/?lang=en');
    await expect(page.getByTestId('gallery')).toHaveAttribute('lang', 'en');
    await expectNoSeriousViolations(page, 'gallery, inline states (en)');
  });

  test('given every overlay scenario, when each opens from its link, then it shows with no policy violation and passes axe', async ({
    page,
  }) => {
    test.setTimeout(240_000);
    const ids = (await overlayIds(page)).filter((id) => id !== HOSTILE);
    expect(ids.length).toBeGreaterThan(20);
    for (const id of ids) {
      await page.goto(`/gallery/?s=${encodeURIComponent(id)}`);
      // Every overlay is modal: a dialog (or an alert dialog) over the gallery.
      await expect(page.locator('[role="dialog"], [role="alertdialog"]').first(), id).toBeVisible();
      await expectNoSeriousViolations(page, `gallery overlay ${id}`);
    }
  });

  test('given server HTML with inline event handlers, when the terms show it, then nothing runs, the handlers are gone, and the only reports are the blocked handlers', async ({
    browser,
    baseURL,
  }) => {
    // Chromium checks an inline handler against script-src-attr while any parser (DOMParser,
    // a template, a new document) reads the markup, so sanitising hostile HTML under the strict
    // policy reports "blocked" even though nothing would run: a sign the server sent hostile
    // markup. This page is watched on its own (not the fixtures' page), expecting exactly those.
    const context = await browser.newContext({ ...(baseURL ? { baseURL } : {}) });
    try {
      const page = await context.newPage();
      const violations: string[] = [];
      await watchCspViolations(page, violations);
      await page.goto(`/gallery/?s=${HOSTILE}`);
      const dialog = page.getByRole('dialog');
      await expect(dialog.getByText('굵게')).toBeVisible();
      expect(await dialog.locator('[onerror], [onclick]').count()).toBe(0);
      await expect.poll(() => violations.length).toBeGreaterThan(0);
      expect(violations.filter((v) => !/^CSP-VIOLATION script-src-attr blocked inline/.test(v))).toEqual([]);
      expect(await page.evaluate(() => (window as { __galleryXss?: number }).__galleryXss)).toBeUndefined();
      await expectNoSeriousViolations(page, `gallery overlay ${HOSTILE}`);
    } finally {
      await context.close();
    }
  });
});
