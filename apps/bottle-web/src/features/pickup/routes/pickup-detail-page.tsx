/**
 * Reservation details (spec §2 "reservation details"): status timeline, the store (opens the
 * store info popup), the pickup pass code with its 30-second countdown once the order is ready,
 * moving to another store before it is set aside, cancelling through the cancel confirmation
 * modal and the "picked up" confirmation modal (spec §2 pickup flow steps 5 and 6).
 *
 * The store moves a reservation on (confirmed, set aside) while the page is open, so the page
 * stays fresh without a reload ("an open pickup detail never switches to 준비
 * 완료 or shows the pass"): it asks again every 15 s while the store has not set it aside yet,
 * and whenever the member comes back to the page. A step the store takes meanwhile shows a toast
 *. When a refresh fails (no signal at the desk) the last answer stays on
 * screen with a note: the pass is computed on the phone and keeps working.
 *
 * Cancel is one tap (and the spec's cancel modal) until the store confirms; after that a
 * "call the store" button takes its place. The server's cancel is idempotent,
 * so a retry after a lost answer cannot cancel twice.
 */
import styled from '@emotion/styled';
import { useEffect, useRef, useState } from 'react';
import { Link, useParams } from 'react-router';
import {
  bottleApi,
  isApiError,
  usePickupCancelMutation,
  usePickupChangeStoreMutation,
  usePickupInfoQuery,
  useStoreInfoQuery,
  type PickupReservation,
} from '@bottle/api';
import { ANALYTICS_EVENTS, formatDayLabel, formatNumber } from '@bottle/domain';
import { BottomSheet, Button, EmptyState, ErrorState, SkeletonList, VisuallyHidden } from '@bottle/ui';
import { useAppDispatch, useAppSelector } from '../../../lib/store/hooks';
import { paths } from '../../../config/paths';
import { useLang, useT } from '../../../lib/i18n';
import { popupActions } from '../../../lib/popups/popup-slice';
import { showAlert, showConfirm } from '../../../lib/popups/popup-thunks';
import { useServices, useInWebView } from '../../../lib/services';
import { useTrackEvent } from '../../../lib/use-track-event';
import { shellActions } from '../../../lib/shell/shell-slice';
import { usePickupStores } from '../api/use-pickup-stores';
import { LoginPrompt } from '../components/login-prompt';
import { Actions, Facts, InlineAlert, Thumb } from '../components/page';
import { PassCode } from '../components/pass-code';
import { RerouteOffer } from '../components/reroute-offer';
import { rerouteOffers } from '../lib/reroute';
import { StatusBadge } from '../components/status-badge';
import { StorePicker } from '../components/store-picker';
import { NearbyControl, useNearby } from '../../../lib/stores-nearby';
import { reasonKey } from '../lib/error-reason';
import { useRefetchOnFocus } from '../../../lib/use-refetch-on-focus';
import { canCallStore, canCancel, canMove, holdDeadline, lastStepKey, REFUSE_REASON_LABEL, STAGE_LABEL, STEP_TOAST, timeline, type StageState } from '../lib/status';
import { pickupMessages } from '../messages';
import { LinkButton, PageHeader, QueryState, Section } from '../../../lib/kit';
import { selectLoggedIn } from '../../../lib/session/auth-slice';


const Summary = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.md};
  align-items: center;
  margin: 0 ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.lg};
  .body {
    flex: 1;
    min-width: 0;
  }
  strong {
    display: block;
  }
  span.meta {
    display: block;
    color: ${({ theme }) => theme.colors.gray700};
    font-size: ${({ theme }) => theme.typography.size.sm};
  }
`;

const StoreButton = styled.button`
  min-height: 44px;
  padding: 0;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.colors.bottleGreen};
  font: inherit;
  font-weight: ${({ theme }) => theme.typography.weight.medium};
  text-align: left;
  text-decoration: underline;
  cursor: pointer;
