/**
 * The first load on the real build and server: the HTML a phone gets first already has the screen's
 * shell (parts 1 and 3), the browser hydrates it without a mismatch or a jump, and a route's
 * code and first data travel together (part 2, "no waterfall"); the page's early-data module
 * makes the screen's first calls before the app's entry has run, and the app adopts them.
 * The journeys check the order of events (a file held until a call has left), never how long
 * something took, so a loaded machine cannot fail them.
 */
import { expect, holdUntil, test, whenRequested, type Page } from './fixtures';

test.use({
  viewport: { width: 390, height: 844 },
  userAgent: 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Mobile Safari/537.36',
});

const inlineScripts = (html: string) => [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>/g)];

/** Counts the API requests the page sends, by path (under /api). */
function countApiCalls(page: Page): Map<string, number> {
  const counts = new Map<string, number>();
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path.startsWith('/api/')) counts.set(path.slice(4), (counts.get(path.slice(4)) ?? 0) + 1);
  });
  return counts;
}

/**
 * Resolves once the app is making its calls and has adopted every early call of the page:
 * libs/api's base query marks its first request (`__bottleAppCalling`) and takes each early call
 * out of the page's registry (`__bottleEarlyCalls`) as it makes the same request (when the app
 * ran first, the page made none). So the app has run, routed and asked for the screen's data:
 * the event the journeys wait for before looking at the screen, bounded by the test's time only,
 * as on a loaded machine the framework may take longer than an assertion's few seconds.
 */
async function appAskedForItsData(page: Page): Promise<void> {
  await page.waitForFunction(
    () => {
      const w = window as unknown as { __bottleEarlyCalls?: unknown[]; __bottleAppCalling?: boolean };
      return w.__bottleAppCalling === true && (w.__bottleEarlyCalls ?? []).length === 0;
    },
    undefined,
    { timeout: 0 },
  );
}

/** The order things happened in, as the test saw them. */
function eventLog(): { log: string[]; note(event: string): void } {
  const log: string[] = [];
  return { log, note: (event) => void log.push(event) };
}

/**
 * Each prerendered screen with early calls: its path, the first calls the page's early module
 * makes (src/app/early-calls.ts) and what the screen shows once it has their answers.
 */
const FIRST_CALLS = [
  ['/', ['/app/main/banner/area/info', '/app/store/list'], (page: Page) => page.getByRole('list', { name: '추천 배너' })],
  [
    '/product/W00001',
    ['/app/product/info', '/app/product/init', '/app/product/item/image'],
    (page: Page) => page.getByRole('img', { name: /샤토 마고 2020/ }).first(),
  ],
  // A search for a word (q=레드): the search tabs and the first page of both result lists.
  [
    '/search?q=%EB%A0%88%EB%93%9C',
    ['/app/search/type/list', '/app/search/wine/result/list', '/app/search/liquor/result/list'],
    (page: Page) =>
      page
        .getByRole('region', { name: /^리커 \d+개$/ })
        .getByRole('listitem')
        .first(),
  ],
  // The events: the first page of the ongoing ones.
  ['/event', ['/v2/hybridapp/event/list'], (page: Page) => page.locator('li[data-index="0"] img')],
] as const;

/**
 * Holds the product screen's code until the product's info call has left; the log it answers
 * notes 'info asked' and 'screen code released' as they happen.
 */
async function holdProductCodeUntilInfoAsked(page: Page): Promise<string[]> {
  const { log, note } = eventLog();
  const infoAsked = whenRequested(page, '/app/product/info').then(() => note('info asked'));
  await holdUntil(
    page,
    '**/assets/product-page-*.js',
    infoAsked.then(() => note('screen code released')),
  );
  return log;
}

