/**
 * Full-screen shell states (spec §2 "Shell behaviour", §4): the mandatory update, the tampering
 * notice after a failed security check, the desktop guidance page, the system inspection.
 * At most one shows; start-up and the desktop check decide which.
 *
 * Also the shell's short confirmation of something that just happened on another screen (a
 * toast, e.g. "로그인되었습니다" after a login), shown over whatever screen comes next.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { AnyMessageKey } from '../i18n';

export type ShellScreen = 'none' | 'update' | 'tampered' | 'desktop' | 'inspection';

export interface ShellToast {
  /** Catalogue key of the text. */
  key: AnyMessageKey;
  /** Tells two toasts with the same text apart (each one is announced and times out on its own). */
  id: number;
}

export interface ShellState {
  screen: ShellScreen;
  toast: ShellToast | null;
}

const initialState: ShellState = { screen: 'none', toast: null };

export const shellSlice = createSlice({
  name: 'shell',
  initialState,
  reducers: {
    showShellScreen: (s, a: PayloadAction<ShellScreen>) => void (s.screen = a.payload),
    showToast: (s, a: PayloadAction<AnyMessageKey>) => void (s.toast = { key: a.payload, id: (s.toast?.id ?? 0) + 1 }),
    /** Hides the toast `id` (a later toast stays). */
    hideToast: (s, a: PayloadAction<number>) => {
      if (s.toast?.id === a.payload) s.toast = null;
    },
  },
});

export const shellActions = shellSlice.actions;

/** Key of the tab-session choice to keep using the app in a desktop browser. */
export const DESKTOP_CONTINUE_KEY = 'bottle.desktop.continue';

/**
 * A desktop browser (spec §2): not the native shell and no phone or tablet in the user agent.
 * iPadOS Safari reports a Macintosh user agent; touch points tell it apart.
 */
export function isDesktopBrowser(userAgent: string, maxTouchPoints: number, inWebView: boolean): boolean {
  if (inWebView) return false;
  if (/Mobi|Android|iPhone|iPad|iPod|Tablet/i.test(userAgent)) return false;
  if (/Macintosh/.test(userAgent) && maxTouchPoints > 1) return false;
  return true;
}
