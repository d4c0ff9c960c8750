/**
 * The name shown beside a review. A member chooses a nickname or keeps the default, their
 * initials; the full name and the login id are never shown (they identify the member beyond
 * the review).
 */
import { REVIEW_NAME_MAX, REVIEW_NAME_MIN, textLength } from './limits';

const HANGUL_FIRST = 0xac00;
const HANGUL_LAST = 0xd7a3;
const CHOSEONG = 'ㄱㄲㄴㄷㄸㄹㅁㅂㅃㅅㅆㅇㅈㅉㅊㅋㅌㅍㅎ';

function choseongOf(ch: string): string {
  const code = ch.codePointAt(0) ?? 0;
  if (code < HANGUL_FIRST || code > HANGUL_LAST) return ch;
  return CHOSEONG[Math.floor((code - HANGUL_FIRST) / 588)] ?? ch;
}

/**
 * Initials of a member's name: a Korean name keeps its family syllable and the initial
 * consonants of the rest (김지은 → 김ㅈㅇ); a Latin name its capitals with dots
 * (Jane Doe → J.D.). An empty name gives the neutral '회원' (member).
 */
export function initialsOf(fullName: string): string {
  const name = fullName.normalize('NFC').trim();
  if (!name) return '회원';
  const chars = [...name.replace(/\s+/g, '')];
  if (chars.every((c) => /[\uac00-\ud7a3]/.test(c))) {
    const [family, ...rest] = chars;
    return family + rest.map(choseongOf).join('');
  }
  const words = name.split(/\s+/).filter(Boolean);
  return words.map((w) => `${[...w][0]?.toUpperCase() ?? ''}.`).join('');
}

export type DisplayNameProblem = 'name_length' | 'name_identifies';

const squash = (s: string): string =>
  s
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\s._\-·]/g, '');

/**
 * What is wrong with a chosen nickname: its length, or that it shows the member's full name or
 * login id (or holds either). Contact details and abusive words are checked with the text.
 */
export function displayNameProblems(nickname: string, member: { fullName?: string; loginId?: string }): DisplayNameProblem[] {
  const problems: DisplayNameProblem[] = [];
  const length = textLength(nickname.trim());
  if (length < REVIEW_NAME_MIN || length > REVIEW_NAME_MAX) problems.push('name_length');
  const nick = squash(nickname);
  const identifies = [member.fullName, member.loginId].some((id) => {
    const s = id ? squash(id) : '';
    return s.length >= 2 && nick.includes(s);
  });
  if (identifies) problems.push('name_identifies');
  return problems;
}