`;

const Timeline = styled.ol`
  margin: 0;
  padding: 0 ${({ theme }) => theme.space.lg};
  list-style: none;
  li {
    position: relative;
    padding: 0 0 ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.xl};
    border-left: 2px solid ${({ theme }) => theme.colors.gray200};
    margin-left: ${({ theme }) => theme.space.sm};
  }
  li:last-of-type {
    border-left-color: transparent;
  }
  li::before {
    content: '';
    position: absolute;
    left: -7px;
    top: 2px;
    width: 12px;
    height: 12px;
    border-radius: 50%;
    border: 2px solid ${({ theme }) => theme.colors.gray400};
    background: ${({ theme }) => theme.colors.white};
  }
  li[data-state='done']::before {
    border-color: ${({ theme }) => theme.colors.bottleGreen};
    background: ${({ theme }) => theme.colors.bottleGreen};
  }
  li[data-state='current']::before {
    border-color: ${({ theme }) => theme.colors.bottleGreen};
  }
  li[data-state='upcoming'] {
    color: ${({ theme }) => theme.colors.gray700};
  }
  li[aria-current='step'] strong {
    color: ${({ theme }) => theme.colors.bottleGreen};
  }
  small {
    display: block;
    color: ${({ theme }) => theme.colors.gray700};
    font-size: ${({ theme }) => theme.typography.size.sm};
  }
`;

const Note = styled.p`
  margin: ${({ theme }) => theme.space.lg};
  color: ${({ theme }) => theme.colors.gray700};
