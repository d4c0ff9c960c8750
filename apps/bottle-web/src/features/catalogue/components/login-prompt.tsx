/** What a visitor sees on a members-only catalogue screen (app convention), in the catalogue's words. */
import { useT } from '../../../lib/i18n';
import { catalogueMessages } from '../messages';
import { LoginPrompt as KitLoginPrompt } from '../../../lib/kit';

export function LoginPrompt({ message }: { message: string }) {
  const t = useT(catalogueMessages);
  return <KitLoginPrompt title={message} linkLabel={t('catalogue.login.go')} />;
}
