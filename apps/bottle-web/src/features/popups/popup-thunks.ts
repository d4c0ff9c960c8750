/**
 * Opening a popup with callbacks: registers the callbacks, then dispatches the open action with
 * the id. The connected popups call `resolve*` when the member answers.
 */
import type { Dispatch } from '@reduxjs/toolkit';
import { popupActions } from './popup-slice';
import { registerPopupCallbacks, takePopupCallbacks } from './popup-callbacks';

export interface ConfirmOptions {
  message: string;
  confirmLabel?: string;
  cancelLabel?: string;
  body?: string;
  banner?: string;
  onConfirm?: () => void;
  onCancel?: () => void;
}

export const showAlert = (content: string, onClose?: () => void) => (dispatch: Dispatch) => {
  const id = registerPopupCallbacks(onClose ? { onClose } : {});
  dispatch(popupActions.openAlert({ id, content }));
};

/** Shows an alert and resolves when the member closes it. */
export const alertAndWait = (content: string) => (dispatch: Dispatch) =>
  new Promise<void>((resolve) => {
    showAlert(content, resolve)(dispatch);
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
  dispatch(popupActions.closeAlert());
  takePopupCallbacks(id).onClose?.();
};

export const resolveConfirm = (id: number, confirmed: boolean) => (dispatch: Dispatch) => {
  dispatch(popupActions.closeConfirm());
  const cbs = takePopupCallbacks(id);
  (confirmed ? cbs.onConfirm : cbs.onCancel)?.();
};
