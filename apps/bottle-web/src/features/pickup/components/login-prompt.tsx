/** Shown instead of a members-only pickup screen to a logged-out visitor (app convention). */
import { LoginPrompt as SharedLoginPrompt } from '../../../components/login-prompt';
import { useT } from '../../../lib/i18n';
import { pickupMessages } from '../messages';

export function LoginPrompt() {
  const t = useT(pickupMessages);
  return <SharedLoginPrompt title={t('pickup.loginTitle')} description={t('pickup.loginBody')} linkLabel={t('pickup.loginLink')} />;
}
