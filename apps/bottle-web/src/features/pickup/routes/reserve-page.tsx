/**
 * The pickup reservation flow (spec §2 "The pickup flow", steps 1–4): reservation view (product,
 * quantity, visit date), location select, privacy agreement (required; its text in the Terms
 * popup), reservation confirm. Submitting creates the reservation (libs/api A17) and shows the
 * result. The in-progress reservation is a draft in sessionStorage (lib/draft.ts): it survives a
 * reload and a failed submit; offline or a server error keeps everything and says so.
 */
import styled from '@emotion/styled';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { isApiError, useBottleAgreementListQuery, usePickupCreateMutation, useProductInfoQuery, type ProductInfo } from '@bottle/api';
import { formatDayLabel, formatNumber, pickupMessages, registerMessages, type MessageKey } from '@bottle/domain';
import { Button, ErrorState, SkeletonList, VisuallyHidden } from '@bottle/ui';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { paths } from '../../../config/paths';
import { useLang, useT } from '../../../lib/i18n';
import { popupActions } from '../../popups/popup-slice';
import { showAlert } from '../../popups/popup-thunks';
import { usePickupStores } from '../api/use-pickup-stores';
import { LoginPrompt } from '../components/login-prompt';
import { Actions, Facts, InlineAlert, PageHeader, Section, Thumb } from '../components/page';
import { STEP_LABEL, StepIndicator } from '../components/step-indicator';
import { StorePicker } from '../components/store-picker';
import { bookableDates } from '../lib/booking-window';
import { clearDraft, loadDraft, MAX_QTY, PICKUP_STEPS, saveDraft, type PickupDraft, type PickupStep } from '../lib/draft';

registerMessages(pickupMessages);

/** The agreement type code of "privacy" (spec §3 agreement types). */
const PRIVACY_AGREEMENT_TYPE = '2';

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
  const t = useT();
  const { prdCd = '' } = useParams();
  const loggedIn = useAppSelector((s) => s.auth.loggedIn);
  return (
    <>
      <PageHeader>
        <h1>{t('pickup.reserveTitle')}</h1>
      </PageHeader>
      {loggedIn ? <ReserveFlow key={prdCd} prdCd={prdCd} /> : <LoginPrompt />}
    </>
  );
}

type SubmitError = { key: MessageKey; params?: Record<string, string>; toStore?: boolean };

/** What the member is told when the create call fails; the draft is kept in every case. */
export function submitErrorOf(error: unknown): SubmitError {
  if (!isApiError(error)) return { key: 'pickup.errorServer' };
  if (error.kind === 'offline' || (error.kind === 'network' && globalThis.navigator?.onLine === false)) return { key: 'pickup.errorOffline' };
  if (error.kind === 'bad-request' && error.status === 409) return { key: 'pickup.errorStock', toStore: true };
  if (error.kind === 'bad-request' && error.status !== 401) return { key: 'pickup.errorRejected', params: { reason: error.message } };
  return { key: 'pickup.errorServer' };
}

function ReserveFlow({ prdCd }: { prdCd: string }) {
  const t = useT();
  const lang = useLang();
  const dispatch = useAppDispatch();
  const [draft, setDraft] = useState<PickupDraft>(() => loadDraft(prdCd));
  const [stepError, setStepError] = useState<MessageKey | null>(null);
  const [submitError, setSubmitError] = useState<SubmitError | null>(null);
  const [created, setCreated] = useState<string | null>(null);
  const submitting = useRef(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);

  const product = useProductInfoQuery({ prd_cd: prdCd });
  const stores = usePickupStores(prdCd, true);
  const agreements = useBottleAgreementListQuery(undefined, { skip: draft.step !== 'agreement' });
  const [create, createState] = usePickupCreateMutation();
  const dates = bookableDates();

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

  const openTerms = () => {
    const privacy = agreements.data?.agmt_list.find((a) => a.agmt_type === PRIVACY_AGREEMENT_TYPE);
    if (!privacy) {
      dispatch(showAlert(t('pickup.termsUnavailable')));
      return;
    }
    dispatch(popupActions.openTerms({ id: Number(privacy.agmt_type), title: privacy.agmt_nm, html: privacy.agmt_text }));
  };

  const stepTitle = t(STEP_LABEL[draft.step]);
  const reservable = info.rsrv_psbl_yn !== 'N';
  let body: ReactNode;
  if (draft.step === 'view') {
    body = (
      <>
        <ProductSummary info={info} />
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
        <Summary id="pickup-agreement-summary">{t('pickup.agreementSummary')}</Summary>
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
          <dt>{t('pickup.amount')}</dt>
          <dd>{t('pickup.won', { amount: formatNumber(info.sale_prc * draft.qty) })}</dd>
        </Facts>
        <Summary>{t('pickup.payAtStore')}</Summary>
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

function ProductSummary({ info }: { info: ProductInfo }) {
  const t = useT();
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
