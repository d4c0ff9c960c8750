// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { makeStore } from '../store/store';
import { anyPopupOpen } from './popup-slice';
import { resolveAlert, resolveConfirm, showAlert, showConfirm } from './popup-thunks';

describe('global popups (spec §2, §4 "paired actions")', () => {
  it('given an alert with a close callback, when it is resolved, then it closes and the callback runs once', async () => {
    const store = makeStore();
    const onClose = vi.fn();
    store.dispatch(showAlert('주소가 복사되었습니다.', onClose));
    const alert = store.getState().popup.alert;
    if (!alert) throw new Error('no alert shown');
    expect(alert.content).toBe('주소가 복사되었습니다.');
    store.dispatch(resolveAlert(alert.id));
    expect(store.getState().popup.alert).toBeNull();
    // The answer runs once the popup's history entry is gone, not inside the tap.
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
    const confirm = store.getState().popup.confirm;
    if (!confirm) throw new Error('no confirm shown');
    store.dispatch(resolveConfirm(confirm.id, false));
    await vi.waitFor(() => expect(onCancel).toHaveBeenCalledTimes(1));
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('given an alert open, when a confirm is asked, then it waits (never two modals at once) and shows once the alert is closed; both answers run', async () => {
    const store = makeStore();
    const onClose = vi.fn();
    const onConfirm = vi.fn();
    store.dispatch(showAlert('리뷰를 올렸어요.', onClose));
    store.dispatch(showConfirm({ message: '노트를 고쳤어요. 리뷰도 바꿀까요?', onConfirm }));
    const alert = store.getState().popup.alert;
    expect(alert?.content).toBe('리뷰를 올렸어요.');
    expect(store.getState().popup.confirm).toBeNull();
    store.dispatch(resolveAlert(alert?.id ?? -1));
    await vi.waitFor(() => expect(store.getState().popup.confirm?.message).toBe('노트를 고쳤어요. 리뷰도 바꿀까요?'));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(store.getState().popup.alert).toBeNull();
    store.dispatch(resolveConfirm(store.getState().popup.confirm?.id ?? -1, true));
    await vi.waitFor(() => expect(onConfirm).toHaveBeenCalledTimes(1));
    expect(anyPopupOpen(store.getState().popup)).toBe(false);
    expect(store.getState().popup.waiting).toEqual([]);
  });

  it('given a confirm open, when two alerts come, then they show one at a time in the order asked', async () => {
    const store = makeStore();
    store.dispatch(showConfirm({ message: '삭제할까요?' }));
    store.dispatch(showAlert('첫째'));
    store.dispatch(showAlert('둘째'));
    expect(store.getState().popup.alert).toBeNull();
    store.dispatch(resolveConfirm(store.getState().popup.confirm?.id ?? -1, false));
    await vi.waitFor(() => expect(store.getState().popup.alert?.content).toBe('첫째'));
    store.dispatch(resolveAlert(store.getState().popup.alert?.id ?? -1));
    await vi.waitFor(() => expect(store.getState().popup.alert?.content).toBe('둘째'));
  });

  it('given an alert showing, when the same words are asked again, then they show once and both close callbacks run', async () => {
    const store = makeStore();
    const first = vi.fn();
    const second = vi.fn();
    store.dispatch(showAlert('네트워크 연결을 확인해 주세요.', first));
    store.dispatch(showAlert('네트워크 연결을 확인해 주세요.', second));
    expect(store.getState().popup.waiting).toEqual([]);
    store.dispatch(resolveAlert(store.getState().popup.alert?.id ?? -1));
    await vi.waitFor(() => expect(second).toHaveBeenCalledTimes(1));
    expect(first).toHaveBeenCalledTimes(1);
    expect(store.getState().popup.alert).toBeNull();
  });

  it('given an alert closed by a late second tap meant for the one before, then the next alert stays open', async () => {
    const store = makeStore();
    store.dispatch(showAlert('하나'));
    const firstId = store.getState().popup.alert?.id ?? -1;
    store.dispatch(showAlert('둘'));
    store.dispatch(resolveAlert(firstId));
    await vi.waitFor(() => expect(store.getState().popup.alert?.content).toBe('둘'));
    store.dispatch(resolveAlert(firstId));
    expect(store.getState().popup.alert?.content).toBe('둘');
  });
});
