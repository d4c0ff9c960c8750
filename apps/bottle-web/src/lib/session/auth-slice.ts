/**
 * Auth state (architecture.md "Data flow"): whether the member is logged in, the device info and
 * whether the app runs in the native shell. The tokens themselves are written and cleared by
 * ./session.ts alone (libs/api's token store, local storage under the spec's keys); the slice
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

export interface AuthState {
  loggedIn: boolean;
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
  loggedIn: false,
  device: defaultDeviceInfo,
  inWebView: false,
};

export const authSlice = createSlice({
  name: 'auth',
  initialState: initialAuthState,
  reducers: {
    setDeviceInfo: (s, a: PayloadAction<Partial<DeviceInfo>>) => void (s.device = { ...s.device, ...a.payload }),
    setInWebView: (s, a: PayloadAction<boolean>) => void (s.inWebView = a.payload),
    setLoggedIn: (s, a: PayloadAction<boolean>) => void (s.loggedIn = a.payload),
  },
});

export const authActions = authSlice.actions;
