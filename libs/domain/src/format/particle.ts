/**
 * Korean particles chosen by the final consonant (받침) of the word's last syllable (spec §9).
 */

/** The particle pairs the app uses, written "after a consonant / after a vowel". */
export const PARTICLE_PAIRS = ['이/가', '은/는', '을/를', '과/와', '으로/로'] as const;
export type ParticlePair = (typeof PARTICLE_PAIRS)[number];

const HANGUL_FIRST = 0xac00;
const HANGUL_LAST = 0xd7a3;
const FINALS = 28;
/** Index of ㄹ among the final consonants: 으로/로 takes 로 after ㄹ (e.g. 서울로). */
const FINAL_RIEUL = 8;

/**
 * Final consonant of the Korean reading of each digit: 영(ㅇ) 일(ㄹ) 이 삼(ㅁ) 사 오 육(ㄱ) 칠(ㄹ)
 * 팔(ㄹ) 구. 0 means no final consonant.
 */
const DIGIT_FINALS = [21, 8, 0, 16, 0, 0, 1, 8, 8, 0] as const;

/**
 * The final consonant index (0 = none, 8 = ㄹ) of the last meaningful character of `word`, or
 * undefined when it cannot be told (no Hangul syllable or digit at the end).
 * Trailing spaces, closing brackets and quotes are skipped: '와인(레드)' reads '드'.
 */
export function finalConsonantOf(word: string | null | undefined): number | undefined {
  if (typeof word !== 'string') return undefined;
  const trimmed = word.replace(/[\s)\]}>"'”’」』]+$/u, '');
  const last = trimmed.at(-1);
  if (last === undefined) return undefined;
  const code = last.charCodeAt(0);
  if (code >= HANGUL_FIRST && code <= HANGUL_LAST) return (code - HANGUL_FIRST) % FINALS;
  if (last >= '0' && last <= '9') return DIGIT_FINALS[code - 48];
  return undefined;
}

/**
 * The particle of `pair` that follows `word` (spec §9): the first form after a final consonant,
 * the second after a vowel; for 으로/로 a final ㄹ takes 로.
 * Fallback: when the last character is neither a Hangul syllable nor a digit (Latin text, '',
 * null, undefined), the neutral written form '이(가)' / '을(를)'… is returned.
 *
 * @example
 * particle('와인', '이/가');   // '이'
 * particle('위스키', '이/가'); // '가'
 * particle('서울', '으로/로'); // '로'
 */
export function particle(word: string | null | undefined, pair: ParticlePair): string {
  const [withFinal, withoutFinal] = pair.split('/') as [string, string];
  const final = finalConsonantOf(word);
  if (final === undefined) return `${withFinal}(${withoutFinal})`;
  if (final === 0) return withoutFinal;
  if (pair === '으로/로' && final === FINAL_RIEUL) return withoutFinal;
  return withFinal;
}

/** `word` followed by its particle: withParticle('와인', '을/를') → '와인을'. '' for a missing word. */
export function withParticle(word: string | null | undefined, pair: ParticlePair): string {
  return `${word ?? ''}${particle(word, pair)}`;
}
