/**
 * What a new member gives at sign-up, and when it is acceptable. Spec §7 lists the sign-up calls
 * (/fo/user/sso/signup, /fo/user/ssobottle/signup) without their payload; the member's identity
 * is what the chain's sign-on keeps of a member (spec §3 user info: user_name; an ID and password
 * to log in with; a phone; the birth date a liquor shop must know). One rule, read by the app's
 * form, the demo backend and the demo sign-on host, so a form never accepts what the server
 * refuses (libs/domain README "Sign-up profile").
 */

/** The identity a visitor gives at sign-up (sent with the agreements and def_str_cd). */
export interface SignupProfile {
  /** 4–20 lowercase letters and digits, starting with a letter. */
  readonly login_id: string;
  /** 8–20 characters with at least one letter and one digit. */
  readonly password: string;
  /** 2–20 characters: Hangul, Latin letters and spaces. */
  readonly user_name: string;
  /** A Korean mobile number, digits only (010…), 10 or 11 digits. */
  readonly mbl_no: string;
  /** Birth date YYYYMMDD (spec §3 date strings). */
  readonly brth_dt: string;
}

export type SignupField = keyof SignupProfile;
export const SIGNUP_FIELDS: readonly SignupField[] = ['login_id', 'password', 'user_name', 'mbl_no', 'brth_dt'];

/** Why a field is refused (each has a message in the app, ko and en). */
export type SignupProblem = 'required' | 'loginId' | 'password' | 'name' | 'phone' | 'birth' | 'underAge';

/** Digits only: "010-1234-5678" and "010 1234 5678" are the same number. */
export function normalizePhone(value: string): string {
  return value.replace(/[\s-]/g, '');
}

function validDate(ymd: string): boolean {
  if (!/^\d{8}$/.test(ymd)) return false;
  const [y, m, d] = [Number(ymd.slice(0, 4)), Number(ymd.slice(4, 6)), Number(ymd.slice(6, 8))];
  const date = new Date(Date.UTC(y, m - 1, d));
  return y >= 1900 && date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/**
 * Whether someone born on `birth` (YYYYMMDD) may buy liquor on `today` (YYYYMMDD, Korean day).
 * Korea's youth protection act counts by year: a minor is under 19 by birth year (연 나이), so
 * everyone born 19 or more calendar years ago is an adult from 1 January of that year.
 */
export function isAdultByBirthDate(birth: string, today: string): boolean {
  return Number(today.slice(0, 4)) - Number(birth.slice(0, 4)) >= 19;
}

/**
 * Each refused field and why; an empty object when the profile is acceptable. `today` is the
 * Korean day (YYYYMMDD) the age is counted on; a birth date after it is malformed.
 *
 * @example
 * signupProblems({ login_id: 'newbie', password: 'short', user_name: '김신입', mbl_no: '01012345678', brth_dt: '19900101' }, '20261128');
 * // { password: 'password' }
 */
export function signupProblems(profile: Partial<Record<SignupField, string>>, today: string): Partial<Record<SignupField, SignupProblem>> {
  const problems: Partial<Record<SignupField, SignupProblem>> = {};
  const value = (field: SignupField) => (field === 'password' ? (profile[field] ?? '') : (profile[field] ?? '').trim());
  for (const field of SIGNUP_FIELDS) if (value(field) === '') problems[field] = 'required';
  const id = value('login_id');
  if (id && !/^[a-z][a-z0-9]{3,19}$/.test(id)) problems.login_id = 'loginId';
  const password = value('password');
  if (
    password &&
    !(password.length >= 8 && password.length <= 20 && /[A-Za-z]/.test(password) && /\d/.test(password) && !/\s/.test(password))
  ) {
    problems.password = 'password';
  }
  const name = value('user_name');
  if (name && !/^[가-힣A-Za-z][가-힣A-Za-z ]{0,18}[가-힣A-Za-z]$/.test(name)) problems.user_name = 'name';
  const phone = normalizePhone(value('mbl_no'));
  if (phone && !/^01[016789]\d{7,8}$/.test(phone)) problems.mbl_no = 'phone';
  const birth = value('brth_dt').replace(/[-.]/g, '');
  if (birth && (!validDate(birth) || birth > today)) problems.brth_dt = 'birth';
  else if (birth && !isAdultByBirthDate(birth, today)) problems.brth_dt = 'underAge';
  return problems;
}
