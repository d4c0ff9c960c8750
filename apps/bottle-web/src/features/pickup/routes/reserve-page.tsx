/**
 * The pickup reservation flow (spec §2 "The pickup flow", steps 1–4): reservation view (product,
 * quantity, visit date), location select, privacy agreement (required; its text in the Terms
 * popup), reservation confirm. Submitting creates the reservation (libs/api A17) and shows the
 * result. The in-progress reservation is a draft in sessionStorage (lib/draft.ts): it survives a
 * reload and a failed submit; offline or a server error keeps everything and says so.
 *
 * Issue 12 item 1: a product can be reserved at any store that has it (the per-store stock,
 * libs/api A21), not only when the member's main store has it; `?str_cd=` (from "재고 있는 매장
 * 찾기") proposes a store, and step 2 starts on that store or the main store only when it has
 * the bottles. Item 7: the confirm step shows the expected price with the grade's pickup benefit
 * and the member's usable coupons. Item 11: step 3 summarises the privacy agreement from its
 * own full text.
 */
import styled from '@emotion/styled';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import {
  isApiError,
  useBottleAgreementListQuery,
  useCouponListQuery,
  useGradeInfoQuery,
  usePickupCreateMutation,
  useProductInfoQuery,
  useUserGradeQuery,
  type Coupon,
  type ProductInfo,
} from '@bottle/api';
import {
  AGREEMENT_TYPE,
  formatDayLabel,
  formatNumber,
  kstToday,
  labelText,
  MEMBERSHIP_GRADES,
} from '@bottle/domain';
import { Button, ErrorState, Skeleton, SkeletonList, VisuallyHidden } from '@bottle/ui';
import { useAppDispatch, useAppSelector } from '../../../lib/store/hooks';
import { paths } from '../../../config/paths';
import { useLang, useT } from '../../../lib/i18n';
import { popupActions } from '../../../lib/popups/popup-slice';
import { showAlert } from '../../../lib/popups/popup-thunks';
import { usePickupStores, type PickupStoreRow } from '../api/use-pickup-stores';
import { LoginPrompt } from '../components/login-prompt';
import { Actions, Facts, InlineAlert, PageHeader, Section, Thumb } from '../components/page';
import { STEP_LABEL, StepIndicator } from '../components/step-indicator';
import { StorePicker } from '../components/store-picker';
import { agreementPoints } from '../lib/agreement-summary';
import { bookableDates } from '../lib/booking-window';
import { clearDraft, loadDraft, MAX_QTY, PICKUP_STEPS, saveDraft, type PickupDraft, type PickupStep } from '../lib/draft';
import { expectedPrice } from '../lib/expected-price';
import { pickupMessages, type PickupMessageKey } from '../messages';


const ProductRow = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.md};
  align-items: center;
  margin: 0 ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.lg};
  strong {
    display: block;
  }
  span {
    color: ${({ theme }) => theme.colors.gray700};
    font-size: ${({ theme }) => theme.typography.size.sm};
  }
`;

const Field = styled.div`
  margin: ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.lg} 0;
  > label,
  > .label {
    display: block;
    margin-bottom: ${({ theme }) => theme.space.xs};
    font-weight: ${({ theme }) => theme.typography.weight.bold};
  }
  select {
    width: 100%;
    min-height: 44px;
    padding: 0 ${({ theme }) => theme.space.md};
    border: 1px solid ${({ theme }) => theme.colors.gray400};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.white};
    font: inherit;
    font-size: ${({ theme }) => theme.typography.size.md};
  }
  .hint {
    margin: ${({ theme }) => theme.space.xs} 0 0;
    color: ${({ theme }) => theme.colors.gray700};
    font-size: ${({ theme }) => theme.typography.size.sm};
  }
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

const Agreement = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0 ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.gray300};
  border-radius: ${({ theme }) => theme.radii.md};
  label {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.sm};
    min-height: 44px;
    cursor: pointer;
  }
  input {
    width: 22px;
    height: 22px;
    accent-color: ${({ theme }) => theme.colors.bottleGreen};
  }
`;

const Summary = styled.p`
  && {
    margin: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.lg} 0;
    color: ${({ theme }) => theme.colors.gray700};
    font-size: ${({ theme }) => theme.typography.size.sm};
  }
