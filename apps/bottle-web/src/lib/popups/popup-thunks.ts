/**
 * Opening a popup with callbacks: registers the callbacks, then dispatches the open action with
 * the id. The connected popups call `resolve*` when the member answers; the answer's callback
 * runs once the popup's history entry is gone (libs/ui afterBackGuardSettles), so a callback
 * that navigates is never undone by the popup's own `history.back()` (the first tap
 * on 로그인 in the login confirm did nothing).
 */
import type { Dispatch } from '@reduxjs/toolkit';
import type { PopupState } from './popup-slice';
import { afterBackGuardSettles } from '@bottle/ui';
import { popupActions } from './popup-slice';
import { chainOnClose, registerPopupCallbacks, takePopupCallbacks } from './popup-callbacks';

export interface ConfirmOptions {
  message: string;
  confirmLabel?: string;
  cancelLabel?: string;
  body?: string;
  banner?: string;
  onConfirm?: () => void;
  onCancel?: () => void;
}

type GetState = () => { popup: PopupState };

/**
 * Shows an alert, after any alert or confirm already open (popup-slice `waiting`). The same words
 * already showing or waiting are not shown twice: this one's callback runs when that one closes.
 */
export const showAlert = (content: string, onClose?: () => void) => (dispatch: Dispatch, getState?: GetState) => {
  const popup = getState?.().popup;
  const same = popup
    ? [popup.alert, ...popup.waiting.map((w) => (w.kind === 'alert' ? w.popup : null))].find((a) => a?.content === content)
    : undefined;
  if (same) {
    if (onClose) chainOnClose(same.id, onClose);
    return;
  }
  const id = registerPopupCallbacks(onClose ? { onClose } : {});
  dispatch(popupActions.openAlert({ id, content }));
};

/** Shows an alert and resolves when the member closes it. */
export const alertAndWait = (content: string) => (dispatch: Dispatch, getState?: GetState) =>
  new Promise<void>((resolve) => {
    showAlert(content, resolve)(dispatch, getState);
  });

export const showConfirm = (opts: ConfirmOptions) => (dispatch: Dispatch) => {
  const { onConfirm, onCancel, ...content } = opts;
  const id = registerPopupCallbacks({
    ...(onConfirm ? { onConfirm } : {}),
    ...(onCancel ? { onCancel } : {}),
  });
  dispatch(popupActions.openConfirm({ id, ...content }));
};

export const resolveAlert = (id: number) => (dispatch: Dispatch) => {
  dispatch(popupActions.closeAlert(id));
  const { onClose } = takePopupCallbacks(id);
  afterBackGuardSettles(() => {
    dispatch(popupActions.showNextWaiting());
    onClose?.();
  });
};

export const resolveConfirm = (id: number, confirmed: boolean) => (dispatch: Dispatch) => {
  dispatch(popupActions.closeConfirm(id));
  const cbs = takePopupCallbacks(id);
  const answer = confirmed ? cbs.onConfirm : cbs.onCancel;
  afterBackGuardSettles(() => {
    dispatch(popupActions.showNextWaiting());
    answer?.();
  });
};
