/**
 * Auth state (architecture.md "Data flow"): the login status, the device info and whether the app
 * runs in the native shell. The tokens themselves are written and cleared by ./session.ts alone
 * (libs/api's token store, local storage under the spec's keys); the slice mirrors the session as
 * spec §3's `loginStatus` (initial, then success or another value), the one source screens read
 * "is there a session" from (`selectLoggedIn`).
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { DEFAULT_APP_VER, DEFAULT_DEVICE_OS, LOGIN_STATUSES, type LoginStatus } from '@bottle/domain';

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
  /** True inside the chain's native shell (spec §4 native-app detection). */
  inWebView: boolean;
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
  loginStatus: LOGIN_STATUSES.byName.initial,
  device: defaultDeviceInfo,
  inWebView: false,
};

export const authSlice = createSlice({
  name: 'auth',
  initialState: initialAuthState,
  reducers: {
    setDeviceInfo: (s, a: PayloadAction<Partial<DeviceInfo>>) => void (s.device = { ...s.device, ...a.payload }),
    setInWebView: (s, a: PayloadAction<boolean>) => void (s.inWebView = a.payload),
    /** A session now exists (true) or not (false): success, or loggedOut. */
    setLoggedIn: (s, a: PayloadAction<boolean>) => void (s.loginStatus = a.payload ? LOGIN_STATUSES.byName.success : LOGIN_STATUSES.byName.loggedOut),
    /** A login attempt failed: failure, unless a session still exists (it stays success). */
    loginFailed: (s) => void (s.loginStatus = s.loginStatus === LOGIN_STATUSES.byName.success ? s.loginStatus : LOGIN_STATUSES.byName.failure),
  },
});

export const authActions = authSlice.actions;

/** Whether there is a session: loginStatus success (spec §3), the one source for every screen. */
export const selectLoggedIn = (state: { auth: AuthState }): boolean => state.auth.loginStatus === LOGIN_STATUSES.byName.success;
