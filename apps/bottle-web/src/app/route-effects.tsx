/**
 * Effects of every route change (spec §2 "Shell behaviour"): scroll to the top on each path or
 * query change, report a page view with the route's screen name, and lock or allow pinch zoom by
 * path; keep the previous location (lib/previous-location.ts). Analytics starts here once,
 * before the first page view is queued.
 */
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { applyViewportZoom } from '../lib/viewport';
import { startAnalytics, trackPageView } from '../lib/analytics';
import { rememberLocation } from '../lib/previous-location';
import { useServices, useInWebView } from '../lib/services';

import { screenNameOf } from './route-screens';

export function RouteEffects() {
  const { pathname, search } = useLocation();
  const inWebView = useInWebView();
  const { config } = useServices();
  useEffect(() => startAnalytics(config.gaMeasurementId), [config.gaMeasurementId]);
  useEffect(() => {
    window.scrollTo(0, 0);
    applyViewportZoom(pathname);
    trackPageView(pathname + search, inWebView, screenNameOf(pathname));
  }, [pathname, search, inWebView]);
  // Spec §3, §4: the previous location, where the login sends the member back to.
  useEffect(() => rememberLocation(pathname + search), [pathname, search]);
  return null;
}
