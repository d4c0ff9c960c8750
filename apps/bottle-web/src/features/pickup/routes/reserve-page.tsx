/**
 * The pickup reservation flow (spec §2 "The pickup flow", steps 1–4): reservation view (product,
 * quantity, visit date), location select, privacy agreement (required; its text in the Terms
 * popup), reservation confirm. Submitting creates the reservation (libs/api A17) and shows the
 * result. The flow is a pure step reducer (lib/reserve-flow.ts: state, transitions, guards) with
 * one component per step (components/reserve/); this page only wires the calls to it. The
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
import { useEffect, useRef, type ReactNode } from 'react';
import { useParams, useSearchParams } from 'react-router';
import {
  isApiError,
  useBottleAgreementListQuery,
  useCouponListQuery,
  useGradeInfoQuery,
  usePaymentPrepareMutation,
  usePaymentQuoteQuery,
  usePickupCreateMutation,
  useProductInfoQuery,
  useUserGradeQuery,
} from '@bottle/api';
import { AGREEMENT_TYPE, ANALYTICS_EVENTS } from '@bottle/domain';
import { Button, ErrorState, SkeletonList, VisuallyHidden } from '@bottle/ui';
import { useAppDispatch, useAppSelector } from '../../../lib/store/hooks';
import { useT } from '../../../lib/i18n';
import { usePersistentState } from '../../../lib/persistent-state';
import { useTrackEvent } from '../../../lib/use-track-event';
import { popupActions } from '../../../lib/popups/popup-slice';
import { showAlert } from '../../../lib/popups/popup-thunks';
import { usePickupStores } from '../api/use-pickup-stores';
import { LoginPrompt } from '../components/login-prompt';
import { Actions, InlineAlert } from '../components/page';
import { AgreementStep } from '../components/reserve/agreement-step';
import { ConfirmStep } from '../components/reserve/confirm-step';
import { DEFAULT_PAY_CHOICE, parsePayChoice, PayChoice } from '../components/reserve/pay-choice';
import { payErrorKey, payChoiceKey } from '../lib/pay-result';
import { loaderFor, openPayWindow, PayWindowError, returnUrls } from '../lib/toss-payment';
import { parseJson } from '../../../lib/persistent-state';
import { useServices } from '../../../lib/services';
import { ReserveDone } from '../components/reserve/done';
import { RerouteOffer } from '../components/reroute-offer';
import { rerouteOffers } from '../lib/reroute';
import { StoreStep } from '../components/reserve/store-step';
import { ViewStep } from '../components/reserve/view-step';
import { PageHeader, Section } from '../../../lib/kit';
import { STEP_LABEL, StepIndicator } from '../components/step-indicator';
import { agreementPoints } from '../lib/agreement-summary';
import { bookableDates } from '../lib/booking-window';
import { useServerClock } from '../../../lib/server-clock';
import { draftKey, EMPTY_DRAFT, newAttemptKey, PICKUP_STEPS } from '../lib/draft';
import {
  attemptKey,
  initReserve,
  reservability,
  reserveReducer,
  restoreReserve,
  serializeReserve,
  submitErrorOf,
  type ReserveAction,
} from '../lib/reserve-flow';
import { pickupMessages } from '../messages';
import { selectLoggedIn } from '../../../lib/session/auth-slice';
import { proposedStore, RESERVE_STORE_PARAM } from '../../../lib/reserve-link';

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

function ReserveFlow({
  prdCd,
  wantedStore,
  onWantedStoreTaken,
}: {
  prdCd: string;
  wantedStore: string | null;
  onWantedStoreTaken: () => void;
}) {
  const [params, setParams] = useSearchParams();
  const t = useT(pickupMessages);
  const appDispatch = useAppDispatch();
  // The shop's days (lib/server-clock.ts): a phone a day off still books the days the store has.
  const clock = useServerClock();
  const dates = bookableDates(clock.now());
  const firstDate = dates[0] ?? '';
  // The flow's state, stored draft and all: every transition is written before it shows.
  const flow = usePersistentState(draftKey(prdCd), () => initReserve(EMPTY_DRAFT, wantedStore, firstDate), {
    area: 'session',
    parse: (raw) => {
      const stored = restoreReserve(raw);
      return stored && initReserve(stored.draft, wantedStore, firstDate);
    },
    serialize: serializeReserve,
  });
  /** Runs one transition; whether it changed anything (a guard may say no). */
  const dispatch = (action: ReserveAction): boolean => {
    let changed = false;
    flow.set((state) => {
      const next = reserveReducer(state, action);
      changed = next !== state;
      return next;
    });
    return changed;
  };
  const { draft, stepError, submitError, created } = flow.value;
  // The payment choice, kept beside the draft: a failed or closed window comes back to it.
  const payChoice = usePersistentState(payChoiceKey(prdCd), DEFAULT_PAY_CHOICE, {
    area: 'session',
    parse: (raw) => parsePayChoice(parseJson(raw)),
    serialize: (v) => JSON.stringify(v),
  });
  const services = useServices();
  const track = useTrackEvent();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);

  const product = useProductInfoQuery({ prd_cd: prdCd });
  const stores = usePickupStores(prdCd, true);
  const agreements = useBottleAgreementListQuery(undefined, { skip: draft.step !== 'agreement' });
  // The confirm step's expected price: the grade's pickup benefit and the usable coupons.
  const onConfirm = draft.step === 'confirm';
  const grade = useUserGradeQuery(undefined, { skip: !onConfirm });
  const gradeInfo = useGradeInfoQuery(undefined, { skip: !onConfirm });
  const coupons = useCouponListQuery(undefined, { skip: !onConfirm });
  const [create, createState] = usePickupCreateMutation();
  const quote = usePaymentQuoteQuery(
    { prd_cd: prdCd, qty: draft.qty, ...(payChoice.value.cpnNo ? { cpn_no: payChoice.value.cpnNo } : {}) },
    { skip: !onConfirm },
  );
  const [prepare, prepareState] = usePaymentPrepareMutation();
  const payingNow = payChoice.value.method === 'now' && quote.data?.pay_now_yn === 'Y';
  // A chosen coupon the server no longer accepts on this order (the quantity changed, it was used
  // elsewhere): the choice falls back to none and the amount is asked again, never left stuck.
  useEffect(() => {
    const error = quote.error;
    if (payChoice.value.cpnNo && isApiError(error) && error.status === 409 && error.rspDtc === '4102')
      payChoice.set({ ...payChoice.value, cpnNo: null });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- reacts to a new refusal only; the choice it resets is read as it is then.
  }, [quote.error]);
  // The window came back to failUrl (the fail page sends its code here): the confirm step, the
  // draft as it was, and what happened. Once: the code leaves the address.
  useEffect(() => {
    const code = params.get('pay_error');
    if (!code) return;
    dispatch({ type: 'failed', error: { key: payErrorKey(code) } });
    const next = new URLSearchParams(params);
    next.delete('pay_error');
    setParams(next, { replace: true });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on arrival from the fail page: the code leaves the address, and dispatch is a fresh closure each render.
  }, []);

  // The link's store proposal is in the state now (initReserve): the URL forgets it, once.
  useEffect(() => {
    if (wantedStore) onWantedStoreTaken();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only the proposal of the link this screen opened with: on mount.
  }, []);

  // Step 2 starts on a store with the bottles once the stock is known (reserve-flow.ts).
  const storesReady = !stores.isLoading && !stores.isError;
  useEffect(() => {
    if (storesReady) dispatch({ type: 'stores-known', rows: stores.rows });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- dispatch is a fresh closure over flow.set each render; the effect re-runs on the draft fields it reconciles.
  }, [draft.step, draft.strCd, draft.qty, storesReady, stores.rows]);

  // A visit date that passed while the screen was open (midnight in Korea) moves to today.
  useEffect(() => {
    dispatch({ type: 'dates-known', first: firstDate });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- dispatch is a fresh closure over flow.set each render; the effect re-runs when the date or the first bookable day changes.
  }, [draft.pickupDt, firstDate]);

  // Spec §2 pickup flow step 1 (reservation view): each time the member is on it.
  useEffect(() => {
    if (draft.step === 'view' && created === null) track(ANALYTICS_EVENTS.pickupReservationView, { prd_cd: prdCd });
  }, [draft.step, created, prdCd, track]);

  // Focus follows the step (after the first render), so a screen reader hears where it is.
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    headingRef.current?.focus();
  }, [draft.step, created]);

  if (created !== null) return <ReserveDone pickupNo={created} headingRef={headingRef} />;
  if (product.isLoading) return <SkeletonList rows={4} thumbnail />;
  if (product.isError || !product.data) return <ErrorState onRetry={() => void product.refetch()} retrying={product.isFetching} />;
  const info = product.data;

  /** `rerouteTo`: one tap on a store offered after a stock failure. */
  const submit = async (rerouteTo?: string) => {
    const fresh = newAttemptKey();
    // Another store is another request: a new attempt (the reducer lets the old key go too).
    const idemKey = rerouteTo && rerouteTo !== draft.strCd ? fresh : attemptKey(flow.value, fresh);
    if (rerouteTo) dispatch({ type: 'store', strCd: rerouteTo });
    const strCd = rerouteTo ?? draft.strCd;
    // One reservation per press: the reducer refuses a second start while one is on its way.
    if (!dispatch({ type: 'submit', key: fresh }) || !strCd || !draft.pickupDt) return;
    const request = {
      prd_cd: prdCd,
      qty: draft.qty,
      str_cd: strCd,
      pickup_dt: draft.pickupDt,
      privacy_agree_yn: 'Y' as const,
      idem_key: idemKey,
    };
    try {
      let result;
      try {
        result = await create(request).unwrap();
      } catch (error) {
        // The request may have reached the server and only the answer was lost: the same key
        // again is safe (the server answers the reservation already made), so try once more.
        const lost = isApiError(error) && (error.kind === 'network' || error.kind === 'timeout') && globalThis.navigator?.onLine !== false;
        if (!lost) throw error;
        result = await create(request).unwrap();
      }
      dispatch({ type: 'created', pickupNo: result.pickup_no });
      track(ANALYTICS_EVENTS.pickupReservationConfirm, { prd_cd: prdCd, str_cd: strCd, qty: draft.qty });
    } catch (error) {
      const failure = submitErrorOf(error);
      // Stock changed since the member looked: count again, for the stores offered instead.
      if (failure.toStore) stores.refetch();
      dispatch({ type: 'failed', error: failure });
    }
  };

  // Spec §3 agreement type "privacy" (libs/domain's code table, not a copy of the code).
  const privacy = agreements.data?.agmt_list.find((a) => a.agmt_type === AGREEMENT_TYPE.privacy);
  const openTerms = () => {
    if (!privacy) {
      appDispatch(showAlert(t('pickup.termsUnavailable')));
      return;
    }
    appDispatch(popupActions.openTerms({ id: Number(privacy.agmt_type), title: privacy.agmt_nm, html: privacy.agmt_text }));
  };

  /** Pay now: the server prepares the order (stock held 10 minutes), then Toss's window opens. */
  const payNow = async () => {
    const fresh = newAttemptKey();
    const idemKey = attemptKey(flow.value, fresh);
    if (!dispatch({ type: 'submit', key: fresh }) || !draft.strCd || !draft.pickupDt) return;
    try {
      const order = await prepare({
        prd_cd: prdCd,
        qty: draft.qty,
        str_cd: draft.strCd,
        pickup_dt: draft.pickupDt,
        privacy_agree_yn: 'Y',
        ...(payChoice.value.cpnNo ? { cpn_no: payChoice.value.cpnNo } : {}),
        idem_key: idemKey,
      }).unwrap();
      track(ANALYTICS_EVENTS.pickupPaymentStart, {
        prd_cd: prdCd,
        str_cd: draft.strCd,
        qty: draft.qty,
        value: order.amount,
        currency: 'KRW',
      });
      const leave = services.leaveApp ?? ((href: string) => window.location.assign(href));
      const key = services.config.tossClientKey;
      await openPayWindow(loaderFor(key, leave), key, {
        orderId: order.order_id,
        orderName: order.order_nm,
        amount: order.amount,
        customerKey: order.customer_key,
        ...returnUrls(window.location.origin, prdCd),
      });
    } catch (error) {
      if (error instanceof PayWindowError) {
        track(ANALYTICS_EVENTS.pickupPaymentFail, { prd_cd: prdCd, code: error.code });
        dispatch({ type: 'failed', error: { key: payErrorKey(error.code === 'SDK_LOAD_FAILED' ? 'WINDOW' : error.code) } });
        return;
      }
      const failure = submitErrorOf(error);
      if (failure.toStore) stores.refetch();
      dispatch({ type: 'failed', error: failure });
    }
  };
  const { reservable, mainSoldOut } = reservability(info.rsrv_psbl_yn, stores.rows, storesReady);
  const index = PICKUP_STEPS.indexOf(draft.step);
  let body: ReactNode;
  if (draft.step === 'view') {
    body = (
      <ViewStep
        info={info}
        draft={draft}
        dates={dates}
        reservable={reservable}
        mainSoldOut={mainSoldOut}
        onQty={(qty) => dispatch({ type: 'qty', qty })}
        onDate={(pickupDt) => dispatch({ type: 'date', pickupDt })}
      />
    );
  } else if (draft.step === 'store') {
    body = (
      <StoreStep
        stores={stores}
        draft={draft}
        onStore={(strCd) => {
          if (dispatch({ type: 'store', strCd })) track(ANALYTICS_EVENTS.pickupLocationSelect, { prd_cd: prdCd, str_cd: strCd });
        }}
      />
    );
  } else if (draft.step === 'agreement') {
    body = (
      <AgreementStep
        agreed={draft.agreed}
        points={agreementPoints(privacy)}
        loading={agreements.isLoading}
        onAgreed={(agreed) => {
          if (dispatch({ type: 'agreed', agreed }) && agreed) track(ANALYTICS_EVENTS.pickupPrivacyAgree, { prd_cd: prdCd });
        }}
        onOpenTerms={openTerms}
      />
    );
  } else {
    body = (
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
            disabled={createState.isLoading || prepareState.isLoading}
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

  const busy = createState.isLoading || prepareState.isLoading || flow.value.submitting;
  return (
    <>
      <StepIndicator current={draft.step} />
      <Section aria-labelledby="pickup-step-title">
        <h2 id="pickup-step-title" ref={headingRef} tabIndex={-1}>
          <VisuallyHidden>{t('pickup.stepOf', { index: index + 1, total: PICKUP_STEPS.length })} · </VisuallyHidden>
          {t(STEP_LABEL[draft.step])}
        </h2>
        {body}
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
            <Button onClick={() => void payNow()} disabled={busy || Boolean(submitError?.toStore)} aria-busy={busy}>
              {busy ? t('pickup.pay.opening') : t('pickup.pay.submit')}
            </Button>
          ) : (
            <Button onClick={() => void submit()} disabled={busy || Boolean(submitError?.toStore)} aria-busy={busy}>
              {busy ? t('pickup.submitting') : t('pickup.submit')}
            </Button>
          )
        ) : (
          <Button onClick={() => dispatch({ type: 'next', rows: stores.rows })} disabled={draft.step === 'view' && !reservable}>
            {t('pickup.next')}
          </Button>
        )}
      </Actions>
    </>
  );
}
