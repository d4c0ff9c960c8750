/**
 * The demo backend's accounts as the demo SSO page explains them (libs/mock-api README "Demo
 * members" and "Login IDs that produce each login error"). The app may not import libs/mock-api
 * outside the demo entry (architecture.md dependency rules), so the table is repeated here; the
 * demo SSO page's tests log in with these IDs, which catches drift.
 */
export const DEMO_PASSWORD = 'bottle1234';

export interface DemoMember {
  loginId: string;
  name: string;
  /** Membership grade code (spec §3). */
  grade: string;
  /** Main store name; empty when the member has none (the store setup popup shows). */
  store: string;
}

export const DEMO_MEMBERS: readonly DemoMember[] = [
  { loginId: 'demo', name: '김보틀', grade: '3', store: '잠실점' },
  { loginId: 'family', name: '이가족', grade: '1', store: '서울역점' },
  { loginId: 'silver', name: '박실버', grade: '2', store: '구로점' },
  { loginId: 'gold', name: '최골드', grade: '3', store: '판교점' },
  { loginId: 'diamond', name: '정다이아', grade: '4', store: '잠실점' },
  { loginId: 'mart', name: '한마트', grade: '1', store: '서울역점' },
  { loginId: 'foreign', name: 'Emily Clark', grade: '2', store: '서울역점' },
  { loginId: 'newbie', name: '신입생', grade: '1', store: '' },
];

export interface DemoLoginError {
  loginIds: readonly string[];
  rspC: string;
  /** One detail per login ID, in the same order. */
  rspDtcs: readonly string[];
}

/** Spec §8 rows, one per answer; the app's behaviour is derived from libs/domain's catalogue. */
export const DEMO_LOGIN_ERRORS: readonly DemoLoginError[] = [
  { loginIds: ['err401'], rspC: '44', rspDtcs: ['401'] },
  { loginIds: ['err404'], rspC: '44', rspDtcs: ['404'] },
  { loginIds: ['err405'], rspC: '44', rspDtcs: ['405'] },
  { loginIds: ['err406', 'err407', 'err408'], rspC: '44', rspDtcs: ['406', '407', '408'] },
  { loginIds: ['err410'], rspC: '44', rspDtcs: ['410'] },
  { loginIds: ['err414'], rspC: '44', rspDtcs: ['414'] },
  { loginIds: ['err415'], rspC: '44', rspDtcs: ['415'] },
  { loginIds: ['err419'], rspC: '44', rspDtcs: ['419'] },
  { loginIds: ['err420'], rspC: '44', rspDtcs: ['420'] },
  { loginIds: ['err422', 'err716'], rspC: '44', rspDtcs: ['422', '716'] },
  { loginIds: ['err430'], rspC: '44', rspDtcs: ['430'] },
  { loginIds: ['err439'], rspC: '44', rspDtcs: ['439'] },
  { loginIds: ['err705', 'err720', 'err722'], rspC: '44', rspDtcs: ['705', '720', '722'] },
  { loginIds: ['err499'], rspC: '44', rspDtcs: ['499'] },
  { loginIds: ['err98'], rspC: '98', rspDtcs: ['999'] },
  { loginIds: ['err50'], rspC: '50', rspDtcs: ['001'] },
];

/** The demo backend's keys for the sign-on methods that need no password (mock-api README). */
export const demoKeys = {
  easy: (loginId: string) => `demo-easy-${loginId}`,
  apple: (loginId: string) => `demo-apple-${loginId}`,
  /** The demo provider's authorisation code; its token endpoint answers it as the access token. */
  socialCode: (provider: 'kakao' | 'naver', loginId: string) => `demo-${provider}-${loginId}`,
};
