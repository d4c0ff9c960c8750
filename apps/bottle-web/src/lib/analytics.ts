/**
 * Analytics through gtag into window.dataLayer (architecture.md "Contracts"): every event
 * carries the platform property WebView or MobileWeb; event names and the event shape come from
 * libs/domain. Nothing here sends tokens or personal data.
 *
 * `window.gtag` is Google's own queue function (it pushes its `arguments` onto dataLayer), set
 * up before anything is sent. With a measurement ID (`VITE_BOTTLE_GA_ID`) startAnalytics loads
 * gtag.js, which then sends what was queued and everything after; without one (the demo) events
 * stay in dataLayer.
 */
import { GTAG_ORIGIN, GTAG_POLICY_NAME } from '../config/csp-sources';
import {
  analyticsEvent,
  platformOf,
  type AnalyticsEvent,
  type AnalyticsEventName,
  type AnalyticsParams,
  type ScreenName,
} from '@bottle/domain';

type Gtag = (...args: unknown[]) => void;
type DataLayerWindow = Window & { dataLayer?: unknown[]; gtag?: Gtag };

// The Trusted Types policy that may name gtag.js, and its origin: the policy's allow-list is built
// from the same constants (config/csp-sources.ts; demo-server README "Security headers").
export { GTAG_POLICY_NAME } from '../config/csp-sources';
const MEASUREMENT_ID = /^G-[A-Z0-9]{4,20}$/;

function gtag(): Gtag {
  const w = window as DataLayerWindow;
  w.dataLayer = w.dataLayer ?? [];
  if (typeof w.gtag !== 'function') {
    // Google's snippet in behaviour: gtag.js reads Arguments objects off the dataLayer of the moment.
    w.gtag = function queue() {
      // eslint-disable-next-line prefer-rest-params
      (w.dataLayer = w.dataLayer ?? []).push(arguments);
    };
  }
  return w.gtag;
}

function send(event: AnalyticsEvent): void {
  gtag()('event', event.name, event.params);
}

/** The script URL of gtag.js for one measurement ID (refuses anything else). */
export function gtagScriptUrl(measurementId: string): string {
  if (!MEASUREMENT_ID.test(measurementId)) throw new Error(`not a GA4 measurement ID: "${measurementId}"`);
  return `${GTAG_ORIGIN}/gtag/js?id=${measurementId}`;
}

type ScriptUrlPolicy = { createScriptURL(url: string): unknown };
let policy: ScriptUrlPolicy | undefined;

/** Under `require-trusted-types-for 'script'` a script's src must come from a named policy. */
function scriptUrl(url: string): string {
  const tt = (window as { trustedTypes?: { createPolicy(name: string, rules: { createScriptURL(u: string): string }): ScriptUrlPolicy } })
    .trustedTypes;
  if (!tt) return url;
  policy ??= tt.createPolicy(GTAG_POLICY_NAME, {
    createScriptURL: (u) => {
      if (!u.startsWith(`${GTAG_ORIGIN}/gtag/js?id=`)) throw new TypeError(`${GTAG_POLICY_NAME} refuses ${u}`);
      return u;
    },
  });
  return policy.createScriptURL(url) as string;
}

let started = false;

/**
 * Configures gtag and, with a measurement ID, loads gtag.js once (later calls do nothing). Page
 * views are sent by the app on each route change (trackPageView), so gtag's own is turned off.
 */
export function startAnalytics(measurementId: string | undefined, doc: Document = document): void {
  if (started) return;
  started = true;
  const queue = gtag();
  if (measurementId === undefined) return;
  queue('js', new Date());
  queue('config', measurementId, { send_page_view: false });
  const script = doc.createElement('script');
  script.async = true;
  script.src = scriptUrl(gtagScriptUrl(measurementId));
  doc.head.append(script);
}

/** For tests: forget that analytics started. */
export function resetAnalyticsForTests(): void {
  started = false;
  policy = undefined;
}

// The catalogue object (ANALYTICS_EVENTS) is not imported on the first route: only the one name
// the shell sends is, checked against the catalogue's type.
const PAGE_VIEW = 'page_view' satisfies AnalyticsEventName;

/** A page view of a route change, with the spec's screen name where the route has one. */
export function trackPageView(pagePath: string, inWebView: boolean, screenName?: ScreenName): void {
  send(analyticsEvent(PAGE_VIEW, platformOf(inWebView), { page_path: pagePath, screen_name: screenName }));
}

export function trackEvent(name: AnalyticsEventName, inWebView: boolean, params: AnalyticsParams = {}): void {
  send(analyticsEvent(name, platformOf(inWebView), params));
}
