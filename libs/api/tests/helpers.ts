/** Shared set-up of the libs/api tests: a real store, injected config, MSW on Node. */
import { configureStore } from '@reduxjs/toolkit';
import { setupServer } from 'msw/node';
import { vi } from 'vitest';
import {
  apiMiddleware,
  apiReducers,
  configureApi,
  createMemoryStorage,
  createMemoryTokenStore,
  type ApiConfig,
  type ApiTokens,
  type Connectivity,
} from '../src/index';

export const ORIGIN = 'https://app.bottle.test';
export const BOTTLE = 'https://api.bottle.test';
export const USER = 'https://user.bottle.test';
export const CHAT = 'https://chat.bottle.test';

export function makeStore() {
  return configureStore({
    reducer: apiReducers,
    middleware: (getDefault) => getDefault({ serializableCheck: false, immutableCheck: false }).concat(...apiMiddleware),
  });
}
export type TestStore = ReturnType<typeof makeStore>;

/** Connectivity the test drives: setOnline(true) fires the 'online' listeners. */
export function fakeConnectivity(online = true): Connectivity & { setOnline(value: boolean): void } {
  const listeners = new Set<() => void>();
  let state = online;
  return {
    isOnline: () => state,
    onOnline: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    setOnline(value) {
      state = value;
      if (value) for (const listener of [...listeners]) listener();
    },
  };
}

export function setupApi(overrides: Partial<ApiConfig> & { tokens?: ApiTokens } = {}) {
  const { tokens = { accessToken: 'at1', refreshToken: 'rt1' }, ...rest } = overrides;
  const connectivity = fakeConnectivity();
  const config = {
    bottleBase: BOTTLE,
    userBase: USER,
    chatBase: CHAT,
    origin: ORIGIN,
    tokenStore: createMemoryTokenStore(tokens),
    onTokensRefreshed: vi.fn(),
    onSessionExpired: vi.fn(),
    sessionStorage: createMemoryStorage(),
    connectivity,
    readCookies: () => '',
    warn: vi.fn(),
    ...rest,
  };
  configureApi(config);
  return { ...config, connectivity, store: makeStore() };
}

export function mswServer() {
  return setupServer();
}

/** Headers the test code did not set (added by fetch on Node) are left out of comparisons. */
export function headerRecord(headers: Headers): Record<string, string> {
  return Object.fromEntries([...headers.entries()]);
}
