/**
 * Spec §2 "Browser back": the browser back action while an alert, confirm, terms or barcode
 * popup is open closes them all and stays on the same page.
 *
 * How: when the first such popup opens, one history entry is pushed for the same URL (keeping
 * the router's own `history.state`, so React Router sees the same location and index). Back
 * pops that entry: the `popstate` listener closes every registered popup at once, and the page
 * stays. When the popups are closed by their own buttons instead, the extra entry is removed
 * with `history.back()` (only if it is still the current entry, so a popup that closed because
 * the user navigated never undoes that navigation), and the `popstate` this causes is ignored.
 *
 * The native shell's hardware back can route to the same path with `closeBackClosables()`
 * (docs/conventions.md "Route the native back event to the same 'close the top layer' path").
 *
 * What a popup's answer does next (navigate, open the login page…) must wait for that removal:
 * `history.back()` is asynchronous, and a navigation started before its `popstate` arrives is
 * undone by it (a router reads that popstate as a back navigation and drops the navigation it
 * was still loading). `afterBackGuardSettles(callback)` runs the callback once it is safe.
 */
import { useEffect, useRef } from 'react';

/** Key added to `history.state` of the guard entry. */
export const BACK_GUARD_KEY = '__bottleBackGuard';

interface Registry {
  closers: Map<number, () => void>;
  nextId: number;
  guardToken: string | null;
  ignorePops: number;
  listening: boolean;
  /** Callbacks waiting for our own `history.back()` to land (afterBackGuardSettles). */
  settling: (() => void)[];
}

const registry: Registry = { closers: new Map(), nextId: 1, guardToken: null, ignorePops: 0, listening: false, settling: [] };

function currentGuard(): unknown {
  const st: unknown = window.history.state;
  return st !== null && typeof st === 'object' ? (st as Record<string, unknown>)[BACK_GUARD_KEY] : undefined;
}

function pushGuard(): void {
  const token = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
  const base: unknown = window.history.state;
  const next = base !== null && typeof base === 'object' ? { ...(base as object), [BACK_GUARD_KEY]: token } : { [BACK_GUARD_KEY]: token };
  window.history.pushState(next, '');
  registry.guardToken = token;
}

function onPopState(): void {
  if (registry.ignorePops > 0) {
    registry.ignorePops -= 1;
    // A popup may have opened while our own back() was in flight: guard it again.
    if (registry.closers.size > 0 && registry.guardToken === null) pushGuard();
    runSettledCallbacks();
    return;
  }
  if (registry.guardToken === null) return;
  if (currentGuard() === registry.guardToken) return; // moved forward onto our entry: nothing to close
  registry.guardToken = null;
  closeAll();
}

function closeAll(): boolean {
  const closers = [...registry.closers.values()];
  for (const close of closers) close();
  return closers.length > 0;
}

function ensureListening(): void {
  if (registry.listening) return;
  window.addEventListener('popstate', onPopState);
  registry.listening = true;
}

function register(close: () => void): () => void {
  ensureListening();
  const id = registry.nextId++;
  registry.closers.set(id, close);
  if (registry.guardToken === null && registry.ignorePops === 0) pushGuard();
  return () => {
    registry.closers.delete(id);
    // Deferred so React StrictMode's unmount-remount of effects (same tick) does not cost a
    // history round trip.
    queueMicrotask(() => {
      if (registry.closers.size > 0 || registry.guardToken === null) return;
      const token = registry.guardToken;
      registry.guardToken = null;
      if (currentGuard() === token) {
        registry.ignorePops += 1;
        window.history.back();
      }
    });
  };
}

/**
 * While `open`, the browser back action calls `close` (together with every other open popup
 * using this hook) instead of leaving the page. `close` may change between renders.
 *
 * @example
 * useBackCloses(isAlertOpen, () => dispatch(closeAlert()));
 */
export function useBackCloses(open: boolean, close: () => void): void {
  const closeRef = useRef(close);
  useEffect(() => {
    closeRef.current = close;
  });
  useEffect(() => {
    if (!open) return undefined;
    return register(() => closeRef.current());
  }, [open]);
}

/**
 * Closes every popup registered through `useBackCloses`, as the browser back action does.
 * Returns whether anything was open, so a native back handler can fall through to its own
 * behaviour (go back a page, quit) when nothing was.
 */
export function closeBackClosables(): boolean {
  return closeAll();
}

function runSettledCallbacks(): void {
  if (registry.ignorePops > 0) return;
  const callbacks = registry.settling;
  registry.settling = [];
  for (const callback of callbacks) callback();
}

/**
 * Runs `callback` once the popups closing now have removed their history entry, so that a
 * navigation it starts is never undone by that removal (the first tap on 로그인 in the
 * login confirm did nothing, because the guard's `popstate` cancelled the navigation to the
 * login page while its code was still loading).
 *
 * A popup closed by its own button removes its entry in a microtask after React commits the
 * close (a store-driven close renders synchronously), so one macrotask later `history.back()`
 * has been called if it was needed; the callback then waits for its `popstate`, or runs at once
 * when no entry had to be removed (back already consumed it, other popups still hold it, or
 * the popup does not take part).
 *
 * @example
 * dispatch(closeConfirm());
 * afterBackGuardSettles(() => navigate('/login'));
 */
export function afterBackGuardSettles(callback: () => void): void {
  setTimeout(() => {
    registry.settling.push(callback);
    runSettledCallbacks();
  }, 0);
}

/**
 * For tests: forget every guard, pending back and waiting callback, and stop listening, as on a
 * page just opened. The registry belongs to the page, and test files that share one module graph
 * share it. Without this, a test that ended between our `history.back()` and its `popstate` (or
 * whose `pushState` cancelled that traversal, as jsdom does) leaves every later popup unguarded
 * and every `afterBackGuardSettles` callback waiting for good; and a listener left from an
 * earlier test hears a `popstate` before the router of the next test does (in the app the router
 * is made first), so an answer's navigation would start before the router has read that
 * `popstate` as a back navigation, which then cancels it.
 */
export function resetBackClosablesForTests(): void {
  if (registry.listening) window.removeEventListener('popstate', onPopState);
  registry.listening = false;
  registry.closers.clear();
  registry.guardToken = null;
  registry.ignorePops = 0;
  registry.settling = [];
}

/** Number of open popups that the back action would close. */
export function backClosableCount(): number {
  return registry.closers.size;
}
