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
 *
 * The page composes one part per job (components/detail): the live answer (polls, step toasts,
 * stale note), the facts, the timeline and the actions (with the move sheet and the call button).
 */
import { useParams } from 'react-router';
import { Link } from '../../../lib/router/link';
import { SkeletonList, EmptyState, ErrorState } from '@bottle/ui';
import { useAppSelector } from '../../../lib/store/hooks';
import { paths } from '../../../config/paths';
import { useT } from '../../../lib/i18n';
import { PageHeader } from '../../../lib/kit';
import { selectLoggedIn } from '../../../lib/session/auth-slice';
import { LoginPrompt } from '../components/login-prompt';
import { InlineAlert, Note } from '../components/page';
import { PassCode } from '../components/pass-code';
import { ReservationActions } from '../components/detail/reservation-actions';
import { ReservationFacts } from '../components/detail/reservation-facts';
import { ReservationTimeline } from '../components/detail/reservation-timeline';
import { useLiveReservation } from '../components/detail/use-live-reservation';
import { pickupMessages } from '../messages';

export { PASS_POLL_MS, WAITING_POLL_MS } from '../components/detail/use-live-reservation';

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

/** The page's parts, over the one live answer: facts, the pass once ready, the steps, the actions. */
function Detail({ pickupNo }: { pickupNo: string }) {
  const t = useT(pickupMessages);
  const { info, stale } = useLiveReservation(pickupNo);

  if (info.isLoading) return <SkeletonList rows={5} thumbnail />;
  if (!info.data) {
    const notFound = info.error && 'status' in info.error && info.error.status === 404;
    return notFound ? (
      <EmptyState title={t('pickup.notFound')} action={<Link to={paths.pickupList}>{t('pickup.backToList')}</Link>} />
    ) : (
      <ErrorState onRetry={() => void info.refetch()} retrying={info.isFetching} />
    );
  }
  const r = info.data;
  const reload = () => info.refetch().then((fresh) => fresh.data);

  return (
    <>
      {/* The last answer stays when a refresh fails (no signal): the member still has the pass. */}
      {stale ? <InlineAlert role="status">{t('pickup.staleData')}</InlineAlert> : null}
      <ReservationFacts reservation={r} />
      {r.status === 'READY' ? (
        <PassCode pickupNo={r.pickup_no} secret={r.pass_secret} holder={r.mbr_nm} onRollover={() => void info.refetch()} />
      ) : null}
      {r.status === 'RESERVED' ? <Note>{t('pickup.passNotYet')}</Note> : null}
      <ReservationTimeline reservation={r} />
      <ReservationActions reservation={r} stale={stale} reload={reload} />
    </>
  );
}
