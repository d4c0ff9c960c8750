/**
 * The shell's toast: a short confirmation of what just happened on another screen, e.g.
 * "로그인되었습니다" on the page a login returns to (issue 12). A polite live region that is always
 * present, so screen readers announce the text when it appears; the text goes after TOAST_MS
 * (it never takes a tap: pointer events pass through to the screen under it).
 */
import styled from '@emotion/styled';
import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { shellActions } from './shell-slice';
import { useT } from '../../lib/i18n';
import { FOOTER_HEIGHT } from '../../components/layout/footer-tabs';

/** How long a toast stays: long enough to read a short sentence twice. */
export const TOAST_MS = 4000;

const Region = styled.div`
  position: fixed;
  left: 0;
  right: 0;
  bottom: calc(${FOOTER_HEIGHT} + ${({ theme }) => theme.space.md});
  z-index: ${({ theme }) => theme.zIndex.footer + 1};
  display: flex;
  justify-content: center;
  padding: 0 ${({ theme }) => theme.space.lg};
  pointer-events: none;
  p {
    margin: 0;
    max-width: ${({ theme }) => theme.maxContentWidth};
    padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.lg};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.gray900};
    color: ${({ theme }) => theme.colors.white};
    font-size: ${({ theme }) => theme.typography.size.md};
    line-height: ${({ theme }) => theme.typography.lineHeight.normal};
    box-shadow: 0 4px 12px rgba(0, 0, 0, 0.2);
  }
`;

export function Toast() {
  const t = useT();
  const dispatch = useAppDispatch();
  const toast = useAppSelector((s) => s.shell.toast);

  useEffect(() => {
    if (!toast) return undefined;
    const timer = setTimeout(() => dispatch(shellActions.hideToast(toast.id)), TOAST_MS);
    return () => clearTimeout(timer);
  }, [toast, dispatch]);

  return (
    <Region role="status" aria-live="polite" data-testid="toast">
      {toast ? <p key={toast.id}>{t(toast.key)}</p> : null}
    </Region>
  );
}
