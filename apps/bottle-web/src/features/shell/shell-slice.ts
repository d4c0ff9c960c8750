/**
 * Full-screen shell states (spec §2 "Shell behaviour", §4): the mandatory update, the tampering
 * notice after a failed security check, the desktop guidance page, the system inspection.
 * At most one shows; start-up and the desktop check decide which.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export type ShellScreen = 'none' | 'update' | 'tampered' | 'desktop' | 'inspection';

export const shellSlice = createSlice({
  name: 'shell',
  initialState: { screen: 'none' as ShellScreen },
  reducers: {
    showShellScreen: (s, a: PayloadAction<ShellScreen>) => void (s.screen = a.payload),
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
