/**
 * One reservation, kept fresh while its detail page is open. The store moves a reservation on
 * (confirmed, set aside, handed over at the desk) while the page is open, so the page never
 * needs a reload: it asks again every 15 s while the store has not set it aside yet, every few
 * seconds while the pass is shown, and whenever the member comes back to the page. A step the
 * store takes meanwhile shows a toast. When a refresh fails (no signal at the desk) `stale` says
 * so and the last answer stays: the pass is computed on the phone and keeps working.
 */
import { useEffect, useRef, useState } from 'react';
import { bottleApi, usePickupInfoQuery } from '@bottle/api';
import { useAppDispatch } from '../../../../lib/store/hooks';
import { shellActions } from '../../../../lib/shell/shell-slice';
import { useRefetchOnFocus } from '../../../../lib/use-refetch-on-focus';
import { lastStepKey, STEP_TOAST } from '../../lib/status';

/** How often an open page asks whether the store has moved the reservation on. */
export const WAITING_POLL_MS = 15_000;
/**
 * How often a page showing the pass asks whether the desk has handed the order over: the desk
 * tells the member their screen says 픽업 완료, so a live code must not outlast the handover by
 * more than a moment. One small GET every 3 s, only while a pass is on screen.
 */
export const PASS_POLL_MS = 3_000;

export function useLiveReservation(pickupNo: string) {
  const dispatch = useAppDispatch();
  const [poll, setPoll] = useState(0);
  // Polls while the reservation is open: every 15 s while the store has yet to set it aside
  // (RESERVED), every few seconds while the pass is shown (READY), so the desk's handover
  // replaces the live code with 픽업 완료 at once instead of at the code's next rollover; a
  // closed reservation no longer changes.
  const info = usePickupInfoQuery({ pickup_no: pickupNo }, { pollingInterval: poll });
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

  return { info, stale };
}