`;

/** Step 3: the agreement's own points (purpose, retention …), read from its full text. */
const AgreementSummary = styled.div`
  margin: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.lg} 0;
  color: ${({ theme }) => theme.colors.gray700};
  font-size: ${({ theme }) => theme.typography.size.sm};
  h3 {
    margin: 0 0 ${({ theme }) => theme.space.xs};
    font-size: ${({ theme }) => theme.typography.size.sm};
    color: ${({ theme }) => theme.colors.gray800};
  }
  ul {
    margin: 0;
    padding-left: ${({ theme }) => theme.space.lg};
  }
  p {
    margin: 0;
  }
`;

/** Step 4: the expected price and the usable coupons (issue 12 item 7). */
const Price = styled.section`
  margin: ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.lg} 0;
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.grayBg};
  h3 {
    margin: 0 0 ${({ theme }) => theme.space.sm};
    font-size: ${({ theme }) => theme.typography.size.md};
  }
  dl {
    display: grid;
    grid-template-columns: 1fr auto;
    gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
    margin: 0;
  }
  dt {
    color: ${({ theme }) => theme.colors.gray700};
    font-size: ${({ theme }) => theme.typography.size.sm};
  }
  dd {
    margin: 0;
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
  dt.total,
  dd.total {
    padding-top: ${({ theme }) => theme.space.sm};
    border-top: 1px solid ${({ theme }) => theme.colors.gray300};
    color: ${({ theme }) => theme.colors.black};
    font-size: ${({ theme }) => theme.typography.size.md};
    font-weight: ${({ theme }) => theme.typography.weight.bold};
  }
  ul {
    margin: 0;
    padding: 0;
    list-style: none;
  }
  li {
    padding: ${({ theme }) => theme.space.sm} 0;
    border-top: 1px solid ${({ theme }) => theme.colors.gray200};
    font-size: ${({ theme }) => theme.typography.size.sm};
  }
  li strong {
    display: block;
  }
  .applied {
    color: ${({ theme }) => theme.colors.bottleGreen};
    font-weight: ${({ theme }) => theme.typography.weight.bold};
  }
  .note {
    margin: ${({ theme }) => theme.space.sm} 0 0;
    color: ${({ theme }) => theme.colors.gray700};
    font-size: ${({ theme }) => theme.typography.size.sm};
  }
`;

const Done = styled.section`
  padding: ${({ theme }) => theme.space.xl} ${({ theme }) => theme.space.lg};
  text-align: center;
  h2 {
    margin: 0 0 ${({ theme }) => theme.space.sm};
    font-size: ${({ theme }) => theme.typography.size.xl};
    color: ${({ theme }) => theme.colors.bottleGreen};
    outline: none;
  }
  p {
    margin: 0 0 ${({ theme }) => theme.space.lg};
    color: ${({ theme }) => theme.colors.gray700};
  }
  dl {
    margin-bottom: ${({ theme }) => theme.space.xl};
  }
  nav {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space.sm};
  }
  nav a {
    display: flex;
    align-items: center;
    justify-content: center;
    min-height: 44px;
    border-radius: ${({ theme }) => theme.radii.md};
    border: 1px solid ${({ theme }) => theme.colors.bottleGreen};
    color: ${({ theme }) => theme.colors.bottleGreen};
    font-weight: ${({ theme }) => theme.typography.weight.bold};
    text-decoration: none;
  }
  nav a:first-of-type {
    background: ${({ theme }) => theme.colors.bottleGreen};
    color: ${({ theme }) => theme.colors.white};
  }