test.describe('given a phone opening the app for the first time', () => {
  for (const [path, heading] of [
    ['/', '보틀'],
    ['/search?q=%EB%A0%88%EB%93%9C', '상품 검색'],
    ['/event', '이벤트'],
  ] as const) {
    test(`when ${path} is requested, then the HTML has the shell with its heading, styles under the page's nonce and no inline script`, async ({
      request,
    }) => {
      const answer = await request.get(path);
      const html = await answer.text();
      const nonce = /'nonce-([^']+)'/.exec(answer.headers()['content-security-policy'] ?? '')?.[1];
      expect(html).toContain('<div id="root" data-prerendered="">');
      expect(html).toMatch(/<nav aria-label="하단 메뉴"/);
      expect(html).toContain(`<h1`);
      expect(html).toContain(`>${heading}</h1>`);
      expect(html).toContain(`<style nonce="${nonce}" data-emotion="css `);
      expect(inlineScripts(html)).toEqual([]);
      // The early-data module is named first and in order (no `async`): it runs before the entry.
      const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]);
      expect(scripts[0]).toMatch(/ src="\/assets\/early-[\w-]+\.js"/);
      expect(scripts[0]).not.toMatch(/\basync\b/);
      expect(scripts[1]).toMatch(/ src="\/assets\/index-[\w-]+\.js"/);
    });
  }

  test('when a product is requested, then its HTML has the shell and the skeleton of the product', async ({ request }) => {
    const html = await (await request.get('/product/W00001')).text();
    expect(html).toContain('<div id="root" data-prerendered="">');
    expect(html).toContain('data-testid="skeleton');
    expect(html).toMatch(/<nav aria-label="하단 메뉴"/);
  });

  test('when home loads, then React takes over the HTML without a mismatch and nothing jumps', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(m.text());
    });
    await page.addInitScript(() => {
      const w = window as unknown as { shifts: number };
      w.shifts = 0;
      new PerformanceObserver((list) => {
        for (const e of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
          if (!e.hadRecentInput) w.shifts += e.value;
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto('/');
    await appAskedForItsData(page);
    await expect(page.getByRole('list', { name: '추천 배너' })).toBeVisible();
    await expect(page.getByRole('button', { name: /보틀 .+점/ }).first()).toBeVisible();
    // The sections below the banners have come too (their own chunk and calls): all of home is in.
    await expect(page.getByRole('region', { name: '바로가기' })).toBeVisible();
    expect(errors.filter((e) => /did not match|Minified React error #4(18|19|23)/.test(e))).toEqual([]);
    expect(await page.evaluate(() => (window as unknown as { shifts: number }).shifts)).toBeLessThan(0.05);
  });

  test("when a product page loads, then the product's first calls leave first, and the route table and the screen's code are named by the page, not found later by the app", async ({
    page,
  }) => {
    // The screen's code is held until the product's info call has left: were the call waiting
    // for the code, the page would never show the product.
    // The order in which the page asks for things, as the browser issues the requests (the
    // page's resource timing lacked entries now and then on a loaded machine).
    const asked: string[] = [];
    page.on('request', (request) => asked.push(new URL(request.url()).pathname));
    const log = await holdProductCodeUntilInfoAsked(page);
    await page.goto('/product/W00001');
    const first = (pattern: RegExp) => asked.findIndex((path) => pattern.test(path));
    const patterns = [/^\/api\/app\/product\/info$/, /^\/assets\/framework-/, /^\/assets\/feature-routes-/, /^\/assets\/product-page-/];
    // The prerendered page shows its heading before any of this: wait until all four were asked
    // (the later modules leave a few a task once the calls are answered), then read their order.
    await expect.poll(() => Math.min(...patterns.map(first))).toBeGreaterThanOrEqual(0);
    expect(log).toEqual(['info asked', 'screen code released']);
    const [info, framework, table, screen] = patterns.map(first) as [number, number, number, number];
    // Named by the page (tools/lib/route-preloads.mjs), for later: the early module preloads them
    // once the screen's calls are answered (docs/decisions/0173-calls-before-modules.md); the
    // framework is preloaded at once.
    expect(framework).toBeLessThan(info);
    expect(info).toBeLessThan(table);
    expect(info).toBeLessThan(screen);
  });

  for (const [path, calls, shown] of FIRST_CALLS) {
    test(`when ${path} loads, then the modules the page names for later are preloaded only once its first calls are answered, or when the wait for them is over`, async ({
      page,
    }) => {
      // In the page, before its scripts: when each API call was made and answered (the early
      // module's fetch), and when the first module named for later became a modulepreload (the
      // link's rel set). Times on the page's clock: a loaded machine only makes things later.
      await page.addInitScript(() => {
        const seen = { calls: [] as { path: string; made: number; answered?: number }[], released: undefined as number | undefined };
        (window as unknown as { __laterSeen: typeof seen }).__laterSeen = seen;
        const fetch = window.fetch;
        window.fetch = function (this: unknown, input: RequestInfo | URL, init?: RequestInit) {
          const answer = fetch.call(window, input, init);
          const url = new URL(input instanceof Request ? input.url : String(input), location.href);
          if (url.pathname.startsWith('/api/')) {
            const call: (typeof seen.calls)[number] = { path: url.pathname.slice(4), made: performance.now() };
            seen.calls.push(call);
            answer.then(
              () => void (call.answered = performance.now()),
              () => void (call.answered = performance.now()),
            );
          }
          return answer;
        } as typeof window.fetch;
        const rel = Object.getOwnPropertyDescriptor(HTMLLinkElement.prototype, 'rel');
        if (!rel?.set || !rel.get) throw new Error('HTMLLinkElement.rel has no accessor');
        Object.defineProperty(HTMLLinkElement.prototype, 'rel', {
          ...rel,
          set(this: HTMLLinkElement, value: string) {
            if (value === 'modulepreload' && rel.get?.call(this) === 'bottle-later-modulepreload') seen.released ??= performance.now();
            rel.set?.call(this, value);
          },
        });
      });
      await page.goto(path);
      await expect(shown(page)).toBeVisible();
      const seen = await page.evaluate(
        () =>
          (window as unknown as { __laterSeen: { calls: { path: string; made: number; answered?: number }[]; released?: number } })
            .__laterSeen,
      );
      const early = seen.calls.filter((call) => (calls as readonly string[]).includes(call.path)).slice(0, calls.length);
      expect(early.map((call) => call.path).sort()).toEqual([...calls].sort());
      expect(seen.released, 'the later modules were released').toBeDefined();
      const lastAnswer = Math.max(...early.map((call) => call.answered ?? Infinity));
      const waitOver = Math.min(...early.map((call) => call.made)) + 1000;
      // Not before every answer is in, unless the wait ran out first (1 s from the calls: the app's
      // LATER_MODULES_WAIT_MS, src/lib/later-preloads.ts).
      expect(seen.released as number).toBeGreaterThanOrEqual(Math.min(lastAnswer, waitOver));
    });
  }

  for (const [path, calls, shown] of FIRST_CALLS) {
    test(`when ${path} loads, then its first calls leave before the app's entry script has run, and each is made once`, async ({
      page,
    }) => {
      // The entry is held until every early call has left: the entry cannot have run before.
      const { log, note } = eventLog();
      const counts = countApiCalls(page);
      const asked = Promise.all(calls.map((call) => whenRequested(page, call))).then(() => note('first calls asked'));
      await holdUntil(
        page,
        '**/assets/index-*.js',
        asked.then(() => note('entry released')),
      );
      await page.goto(path);
      await appAskedForItsData(page);
      await expect(shown(page)).toBeVisible();
      // The screen shows the answers: a call the app had not adopted would have left by now (its
      // route loader runs before the screen renders).
      expect(log).toEqual(['first calls asked', 'entry released']);
      // The app adopted each early answer: no call was made a second time.
      for (const call of calls) expect.soft(counts.get(call), call).toBe(1);
    });
  }

  for (const [path, calls, shown] of FIRST_CALLS) {
    test(`when ${path} loads with nothing held back, then the page's early module makes its first calls, not the app, each once`, async ({
      page,
    }) => {
      // Who made each call: the script on the request's stack, as Chromium's DevTools protocol
      // names it. The HTML names the early module before the entry and in order, so it runs
      // first on every load (as an `async` module it ran after the entry in most loads).
      const callers = new Map<string, string[]>();
      const cdp = await page.context().newCDPSession(page);
      cdp.on('Network.requestWillBeSent', (event) => {
        const { pathname } = new URL(event.request.url);
        if (!pathname.startsWith('/api/')) return;
        const scripts = (event.initiator.stack?.callFrames ?? []).map((frame) => new URL(frame.url || 'about:blank').pathname);
        const from = scripts.some((script) => /^\/assets\/early-[\w-]+\.js$/.test(script)) ? 'early module' : 'app';
        callers.set(pathname.slice(4), [...(callers.get(pathname.slice(4)) ?? []), from]);
      });
      await cdp.send('Network.enable');
      await page.goto(path);
      await appAskedForItsData(page);
      await expect(shown(page)).toBeVisible();
      for (const call of calls) expect.soft(callers.get(call), call).toEqual(['early module']);
    });
  }

  test("when the member goes from home to a product, then the product's first calls start before its code has arrived", async ({
    page,
  }) => {
    await page.goto('/');
    await appAskedForItsData(page);
    // The banners come from the app's data: the app is running and listens to history.
    await expect(page.getByRole('list', { name: '추천 배너' })).toBeVisible();
    // The product's code (when not prefetched already) is held until its info call has left.
    const log = await holdProductCodeUntilInfoAsked(page);
    await page.evaluate(() => {
      history.pushState(null, '', '/product/W00002');
      dispatchEvent(new PopStateEvent('popstate'));
    });
    // The product's own title, not home's.
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('보틀');
    expect(log[0]).toBe('info asked');
  });
});
