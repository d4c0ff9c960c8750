/**
 * Counted body scroll lock (spec §2 "Page body scroll is locked while any popup is open").
 *
 * Radix Dialog already blocks wheel and touch scrolling outside the top layer
 * (react-remove-scroll), but iOS Safari still moves the page underneath in cases it cannot
 * catch: focusing an input inside a popup scrolls the layout viewport, and rubber-band
 * scrolling of the document starts outside any listener. The fix that works there is to take
 * the body out of flow (`position: fixed` at `top: -scrollY`) and put the scroll position back
 * when the last overlay closes. Locks are counted so nested overlays (a confirm over a panel)
 * keep the page locked until the outermost one closes.
 */
import { useLayoutEffect } from 'react';

const STYLE_KEYS = ['position', 'top', 'left', 'right', 'width', 'overflow'] as const;
type SavedStyle = Record<(typeof STYLE_KEYS)[number], string>;

interface LockState {
  count: number;
  scrollX: number;
  scrollY: number;
  style: SavedStyle | null;
}

const state: LockState = { count: 0, scrollX: 0, scrollY: 0, style: null };

/** Attribute on <body> holding the number of active locks (for styling and debugging). */
export const SCROLL_LOCK_ATTRIBUTE = 'data-bottle-scroll-lock';

function apply(): void {
  const { body } = document;
  state.scrollX = window.scrollX;
  state.scrollY = window.scrollY;
  state.style = {
    position: body.style.position,
    top: body.style.top,
    left: body.style.left,
    right: body.style.right,
    width: body.style.width,
    overflow: body.style.overflow,
  };
  body.style.position = 'fixed';
  body.style.top = `-${state.scrollY}px`;
  body.style.left = `-${state.scrollX}px`;
  body.style.right = '0';
  body.style.width = '100%';
  body.style.overflow = 'hidden';
}

function restore(): void {
  const { body } = document;
  const saved = state.style;
  if (saved !== null) {
    for (const key of STYLE_KEYS) body.style[key] = saved[key];
  }
  state.style = null;
  body.removeAttribute(SCROLL_LOCK_ATTRIBUTE);
  window.scrollTo(state.scrollX, state.scrollY);
}

/**
 * Takes one lock on the page body and returns its release function (idempotent: calling it
 * twice releases once). The first lock pins the page; the last release restores it and the
 * scroll position.
 *
 * @example
 * const release = lockBodyScroll();
 * // ... later
 * release();
 */
export function lockBodyScroll(): () => void {
  if (typeof document === 'undefined') return () => undefined;
  state.count += 1;
  if (state.count === 1) apply();
  document.body.setAttribute(SCROLL_LOCK_ATTRIBUTE, String(state.count));
  let released = false;
  return () => {
    if (released) return;
    released = true;
    state.count -= 1;
    if (state.count === 0) restore();
    else document.body.setAttribute(SCROLL_LOCK_ATTRIBUTE, String(state.count));
  };
}

/** How many overlays currently hold the lock. */
export function bodyScrollLockCount(): number {
  return state.count;
}

/** Holds a lock while `active` is true (every libs/ui overlay uses it with its `open` prop). */
export function useBodyScrollLock(active: boolean): void {
  // Layout effect: pin the body before the browser paints the opened overlay, so the page
  // never visibly jumps.
  useLayoutEffect(() => (active ? lockBodyScroll() : undefined), [active]);
}