`;

export function ReservePage() {
  const t = useT(pickupMessages);
  const { prdCd = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const loggedIn = useAppSelector((s) => s.auth.loggedIn);
  const wantedStore = params.get('str_cd')?.trim() || null;
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
            next.delete('str_cd');
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
 * The store step 2 starts on (issue 12 item 1): the proposed store (find place), else the main
 * store, each only when its known stock covers the bottles wanted; otherwise none, and the member
 * chooses among the stores that have it.
 */
export function startingStore(rows: readonly PickupStoreRow[], qty: number, wanted: string | null): string | null {
  const fits = (r: PickupStoreRow | undefined) => r !== undefined && r.stock !== undefined && r.stock >= qty;
  const proposed = wanted ? rows.find((r) => r.str_cd === wanted) : undefined;
  if (fits(proposed)) return proposed?.str_cd ?? null;
  const main = rows.find((r) => r.main);
  return fits(main) ? (main?.str_cd ?? null) : null;
}

type SubmitError = { key: PickupMessageKey; params?: Record<string, string>; toStore?: boolean };

/** What the member is told when the create call fails; the draft is kept in every case. */
export function submitErrorOf(error: unknown): SubmitError {
  if (!isApiError(error)) return { key: 'pickup.errorServer' };
  if (error.kind === 'offline' || (error.kind === 'network' && globalThis.navigator?.onLine === false)) return { key: 'pickup.errorOffline' };
  if (error.kind === 'bad-request' && error.status === 409) return { key: 'pickup.errorStock', toStore: true };
  if (error.kind === 'bad-request' && error.status !== 401) return { key: 'pickup.errorRejected', params: { reason: error.message } };
  return { key: 'pickup.errorServer' };
}

function ReserveFlow({ prdCd, wantedStore, onWantedStoreTaken }: { prdCd: string; wantedStore: string | null; onWantedStoreTaken: () => void }) {
  const t = useT(pickupMessages);
  const lang = useLang();
  const dispatch = useAppDispatch();
  const [draft, setDraft] = useState<PickupDraft>(() => loadDraft(prdCd));
  // The store proposed by the link (find place), until step 2 has started on it or on another.
  const proposed = useRef(wantedStore);
  const [stepError, setStepError] = useState<PickupMessageKey | null>(null);
  const [submitError, setSubmitError] = useState<SubmitError | null>(null);
  const [created, setCreated] = useState<string | null>(null);
  const submitting = useRef(false);
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
  const dates = bookableDates();

  // A store proposed by the link replaces the draft's, once (then the URL forgets it).
  useEffect(() => {
    if (!wantedStore) return;
    setDraft((d) => (d.strCd === wantedStore ? d : { ...d, strCd: null }));
    onWantedStoreTaken();
    // Only the proposal of the link this screen opened with: on mount.
  }, []);

  // Step 2 starts on the proposed store or the main store when it has the bottles (issue 12
  // item 1); a store chosen earlier that no longer has enough (quantity raised) is let go.
  const storesReady = !stores.isLoading && !stores.isError;
  useEffect(() => {
    if (draft.step !== 'store' || !storesReady) return;
    const chosen = stores.rows.find((r) => r.str_cd === draft.strCd);
    const usable = chosen !== undefined && (chosen.stock === undefined || chosen.stock >= draft.qty);
    if (usable) {
      proposed.current = null;
      return;
    }
    const start = startingStore(stores.rows, draft.qty, proposed.current);
    proposed.current = null;
    if (start !== draft.strCd) setDraft((d) => ({ ...d, strCd: start }));
  }, [draft.step, draft.strCd, draft.qty, storesReady, stores.rows]);

  // Every change is written at once, so a reload or a crash loses nothing.
  useEffect(() => {
    if (created === null) saveDraft(prdCd, draft);
  }, [prdCd, draft, created]);

  // The visit date defaults to today; a stored date that has passed is moved to today.
  const firstDate = dates[0] ?? '';
  useEffect(() => {
    if (!draft.pickupDt || draft.pickupDt < firstDate) setDraft((d) => ({ ...d, pickupDt: firstDate }));
  }, [draft.pickupDt, firstDate]);

  // Focus follows the step (after the first render), so a screen reader hears where it is.
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    headingRef.current?.focus();
  }, [draft.step, created]);

  const update = (patch: Partial<PickupDraft>) => {
    setStepError(null);
    setSubmitError(null);
    setDraft((d) => ({ ...d, ...patch }));
  };
  const goTo = (step: PickupStep) => update({ step });
  const index = PICKUP_STEPS.indexOf(draft.step);

  if (created !== null) {
    return (
      <Done aria-labelledby="pickup-done-title">
        <h2 id="pickup-done-title" ref={headingRef} tabIndex={-1}>
          {t('pickup.doneTitle')}
        </h2>
        <p>{t('pickup.doneBody')}</p>
        <Facts>
          <dt>{t('pickup.reservationNo')}</dt>
          <dd>{created}</dd>
        </Facts>
        <nav aria-label={t('pickup.doneTitle')}>
          <Link to={paths.pickupDetail(created)}>{t('pickup.viewDetail')}</Link>
          <Link to={paths.pickupList}>{t('pickup.viewList')}</Link>
        </nav>
      </Done>
    );
  }

  if (product.isLoading) return <SkeletonList rows={4} thumbnail />;
  if (product.isError || !product.data) return <ErrorState onRetry={() => void product.refetch()} retrying={product.isFetching} />;
  const info: ProductInfo = product.data;
  const store = stores.rows.find((s) => s.str_cd === draft.strCd);

  const next = () => {
    if (draft.step === 'view' && !draft.pickupDt) return;
    if (draft.step === 'store') {
      if (!store) return setStepError('pickup.chooseStore');
      if (store.stock !== undefined && store.stock < draft.qty) return setStepError('pickup.errorStock');
    }
    if (draft.step === 'agreement' && !draft.agreed) return setStepError('pickup.agreementNeeded');
    const step = PICKUP_STEPS[index + 1];
    if (step) goTo(step);
  };
  const prev = () => {
    const step = PICKUP_STEPS[index - 1];
    if (step) goTo(step);
  };

  const submit = async () => {
    // One reservation per press: a second press while the first is on its way does nothing.
    if (submitting.current || !draft.strCd || !draft.pickupDt || !draft.agreed) return;
    submitting.current = true;
    setSubmitError(null);
    try {
      const result = await create({ prd_cd: prdCd, qty: draft.qty, str_cd: draft.strCd, pickup_dt: draft.pickupDt, privacy_agree_yn: 'Y' }).unwrap();
      clearDraft(prdCd);
      setCreated(result.pickup_no);
    } catch (error) {
      setSubmitError(submitErrorOf(error));
    } finally {
      submitting.current = false;
    }
  };

  // Spec §3 agreement type "privacy" (libs/domain's code table, not a copy of the code).
  const privacy = agreements.data?.agmt_list.find((a) => a.agmt_type === AGREEMENT_TYPE.privacy);
  const privacyPoints = agreementPoints(privacy);
  const openTerms = () => {
    if (!privacy) {
      dispatch(showAlert(t('pickup.termsUnavailable')));
      return;
    }
    dispatch(popupActions.openTerms({ id: Number(privacy.agmt_type), title: privacy.agmt_nm, html: privacy.agmt_text }));
  };

  const stepTitle = t(STEP_LABEL[draft.step]);
  // Reservable wherever a store has it (issue 12 item 1): rsrv_psbl_yn only speaks for the main
  // store. Until the stores are known (or when they fail to load) the flow goes on; step 2 says.
  const mainRow = stores.rows.find((r) => r.main);
  const elsewhere = stores.rows.some((r) => !r.main && (r.stock === undefined || r.stock > 0));
  const reservable = info.rsrv_psbl_yn === 'Y' || !storesReady || elsewhere || (mainRow?.stock ?? 0) > 0;
  const mainSoldOut = storesReady && mainRow?.stock === 0 && elsewhere;
  let body: ReactNode;
  if (draft.step === 'view') {
    body = (
      <>
        <ProductSummary info={info} />
        {mainSoldOut && mainRow ? <Summary>{t('pickup.mainSoldOut', { name: mainRow.str_nm })}</Summary> : null}
        {reservable ? (
          <>
            <Field>
              <span className="label" id="pickup-qty-label">
                {t('pickup.quantity')}
              </span>
              <Stepper role="group" aria-labelledby="pickup-qty-label" aria-describedby="pickup-qty-hint">
                <Button variant="secondary" aria-label={t('pickup.decrease')} disabled={draft.qty <= 1} onClick={() => update({ qty: draft.qty - 1 })}>
                  −
                </Button>
                <output aria-live="polite">{t('pickup.bottles', { n: draft.qty })}</output>
                <Button variant="secondary" aria-label={t('pickup.increase')} disabled={draft.qty >= MAX_QTY} onClick={() => update({ qty: draft.qty + 1 })}>
                  +
                </Button>
              </Stepper>
              <p className="hint" id="pickup-qty-hint">
                {t('pickup.quantityHint', { max: MAX_QTY })}
              </p>
            </Field>
            <Field>
              <label htmlFor="pickup-date">{t('pickup.date')}</label>
              <select id="pickup-date" aria-describedby="pickup-date-hint" value={draft.pickupDt ?? ''} onChange={(e) => update({ pickupDt: e.target.value })}>
                {dates.map((d) => (
                  <option key={d} value={d}>
                    {formatDayLabel(d, lang) || d}
                  </option>
                ))}
              </select>
              <p className="hint" id="pickup-date-hint">
                {t('pickup.dateHint')}
              </p>
            </Field>
          </>
        ) : (
          <InlineAlert role="alert">{t('pickup.notReservable')}</InlineAlert>
        )}
      </>
    );
  } else if (draft.step === 'store') {
    body = stores.isLoading ? (
      <SkeletonList rows={5} />
    ) : stores.isError ? (
      <ErrorState onRetry={stores.refetch} retrying={stores.isFetching} />
    ) : stores.rows.length === 0 ? (
      <InlineAlert role="alert">{t('pickup.noStores')}</InlineAlert>
    ) : (
      <StorePicker name="pickup-store" legend={t('pickup.storeLegend')} rows={stores.rows} value={draft.strCd} qty={draft.qty} onChange={(strCd) => update({ strCd })} />
    );
  } else if (draft.step === 'agreement') {
    body = (
      <>
        <p>{t('pickup.agreementIntro')}</p>
        <Agreement>
          <label>
            <input type="checkbox" checked={draft.agreed} onChange={(e) => update({ agreed: e.target.checked })} aria-describedby="pickup-agreement-summary" />
            <span>
              {t('agreement.required')} {t('pickup.agreementCheck')}
            </span>
          </label>
          <Button variant="text" aria-haspopup="dialog" aria-label={t('pickup.agreementView')} onClick={openTerms} disabled={agreements.isLoading}>
            {t('agreement.view')}
          </Button>
        </Agreement>
        <AgreementSummary id="pickup-agreement-summary" aria-busy={agreements.isLoading}>
          <h3>{t('pickup.agreementSummaryTitle')}</h3>
          {agreements.isLoading ? (
            <Skeleton width="80%" />
          ) : privacyPoints.length > 0 ? (
            // The agreement's own words (server text, Korean): the same as its full text.
            <ul lang="ko">
              {privacyPoints.map((point) => (
                <li key={point}>{point}</li>
              ))}
            </ul>
          ) : (
            <p>{t('pickup.termsUnavailable')}</p>
          )}
        </AgreementSummary>
      </>
    );
  } else {
    body = (
      <>
        <ProductSummary info={info} />
        <Facts>
          <dt>{t('pickup.quantity')}</dt>
          <dd>{t('pickup.bottles', { n: draft.qty })}</dd>
          <dt>{t('pickup.date')}</dt>
          <dd>{draft.pickupDt ? formatDayLabel(draft.pickupDt, lang) || draft.pickupDt : ''}</dd>
          <dt>{t('pickup.store')}</dt>
          <dd>{store?.str_nm ?? draft.strCd}</dd>
        </Facts>
        <PriceBreakdown
          unitPrice={info.sale_prc}
          qty={draft.qty}
          gradeCd={grade.data?.grade_cd}
          gradeRate={gradeInfo.data?.grade_list.find((g) => g.grade_cd === grade.data?.grade_cd)?.pickup_dc_rate}
          coupons={coupons.data?.coupon_list}
          loading={grade.isLoading || gradeInfo.isLoading || coupons.isLoading}
          failed={grade.isError || gradeInfo.isError || coupons.isError}
          onRetry={() => {
            if (grade.isError) void grade.refetch();
            if (gradeInfo.isError) void gradeInfo.refetch();
            if (coupons.isError) void coupons.refetch();
          }}
        />
        <Summary>
          {t('pickup.payAtStore')} {t('pickup.benefitsAtStore')}
        </Summary>
      </>
    );
  }

  const busy = createState.isLoading;
  return (
    <>
      <StepIndicator current={draft.step} />
      <Section aria-labelledby="pickup-step-title">
        <h2 id="pickup-step-title" ref={headingRef} tabIndex={-1}>
          <VisuallyHidden>{t('pickup.stepOf', { index: index + 1, total: PICKUP_STEPS.length })} · </VisuallyHidden>
          {stepTitle}
        </h2>
        {body}
        {stepError ? <InlineAlert role="alert">{t(stepError)}</InlineAlert> : null}
        {submitError ? (
          <InlineAlert role="alert">
            {t(submitError.key, submitError.params)} {t('pickup.draftKept')}
          </InlineAlert>
        ) : null}
      </Section>
      <Actions>
        {index > 0 ? (
          <Button variant="secondary" onClick={prev} disabled={busy}>
            {t('pickup.prev')}
          </Button>
        ) : null}
        {submitError?.toStore ? (
          <Button variant="secondary" onClick={() => goTo('store')}>
            {t('pickup.changeStore')}
          </Button>
        ) : null}
        {draft.step === 'confirm' ? (
          <Button onClick={() => void submit()} disabled={busy} aria-busy={busy}>
            {busy ? t('pickup.submitting') : t('pickup.submit')}
          </Button>
        ) : (
          <Button onClick={next} disabled={draft.step === 'view' && !reservable}>
            {t('pickup.next')}
          </Button>
        )}
      </Actions>
    </>
  );
}

interface PriceBreakdownProps {
  unitPrice: number;
  qty: number;
  gradeCd: string | undefined;
  /** The grade's pickup discount, percent (grade info pickup_dc_rate). */
  gradeRate: number | undefined;
  coupons: readonly Coupon[] | undefined;
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
}

/**
 * The expected price of the confirm step (issue 12 item 7): product amount, the grade's pickup
 * discount, the best usable coupon, the total; then every usable coupon with what it takes off.
 * An estimate: the member pays at the store (lib/expected-price.ts).
 */
function PriceBreakdown({ unitPrice, qty, gradeCd, gradeRate, coupons, loading, failed, onRetry }: PriceBreakdownProps) {
  const t = useT(pickupMessages);
  const lang = useLang();
  const price = expectedPrice({ unitPrice, qty, gradeRate, coupons, today: kstToday() });
  const won = (amount: number) => t('pickup.won', { amount: formatNumber(amount) });
  const minus = (amount: number) => t('pickup.minus', { amount: formatNumber(amount) });
  return (
    <Price aria-labelledby="pickup-price-title" aria-busy={loading}>
      <h3 id="pickup-price-title">{t('pickup.amount')}</h3>
      <dl>
        <dt>{t('pickup.subtotal')}</dt>
        <dd>{won(price.subtotal)}</dd>
        {price.gradeDiscount > 0 && gradeCd ? (
          <>
            <dt>{t('pickup.gradeBenefit', { grade: labelText(MEMBERSHIP_GRADES, gradeCd, lang), rate: gradeRate ?? 0 })}</dt>
            <dd>{minus(price.gradeDiscount)}</dd>
          </>
        ) : null}
        {price.applied ? (
          <>
            <dt>
              {t('pickup.couponDiscount')} · {price.applied.coupon.cpn_nm}
            </dt>
            <dd>{minus(price.applied.discount)}</dd>
          </>
        ) : null}
        <dt className="total">{t('pickup.amount')}</dt>
        <dd className="total" data-testid="pickup-total">
          {won(price.total)}
        </dd>
      </dl>
      {loading ? (
        <p className="note" role="status">
          {t('pickup.benefitsLoading')}
        </p>
      ) : failed ? (
        <p className="note" role="alert">
          {t('pickup.benefitsError')}{' '}
          <Button variant="text" onClick={onRetry}>
            {t('error.retry')}
          </Button>
        </p>
      ) : (
        <section aria-labelledby="pickup-coupons-title">
          <h3 id="pickup-coupons-title">{t('pickup.coupons')}</h3>
          {price.coupons.length === 0 ? (
            <p className="note">{t('pickup.noCoupons')}</p>
          ) : (
            <ul>
              {price.coupons.map((offer) => (
                <li key={offer.coupon.cpn_no}>
                  <strong>{offer.coupon.cpn_nm}</strong>
                  {t('pickup.couponItem', { amount: formatNumber(offer.discount), date: formatDayLabel(offer.coupon.exp_dt, lang) || offer.coupon.exp_dt })}
                  {offer === price.applied ? <span className="applied"> · {t('pickup.couponApplied')}</span> : null}
                </li>
              ))}
            </ul>
          )}
        </section>
      )}
    </Price>
  );
}

function ProductSummary({ info }: { info: ProductInfo }) {
  const t = useT(pickupMessages);
  return (
    <ProductRow>
      <Thumb src={info.img_url} alt="" />
      <div>
        <strong>{info.prd_nm}</strong>
        <span>
          {t('pickup.price')} {t('pickup.won', { amount: formatNumber(info.sale_prc) })}
        </span>
      </div>
    </ProductRow>
  );
}
