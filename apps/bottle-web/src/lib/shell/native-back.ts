/**
 * The native back button (web view): the same "close the top layer" path as the browser back
 * action (docs/conventions.md "UI"; spec §2 "Browser back"): open alert/confirm/terms/barcode popups close
 * at once; with none open, the page goes back, or at the app's first screen the shell is told
 * "not handled" and leaves the app. Loaded only inside the shell.
 */
import type { Bridge } from '@bottle/bridge';
import { closeBackClosables } from '@bottle/ui';

export function routeNativeBack(bridge: Pick<Bridge, 'on'>, win: Window = window): () => void {
  // The answer tells the shell whether to act itself: false at the first screen of the app, where
  // the shell leaves the app (Android) instead of the web going back out of it (libs/bridge README "back").
  return bridge.on('back', () => {
    if (closeBackClosables()) return true;
    if (!canGoBack(win)) return false;
    win.history.back();
    return true;
  });
}

/**
 * Whether the app has a screen of its own to go back to: the router numbers its history entries
 * (`history.state.idx`, 0 for the first one the app loaded).
 */
export function canGoBack(win: Pick<Window, 'history'>): boolean {
  const state: unknown = win.history.state;
  const idx = typeof state === 'object' && state !== null ? (state as { idx?: unknown }).idx : undefined;
  return typeof idx === 'number' && idx > 0;
}
