/**
 * The age check (spec §2 "age verification popup"; the rule is ../lib/home-overlays.ts
 * `needsAgeCheck`, written down in ASSUMPTIONS.md "Age verification"), mounted once in the tab
 * layout. A visitor's check is decided here, after mounting (home is prerendered); a member's
 * needs their user info (`adult_cert_yn`), read in its own chunk (./member-age-gate.tsx) so the
 * first route carries no member call. The popup's code loads only when it shows.
 */
import { lazy, Suspense } from 'react';
import { useAppSelector } from '../../../lib/store/hooks';
import { confirmAge, useAgeCheckNeeded } from './age-check';
import { selectLoggedIn } from '../../../lib/session/auth-slice';
import { withStrings } from '../../../lib/i18n';

// Its strings come with it (English only for a member who chose it: lib/i18n.ts stringsReady).
const AgePopup = lazy(() =>
  withStrings(
    import('./age-popup'),
    import('../screen-messages').then((s) => s.mainScreenMessages),
  ),
);
const MemberAgeGate = lazy(() => import('./member-age-gate'));

/** The popup when `needed`, confirming for `today`. */
export function AgeCheckPopup({ needed, today, member }: { needed: boolean; today: string; member: boolean }) {
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <AgePopup member={member} onConfirm={() => confirmAge(today)} />
    </Suspense>
  );
}

function VisitorAgeGate() {
  const { needed, today } = useAgeCheckNeeded(undefined);
  return <AgeCheckPopup needed={needed} today={today} member={false} />;
}

export function AgeGate() {
  const loggedIn = useAppSelector(selectLoggedIn);
  return loggedIn ? (
    <Suspense fallback={null}>
      <MemberAgeGate />
    </Suspense>
  ) : (
    <VisitorAgeGate />
  );
}
