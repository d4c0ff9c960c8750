/**
 * The shell's toast: a short confirmation of what just happened on another screen, e.g.
 * "로그인되었습니다" on the page a login returns to. A polite status region that is
 * always there, so screen readers announce the text put into it; the text goes after TOAST_MS
 * and never takes a tap (pointer events pass through to the screen under it). Its look loads
 * with the first toast (./toast-bubble.tsx).
 */
import { lazy, Suspense, useCallback } from 'react';
import { useAppDispatch, useAppSelector } from '../store/hooks';
import { useAnyT } from '../i18n';
import { shellActions } from './shell-slice';

/** How long a toast stays: long enough to read a short sentence twice. */
export const TOAST_MS = 4000;

const ToastBubble = lazy(() => import('./toast-bubble'));

export function Toast() {
  const t = useAnyT();
  const dispatch = useAppDispatch();
  const toast = useAppSelector((s) => s.shell.toast);
  const id = toast?.id;
  const hide = useCallback(() => {
    if (id !== undefined) dispatch(shellActions.hideToast(id));
  }, [dispatch, id]);
  return (
    <div role="status" data-testid="toast">
      {toast ? (
        <Suspense fallback={null}>
          <ToastBubble key={toast.id} text={t(toast.key)} ms={TOAST_MS} onDone={hide} />
        </Suspense>
      ) : null}
    </div>
  );
}
