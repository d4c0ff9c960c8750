/**
 * The age check (spec §2 "age verification popup"; the rule is ../lib/home-overlays.ts
 * `needsAgeCheck`, written down in ASSUMPTIONS.md "Age verification"): `AgeGate` is mounted once
 * in the tab layout; it decides after mounting (home is prerendered) whether this page needs the
 * check and only then loads the popup's code. Home asks `useAgeCheckNeeded` too, so its own
 * popup waits until the check is passed. A member's user info (`adult_cert_yn`) comes from the
 * cache the header already fills.
 */
import { lazy, Suspense, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';
import { useUserInfoQuery } from '@bottle/api';
import { kstToday } from '@bottle/domain';
import { safeStorage } from '../../../lib/persistent-state';
import { useAppSelector } from '../../../lib/store/hooks';
import { AGE_CONFIRMED_UNTIL_KEY, ageConfirmedUntil, needsAgeCheck } from '../lib/home-overlays';
import { useMounted } from './use-mounted';

const AgePopup = lazy(() => import('./age-popup'));

// A confirmation is written to storage; every reader of the check hears of it through this.
const listeners = new Set<() => void>();
let confirmations = 0;
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/** Keeps the confirmation given today (a year on the device) and closes the check everywhere. */
export function confirmAge(today: string): void {
  safeStorage('local').set(AGE_CONFIRMED_UNTIL_KEY, ageConfirmedUntil(today));
  confirmations += 1;
  for (const listener of listeners) listener();
}

/** Whether the page needs the age check now (false until mounted), and today in Korea. */
export function useAgeCheckNeeded(): { needed: boolean; today: string } {
  const mounted = useMounted();
  const { pathname } = useLocation();
  const loggedIn = useAppSelector((s) => s.auth.loggedIn);
  const user = useUserInfoQuery(undefined, { skip: !loggedIn || !mounted });
  useSyncExternalStore(subscribe, () => confirmations, () => 0);
  const today = kstToday();
  if (!mounted) return { needed: false, today };
  const confirmedUntil = safeStorage('local').get(AGE_CONFIRMED_UNTIL_KEY);
  // A member's answer is awaited (undefined while loading) rather than guessed.
  if (loggedIn && !user.data) return { needed: false, today };
  return { needed: needsAgeCheck({ path: pathname, loggedIn, adultCertYn: user.data?.adult_cert_yn, confirmedUntil, today }), today };
}

export function AgeGate() {
  const loggedIn = useAppSelector((s) => s.auth.loggedIn);
  const { needed, today } = useAgeCheckNeeded();
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <AgePopup member={loggedIn} onConfirm={() => confirmAge(today)} />
    </Suspense>
  );
}
