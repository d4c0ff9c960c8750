/**
 * The body of the reservation flow's current step (spec §2 pickup flow steps 1–4): the step's
 * component with the draft and the transitions it may ask for, and the analytics event each
 * step's choice sends.
 */
import type { Agreement, ProductInfo } from '@bottle/api';
import { ANALYTICS_EVENTS } from '@bottle/domain';
import { useAppDispatch } from '../../../../lib/store/hooks';
import { useT } from '../../../../lib/i18n';
import { popupActions } from '../../../../lib/popups/popup-slice';
import { showAlert } from '../../../../lib/popups/popup-thunks';
import { useTrackEvent } from '../../../../lib/use-track-event';
import { agreementPoints } from '../../lib/agreement-summary';
import { pickupMessages } from '../../messages';
import { AgreementStep } from './agreement-step';
import { ConfirmStep } from './confirm-step';
import { PayChoice } from './pay-choice';
import { StoreStep } from './store-step';
import type { ReserveFlowModel } from './use-reserve-flow';
import type { ReservePayment } from './use-reserve-payment';
import { ViewStep, type ViewStepProps } from './view-step';

export interface ReserveStepProps {
  prdCd: string;
  info: ProductInfo;
  model: ReserveFlowModel;
  payment: ReservePayment;
  /** Whether the product can be reserved, and the member's main store when only it is sold out (lib/reserve-flow.ts `reservability`). */
  availability: Pick<ViewStepProps, 'reservable' | 'mainSoldOut'>;
  /** The privacy agreement (spec §3 agreement type "privacy"), once known. */
  privacy: Agreement | undefined;
  agreementsLoading: boolean;
  /** A reservation or a payment is on its way: the payment choice waits. */
  sending: boolean;
}

export function ReserveStep({ prdCd, info, model, payment, availability, privacy, agreementsLoading, sending }: ReserveStepProps) {
  const t = useT(pickupMessages);
  const appDispatch = useAppDispatch();
  const track = useTrackEvent();
  const { dispatch, stores, dates } = model;
  const { draft } = model.flow.value;

  if (draft.step === 'view') {
    return (
      <ViewStep
        info={info}
        draft={draft}
        dates={dates}
        {...availability}
        onQty={(qty) => dispatch({ type: 'qty', qty })}
        onDate={(pickupDt) => dispatch({ type: 'date', pickupDt })}
      />
    );
  }
  if (draft.step === 'store') {
    return (
      <StoreStep
        stores={stores}
        draft={draft}
        onStore={(strCd) => {
          if (dispatch({ type: 'store', strCd })) track(ANALYTICS_EVENTS.pickupLocationSelect, { prd_cd: prdCd, str_cd: strCd });
        }}
      />
    );
  }
  if (draft.step === 'agreement') {
    const openTerms = () => {
      if (!privacy) {
        appDispatch(showAlert(t('pickup.termsUnavailable')));
        return;
      }
      appDispatch(popupActions.openTerms({ id: Number(privacy.agmt_type), title: privacy.agmt_nm, html: privacy.agmt_text }));
    };
    return (
      <AgreementStep
        agreed={draft.agreed}
        points={agreementPoints(privacy)}
        loading={agreementsLoading}
        onAgreed={(agreed) => {
          if (dispatch({ type: 'agreed', agreed }) && agreed) track(ANALYTICS_EVENTS.pickupPrivacyAgree, { prd_cd: prdCd });
        }}
        onOpenTerms={openTerms}
      />
    );
  }
  const { payChoice, quote, grade, gradeInfo, coupons, payingNow } = payment;
  return (
    <ConfirmStep
      info={info}
      draft={draft}
      storeName={stores.rows.find((s) => s.str_cd === draft.strCd)?.str_nm}
      payingNow={payingNow}
      payment={
        <PayChoice
          value={payChoice.value}
          onChange={(v) => payChoice.set(v)}
          gradeCd={grade.data?.grade_cd}
          disabled={sending}
          quote={{ data: quote.data, loading: quote.isLoading, failed: quote.isError, onRetry: () => void quote.refetch() }}
        />
      }
      benefits={{
        gradeCd: grade.data?.grade_cd,
        gradeRate: gradeInfo.data?.grade_list.find((g) => g.grade_cd === grade.data?.grade_cd)?.pickup_dc_rate,
        coupons: coupons.data?.coupon_list,
        loading: grade.isLoading || gradeInfo.isLoading || coupons.isLoading,
        failed: grade.isError || gradeInfo.isError || coupons.isError,
        onRetry: () => {
          if (grade.isError) void grade.refetch();
          if (gradeInfo.isError) void gradeInfo.refetch();
          if (coupons.isError) void coupons.refetch();
        },
      }}
    />
  );
}
