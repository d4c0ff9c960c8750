/**
 * The journeys' `test`: Playwright's, with each worker's pages pointed at that worker's own demo
 * server (playwright.config.ts starts one per worker, port E2E_BASE_PORT + parallel index), so
 * two journeys running at once never see each other's members, wish lists or reservations.
 * Journeys import `test` and `expect` from here, never from '@playwright/test'.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect as baseExpect, test as base, type Locator, type Page } from '@playwright/test';
import { E2E_BASE_PORT, E2E_OPERATOR_KEY } from '../playwright.config';

export * from '@playwright/test';

/**
 * The overlays a first visit meets (the age check, home's main popup; apps/bottle-web
 * features/main/lib/home-overlays.ts): passed by default, as on a device that confirmed the age
 * and hid today's notices, so a journey about another screen is not covered by them.
 * `test.use({ firstVisitOverlays: true })` shows them.
 */
const FIRST_VISIT_PASSED: Readonly<Record<string, string>> = {
  'bottle.age.confirmedUntil': '99991231',
  'bottle.mainPopup.hiddenUntil': '99991231',
};

export const test = base.extend<{ firstVisitOverlays: boolean }>({
  firstVisitOverlays: [false, { option: true }],
  // Playwright reads a fixture's dependencies from its first parameter: none here.
  // eslint-disable-next-line no-empty-pattern
  baseURL: async ({}, use, testInfo) => {
    await use(`http://localhost:${E2E_BASE_PORT + testInfo.parallelIndex}`);
  },
  /**
   * Every journey fails on any Content-Security-Policy or Trusted Types violation in any page it
   * opens: the page reports each `securitypolicyviolation` event to the console,
   * where the journey collects it.
   */
  page: async ({ page, firstVisitOverlays, baseURL }, use) => {
    const violations: string[] = [];
    // The demo operator's browser (apps/demo-server README "Who may use the demo controls").
    if (baseURL) await holdOperatorKey(page, baseURL);
    if (!firstVisitOverlays) {
      await page.addInitScript((entries) => {
        for (const [key, value] of Object.entries(entries)) if (localStorage.getItem(key) === null) localStorage.setItem(key, value);
      }, FIRST_VISIT_PASSED);
    }
    await watchCspViolations(page, violations);
    await use(page);
    baseExpect(violations, 'Content-Security-Policy violations').toEqual([]);
  },
});

/** The name of the cookie the demo server's operator page sets (apps/demo-server src/operator.ts). */
export const OPERATOR_COOKIE = 'bottle_demo_operator';

/** Puts the operator key in the page's browser, as the operator page does (HttpOnly, SameSite=Strict). */
export async function holdOperatorKey(page: Page, baseURL: string): Promise<void> {
  await page.context().addCookies([{ name: OPERATOR_COOKIE, value: E2E_OPERATOR_KEY, url: baseURL, httpOnly: true, sameSite: 'Strict' }]);
}

/**
 * A demo control call from the page (same origin), answering its status and body: the page's
 * browser holds the operator key (fixtures.ts), and the call carries the app's channel header;
 * a staff shortcut (/mock-api/staff/*) also signs in at the store's desk (`strCd`, default the
 * body's `str_cd`, else 잠실점 361) and sends its staff token.
 */
export async function control(
  page: Page,
  path: string,
  body: Record<string, unknown>,
  strCd?: string,
): Promise<{ status: number; body: Record<string, unknown> }> {
  const store = path.startsWith('/mock-api/staff/') ? (strCd ?? (typeof body['str_cd'] === 'string' ? body['str_cd'] : '361')) : undefined;
  return page.evaluate(
    async ({ path, body, store }) => {
      const headers: Record<string, string> = { 'Content-Type': 'application/json', 'x-ssp-channel': '3' };
      if (store) {
        const login = await fetch('/desk-api/desk/session/login', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ str_cd: store, pin: `${store}${store}` }),
        });
        headers['Authorization'] = `Bearer ${((await login.json()) as { staff_tkn: string }).staff_tkn}`;
      }
      const res = await fetch(path, { method: 'POST', headers, body: JSON.stringify(body) });
      return { status: res.status, body: (await res.json()) as Record<string, unknown> };
    },
    { path, body, store },
  );
}

/**
 * Adds every Content-Security-Policy or Trusted Types violation of the pages `page` opens to
 * `violations`: the page reports each `securitypolicyviolation` event to the console.
 * The member's page and the store desk's (./desk-fixtures.ts) are watched alike.
 */
export async function watchCspViolations(page: Page, violations: string[]): Promise<void> {
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      console.error(
        `CSP-VIOLATION ${e.effectiveDirective} blocked ${e.blockedURI || '(inline)'} at ${e.sourceFile}:${e.lineNumber} ${e.sample}`,
      );
    });
  });
  page.on('console', (message) => {
    if (message.text().startsWith('CSP-VIOLATION')) violations.push(`${message.text()} on ${page.url()}`);
  });
}

/**
 * Holds back every request matching `held` until `release` has settled: order, not time. A call
 * that waited for the held file would never leave while it is held, so seeing the call while the
 * file is held shows it does not wait, however loaded the machine is (the first-load journeys).
 */
export async function holdUntil(page: Page, held: string, release: Promise<unknown>): Promise<void> {
  await page.route(held, async (route) => {
    await release.catch(() => undefined);
    await route.continue();
  });
}

/** Resolves when the page has sent a request whose path and query end with `tail` (an API call's path, a picture's address). */
export function whenRequested(page: Page, tail: string): Promise<void> {
  return new Promise((resolve) => {
    const seen = (request: { url(): string }) => {
      const url = new URL(request.url());
      if (!`${url.pathname}${url.search}`.endsWith(tail)) return;
      page.off('request', seen);
      resolve();
    };
    page.on('request', seen);
  });
}

