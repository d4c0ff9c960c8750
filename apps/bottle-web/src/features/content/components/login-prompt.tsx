/** What a logged-out member sees where members-only content would be (app convention), in content's words. */
import { useT } from '../../../lib/i18n';
import { LoginPrompt as KitLoginPrompt } from '../../../lib/kit';
import { contentMessages } from '../messages';

export function LoginPrompt({ message }: { message?: string }) {
  const t = useT(contentMessages);
  return <KitLoginPrompt title={message ?? t('content.loginPrompt')} linkLabel={t('content.loginLink')} />;
}
