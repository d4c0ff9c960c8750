/**
 * The prompt a visitor sees on a members-only screen (features.md: a clear prompt with a link to
 * /login?redirect=<same-origin path>, not an error).
 */
import styled from '@emotion/styled';
import { Link } from 'react-router';
import { LoginPrompt as SharedLoginPrompt } from '../../../components/login-prompt';
import { useT } from '../../../lib/i18n';
import { accountMessages } from '../messages';

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

/** The app's one login link builder (lib/login-href.ts), re-exported for this feature. */
export { loginHref } from '../../../lib/login-href';

export function LoginPrompt() {
  const t = useT(accountMessages);
  return <SharedLoginPrompt title={t('account.prompt.title')} description={t('account.prompt.body')} linkLabel={t('account.prompt.login')} />;
}
