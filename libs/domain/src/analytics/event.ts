/**
 * The event shape and platform property of analytics (architecture.md "Contracts": gtag into
 * window.dataLayer with platform WebView or MobileWeb). Kept apart from the event-name catalogue
 * (./index.ts) so the app's first route can send a page view without the whole catalogue.
 */
import type { AnalyticsEventName } from './index';

/** The platform property of every analytics event (spec §7). */
export const ANALYTICS_PLATFORM = { webView: 'WebView', mobileWeb: 'MobileWeb' } as const;
export type AnalyticsPlatform = (typeof ANALYTICS_PLATFORM)[keyof typeof ANALYTICS_PLATFORM];

/** 'WebView' inside the native shell, 'MobileWeb' in a browser. */
export function platformOf(isWebView: boolean): AnalyticsPlatform {
  return isWebView ? ANALYTICS_PLATFORM.webView : ANALYTICS_PLATFORM.mobileWeb;
}

export type AnalyticsParams = Readonly<Record<string, string | number | boolean | undefined>>;

export interface AnalyticsEvent {
  readonly name: AnalyticsEventName;
  /** Parameters as sent; always holds `platform`. Undefined values are dropped. */
  readonly params: Readonly<Record<string, string | number | boolean>> & { readonly platform: AnalyticsPlatform };
}

/**
 * An event ready for `gtag('event', event.name, event.params)`: the platform property is always
 * set (spec §7) and wins over a `platform` param, undefined params are dropped.
 */
export function analyticsEvent(name: AnalyticsEventName, platform: AnalyticsPlatform, params: AnalyticsParams = {}): AnalyticsEvent {
  const clean: Record<string, string | number | boolean> = {};
  for (const [key, value] of Object.entries(params)) if (value !== undefined) clean[key] = value;
  return { name, params: { ...clean, platform } };
}
