/**
 * Moving a reservation to another store before it is set aside: the stores that have the bottles
 * (offers first, then the list, nearest first when the member allows), one chosen, then the move
 * confirmed by the footer button that names it.
 */
import { useState } from 'react';
import { usePickupChangeStoreMutation, type PickupReservation } from '@bottle/api';
import { BottomSheet, Button } from '@bottle/ui';
import { useAppDispatch } from '../../../../lib/store/hooks';
import { useT } from '../../../../lib/i18n';
import { QueryState } from '../../../../lib/kit';
import { showAlert } from '../../../../lib/popups/popup-thunks';
import { NearbyControl, useNearby } from '../../../../lib/stores-nearby';
import { usePickupStores } from '../../api/use-pickup-stores';
import { InlineAlert } from '../page';
import { RerouteOffer } from '../reroute-offer';
import { StorePicker } from '../store-picker';
import { reasonKey } from '../../lib/error-reason';
import { rerouteOffers } from '../../lib/reroute';
import { pickupMessages } from '../../messages';

export function MoveStoreSheet({ reservation, onDone }: { reservation: PickupReservation; onDone: () => void }) {
  const t = useT(pickupMessages);
  const dispatch = useAppDispatch();
  const stores = usePickupStores(reservation.prd_cd, true);
  const nearby = useNearby();
  const [move, moveState] = usePickupChangeStoreMutation();
  const [choice, setChoice] = useState<string | null>(null);
  const [error, setError] = useState('');

  /**
   * Moves to the store chosen (an offer or the list): only the footer button, which names the
   * store, does it, so a move is always a choice and then its confirmation.
   */
  const submit = (to: string | null = choice) => {
    if (!to || moveState.isLoading) return;
    setError('');
    const name = stores.rows.find((s) => s.str_cd === to)?.str_nm ?? to;
    move({ pickup_no: reservation.pickup_no, str_cd: to })
      .unwrap()
      .then(() => {
        onDone();
        dispatch(showAlert(t('pickup.moved', { name })));
      })
      .catch((e: unknown) => {
        // Stock changed since the list was counted: count again for fresh offers.
        stores.refetch();
        setError(t('pickup.moveFailed', { reason: t(reasonKey(e)) }));
      });
  };

  const chosenName = stores.rows.find((s) => s.str_cd === choice)?.str_nm;
  return (
    <BottomSheet
      open
      onDismiss={onDone}
      title={t('pickup.moveTitle')}
      description={t('pickup.moveHint')}
      footer={
        <Button block onClick={() => submit()} disabled={!choice || moveState.isLoading} aria-busy={moveState.isLoading}>
          {chosenName ? t('pickup.moveConfirmTo', { name: chosenName }) : t('pickup.moveConfirm')}
        </Button>
      }
    >
      <QueryState query={stores} thumbnail>
        <RerouteOffer
          offers={rerouteOffers(stores.rows, reservation.str_cd, reservation.qty)}
          busy={moveState.isLoading}
          action="move"
          selected={choice}
          onChoose={setChoice}
        />
        <NearbyControl nearby={nearby} />
        <StorePicker
          name="pickup-move"
          legend={t('pickup.storeLegend')}
          rows={stores.rows}
          value={choice}
          onChange={setChoice}
          qty={reservation.qty}
          exclude={reservation.str_cd}
          nearby={nearby}
        />
      </QueryState>
      {error ? <InlineAlert role="alert">{error}</InlineAlert> : null}
    </BottomSheet>
  );
}
