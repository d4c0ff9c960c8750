/**
 * Auth state (architecture.md "Data flow"): tokens, device info, user info and login status.
 * Tokens themselves live in local storage under the spec's keys (./token-store.ts); the slice
 * mirrors whether the member is logged in so screens can react.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { DEFAULT_APP_VER, DEFAULT_DEVICE_OS } from '@bottle/domain';

export type DeviceOs = 'web' | 'I' | 'A';

export interface DeviceInfo {
  device_id: string;
  device_os: DeviceOs;
  model_nm: string;
  app_ver: string;
  wdata: string;
  ukey: string;
}

export type LoginStatus = 'initial' | 'success' | 'fail' | 'logout' | 'expired';

export interface AuthState {
  loginStatus: LoginStatus;
  loggedIn: boolean;
  device: DeviceInfo;
  /** True inside the chain's native shell (spec §4 native-app detection). */
  inWebView: boolean;
  /** Previous location URL (spec §3 user info). */
  prevLocation: string | null;
  /** Auto-login state Y/N (spec §4 "Auto-login"). */
  autoLogin: 'Y' | 'N';
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
  loginStatus: 'initial',
  loggedIn: false,
  device: defaultDeviceInfo,
  inWebView: false,
  prevLocation: null,
  autoLogin: 'N',
};

export const authSlice = createSlice({
  name: 'auth',
  initialState: initialAuthState,
  reducers: {
    setDeviceInfo: (s, a: PayloadAction<Partial<DeviceInfo>>) => void (s.device = { ...s.device, ...a.payload }),
    setInWebView: (s, a: PayloadAction<boolean>) => void (s.inWebView = a.payload),
    setLoginStatus: (s, a: PayloadAction<LoginStatus>) => {
      s.loginStatus = a.payload;
      if (a.payload === 'success') s.loggedIn = true;
      if (a.payload === 'logout' || a.payload === 'expired') s.loggedIn = false;
    },
    setLoggedIn: (s, a: PayloadAction<boolean>) => void (s.loggedIn = a.payload),
    setPrevLocation: (s, a: PayloadAction<string | null>) => void (s.prevLocation = a.payload),
    setAutoLogin: (s, a: PayloadAction<'Y' | 'N'>) => void (s.autoLogin = a.payload),
  },
});

export const authActions = authSlice.actions;