`;

/** How often an open page asks whether the store has moved the reservation on. */
export const WAITING_POLL_MS = 15_000;
/**
 * How often a page showing the pass asks whether the desk has handed the order over: the desk
 * tells the member their screen says 픽업 완료, so a live code must not outlast the handover by
 * more than a moment. One small GET every 3 s, only while a pass is on screen.
 */
export const PASS_POLL_MS = 3_000;

const STATE_LABEL = { done: 'pickup.stageDone', current: 'pickup.stageCurrent', upcoming: 'pickup.stageUpcoming' } as const satisfies Record<StageState, string>;

export function PickupDetailPage() {
  const t = useT(pickupMessages);
  const { rsvNo = '' } = useParams();
  const loggedIn = useAppSelector(selectLoggedIn);
  return (
    <>
      <PageHeader title={t('pickup.detailTitle')} />
      {loggedIn ? <Detail key={rsvNo} pickupNo={rsvNo} /> : <LoginPrompt />}
    </>
  );
}

function Detail({ pickupNo }: { pickupNo: string }) {
  const t = useT(pickupMessages);
  const lang = useLang();
  const dispatch = useAppDispatch();
  const [poll, setPoll] = useState(0);
  // Polls while the reservation is open: every 15 s while the store has yet to set it aside
  // (RESERVED), every few seconds while the pass is shown (READY), so the desk's handover
  // replaces the live code with 픽업 완료 at once instead of at the code's next rollover; a
  // closed reservation no longer changes.
  const info = usePickupInfoQuery({ pickup_no: pickupNo }, { pollingInterval: poll });
  const [cancel, cancelState] = usePickupCancelMutation();
  const [moving, setMoving] = useState(false);
  const track = useTrackEvent();
  const status = info.data?.status;
  useEffect(() => setPoll(status === 'RESERVED' ? WAITING_POLL_MS : status === 'READY' ? PASS_POLL_MS : 0), [status]);
  useRefetchOnFocus(() => void info.refetch(), info.data !== undefined && (status === 'RESERVED' || status === 'READY'));

  // A step the store took while this page was open (confirmed, set aside, handed over at the
  // desk, expired): a toast says so. The first answer only sets the baseline.
  const step = lastStepKey(info.data);
  const stepKey = step?.key;
  const stepStat = step?.stat;
  const lastStep = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (stepKey === undefined) return;
    const toast = stepStat ? STEP_TOAST[stepStat] : undefined;
    if (lastStep.current !== undefined && lastStep.current !== stepKey && toast) dispatch(shellActions.showToast(toast));
    lastStep.current = stepKey;
  }, [stepKey, stepStat, dispatch]);

  // The last refresh failed: the page shows the last answer until a refresh succeeds again. Not
  // info.isError alone: the next poll's retries clear it while they run, and with polls every
  // few seconds the note would come and go.
  const [stale, setStale] = useState(false);
  useEffect(() => {
    if (info.isError) setStale(true);
  }, [info.isError]);
  useEffect(() => setStale(false), [info.fulfilledTimeStamp]);

  // A handover seen here (the desk checked the pass) is a sale: the receipts and the 12-month
  // purchases the app has cached are out of date. No member call made it, so no mutation
  // invalidates them; the page that sees the step does.
  const seenOpen = useRef(false);
  useEffect(() => {
    if (status === 'RESERVED' || status === 'READY') seenOpen.current = true;
    if (status === 'PICKED_UP' && seenOpen.current) {
      seenOpen.current = false;
      dispatch(bottleApi.util.invalidateTags(['Purchases', 'MyPage']));
    }
  }, [status, dispatch]);

  if (info.isLoading) return <SkeletonList rows={5} thumbnail />;
  if (!info.data) {
    const notFound = info.error && 'status' in info.error && info.error.status === 404;
    return notFound ? (
      <EmptyState title={t('pickup.notFound')} action={<Link to={paths.pickupList}>{t('pickup.backToList')}</Link>} />
    ) : (
      <ErrorState onRetry={() => void info.refetch()} retrying={info.isFetching} />
    );
  }
  const r: PickupReservation = info.data;
  const deadline = holdDeadline(r);
  const steps = timeline(r);

  const refresh = () => void info.refetch();

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
                refresh();
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
          info
            .refetch()
            .then((fresh) => dispatch(showAlert(t(fresh.data?.status === 'PICKED_UP' ? 'pickup.pickedUpDone' : 'pickup.pickedUpNotYet'))))
            .catch((error: unknown) => dispatch(showAlert(t(reasonKey(error)))));
        },
      }),
    );

  return (
    <>
      {/* The last answer stays when a refresh fails (no signal): the member still has the pass. */}
      {stale ? <InlineAlert role="status">{t('pickup.staleData')}</InlineAlert> : null}
      <Summary>
        <Thumb src={r.img_url} alt="" />
        <div className="body">
          <strong>{r.prd_nm}</strong>
          <span className="meta">
            {t('pickup.bottles', { n: r.qty })} · {t('pickup.won', { amount: formatNumber(r.pay_amt) })}
          </span>
        </div>
        <StatusBadge status={r.status} />
      </Summary>
      <Facts>
        <dt>{t('pickup.reservationNo')}</dt>
        <dd>{r.pickup_no}</dd>
        <dt>{t('pickup.store')}</dt>
        <dd>
          <StoreButton type="button" aria-haspopup="dialog" aria-label={t('pickup.storeInfo', { name: r.str_nm })} onClick={() => dispatch(popupActions.openStoreInfo({ strCd: r.str_cd }))}>
            {r.str_nm}
          </StoreButton>
        </dd>
        <dt>{t('pickup.date')}</dt>
        <dd>{formatDayLabel(r.pickup_dt, lang) || r.pickup_dt}</dd>
        <dt>{t('pickup.payment')}</dt>
        <dd data-testid="pickup-payment">
          {r.payment
            ? t(r.payment.pay_stat === 'PAID' ? 'pickup.payment.paid' : 'pickup.payment.refunded', { amount: formatNumber(r.payment.amount) })
            : t('pickup.payment.atStore')}
        </dd>
        <dt>{t('pickup.registeredAt')}</dt>
        <dd>{formatDayLabel(r.reg_dt, lang) || r.reg_dt}</dd>
        {r.status === 'READY' || r.status === 'RESERVED' ? (
          <>
            <dt>{t('pickup.holdDeadline')}</dt>
            <dd>{deadline ? formatDayLabel(deadline, lang) || deadline : t('pickup.holdAfterReady')}</dd>
          </>
        ) : null}
      </Facts>

      {r.status === 'READY' ? <PassCode pickupNo={r.pickup_no} secret={r.pass_secret} holder={r.mbr_nm} onRollover={refresh} /> : null}
      {r.status === 'RESERVED' ? <Note>{t('pickup.passNotYet')}</Note> : null}

      <Section aria-labelledby="pickup-timeline">
        <h2 id="pickup-timeline">{t('pickup.timeline')}</h2>
        <Timeline>
          {steps.map((s, i) => (
            <li key={`${s.kind}-${i}`} data-state={s.state} aria-current={s.state === 'current' ? 'step' : undefined}>
              <strong>{t(STAGE_LABEL[s.kind])}</strong>
              <VisuallyHidden> ({t(STATE_LABEL[s.state])})</VisuallyHidden>
              {s.at ? <small>{formatDayLabel(s.at, lang) || s.at}</small> : null}
              {s.amount !== undefined ? <p data-testid="payment-step-amount">{t('pickup.won', { amount: formatNumber(s.amount) })}</p> : null}
              {s.reason ? <p data-testid="refuse-reason">{t(REFUSE_REASON_LABEL[s.reason], { text: s.reasonText ?? '' })}</p> : null}
            </li>
          ))}
        </Timeline>
      </Section>

      <Actions>
        {canMove(r.status) && !stale ? (
          <Button variant="secondary" aria-haspopup="dialog" onClick={() => setMoving(true)}>
            {t('pickup.moveStore')}
          </Button>
        ) : null}
        {canCancel(r) ? (
          <Button variant="secondary" aria-haspopup="dialog" onClick={askCancel} disabled={cancelState.isLoading} aria-busy={cancelState.isLoading}>
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

/**
 * After the store confirms, cancelling or changing is a call to the store: in
 * the web view the shell dials (bridge `callPhone`); in a browser a `tel:` link does.
 */
function CallStore({ strCd }: { strCd: string }) {
  const t = useT(pickupMessages);
  const dispatch = useAppDispatch();
  const { getBridge } = useServices();
  const inWebView = useInWebView();
  const store = useStoreInfoQuery({ strCd });
  const tel = store.data?.str_tel_no.replace(/[^\d+]/g, '') ?? '';
  return (
    <>
      <Note>{t('pickup.callStoreHint')}</Note>
      {!tel ? null : inWebView ? (
        <Button
          onClick={() => {
            getBridge()
              .then((bridge) => bridge.callPhone({ tel }))
              .catch(() => dispatch(showAlert(t('pickup.callFailed', { tel: store.data?.str_tel_no ?? tel }))));
          }}
        >
          {t('pickup.callStore')}
        </Button>
      ) : (
        <LinkButton to={`tel:${tel}`}>{t('pickup.callStore')}</LinkButton>
      )}
    </>
  );
}

function MoveStoreSheet({ reservation, onDone }: { reservation: PickupReservation; onDone: () => void }) {
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
        <RerouteOffer offers={rerouteOffers(stores.rows, reservation.str_cd, reservation.qty)} busy={moveState.isLoading} action="move" selected={choice} onChoose={setChoice} />
        <NearbyControl nearby={nearby} />
        <StorePicker name="pickup-move" legend={t('pickup.storeLegend')} rows={stores.rows} value={choice} onChange={setChoice} qty={reservation.qty} exclude={reservation.str_cd} nearby={nearby} />
      </QueryState>
      {error ? <InlineAlert role="alert">{error}</InlineAlert> : null}
    </BottomSheet>
  );
}
