/**
 * Step 1, reservation view (spec §2): the product, the quantity (1–12) and the visit date in the
 * booking window; or why it cannot be reserved (no store has it).
 */
import styled from '@emotion/styled';
import type { ProductInfo } from '@bottle/api';
import { formatDayLabel } from '@bottle/domain';
import { Button } from '@bottle/ui';
import { FormField } from '../../../../lib/kit';
import { useLang, useT } from '../../../../lib/i18n';
import type { PickupStoreRow } from '../../api/use-pickup-stores';
import { MAX_QTY, type PickupDraft } from '../../lib/draft';
import { pickupMessages } from '../../messages';
import { InlineAlert } from '../page';
import { ReservationAlarm } from '../reservation-alarm';
import { ProductSummary, StepNote } from './product-summary';

const Fields = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  margin: ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.lg} 0;
`;

const Stepper = styled.div`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  output {
    min-width: 48px;
    text-align: center;
    font-size: ${({ theme }) => theme.typography.size.lg};
    font-weight: ${({ theme }) => theme.typography.weight.bold};
  }
`;

export interface ViewStepProps {
  info: ProductInfo;
  draft: PickupDraft;
  dates: readonly string[];
  reservable: boolean;
  /** The main store when it has none but other stores do. */
  mainSoldOut: PickupStoreRow | undefined;
  onQty: (qty: number) => void;
  onDate: (pickupDt: string) => void;
}

export function ViewStep({ info, draft, dates, reservable, mainSoldOut, onQty, onDate }: ViewStepProps) {
  const t = useT(pickupMessages);
  const lang = useLang();
  return (
    <>
      <ProductSummary info={info} />
      {mainSoldOut ? <StepNote>{t('pickup.mainSoldOut', { name: mainSoldOut.str_nm })}</StepNote> : null}
      {reservable ? (
        <Fields>
          {/* Two buttons and their count, named by the label: a group, not one control. */}
          <FormField group id="pickup-qty" label={t('pickup.quantity')} hints={[t('pickup.quantityHint', { max: MAX_QTY })]}>
            <Stepper>
              <Button variant="secondary" aria-label={t('pickup.decrease')} disabled={draft.qty <= 1} onClick={() => onQty(draft.qty - 1)}>
                −
              </Button>
              <output aria-live="polite">{t('pickup.bottles', { n: draft.qty })}</output>
              <Button
                variant="secondary"
                aria-label={t('pickup.increase')}
                disabled={draft.qty >= MAX_QTY}
                onClick={() => onQty(draft.qty + 1)}
              >
                +
              </Button>
            </Stepper>
          </FormField>
          <FormField id="pickup-date" label={t('pickup.date')} hints={[t('pickup.dateHint')]}>
            {(control) => (
              <select {...control} value={draft.pickupDt ?? ''} onChange={(e) => onDate(e.target.value)}>
                {dates.map((d) => (
                  <option key={d} value={d}>
                    {formatDayLabel(d, lang) || d}
                  </option>
                ))}
              </select>
            )}
          </FormField>
        </Fields>
      ) : (
        <Fields>
          <InlineAlert role="alert">{t('pickup.notReservable')}</InlineAlert>
          <ReservationAlarm prdCd={info.prd_cd} />
        </Fields>
      )}
    </>
  );
}
