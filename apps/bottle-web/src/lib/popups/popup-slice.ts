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
};

export const popupSlice = createSlice({
  name: 'popup',
  initialState: initialPopupState,
  reducers: {
    openAlert: (s, a: PayloadAction<AlertPopup>) => void (s.alert = a.payload),
    closeAlert: (s) => void (s.alert = null),
    openConfirm: (s, a: PayloadAction<ConfirmPopup>) => void (s.confirm = a.payload),
    closeConfirm: (s) => void (s.confirm = null),
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
  return Object.values(s).some((v) => v !== null && v !== false);
}
