/**
 * The wiring's order ("no waterfall"): the browser router runs the first
 * route's loaders as it is made, and those start the screen's first API calls; libs/api must
 * already know its bases then. Before, home's banners and stores calls went to the page's own
 * origin (/app/main/banner/area/info: 405 on the demo server) and the screen had to call again.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { hasApiSession, memberApi } from '@bottle/api';
import { installFakeShell } from '@bottle/bridge/testing';
import { STORAGE_KEYS } from '@bottle/domain';
import { parseConfig } from '../config/env';
import { selectLoggedIn } from '../lib/session/auth-slice';
import { bootstrap } from './bootstrap';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  window.history.replaceState(null, '', '/');
});

describe('bootstrap', () => {
  it("given the home page, when the app is wired, then the route loaders' first calls go to the configured API base", async () => {
    const urls: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn((input: RequestInfo | URL) => {
        urls.push(input instanceof Request ? input.url : String(input));
        return new Promise<Response>(() => undefined);
      }),
    );
    window.history.replaceState(null, '', '/');
    const booted = bootstrap(parseConfig({ VITE_BOTTLE_API_BASE: 'https://api.example.test/bottle' }));
    await vi.waitFor(() => expect(urls.length).toBeGreaterThanOrEqual(2));
    expect(urls.filter((url) => /main\/banner\/area\/info|store\/list/.test(url))).toEqual([
      'https://api.example.test/bottle/app/main/banner/area/info',
      'https://api.example.test/bottle/app/store/list',
    ]);
    booted.router.dispose();
    // The other-tab watch loads after the first route: let it finish before the test ends.
    await import('../lib/session/cross-tab');
  });

  it('given a member logged in on this device, when another tab logs out and then in again, then the screens follow libs/api (the one owner), with no read of the storage by the app', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>(() => undefined)),
    );
    localStorage.setItem(STORAGE_KEYS.accessToken, 'at1');
    localStorage.setItem(STORAGE_KEYS.refreshToken, 'rt1');
    const booted = bootstrap(parseConfig({}));
    expect(selectLoggedIn(booted.store.getState())).toBe(true);

    localStorage.clear();
    window.dispatchEvent(new StorageEvent('storage', { key: null, storageArea: localStorage }));
    expect(hasApiSession()).toBe(false);
    expect(selectLoggedIn(booted.store.getState())).toBe(false);

    localStorage.setItem(STORAGE_KEYS.accessToken, 'at2');
    window.dispatchEvent(new StorageEvent('storage', { key: STORAGE_KEYS.accessToken, newValue: 'at2', storageArea: localStorage }));
    expect(selectLoggedIn(booted.store.getState())).toBe(true);
    booted.router.dispose();
    await import('../lib/session/cross-tab');
  });

  it('given a member in the native shell, when libs/api refreshes the tokens, then the shell is told the new pair from the session change, and the app writes nothing back', async () => {
    const shell = installFakeShell({ platform: 'ios' });
    const sent: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
        const request = input instanceof Request ? input : new Request(String(input), init);
        if (request.url.endsWith('/tokens/token-refresh')) return Promise.resolve(Response.json({ token: 'at2', refreshToken: 'rt2' }));
        if (request.url.endsWith('/v2/hybridapp/receipt/info')) {
          sent.push(request.headers.get('x-ssp-token') ?? '');
          if (request.headers.get('x-ssp-token') !== 'at2') return Promise.resolve(Response.json({ rspC: '401' }, { status: 401 }));
          return Promise.resolve(Response.json({ rcpt_no: 'R1', tot_amt: 1000 }));
        }
        return new Promise<Response>(() => undefined);
      }),
    );
    localStorage.setItem(STORAGE_KEYS.accessToken, 'at1');
    localStorage.setItem(STORAGE_KEYS.refreshToken, 'rt1');
    const booted = bootstrap(parseConfig({}));
    try {
      const result = await booted.store.dispatch(memberApi.endpoints.receiptInfo.initiate({ rcpt_no: 'R1' }));
      expect(result.data?.rcpt_no).toBe('R1');
      expect(sent).toEqual(['at1', 'at2']);
      expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBe('at2');
      await vi.waitFor(() =>
        expect(shell.messages.find((m) => m.method === 'setLoginInfo')?.params).toEqual({ access_token: 'at2', refresh_token: 'rt2' }),
      );
      expect(selectLoggedIn(booted.store.getState())).toBe(true);
    } finally {
      booted.router.dispose();
      await import('../lib/session/cross-tab');
      shell();
    }
  });
});