/**
 * From the diary, writes a note through the form: 샤토 딸보 2022 typed as the drink, 4 points and
 * `text`, then saves it; the note's own page opens.
 */
export async function writeTastingNote(page: Page, text: string): Promise<void> {
  await page.getByRole('link', { name: '테이스팅 노트 쓰기' }).tap();
  await page.getByRole('textbox', { name: '마신 술' }).fill('샤토 딸보 2022');
  await page.getByRole('radio', { name: '4점' }).check({ force: true });
  await page.getByRole('textbox', { name: '노트', exact: true }).fill(text);
  await page.getByRole('button', { name: '저장' }).tap();
}

/**
 * Logs a demo member in the way a member does (journeys go through the screens): the
 * app's login screen, the sign-on host's page (played by the demo server), and back to
 * `redirect`.
 */
export async function logInThroughScreens(page: Page, loginId = 'demo', redirect = '/mypage'): Promise<void> {
  await page.goto(`/login?redirect=${encodeURIComponent(redirect)}`);
  await page.getByRole('button', { name: '통합 아이디로 로그인' }).click();
  await page.getByLabel('아이디').fill(loginId);
  await page.getByLabel('비밀번호').fill('bottle1234');
  await page.getByRole('button', { name: '로그인', exact: true }).click();
  await page.waitForURL((url) => url.pathname === redirect.split('?')[0]);
}

/**
 * Signs a demo member in without the login screens, for the journeys whose subject is elsewhere
 * (the login paths themselves keep logInThroughScreens: signon, pickup, session-refresh, the
 * native shells). The browser context posts the sign-on host's own form (POST /sso/login.do, the
 * request the host's page sends; its cookies land in the context), and the page opens the host's
 * way back: the app's /login/sso screen spends the sign-on token and stores the session with the
 * same code as after a login through the screens (the same storage keys, the same calls to a
 * native shell), then goes to `redirect`. Skips two page loads and the typing.
 */
export async function signInWithoutScreens(page: Page, loginId = 'demo', redirect = '/mypage'): Promise<void> {
  const answer = await page.request.post('/sso/login.do', {
    form: { redirect_path: redirect, login_id: loginId, password: 'bottle1234' },
    maxRedirects: 0,
  });
  baseExpect(answer.status(), `the sign-on host's answer to ${loginId}'s login`).toBe(303);
  await page.goto(answer.headers()['location'] ?? '');
  await page.waitForURL((url) => url.pathname === redirect.split('?')[0]);
}

/**
 * The demo back to its seed state (`?demo-reset=1`, the operator's reset), asked by the browser
 * context (it holds the operator key) without opening a page of the app.
 */
export async function resetDemo(page: Page): Promise<void> {
  const answer = await page.request.get('/?demo-reset=1', { maxRedirects: 0 });
  baseExpect(answer.status(), 'the demo reset').toBe(302);
}

/**
 * Fails when the page as it is now has a serious or critical axe violation (WCAG 2.0/2.1/2.2 A and AA).
 *
 * The scan runs in the page itself (axe's legacy mode) and keeps the details of violations only:
 * the default mode opens a second page in the context for every scan to merge the frames'
 * results, which cost about half of all the journeys' axe time, and the app's pages have no
 * cross-origin frames for it to merge (same-origin frames are still scanned). Every rule of the
 * tags runs either way; only the node lists of passes and inapplicable rules, which nothing
 * reads, are left out (docs/decisions/0710-e2e-axe-in-page.md).
 */
export async function expectNoSeriousViolations(page: Page, name: string): Promise<void> {
  // options() replaces the options object, so it comes before withTags() adds runOnly to it.
  const result = await new AxeBuilder({ page })
    .options({ resultTypes: ['violations'] })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'])
    .setLegacyMode(true)
    .analyze();
  const serious = result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  baseExpect(
    serious.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    `${name}: serious or critical axe violations`,
  ).toEqual([]);
}

/**
 * Opens a dialog from `opener` (`open`, default a tap), closes it with Escape, and checks that
 * focus is back on the opener (WCAG 2.4.3 Focus Order): the way every dialog of the journeys is
 * checked. Answers the dialog that was open (found by `role`).
 */
export async function expectEscapeReturnsFocus(
  page: Page,
  opener: Locator,
  role: 'dialog' | 'alertdialog' = 'dialog',
  open: () => Promise<void> = () => opener.tap(),
): Promise<void> {
  await open();
  const dialog = page.getByRole(role);
  await baseExpect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await baseExpect(dialog).toHaveCount(0);
  await baseExpect(opener, `focus back on the opener after Escape closed the ${role}`).toBeFocused();
}

/** The analytics events (not page views) in the page's dataLayer so far, as [name, params], in order. */
export async function analyticsEvents(page: Page): Promise<[string, Record<string, unknown>][]> {
  return page.evaluate(() =>
    ((window as unknown as { dataLayer?: ArrayLike<unknown>[] }).dataLayer ?? [])
      .map((e) => Array.from(e))
      .filter((e) => e[0] === 'event' && e[1] !== 'page_view')
      .map((e) => [e[1] as string, e[2] as Record<string, unknown>]),
  );
}

/** What the page sent the fake native shell (@bottle/bridge/testing records it), in order. */
export const shellMessages = (page: Page): Promise<{ method?: string; params?: Record<string, unknown> }[]> =>
  page.evaluate(() =>
    (
      (window as unknown as { __bottleFakeShell: { messages: { method?: string; params?: Record<string, unknown> }[] } }).__bottleFakeShell
        .messages ?? []
    ).map((m) => ({ method: m.method, params: m.params })),
  );
