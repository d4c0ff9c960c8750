/** A member's age check: their user info says whether the sign-on verified their age (./age-gate.tsx). */
import { useUserInfoQuery } from '@bottle/api';
import { useAgeCheckNeeded } from './age-check';
import { AgeCheckPopup } from './age-gate';

/** A member's `adult_cert_yn` for the check: null while their user info loads. */
export function useMemberAgeFacts(skip = false): { adultCertYn: 'Y' | 'N' | undefined } | null {
  const user = useUserInfoQuery(undefined, { skip });
  return user.data ? { adultCertYn: user.data.adult_cert_yn } : null;
}

export default function MemberAgeGate() {
  const { needed, today } = useAgeCheckNeeded(useMemberAgeFacts());
  return <AgeCheckPopup needed={needed} today={today} member />;
}
