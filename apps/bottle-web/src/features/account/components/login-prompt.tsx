/**
 * The prompt a visitor sees on a members-only screen (features.md: a clear prompt with a link to
 * /login?redirect=<same-origin path>, not an error).
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
    font-size: ${({ theme }) => theme.typography.size.sm};
  }
`;

export const PrimaryLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-height: ${({ theme }) => theme.touchTarget};
  padding: 0 ${({ theme }) => theme.space.xl};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.bottleGreen};
  color: ${({ theme }) => theme.colors.white};
  font-weight: 700;
  text-decoration: none;
`;

export function loginHref(redirect: string): string {
  return `${paths.login}?${new URLSearchParams({ redirect }).toString()}`;
}

export function LoginPrompt() {
  const t = useT();
  const { pathname, search } = useLocation();
  return (
    <Box aria-labelledby="login-prompt-title">
      <h2 id="login-prompt-title">{t('account.prompt.title')}</h2>
      <p>{t('account.prompt.body')}</p>
      <PrimaryLink to={loginHref(pathname + search)}>{t('account.prompt.login')}</PrimaryLink>
    </Box>
  );
}
