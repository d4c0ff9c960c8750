/**
 * The reservation flow's buttons: back a step, pick another store after a stock failure, next,
 * and on the confirm step the one that reserves (or opens the payment window).
 */
import { Button } from '@bottle/ui';
import { useT } from '../../../../lib/i18n';
import { PICKUP_STEPS } from '../../lib/draft';
import type { SubmitError } from '../../lib/reserve-flow';
import { pickupMessages } from '../../messages';
import { Actions } from '../page';
import type { ReserveFlowModel } from './use-reserve-flow';

export interface ReserveActionsProps {
  model: ReserveFlowModel;
  reservable: boolean;
  payingNow: boolean;
  busy: boolean;
  submitError: SubmitError | null;
  onSubmit: () => void;
  onPayNow: () => void;
}

export function ReserveActions({ model, reservable, payingNow, busy, submitError, onSubmit, onPayNow }: ReserveActionsProps) {
  const t = useT(pickupMessages);
  const { dispatch, stores } = model;
  const { draft } = model.flow.value;
  const index = PICKUP_STEPS.indexOf(draft.step);
  return (
    <Actions>
      {index > 0 ? (
        <Button variant="secondary" onClick={() => dispatch({ type: 'prev' })} disabled={busy}>
          {t('pickup.prev')}
        </Button>
      ) : null}
      {submitError?.toStore ? (
        <Button variant="secondary" onClick={() => dispatch({ type: 'change-store' })}>
          {t('pickup.changeStore')}
        </Button>
      ) : null}
      {draft.step === 'confirm' ? (
        payingNow ? (
          <Button onClick={onPayNow} disabled={busy || Boolean(submitError?.toStore)} aria-busy={busy}>
            {busy ? t('pickup.pay.opening') : t('pickup.pay.submit')}
          </Button>
        ) : (
          <Button onClick={onSubmit} disabled={busy || Boolean(submitError?.toStore)} aria-busy={busy}>
            {busy ? t('pickup.submitting') : t('pickup.submit')}
          </Button>
        )
      ) : (
        <Button onClick={() => dispatch({ type: 'next', rows: stores.rows })} disabled={draft.step === 'view' && !reservable}>
          {t('pickup.next')}
        </Button>
      )}
    </Actions>
  );
}
