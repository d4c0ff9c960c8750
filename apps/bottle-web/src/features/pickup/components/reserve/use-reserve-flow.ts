/**
 * The reservation flow's state (lib/reserve-flow.ts) kept as a draft in sessionStorage: every
 * transition is written before it shows, so a reload or a failed submit loses nothing. It also
 * reconciles the draft with what arrives (the link's store proposal, the stores' stock, the
 * bookable days, the payment window's failure code) and focuses the step's heading as it changes.
 */
import { useEffect, useRef } from 'react';
import { useSearchParams } from '../../../../lib/router/link';
import { ANALYTICS_EVENTS } from '@bottle/domain';
import { usePersistentState } from '../../../../lib/persistent-state';
import { useServerClock } from '../../../../lib/server-clock';
import { useTrackEvent } from '../../../../lib/use-track-event';
import { usePickupStores } from '../../api/use-pickup-stores';
import { bookableDates } from '../../lib/booking-window';
import { draftKey, EMPTY_DRAFT } from '../../lib/draft';
import { payErrorKey } from '../../lib/pay-result';
import { initReserve, reserveReducer, restoreReserve, serializeReserve, type ReserveAction } from '../../lib/reserve-flow';

export function useReserveFlow(prdCd: string, wantedStore: string | null, onWantedStoreTaken: () => void) {
  const [params, setParams] = useSearchParams();
  const track = useTrackEvent();
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
  const { draft, created } = flow.value;
  const stores = usePickupStores(prdCd, true);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);

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

  return { flow, dispatch, stores, storesReady, dates, headingRef };
}

export type ReserveFlowModel = ReturnType<typeof useReserveFlow>;
