/** Shown instead of a members-only pickup screen to a logged-out visitor (app convention), in pickup's words. */
import { useT } from '../../../lib/i18n';
import { pickupMessages } from '../messages';
import { LoginPrompt as KitLoginPrompt } from '../../../lib/kit';

export function LoginPrompt() {
  const t = useT(pickupMessages);
  return <KitLoginPrompt title={t('pickup.loginTitle')} description={t('pickup.loginBody')} linkLabel={t('pickup.loginLink')} />;
}
