import { describe, expect, it, vi } from 'vitest';
import { makeStore } from '../store/store';
import { anyPopupOpen, backClosableOpen, popupActions } from './popup-slice';
import { resolveAlert, resolveConfirm, showAlert, showConfirm } from './popup-thunks';

describe('global popups (spec §2, §4 "paired actions")', () => {
  it('given an alert with a close callback, when it is resolved, then it closes and the callback runs once', async () => {
    const store = makeStore();
    const onClose = vi.fn();
    store.dispatch(showAlert('주소가 복사되었습니다.', onClose));
    const alert = store.getState().popup.alert;
    expect(alert?.content).toBe('주소가 복사되었습니다.');
    store.dispatch(resolveAlert(alert!.id));
    expect(store.getState().popup.alert).toBeNull();
    // The answer runs once the popup's history entry is gone (issue 12), not inside the tap.
    expect(onClose).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('given a confirm, then confirm and cancel call their own callbacks', async () => {
    const store = makeStore();
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    store.dispatch(showConfirm({ message: '취소할까요?', onConfirm, onCancel }));
    store.dispatch(resolveConfirm(store.getState().popup.confirm!.id, false));
    await vi.waitFor(() => expect(onCancel).toHaveBeenCalledTimes(1));
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('given alert, confirm, terms and barcode open, when the browser back action closes them, then all close and store info stays', () => {
    const store = makeStore();
    store.dispatch(popupActions.openAlert({ id: 1, content: 'a' }));
    store.dispatch(popupActions.openConfirm({ id: 2, message: 'b' }));
    store.dispatch(popupActions.openTerms({ id: 3, title: 't', html: '<p>x</p>' }));
    store.dispatch(popupActions.openBarcode());
    store.dispatch(popupActions.openStoreInfo({ strCd: '201' }));
    expect(backClosableOpen(store.getState().popup)).toBe(true);
    store.dispatch(popupActions.closeBackClosable());
    const s = store.getState().popup;
    expect(backClosableOpen(s)).toBe(false);
    expect(s.storeInfo).toEqual({ strCd: '201' });
    expect(anyPopupOpen(s)).toBe(true);
    store.dispatch(popupActions.closeStoreInfo());
    expect(anyPopupOpen(store.getState().popup)).toBe(false);
  });
});
