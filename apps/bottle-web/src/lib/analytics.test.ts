/**
 * Analytics reach Google Analytics when a measurement ID is configured (gtag.js
 * loaded once, through a Trusted Types policy that names only gtag.js), and stay in dataLayer
 * without one; page views carry the spec's screen name and the platform property.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ANALYTICS_EVENTS } from '@bottle/domain';
import { GTAG_POLICY_NAME, gtagScriptUrl, resetAnalyticsForTests, startAnalytics, trackEvent, trackPageView } from './analytics';

type W = Window & { dataLayer?: unknown[]; gtag?: unknown; trustedTypes?: unknown };
const w = window as W;

/** dataLayer as plain arrays (gtag's queue holds Arguments objects). */
const queued = () => (w.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>));

afterEach(() => {
  resetAnalyticsForTests();
  delete w.gtag;
  delete w.trustedTypes;
  for (const s of document.head.querySelectorAll('script')) s.remove();
});

describe('startAnalytics', () => {
  it('given no measurement ID (the demo), then no script loads and events stay in dataLayer', () => {
    startAnalytics(undefined);
    trackPageView('/search?q=레드', false, 'search_page');
    expect(document.head.querySelector('script')).toBeNull();
    expect(queued()).toEqual([['event', 'page_view', { page_path: '/search?q=레드', screen_name: 'search_page', platform: 'MobileWeb' }]]);
  });

  it('given a measurement ID, then gtag is configured without its own page views and gtag.js loads once, async', () => {
    startAnalytics('G-AB12CD34EF');
    startAnalytics('G-AB12CD34EF');
    trackEvent('login_click', true);
    const scripts = document.head.querySelectorAll('script');
    expect(scripts).toHaveLength(1);
    expect(scripts[0]?.src).toBe('https://www.googletagmanager.com/gtag/js?id=G-AB12CD34EF');
    expect(scripts[0]?.async).toBe(true);
    expect(queued().map((e) => e[0])).toEqual(['js', 'config', 'event']);
    expect(queued()[1]).toEqual(['config', 'G-AB12CD34EF', { send_page_view: false }]);
    expect(queued()[2]).toEqual(['event', 'login_click', { platform: 'WebView' }]);
  });

  it('given Trusted Types are enforced, then the script URL comes from the bottle-gtag policy, which refuses any other URL', () => {
    let rules: { createScriptURL(u: string): string } | undefined;
    const createPolicy = vi.fn((_name: string, r: { createScriptURL(u: string): string }) => {
      rules = r;
      return { createScriptURL: (u: string) => r.createScriptURL(u) };
    });
    w.trustedTypes = { createPolicy };
    startAnalytics('G-AB12CD34EF');
    expect(createPolicy).toHaveBeenCalledWith(GTAG_POLICY_NAME, expect.anything());
    expect(() => rules?.createScriptURL('https://evil.example/x.js')).toThrow(TypeError);
  });

  it.each(['G-', 'UA-1234-1', 'G-ab12"><script>', 'G-AB12CD34EF&x=1'])('given the ID %j, then no script URL is made', (id) => {
    expect(() => gtagScriptUrl(id)).toThrow(/not a GA4 measurement ID/);
  });
});

describe('the platform property', () => {
  it.each(Object.values(ANALYTICS_EVENTS))(
    'given %s sent in the web view and in a browser, then it says WebView and MobileWeb, and a caller cannot say otherwise',
    (name) => {
      delete w.dataLayer;
      trackEvent(name, true, { platform: 'Desktop' });
      trackEvent(name, false);
      trackPageView('/search', true);
      expect(queued().map((e) => (e[2] as { platform?: string }).platform)).toEqual(['WebView', 'MobileWeb', 'WebView']);
    },
  );
});
