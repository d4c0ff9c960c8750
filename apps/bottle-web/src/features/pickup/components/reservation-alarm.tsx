/**
 * "Tell me when it can be reserved": on step 1 of a product no store has, the
 * member asks for a reservation alarm (libs/api A18, kind `reservation`). The server keeps one
 * per product (asking twice answers the same alarm); it goes off once, when bottles arrive at any
 * store, with a push that opens this flow. The alarm list (`paths.alarm`) shows and removes it.
 */
import { Link } from '../../../lib/router/link';
import { useAlarmListQuery, useAlarmRegisterMutation } from '@bottle/api';
import { Button } from '@bottle/ui';
import { paths } from '../../../config/paths';
import { ANALYTICS_EVENTS } from '@bottle/domain';
import { useT } from '../../../lib/i18n';
import { useTrackEvent } from '../../../lib/use-track-event';
import { reasonKey } from '../lib/error-reason';
import { pickupMessages } from '../messages';
import { InlineAlert } from './page';

export function ReservationAlarm({ prdCd }: { prdCd: string }) {
  const t = useT(pickupMessages);
  const alarms = useAlarmListQuery({ alarm_kind: 'reservation' });
  const [register, state] = useAlarmRegisterMutation();
  const track = useTrackEvent();
  const asked = state.isSuccess || (alarms.data?.list ?? []).some((a) => a.prd_cd === prdCd);
  if (asked) {
    return (
      <p role="status">
        {t('pickup.reservationAlarmSet')} <Link to={paths.alarm}>{t('pickup.reservationAlarmSee')}</Link>
      </p>
    );
  }
  return (
    <>
      <Button
        block
        variant="secondary"
        disabled={state.isLoading || alarms.isLoading}
        aria-busy={state.isLoading}
        onClick={() =>
          void register({ alarm_kind: 'reservation', prd_cd: prdCd })
            .unwrap()
            .then(() => track(ANALYTICS_EVENTS.alarmReservationSet, { prd_cd: prdCd }))
            // A failure is shown below from the mutation's state.
            .catch(() => undefined)
        }
      >
        {t('pickup.reservationAlarmAsk')}
      </Button>
      {state.isError ? (
        <InlineAlert role="alert">{t('pickup.reservationAlarmFailed', { reason: t(reasonKey(state.error)) })}</InlineAlert>
      ) : null}
    </>
  );
}
