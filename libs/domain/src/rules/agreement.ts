/**
 * Agreement rules of spec §3 and §5.
 */
import type { Lang } from '../lang';
import { message } from '../messages';

/**
 * Whether an agreement is required (spec §3, §5): must_yn 'Y' is required, 'N' optional.
 * Anything else (missing, lowercase, null) counts as optional, so a malformed record never
 * blocks sign-up on a box the member cannot identify as required.
 */
export function isRequiredAgreement(mustYn: unknown): boolean {
  return mustYn === 'Y';
}

/**
 * The label after an agreement's name (spec §5): '(필수)' when must_yn is Y, '(선택)' otherwise;
 * '(Required)' / '(Optional)' in English.
 */
export function agreementLabel(mustYn: unknown, lang: Lang = 'ko'): string {
  return message(isRequiredAgreement(mustYn) ? 'agreement.required' : 'agreement.optional', lang);
}

/** An agreement record with at least the fields the consent rule reads. */
export interface AgreementLike {
  readonly agmt_type?: string | number | null;
  readonly must_yn?: string | null;
}

/**
 * Whether every required agreement of `agreements` is among `accepted` (keyed by agmt_type).
 */
export function allRequiredAccepted(
  agreements: readonly AgreementLike[] | null | undefined,
  accepted: ReadonlySet<string> | readonly string[],
): boolean {
  const acceptedSet = accepted instanceof Set ? accepted : new Set(accepted as readonly string[]);
  return (agreements ?? [])
    .filter((a) => isRequiredAgreement(a.must_yn))
    .every((a) => a.agmt_type !== null && a.agmt_type !== undefined && acceptedSet.has(String(a.agmt_type)));
}
