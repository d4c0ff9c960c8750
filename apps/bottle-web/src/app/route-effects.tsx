/**
 * Effects of every route change (spec §2 "Shell behaviour"): scroll to the top on each path or
 * query change, report a page view, and lock or allow pinch zoom by path.
 */
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { applyViewportZoom } from '../lib/viewport';
import { trackPageView } from '../lib/analytics';
import { useAppSelector } from '../lib/store/hooks';

export function RouteEffects() {
  const { pathname, search } = useLocation();
  const inWebView = useAppSelector((s) => s.auth.inWebView);
  useEffect(() => {
    window.scrollTo(0, 0);
    applyViewportZoom(pathname);
    trackPageView(pathname + search, inWebView);
  }, [pathname, search, inWebView]);
  return null;
}
