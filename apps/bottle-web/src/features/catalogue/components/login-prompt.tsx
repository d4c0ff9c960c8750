/** What a visitor sees on a members-only catalogue screen (app convention). */
import { LoginPrompt as SharedLoginPrompt } from '../../../components/login-prompt';
import { useT } from '../../../lib/i18n';
import { catalogueMessages } from '../messages';

export function LoginPrompt({ message }: { message: string }) {
  const t = useT(catalogueMessages);
  return <SharedLoginPrompt title={message} linkLabel={t('catalogue.login.go')} />;
}
