/**
 * "third-party scripts (gtag) load under the same policy": a build with a GA
 * measurement ID (built here, beside the suite's own build, in a few seconds), served by the demo
 * server, whose page policy then names gtag's hosts and Trusted Types policy from the build's
 * csp-sources.json. gtag.js (Google's host is not reachable from CI: the browser gets a stand-in
 * script for it) loads through the app's bottle-gtag policy, sees the queued page view, and the
 * page reports no policy violation (the fixtures' page fails on any).
 */
import { useKeyedBuild } from './keyed-build';
import { expect, test } from './fixtures';

const GA_ID = 'G-E2ETEST01';

test.describe('gtag under the strict policy', () => {
  const keyed = useKeyedBuild('ga', { VITE_BOTTLE_GA_ID: GA_ID }, 180_000);

  test('given a build that measures with GA, when home opens, then gtag.js loads through the bottle-gtag policy with no policy violation', async ({
    page,
  }) => {
    const scripts: string[] = [];
    await page.route('https://www.googletagmanager.com/gtag/js**', (route) => {
      scripts.push(route.request().url());
      return route.fulfill({ contentType: 'text/javascript', body: 'window.__gtagSawQueue = (window.dataLayer || []).length;' });
    });
    const answer = await page.goto(`${keyed.origin}/`);
    const policy = answer?.headers()['content-security-policy'] ?? '';
    expect(policy).toContain('trusted-types bottle-sanitizer bottle-gtag goog#html');
    expect(policy).toMatch(/connect-src 'self'[^;]* https:\/\/\*\.google-analytics\.com/);
    await expect.poll(() => page.evaluate(() => (window as { __gtagSawQueue?: number }).__gtagSawQueue)).toBeGreaterThan(0);
    expect(scripts).toEqual([`https://www.googletagmanager.com/gtag/js?id=${GA_ID}`]);
  });
});
