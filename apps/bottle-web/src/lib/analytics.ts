/**
 * Analytics through gtag into window.dataLayer (architecture.md "Contracts"): every event
 * carries the platform property WebView or MobileWeb; event names and the event shape come from
 * libs/domain. Nothing here sends tokens or personal data.
 */
import {
  analyticsEvent,
  platformOf,
  type AnalyticsEvent,
  type AnalyticsEventName,
  type AnalyticsParams,
} from '@bottle/domain';

type DataLayerWindow = Window & { dataLayer?: unknown[]; gtag?: (...args: unknown[]) => void };

function send(event: AnalyticsEvent): void {
  const w = window as DataLayerWindow;
  w.dataLayer = w.dataLayer ?? [];
  if (typeof w.gtag === 'function') w.gtag('event', event.name, event.params);
  // Before gtag.js loads (or in demo mode, without it) the official snippet queues the same
  // arguments on dataLayer; do the same so nothing is lost and tests can read it.
  else w.dataLayer.push(['event', event.name, event.params]);
}

// The catalogue object (ANALYTICS_EVENTS) is not imported on the first route: only the one name
// the shell sends is, checked against the catalogue's type.
const PAGE_VIEW = 'page_view' satisfies AnalyticsEventName;

export function trackPageView(pagePath: string, inWebView: boolean): void {
  send(analyticsEvent(PAGE_VIEW, platformOf(inWebView), { page_path: pagePath }));
}

export function trackEvent(name: AnalyticsEventName, inWebView: boolean, params: AnalyticsParams = {}): void {
  send(analyticsEvent(name, platformOf(inWebView), params));
}
