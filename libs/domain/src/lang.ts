/**
 * The product's two languages (architecture.md "Language"): Korean is the product language,
 * English is complete too because the login response flags foreign members (frnYn, spec §3).
 */
export type Lang = 'ko' | 'en';

export const LANGS: readonly Lang[] = ['ko', 'en'];

/** Korean unless the value is exactly 'en' (so a missing or unknown value falls back to ko). */
export function toLang(value: unknown): Lang {
  return value === 'en' ? 'en' : 'ko';
}

/** Language of a member from the login response's frnYn flag (spec §3): Y means foreign member. */
export function langOfForeignFlag(frnYn: unknown): Lang {
  return frnYn === 'Y' ? 'en' : 'ko';
}
