/**
 * Field data (./web-vitals.ts): a sampled device reports LCP, INP, CLS and TTFB as web_vitals
 * events through the analytics module (to window.dataLayer), with the landing route's pattern
 * and the platform; a device not sampled reports nothing; a device keeps its draw.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Metric } from 'web-vitals';

const handlers = vi.hoisted(() => new Map<string, (metric: unknown) => void>());
vi.mock('web-vitals', () => ({
  onLCP: (cb: (m: unknown) => void) => handlers.set('LCP', cb),
  onINP: (cb: (m: unknown) => void) => handlers.set('INP', cb),
  onCLS: (cb: (m: unknown) => void) => handlers.set('CLS', cb),
  onTTFB: (cb: (m: unknown) => void) => handlers.set('TTFB', cb),
}));

import { deviceSampled, reportWebVitals, routePattern, WEB_VITALS_DRAW_KEY, WEB_VITALS_SAMPLE_RATE } from './web-vitals';

type DataLayerWindow = Window & { dataLayer?: unknown[] };
const metric = (name: Metric['name'], value: number, rating: Metric['rating'] = 'good'): Metric =>
  ({ name, value, rating, delta: value, id: `v5-${name}`, entries: [], navigationType: 'navigate' }) as Metric;
const sent = () => ((window as DataLayerWindow).dataLayer ?? []).map((args) => Array.from(args as ArrayLike<unknown>));
const router = (paths: (string | undefined)[]) => ({
  state: { matches: paths.map((path) => ({ route: path === undefined ? {} : { path } })) },
});

beforeEach(() => {
  handlers.clear();
  localStorage.clear();
  delete (window as DataLayerWindow).dataLayer;
});
afterEach(() => localStorage.clear());

describe('field data', () => {
  it('given a sampled device on a product page, when the four metrics are final, then each is a web_vitals event with the route pattern, its value and the platform', () => {
    localStorage.setItem(WEB_VITALS_DRAW_KEY, '0.05');
    expect(reportWebVitals(router(['/', 'product/:prdCd']), false)).toBe(true);
    handlers.get('LCP')?.(metric('LCP', 1834.6));
    handlers.get('INP')?.(metric('INP', 96, 'good'));
    handlers.get('CLS')?.(metric('CLS', 0.012345, 'good'));
    handlers.get('TTFB')?.(metric('TTFB', 402.2, 'good'));
    expect(sent()).toEqual([
      [
        'event',
        'web_vitals',
        {
          metric_name: 'LCP',
          metric_value: 1835,
          metric_rating: 'good',
          metric_id: 'v5-LCP',
          navigation_type: 'navigate',
          route: '/product/:prdCd',
          platform: 'MobileWeb',
        },
      ],
      [
        'event',
        'web_vitals',
        {
          metric_name: 'INP',
          metric_value: 96,
          metric_rating: 'good',
          metric_id: 'v5-INP',
          navigation_type: 'navigate',
          route: '/product/:prdCd',
          platform: 'MobileWeb',
        },
      ],
      [
        'event',
        'web_vitals',
        {
          metric_name: 'CLS',
          metric_value: 0.0123,
          metric_rating: 'good',
          metric_id: 'v5-CLS',
          navigation_type: 'navigate',
          route: '/product/:prdCd',
          platform: 'MobileWeb',
        },
      ],
      [
        'event',
        'web_vitals',
        {
          metric_name: 'TTFB',
          metric_value: 402,
          metric_rating: 'good',
          metric_id: 'v5-TTFB',
          navigation_type: 'navigate',
          route: '/product/:prdCd',
          platform: 'MobileWeb',
        },
      ],
    ]);
  });

  it('given the native shell, then the events say WebView', () => {
    localStorage.setItem(WEB_VITALS_DRAW_KEY, '0');
    reportWebVitals(router(['/', undefined]), true);
    handlers.get('LCP')?.(metric('LCP', 2600, 'needs-improvement'));
    expect(sent()[0]?.[2]).toMatchObject({ route: '/', platform: 'WebView', metric_rating: 'needs-improvement' });
  });

  it('given a device whose draw is over the rate, then nothing is measured or sent', () => {
    localStorage.setItem(WEB_VITALS_DRAW_KEY, String(WEB_VITALS_SAMPLE_RATE));
    expect(reportWebVitals(router(['/']), false)).toBe(false);
    expect(handlers.size).toBe(0);
    expect(sent()).toEqual([]);
  });

  it('given a first visit, then the device draws once and keeps it: the next load decides the same', () => {
    const random = vi.fn(() => 0.42);
    expect(deviceSampled(0.5, random)).toBe(true);
    expect(localStorage.getItem(WEB_VITALS_DRAW_KEY)).toBe('0.42');
    expect(deviceSampled(0.5, () => 0.99)).toBe(true);
    expect(deviceSampled(0.4, () => 0)).toBe(false);
    expect(random).toHaveBeenCalledTimes(1);
    localStorage.setItem(WEB_VITALS_DRAW_KEY, 'not a number');
    expect(deviceSampled(0.5, () => 0.7)).toBe(false);
    expect(localStorage.getItem(WEB_VITALS_DRAW_KEY)).toBe('0.7');
  });

  it('names routes by their pattern', () => {
    expect(routePattern([{ route: { path: '/' } }, { route: {} }])).toBe('/');
    expect(routePattern([{ route: { path: '/' } }, { route: { path: 'search' } }])).toBe('/search');
    expect(routePattern([])).toBe('/');
  });
});
