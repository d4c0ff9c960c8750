/**
 * `track(name, params)`: an analytics event of the catalogue (libs/domain ANALYTICS_EVENTS) sent
 * where its action happens, with the platform property of this session (WebView or MobileWeb).
 */
import { useCallback } from 'react';
import type { AnalyticsEventName, AnalyticsParams } from '@bottle/domain';
import { trackEvent } from './analytics';
import { useInWebView } from './services';

export function useTrackEvent(): (name: AnalyticsEventName, params?: AnalyticsParams) => void {
  const inWebView = useInWebView();
  return useCallback((name, params) => trackEvent(name, inWebView, params), [inWebView]);
}
