/**
 * Refetches when the member comes back to the page (window focus, or the tab / web view becoming
 * visible again). RTK Query's own refetchOnFocus needs setupListeners on the app's store, and the
 * shell's queries default to no refetch on focus (spec §9); screens that show something changing
 * on the store's side (a reservation's status) opt in with this hook.
 */
import { useEffect, useRef } from 'react';

/** Coming back fires focus and visibilitychange together: one refetch for both. */
const SAME_RETURN_MS = 1000;

export function useRefetchOnFocus(refetch: () => void, enabled = true): void {
  const latest = useRef(refetch);
  latest.current = refetch;
  useEffect(() => {
    if (!enabled || typeof window === 'undefined') return undefined;
    let last = -Infinity;
    const run = () => {
      const now = Date.now();
      if (now - last < SAME_RETURN_MS) return;
      last = now;
      latest.current();
    };
    const onFocus = () => run();
    const onVisibility = () => {
      if (document.visibilityState === 'visible') run();
    };
    window.addEventListener('focus', onFocus);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      window.removeEventListener('focus', onFocus);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [enabled]);
}
