/**
 * The prompt a visitor sees on a members-only screen (docs/conventions.md: a clear prompt with a link to
 * /login?redirect=<same-origin path>, not an error), in the account's words.
 */
import { useT } from '../../../lib/i18n';
import { LoginPrompt as KitLoginPrompt } from '../../../lib/kit';
import { accountMessages } from '../messages';

/** The app's one login link builder (lib/login-href.ts), re-exported for this feature. */
export { loginHref } from '../../../lib/login-href';

export function LoginPrompt() {
  const t = useT(accountMessages);
  return <KitLoginPrompt title={t('account.prompt.title')} description={t('account.prompt.body')} linkLabel={t('account.prompt.login')} />;
}
