/**
 * Field data: what members' phones measure of a page load, as analytics events (the lab's
 * Lighthouse figures are a guess; these are the real ones). The Chrome team's web-vitals library
 * measures LCP, INP, CLS and TTFB as Chrome does; each is sent once per page load, when final
 * (LCP at the first input or when the page is hidden, INP and CLS when the page is hidden, TTFB
 * at once), as a `web_vitals` event through the analytics module, so it reaches `dataLayer` and
 * gtag where configured, with the platform (WebView / MobileWeb) like every event.
 *
 * - `route`: the landing route's pattern (`/product/:prdCd`), not the URL: one row per screen,
 *   and no product code or search word in the metric's name. INP and CLS cover the whole page
 *   life, navigations within the app included, and are sent under the landing route too.
 * - Sampled by device: a device draws a number once (kept in localStorage) and reports when it
 *   is under WEB_VITALS_SAMPLE_RATE, so the same phones report from one load to the next and the
 *   figures are comparable over time; a device without storage draws each load.
 * - Loaded after the page's load event, in its own chunk: nothing of it is in the first route.
 *   The library reads the buffered entries (LCP, layout shifts, navigation timing), so starting
 *   late loses nothing of those; an interaction before it starts counts for INP only if the
 *   browser kept its entry.
 */
import { onCLS, onINP, onLCP, onTTFB, type Metric } from 'web-vitals';
import type { AnalyticsEventName, AnalyticsParams } from '@bottle/domain';
import { safeStorage } from './safe-storage';
import { trackEvent } from './analytics';

/** One device in ten reports. */
export const WEB_VITALS_SAMPLE_RATE = 0.1;
/** Where a device keeps its draw (a number in [0, 1)). */
export const WEB_VITALS_DRAW_KEY = 'bottle_web_vitals_draw';

const WEB_VITALS = 'web_vitals' satisfies AnalyticsEventName;

/** Whether this device reports: its kept draw (made once) under `rate`. */
export function deviceSampled(rate: number, random: () => number = Math.random): boolean {
  const storage = safeStorage('local');
  const kept = Number.parseFloat(storage.get(WEB_VITALS_DRAW_KEY) ?? '');
  let draw = kept;
  if (!(kept >= 0 && kept < 1)) {
    draw = random();
    storage.set(WEB_VITALS_DRAW_KEY, String(draw));
  }
  return draw < rate;
}

/** The event's parameters for one metric: its name, value (ms, CLS unitless), rating and id. */
export function vitalParams(metric: Pick<Metric, 'name' | 'value' | 'rating' | 'id' | 'navigationType'>, route: string): AnalyticsParams {
  return {
    metric_name: metric.name,
    // Milliseconds to the unit; CLS is a score, kept to four decimals.
    metric_value: metric.name === 'CLS' ? Math.round(metric.value * 10_000) / 10_000 : Math.round(metric.value),
    metric_rating: metric.rating,
    metric_id: metric.id,
    navigation_type: metric.navigationType,
    route,
  };
}

export interface WebVitalsOptions {
  /** The landing route's pattern. */
  route: string;
  /** Sends one analytics event (the app's trackEvent with the platform bound). */
  send: (name: AnalyticsEventName, params: AnalyticsParams) => void;
  rate?: number;
  random?: () => number;
}

/**
 * The app's field data: reports the page load whose router is `router` (its landing route, read
 * now) through the analytics module, when this device is sampled.
 */
export function reportWebVitals(router: { state: { matches: readonly { route: { path?: string } }[] } }, inWebView: boolean): boolean {
  return startWebVitals({ route: routePattern(router.state.matches), send: (name, params) => trackEvent(name, inWebView, params) });
}

/** Starts reporting when this device is sampled; whether it is. */
export function startWebVitals({ route, send, rate = WEB_VITALS_SAMPLE_RATE, random }: WebVitalsOptions): boolean {
  if (!deviceSampled(rate, random)) return false;
  const report = (metric: Metric) => send(WEB_VITALS, vitalParams(metric, route));
  onLCP(report);
  onINP(report);
  onCLS(report);
  onTTFB(report);
  return true;
}

/** The pattern of the route a router has matched: `/`, `/product/:prdCd`, `/search`. */
export function routePattern(matches: readonly { route: { path?: string } }[]): string {
  const parts = matches
    .map((m) => m.route.path ?? '')
    .flatMap((p) => p.split('/'))
    .filter(Boolean);
  return `/${parts.join('/')}`;
}
