/**
 * Global popups (spec §2 "Global popups"): every popup opens and closes through a pair of
 * actions (spec §4 "Popups open and close through paired actions"). Callbacks are functions and
 * do not belong in Redux state, so the state keeps an id and ./popup-callbacks.ts keeps the
 * functions for that id.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export interface AlertPopup {
  id: number;
  content: string;
}
export interface ConfirmPopup {
  id: number;
  message: string;
  confirmLabel?: string;
  cancelLabel?: string;
  body?: string;
  banner?: string;
}
export interface TermsPopup {
  id: number;
  title: string;
  html: string;
}
export interface StoreInfoPopup {
  /** The store to show; absent → the member's default store, or 201 for visitors (spec §2). */
  strCd?: string;
}

/** An alert or confirm asked for while another message popup is open: shown when it closes. */
export type WaitingPopup = { kind: 'alert'; popup: AlertPopup } | { kind: 'confirm'; popup: ConfirmPopup };

export interface PopupState {
  alert: AlertPopup | null;
  confirm: ConfirmPopup | null;
  terms: TermsPopup | null;
  barcode: boolean;
  storeInfo: StoreInfoPopup | null;
  mainStore: boolean;
  loading: boolean;
  chatLoading: boolean;
  inspectionAppCard: boolean;
  chatVoice: boolean;
  chatCamera: boolean;
  /**
   * Alerts and confirms wait their turn: two open at once each hid the other from the
   * accessibility tree (both modal) and a member saw neither outcome. Shown in the order asked.
   */
  waiting: WaitingPopup[];
}

export const initialPopupState: PopupState = {
  alert: null,
  confirm: null,
  terms: null,
  barcode: false,
  storeInfo: null,
  mainStore: false,
  loading: false,
  chatLoading: false,
  inspectionAppCard: false,
  chatVoice: false,
  chatCamera: false,
  waiting: [],
};

/** An alert or a confirm is showing, or one is about to (the last closed, the next not yet shown). */
function messageBusy(s: PopupState): boolean {
  return s.alert !== null || s.confirm !== null || s.waiting.length > 0;
}

export const popupSlice = createSlice({
  name: 'popup',
  initialState: initialPopupState,
  reducers: {
    openAlert: (s, a: PayloadAction<AlertPopup>) => {
      if (messageBusy(s)) s.waiting.push({ kind: 'alert', popup: a.payload });
      else s.alert = a.payload;
    },
    /** Closes the alert (only the one with this id, when given: a late second tap closes no other). */
    closeAlert: (s, a: PayloadAction<number | undefined>) => {
      if (a.payload === undefined || s.alert?.id === a.payload) s.alert = null;
    },
    openConfirm: (s, a: PayloadAction<ConfirmPopup>) => {
      if (messageBusy(s)) s.waiting.push({ kind: 'confirm', popup: a.payload });
      else s.confirm = a.payload;
    },
    closeConfirm: (s, a: PayloadAction<number | undefined>) => {
      if (a.payload === undefined || s.confirm?.id === a.payload) s.confirm = null;
    },
    /** The next waiting alert or confirm, once the one before has closed and its history entry is gone. */
    showNextWaiting: (s) => {
      if (s.alert !== null || s.confirm !== null) return;
      const next = s.waiting.shift();
      if (next?.kind === 'alert') s.alert = next.popup;
      else if (next?.kind === 'confirm') s.confirm = next.popup;
    },
    openTerms: (s, a: PayloadAction<TermsPopup>) => void (s.terms = a.payload),
    closeTerms: (s) => void (s.terms = null),
    openBarcode: (s) => void (s.barcode = true),
    closeBarcode: (s) => void (s.barcode = false),
    openStoreInfo: (s, a: PayloadAction<StoreInfoPopup | undefined>) => void (s.storeInfo = a.payload ?? {}),
    closeStoreInfo: (s) => void (s.storeInfo = null),
    openMainStore: (s) => void (s.mainStore = true),
    closeMainStore: (s) => void (s.mainStore = false),
    openLoading: (s) => void (s.loading = true),
    closeLoading: (s) => void (s.loading = false),
    openChatLoading: (s) => void (s.chatLoading = true),
    closeChatLoading: (s) => void (s.chatLoading = false),
    openInspectionAppCard: (s) => void (s.inspectionAppCard = true),
    closeInspectionAppCard: (s) => void (s.inspectionAppCard = false),
    openChatVoice: (s) => void (s.chatVoice = true),
    closeChatVoice: (s) => void (s.chatVoice = false),
    openChatCamera: (s) => void (s.chatCamera = true),
    closeChatCamera: (s) => void (s.chatCamera = false),
  },
});

export const popupActions = popupSlice.actions;

/** True while any popup that locks the page is open (spec §2: body scroll locked). */
export function anyPopupOpen(s: PopupState): boolean {
  const { waiting: _waiting, ...shown } = s;
  return Object.values(shown).some((v) => v !== null && v !== false);
}
