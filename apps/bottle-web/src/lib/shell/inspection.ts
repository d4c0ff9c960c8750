/**
 * When the chain's servers are under inspection (spec §2 "A system-inspection screen shows an
 * image", "Inspection app-card" popup; the spec names no trigger: ASSUMPTIONS.md "Inspection").
 *
 * A gateway in maintenance answers HTTP 503 (Service Unavailable) to every call. libs/api retries
 * 5xx answers with back-off first (spec §9), so what reaches the store is a call that stayed
 * unavailable, not a passing hiccup. Then:
 * - the app card's call (the membership barcode): the card system is under inspection. The
 *   barcode popup gives way to the inspection app-card popup; the rest of the app goes on.
 * - any other call of the shop's or the sign-on's services: the system inspection screen covers
 *   the app. While it shows, the server's clock call is asked every {@link INSPECTION_POLL_MS};
 *   the first answer hides the screen and the calls that failed are asked again, so the member
 *   finds the screen they were on, with its data, and nothing they entered lost.
 * The AI sommelier's service is not the shop's: its 503 is the chat's own error.
 * The screen's end (asking again) is ./inspection-end.ts's, loaded with the screen.
 */
import { isRejectedWithValue, type Middleware, type UnknownAction } from '@reduxjs/toolkit';
import { bottleApi, isApiError, userApi } from '@bottle/api';
import { popupActions } from '../popups/popup-slice';
import { shellActions, type ShellScreen } from './shell-slice';

/** The HTTP status of a service under inspection. */
export const INSPECTION_STATUS = 503;
/** The app card's endpoint: its inspection is the card's own popup. */
const APP_CARD_ENDPOINT = 'appCardInfo';
/** The services whose 503 is the system's inspection (the chat's is its own error). */
export const INSPECTION_SERVICES = [bottleApi, userApi] as const;

interface RejectedQueryMeta {
  arg?: { endpointName?: string; type?: string };
}

/** What a rejected call says about inspection: the card's, the whole system's, or nothing. */
export function inspectionOf(action: unknown): 'card' | 'system' | null {
  if (!isRejectedWithValue(action)) return null;
  const { type, payload } = action as UnknownAction & { payload: unknown };
  if (!INSPECTION_SERVICES.some((api) => type.startsWith(`${api.reducerPath}/`))) return null;
  if (!isApiError(payload) || payload.status !== INSPECTION_STATUS) return null;
  const endpoint = (action.meta as RejectedQueryMeta).arg?.endpointName;
  return endpoint === APP_CARD_ENDPOINT ? 'card' : 'system';
}

/** Shows the inspection popup or screen for the calls that found the servers under inspection. */
export const inspectionMiddleware: Middleware<object, { shell: { screen: ShellScreen } }> = (store) => (next) => (action) => {
  const result = next(action);
  const found = inspectionOf(action);
  if (found === 'card') {
    store.dispatch(popupActions.closeBarcode());
    store.dispatch(popupActions.openInspectionAppCard());
  } else if (found === 'system' && store.getState().shell.screen === 'none') {
    // A screen already up (the mandatory update, the desktop guidance) keeps its place.
    store.dispatch(shellActions.showShellScreen('inspection'));
  }
  return result;
};
