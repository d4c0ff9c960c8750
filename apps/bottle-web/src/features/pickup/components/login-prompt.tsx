/**
 * Shown instead of a members-only pickup screen to a logged-out visitor (app convention): a
 * clear prompt with a link to the login page that brings them back here afterwards.
 */
import styled from '@emotion/styled';
import { Link, useLocation } from 'react-router';
import { paths } from '../../../config/paths';
import { useT } from '../../../lib/i18n';

const Box = styled.section`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.xxl} ${({ theme }) => theme.space.lg};
  text-align: center;
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.typography.size.lg};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.gray700};
  }
  a {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    min-height: 44px;
    padding: 0 ${({ theme }) => theme.space.xl};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.bottleGreen};
    color: ${({ theme }) => theme.colors.white};
    font-weight: ${({ theme }) => theme.typography.weight.bold};
    text-decoration: none;
  }
`;

/** `/login?redirect=<this path>`; the path is same-origin by construction. */
export function loginHref(pathname: string, search: string): string {
  return `${paths.login}?redirect=${encodeURIComponent(pathname + search)}`;
}

export function LoginPrompt() {
  const t = useT();
  const location = useLocation();
  return (
    <Box aria-labelledby="pickup-login-title">
      <h2 id="pickup-login-title">{t('pickup.loginTitle')}</h2>
      <p>{t('pickup.loginBody')}</p>
      <Link to={loginHref(location.pathname, location.search)}>{t('pickup.loginLink')}</Link>
    </Box>
  );
}
