/**
 * The pickup reservation flow (spec §2 "The pickup flow", steps 1–4): reservation view (product,
 * quantity, visit date), location select, privacy agreement (required; its text in the Terms
 * popup), reservation confirm. Submitting creates the reservation (libs/api A17) and shows the
 * result. The flow is a pure step reducer (lib/reserve-flow.ts: state, transitions, guards) with
 * one component per step and a hook per concern (components/reserve/: the draft, the payment,
 * the submit); this page only puts them together. The
 * in-progress reservation is a draft in sessionStorage (`usePersistentState`, written in the same
 * turn as each edit): it survives a reload and a failed submit; offline or a server error keeps
 * everything and says so; it is removed only when the reservation is made.
 *
 * A product can be reserved at any store that has it (the per-store stock,
 * libs/api A21), not only when the member's main store has it; `?str_cd=` (from "재고 있는 매장
 * 찾기") proposes a store, and step 2 starts on that store or the main store only when it has
 * the bottles. Item 7: the confirm step shows the expected price with the grade's pickup benefit
 * and the member's usable coupons. Item 11: step 3 summarises the privacy agreement from its
 * own full text.
 */
import { useParams } from 'react-router';
import { useSearchParams } from '../../../lib/router/link';
import { useBottleAgreementListQuery, useProductInfoQuery } from '@bottle/api';
import { AGREEMENT_TYPE } from '@bottle/domain';
import { ErrorState, SkeletonList, VisuallyHidden } from '@bottle/ui';
import { useAppSelector } from '../../../lib/store/hooks';
import { useT } from '../../../lib/i18n';
import { PageHeader, Section } from '../../../lib/kit';
import { selectLoggedIn } from '../../../lib/session/auth-slice';
import { proposedStore, RESERVE_STORE_PARAM } from '../../../lib/reserve-link';
import { LoginPrompt } from '../components/login-prompt';
import { InlineAlert } from '../components/page';
import { RerouteOffer } from '../components/reroute-offer';
import { ReserveDone } from '../components/reserve/done';
import { ReserveActions } from '../components/reserve/reserve-actions';
import { ReserveStep } from '../components/reserve/reserve-step';
import { useReserveFlow } from '../components/reserve/use-reserve-flow';
import { useReservePayment } from '../components/reserve/use-reserve-payment';
import { useReserveSubmit } from '../components/reserve/use-reserve-submit';
import { STEP_LABEL, StepIndicator } from '../components/step-indicator';
import { PICKUP_STEPS } from '../lib/draft';
import { reservability } from '../lib/reserve-flow';
import { rerouteOffers } from '../lib/reroute';
import { pickupMessages } from '../messages';

export function ReservePage() {
  const t = useT(pickupMessages);
  const { prdCd = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const loggedIn = useAppSelector(selectLoggedIn);
  const wantedStore = proposedStore(params);
  return (
    <>
      <PageHeader>
        <h1>{t('pickup.reserveTitle')}</h1>
      </PageHeader>
      {loggedIn ? (
        <ReserveFlow
          key={prdCd}
          prdCd={prdCd}
          wantedStore={wantedStore}
          // Once taken into the draft, the proposal leaves the URL: a reload keeps the member's own
          // later choice instead of proposing the store again.
          onWantedStoreTaken={() => {
            const next = new URLSearchParams(params);
            next.delete(RESERVE_STORE_PARAM);
            setParams(next, { replace: true });
          }}
        />
      ) : (
        <LoginPrompt />
      )}
    </>
  );
}

/**
 * The flow once the member is known: the draft and its reconciling (useReserveFlow), the confirm
 * step's money (useReservePayment), making the reservation (useReserveSubmit), and the step's
 * body, its messages and the buttons.
 */
function ReserveFlow({
  prdCd,
  wantedStore,
  onWantedStoreTaken,
}: {
  prdCd: string;
  wantedStore: string | null;
  onWantedStoreTaken: () => void;
}) {
  const t = useT(pickupMessages);
  const model = useReserveFlow(prdCd, wantedStore, onWantedStoreTaken);
  const { flow, stores, storesReady, headingRef } = model;
  const { draft, stepError, submitError, created } = flow.value;
  const payment = useReservePayment(prdCd, draft);
  const { submit, payNow, sending, busy } = useReserveSubmit(prdCd, model, payment);
  const product = useProductInfoQuery({ prd_cd: prdCd });
  const agreements = useBottleAgreementListQuery(undefined, { skip: draft.step !== 'agreement' });

  if (created !== null) return <ReserveDone pickupNo={created} headingRef={headingRef} />;
  if (product.isLoading) return <SkeletonList rows={4} thumbnail />;
  if (product.isError || !product.data) return <ErrorState onRetry={() => void product.refetch()} retrying={product.isFetching} />;
  const info = product.data;

  // Spec §3 agreement type "privacy" (libs/domain's code table, not a copy of the code).
  const privacy = agreements.data?.agmt_list.find((a) => a.agmt_type === AGREEMENT_TYPE.privacy);
  const availability = reservability(info.rsrv_psbl_yn, stores.rows, storesReady);
  const index = PICKUP_STEPS.indexOf(draft.step);
  return (
    <>
      <StepIndicator current={draft.step} />
      <Section aria-labelledby="pickup-step-title">
        <h2 id="pickup-step-title" ref={headingRef} tabIndex={-1}>
          <VisuallyHidden>{t('pickup.stepOf', { index: index + 1, total: PICKUP_STEPS.length })} · </VisuallyHidden>
          {t(STEP_LABEL[draft.step])}
        </h2>
        <ReserveStep
          prdCd={prdCd}
          info={info}
          model={model}
          payment={payment}
          availability={availability}
          privacy={privacy}
          agreementsLoading={agreements.isLoading}
          sending={sending}
        />
        {stepError ? <InlineAlert role="alert">{t(stepError)}</InlineAlert> : null}
        {submitError ? (
          <InlineAlert role="alert">
            {t(submitError.key, submitError.params)} {t('pickup.draftKept')}
          </InlineAlert>
        ) : null}
        {submitError?.toStore && storesReady ? (
          <RerouteOffer offers={rerouteOffers(stores.rows, draft.strCd, draft.qty)} busy={busy} onChoose={(strCd) => void submit(strCd)} />
        ) : null}
      </Section>
      <ReserveActions
        model={model}
        reservable={availability.reservable}
        payingNow={payment.payingNow}
        busy={busy}
        submitError={submitError}
        onSubmit={() => void submit()}
        onPayNow={() => void payNow()}
      />
    </>
  );
}
