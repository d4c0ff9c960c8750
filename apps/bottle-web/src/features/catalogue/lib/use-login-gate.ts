/**
 * Members-only actions (wish toggle, restock alarm) for a visitor: a confirm that offers the
 * login page with `?redirect=` back to where they were (docs/conventions.md "Logged-out members").
 */
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useAppDispatch, useAppSelector } from '../../../lib/store/hooks';
import { useT } from '../../../lib/i18n';
import { showConfirm } from '../../../lib/popups/popup-thunks';
import { loginHref } from '../../../lib/login-href';
import { catalogueMessages } from '../messages';
import { selectLoggedIn } from '../../../lib/session/auth-slice';

/** `/login?redirect=<same-origin path>` for the given path and query. */
export { loginHref };

/** Returns `ensureLoggedIn()`: true when logged in; otherwise asks to log in and returns false. */
export function useLoginGate(): () => boolean {
  const loggedIn = useAppSelector(selectLoggedIn);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  const t = useT(catalogueMessages);
  return useCallback(() => {
    if (loggedIn) return true;
    dispatch(
      showConfirm({
        message: t('catalogue.login.required'),
        confirmLabel: t('catalogue.login.go'),
        cancelLabel: t('catalogue.login.cancel'),
        onConfirm: () => void navigate(loginHref(`${location.pathname}${location.search}`)),
      }),
    );
    return false;
  }, [loggedIn, dispatch, navigate, location.pathname, location.search, t]);
}
