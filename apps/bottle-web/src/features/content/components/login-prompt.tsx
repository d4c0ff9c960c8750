/**
 * What a logged-out member sees where members-only content would be (feature conventions): a
 * short explanation and a link to the login screen that brings them back here afterwards.
 */
import styled from '@emotion/styled';
import { Link, useLocation } from 'react-router';
import { paths } from '../../../config/paths';
import { useT } from '../../../lib/i18n';
import { loginHref } from '../lib/login-href';

const Box = styled.div`
  margin: 0 ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.grayBg};
  text-align: center;
  p {
    margin: 0 0 ${({ theme }) => theme.space.md};
    font-size: ${({ theme }) => theme.typography.size.sm};
  }
`;

const LoginLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-height: ${({ theme }) => theme.touchTarget};
  padding: 0 ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.bottleGreen};
  color: ${({ theme }) => theme.colors.white};
  font-weight: ${({ theme }) => theme.typography.weight.bold};
  text-decoration: none;
`;

export function LoginPrompt({ message }: { message?: string }) {
  const t = useT();
  const location = useLocation();
  return (
    <Box>
      <p>{message ?? t('content.loginPrompt')}</p>
      <LoginLink to={loginHref(paths.login, location.pathname + location.search)}>{t('content.loginLink')}</LoginLink>
    </Box>
  );
}
