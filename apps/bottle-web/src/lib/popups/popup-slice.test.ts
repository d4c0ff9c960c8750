// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { makeStore } from '../store/store';
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
});
