/** What a logged-out member sees where members-only content would be (app convention). */
import { LoginPrompt as SharedLoginPrompt } from '../../../components/login-prompt';
import { useT } from '../../../lib/i18n';

export function LoginPrompt({ message }: { message?: string }) {
  const t = useT();
  return <SharedLoginPrompt title={message ?? t('content.loginPrompt')} linkLabel={t('content.loginLink')} />;
}
