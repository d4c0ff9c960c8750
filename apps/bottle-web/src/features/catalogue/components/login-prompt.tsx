/**
 * What a visitor sees on a members-only screen (features.md): a clear prompt with a link to the
 * login page that brings them back here afterwards, not an error.
 */
import { useLocation } from 'react-router';
import { EmptyState } from '@bottle/ui';
import { useT } from '../../../lib/i18n';
import { loginHref } from '../lib/use-login-gate';
import { LinkButton } from './layout';

export function LoginPrompt({ message }: { message: string }) {
  const t = useT();
  const location = useLocation();
  return (
    <EmptyState
      title={message}
      action={<LinkButton to={loginHref(`${location.pathname}${location.search}`)}>{t('catalogue.login.go')}</LinkButton>}
    />
  );
}
