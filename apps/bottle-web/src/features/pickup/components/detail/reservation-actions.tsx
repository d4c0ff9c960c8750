/**
 * What the member can do with a reservation now: move it to another store before it is set
 * aside, cancel it (the spec's cancel confirmation modal) until the store confirms, after which
 * a "call the store" button takes its place, and confirm the pickup once the order is ready (the
 * spec's pickup confirmation modal, spec §2 pickup flow steps 5 and 6). The server's cancel is
 * idempotent, so a retry after a lost answer cannot cancel twice.
 */
import { useState } from 'react';
import { isApiError, usePickupCancelMutation, type PickupReservation } from '@bottle/api';
import { ANALYTICS_EVENTS } from '@bottle/domain';
import { Button } from '@bottle/ui';
import { useAppDispatch } from '../../../../lib/store/hooks';
import { useT } from '../../../../lib/i18n';
import { showAlert, showConfirm } from '../../../../lib/popups/popup-thunks';
import { useTrackEvent } from '../../../../lib/use-track-event';
import { Actions } from '../page';
import { reasonKey } from '../../lib/error-reason';
import { canCallStore, canCancel, canMove } from '../../lib/status';
import { pickupMessages } from '../../messages';
import { CallStore } from './call-store';
import { MoveStoreSheet } from './move-store-sheet';

export interface ReservationActionsProps {
  reservation: PickupReservation;
  /** The last refresh failed: no move offered on an answer that may be out of date. */
  stale: boolean;
  /** Asks the server for the reservation again; resolves with its fresh state. */
  reload: () => Promise<PickupReservation | undefined>;
}

export function ReservationActions({ reservation: r, stale, reload }: ReservationActionsProps) {
  const t = useT(pickupMessages);
  const dispatch = useAppDispatch();
  const track = useTrackEvent();
  const [cancel, cancelState] = usePickupCancelMutation();
  const [moving, setMoving] = useState(false);

  const askCancel = () =>
    dispatch(
      showConfirm({
        message: t('pickup.cancelConfirm'),
        confirmLabel: t('pickup.cancel'),
        cancelLabel: t('pickup.keep'),
        onConfirm: () => {
          cancel({ pickup_no: r.pickup_no })
            .unwrap()
            .then(() => {
              // Spec §2 pickup flow step 5: the cancel confirmation modal, confirmed and done.
              track(ANALYTICS_EVENTS.pickupCancel, { pickup_no: r.pickup_no, str_cd: r.str_cd });
              dispatch(showAlert(t('pickup.cancelled')));
            })
            .catch((error: unknown) => {
              // The store confirmed it between the page's last refresh and the tap: say how to
              // cancel now, and show the call button.
              if (isApiError(error) && error.status === 409) {
                void reload().catch(() => undefined);
                dispatch(showAlert(t('pickup.callStoreHint')));
              } else dispatch(showAlert(t('pickup.cancelFailed', { reason: t(reasonKey(error)) })));
            });
        },
      }),
    );

  const askPickedUp = () =>
    dispatch(
      showConfirm({
        message: t('pickup.pickupConfirm'),
        onConfirm: () => {
          // Spec §2 pickup flow step 6: the pickup confirmation modal, confirmed.
          track(ANALYTICS_EVENTS.pickupConfirm, { pickup_no: r.pickup_no, str_cd: r.str_cd });
          // The desk hands the order over by checking the pass code; this asks the server.
          reload()
            .then((fresh) => dispatch(showAlert(t(fresh?.status === 'PICKED_UP' ? 'pickup.pickedUpDone' : 'pickup.pickedUpNotYet'))))
            .catch((error: unknown) => dispatch(showAlert(t(reasonKey(error)))));
        },
      }),
    );

  return (
    <>
      <Actions>
        {canMove(r.status) && !stale ? (
          <Button variant="secondary" aria-haspopup="dialog" onClick={() => setMoving(true)}>
            {t('pickup.moveStore')}
          </Button>
        ) : null}
        {canCancel(r) ? (
          <Button
            variant="secondary"
            aria-haspopup="dialog"
            onClick={askCancel}
            disabled={cancelState.isLoading}
            aria-busy={cancelState.isLoading}
          >
            {t('pickup.cancel')}
          </Button>
        ) : null}
        {canCallStore(r) ? <CallStore strCd={r.str_cd} /> : null}
        {r.status === 'READY' ? (
          <Button aria-haspopup="dialog" onClick={askPickedUp}>
            {t('pickup.confirmPickedUp')}
          </Button>
        ) : null}
      </Actions>
      {moving ? <MoveStoreSheet reservation={r} onDone={() => setMoving(false)} /> : null}
    </>
  );
}
