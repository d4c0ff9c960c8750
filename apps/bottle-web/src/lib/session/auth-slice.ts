/**
 * Auth state (architecture.md "Data flow"): the login status and the device info. The session
 * itself is libs/api's (`beginApiSession`, `endApiSession`, `hasApiSession`); the slice follows
 * it as spec §3's `loginStatus` (initial, then success or another value) through one
 * subscription (./follow-session.ts, the only dispatcher of `setLoggedIn`), and screens read "is
 * there a session" from it (`selectLoggedIn`). Whether the page runs in the native shell is not
 * kept here: it is the native context's (lib/services.tsx `useInWebView`).
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { DEFAULT_APP_VER, DEFAULT_DEVICE_OS, type LoginStatus } from '@bottle/domain';

/**
 * The statuses as their codes, checked against libs/domain's LOGIN_STATUSES by the type: the
 * code table (and its Korean and English labels) is no start-up business, so the first route
 * does not carry it.
 */
const INITIAL: LoginStatus = 'initial';
const SUCCESS: LoginStatus = 'success';
const FAILURE: LoginStatus = 'failure';
const LOGGED_OUT: LoginStatus = 'loggedOut';

export type DeviceOs = 'web' | 'I' | 'A';

export interface DeviceInfo {
  device_id: string;
  device_os: DeviceOs;
  model_nm: string;
  app_ver: string;
  wdata: string;
  ukey: string;
}

export interface AuthState {
  /**
   * Spec §3 loginStatus: `initial` until start-up knows, then `success` (a session), `failure`
   * (the last login attempt failed, no session) or `loggedOut` (no session).
   */
  loginStatus: LoginStatus;
  device: DeviceInfo;
}

export const defaultDeviceInfo: DeviceInfo = {
  device_id: '',
  device_os: DEFAULT_DEVICE_OS as DeviceOs,
  model_nm: '',
  app_ver: DEFAULT_APP_VER,
  wdata: '',
  ukey: '',
};

export const initialAuthState: AuthState = {
  loginStatus: INITIAL,
  device: defaultDeviceInfo,
};

export const authSlice = createSlice({
  name: 'auth',
  initialState: initialAuthState,
  reducers: {
    setDeviceInfo: (s, a: PayloadAction<Partial<DeviceInfo>>) => void (s.device = { ...s.device, ...a.payload }),
    /** libs/api holds a session (true) or not (false): success, or loggedOut. Dispatched by ./follow-session.ts. */
    setLoggedIn: (s, a: PayloadAction<boolean>) => void (s.loginStatus = a.payload ? SUCCESS : LOGGED_OUT),
    /** A login attempt failed: failure, unless a session still exists (it stays success). */
    loginFailed: (s) => void (s.loginStatus = s.loginStatus === SUCCESS ? s.loginStatus : FAILURE),
  },
});

export const authActions = authSlice.actions;

/** Whether there is a session: loginStatus success (spec §3), the one source for every screen. */
export const selectLoggedIn = (state: { auth: AuthState }): boolean => state.auth.loginStatus === SUCCESS;
