/** The app's trackEvent with the platform of this page (web view or browser) filled in. */
import { useCallback } from 'react';
import type { AnalyticsEventName, AnalyticsParams } from '@bottle/domain';
import { trackEvent } from '../../../lib/analytics';
import { useAppSelector } from '../../../lib/store/hooks';

export function useTrack(): (event: AnalyticsEventName, params?: AnalyticsParams) => void {
  const inWebView = useAppSelector((s) => s.auth.inWebView);
  return useCallback((event, params = {}) => trackEvent(event, inWebView, params), [inWebView]);
}
