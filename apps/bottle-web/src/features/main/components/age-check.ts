/**
 * Whether the page needs the age check now (the rule: ../lib/home-overlays.ts `needsAgeCheck`),
 * and the confirmation every reader hears of. No API call here: the caller passes a member's
 * `adult_cert_yn` (user info), so the first route does not carry the member calls. Every tab of
 * the device hears an answer given in another (the `storage` event).
 */
import { useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';
import { kstToday } from '@bottle/domain';
import { safeStorage } from '../../../lib/safe-storage';
import { AGE_CONFIRMED_UNTIL_KEY, ageConfirmedUntil, needsAgeCheck } from '../lib/home-overlays';
import { useMounted } from './use-mounted';

const listeners = new Set<() => void>();
let confirmations = 0;

/** Every reader hears that the answer may have changed (one count, however many read it). */
function answerChanged(): void {
  confirmations += 1;
  for (const listener of listeners) listener();
}

// The answer is the device's (kept at logout: lib/device-keys.ts): another tab's (or a storage clear, key null)
// decides this tab's check too, so one answer closes the question in every open tab. One window
// listener while anyone reads the answer.
const onStorage = (e: StorageEvent) => {
  if (e.key === null || e.key === AGE_CONFIRMED_UNTIL_KEY) answerChanged();
};

const subscribe = (listener: () => void) => {
  if (listeners.size === 0) window.addEventListener('storage', onStorage);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('storage', onStorage);
  };
};

/** Keeps the confirmation given today (a year on the device) and closes the check everywhere. */
export function confirmAge(today: string): void {
  safeStorage('local').set(AGE_CONFIRMED_UNTIL_KEY, ageConfirmedUntil(today));
  answerChanged();
}

/**
 * Whether the check covers this page (false until mounted: home is prerendered), whether that is
 * decided yet, and today in Korea. `member`: undefined for a visitor, else the member's
 * `adult_cert_yn` once known (null while their user info loads: nothing is decided yet).
 * What waits for the check (the notices) waits until it is `decided`: before its component has
 * mounted, `needed` is false only because the prerendered page must not show the check.
 */
export function useAgeCheckNeeded(member: { adultCertYn: 'Y' | 'N' | undefined } | null | undefined): {
  needed: boolean;
  decided: boolean;
  today: string;
} {
  const mounted = useMounted();
  const { pathname } = useLocation();
  useSyncExternalStore(
    subscribe,
    () => confirmations,
    () => 0,
  );
  const today = kstToday();
  if (!mounted || member === null) return { needed: false, decided: false, today };
  const confirmedUntil = safeStorage('local').get(AGE_CONFIRMED_UNTIL_KEY);
  return {
    needed: needsAgeCheck({ path: pathname, loggedIn: member !== undefined, adultCertYn: member?.adultCertYn, confirmedUntil, today }),
    decided: true,
    today,
  };
}
