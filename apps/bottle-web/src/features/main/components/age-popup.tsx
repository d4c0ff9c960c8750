/**
 * The age verification popup (spec §2): "만 19세 이상이신가요?" over the page, not dismissible
 * by Escape, the scrim or the back action. Yes sends age_verification_confirm and hands over to
 * `onConfirm` (./age-gate.tsx keeps it a year on the device); no says the service is for
 * adults and, to a visitor, offers the member login (a member's age comes from the sign-on).
 * Showing it sends screen_view with the screen name age_verification_popup.
 */
import styled from '@emotion/styled';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { HOME_ANALYTICS_EVENTS, HOME_SCREENS } from '@bottle/domain';
import { BlockingModal, Button, ButtonRow } from '@bottle/ui';
import { loginHref } from '../../../lib/login-href';
import { useT } from '../../../lib/i18n';
import { LinkButton } from '../../../lib/kit';
import { mainScreenMessages } from '../screen-messages';
import { useTrackEvent } from '../../../lib/use-track-event';

const Declined = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  p {
    margin: 0;
  }
  strong {
    color: ${({ theme }) => theme.colors.black};
  }
`;

export default function AgePopup({ member, onConfirm }: { member: boolean; onConfirm: () => void }) {
  const t = useT(mainScreenMessages);
  const track = useTrackEvent();
  const location = useLocation();
  const [declined, setDeclined] = useState(false);

  useEffect(() => {
    track(HOME_ANALYTICS_EVENTS.screenView, { screen_name: HOME_SCREENS.ageVerificationPopup.name });
  }, [track]);

  const confirm = () => {
    track(HOME_ANALYTICS_EVENTS.ageVerificationConfirm, { member: member ? 'Y' : 'N' });
    onConfirm();
  };

  return (
    <BlockingModal
      role="alertdialog"
      title={t('main.age.title')}
      description={member ? t('main.age.memberBody') : t('main.age.body')}
      layer="popup"
      footer={
        <ButtonRow>
          <Button variant="secondary" onClick={() => setDeclined(true)}>
            {t('main.age.decline')}
          </Button>
          <Button onClick={confirm}>{t('main.age.confirm')}</Button>
        </ButtonRow>
      }
    >
      {declined ? (
        <Declined role="status">
          <p>
            <strong>{t('main.age.declined')}</strong>
          </p>
          {member ? null : (
            <>
              <p>{t('main.age.loginHint')}</p>
              <LinkButton variant="secondary" to={loginHref(`${location.pathname}${location.search}`)}>
                {t('main.age.login')}
              </LinkButton>
            </>
          )}
        </Declined>
      ) : null}
    </BlockingModal>
  );
}
