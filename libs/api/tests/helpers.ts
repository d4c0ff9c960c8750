/** Shared set-up of the libs/api tests: a real store, injected config, MSW on Node. */
import { configureStore } from '@reduxjs/toolkit';
import { setupServer, type SetupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
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

/**
 * MSW on Node for the test file that calls it (at its top level): listening before its tests, an
 * unhandled request failing the test; after each test the handlers it added are removed and the
 * real clock is back (for tests that chose a fake one); closed after the file.
 */
export function useMswServer(): SetupServer {
  const server = setupServer();
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    server.resetHandlers();
    vi.useRealTimers();
  });
  afterAll(() => server.close());
  return server;
}

/** Headers the test code did not set (added by fetch on Node) are left out of comparisons. */
export function headerRecord(headers: Headers): Record<string, string> {
  return Object.fromEntries([...headers.entries()]);
}
