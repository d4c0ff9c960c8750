import { describe, expect, it } from 'vitest';
import { createBrowserConnectivity, delay, subscribeConnectivity, waitUntilOnline } from './connectivity';
import { readCookie, isSameOrigin } from './headers';
import { createMemoryStorage, createStorageTokenStore } from './tokens';
import { resolveBase } from './config';

function fakeWindow(onLine: boolean) {
  const target = new EventTarget();
  return {
    navigator: { onLine },
    addEventListener: (type: 'online' | 'offline', listener: () => void) => target.addEventListener(type, listener),
    removeEventListener: (type: 'online' | 'offline', listener: () => void) => target.removeEventListener(type, listener),
    goOnline() {
      this.navigator.onLine = true;
      target.dispatchEvent(new Event('online'));
    },
    goOffline() {
      this.navigator.onLine = false;
      target.dispatchEvent(new Event('offline'));
    },
  };
}

describe('browser connectivity (spec §4 "Data fetching pauses when offline")', () => {
  it("given navigator.onLine false, when waiting, then it resolves on the window's online event", async () => {
    const win = fakeWindow(false);
    const connectivity = createBrowserConnectivity(win);
    let done = false;
    const waiting = waitUntilOnline(connectivity).then(() => (done = true));
    await delay(5);
    expect(done).toBe(false);
    win.goOnline();
    await waiting;
    expect(done).toBe(true);
  });

  it('given no navigator (Node), when asked, then the device counts as online', () => {
    expect(createBrowserConnectivity({}).isOnline()).toBe(true);
  });

  it('given a subscriber, when the window goes offline and back online, then it hears both and isOnline follows (the offline notice)', () => {
    const win = fakeWindow(true);
    const connectivity = createBrowserConnectivity(win);
    const seen: boolean[] = [];
    const unsubscribe = subscribeConnectivity(connectivity, () => seen.push(connectivity.isOnline()));
    win.goOffline();
    win.goOnline();
    unsubscribe();
    win.goOffline();
    expect(seen).toEqual([false, true]);
  });

  it('given a wait offline, when its signal aborts, then the wait rejects', async () => {
    const controller = new AbortController();
    const waiting = waitUntilOnline(createBrowserConnectivity(fakeWindow(false)), controller.signal);
    controller.abort(new Error('gone'));
    await expect(waiting).rejects.toThrow('gone');
  });
});

describe('storage token store (spec §3 storage keys)', () => {
  it('given a Web Storage, when tokens are set and cleared, then they live under access_token and refresh_token', () => {
    const storage = createMemoryStorage();
    const store = createStorageTokenStore(storage);
    store.set({ accessToken: 'a', refreshToken: 'r' });
    expect(storage.getItem('access_token')).toBe('a');
    expect(storage.getItem('refresh_token')).toBe('r');
    expect(store.get()).toEqual({ accessToken: 'a', refreshToken: 'r' });
    store.set({});
    expect(storage.length).toBe(0);
    expect(store.get()).toEqual({ accessToken: undefined, refreshToken: undefined });
  });
});

describe('header helpers', () => {
  it('given a cookie string, when reading XSRF-TOKEN, then the decoded value of that cookie only is returned', () => {
    expect(readCookie('XSRF-TOKENX=no; XSRF-TOKEN=a%3Db', 'XSRF-TOKEN')).toBe('a=b');
    expect(readCookie('', 'XSRF-TOKEN')).toBeUndefined();
  });

  it('given URLs, when compared with the page origin, then scheme, host and port must all match', () => {
    expect(isSameOrigin('https://app.test/api/x', 'https://app.test')).toBe(true);
    expect(isSameOrigin('http://app.test/api/x', 'https://app.test')).toBe(false);
    expect(isSameOrigin('https://app.test:8443/x', 'https://app.test')).toBe(false);
    expect(isSameOrigin('https://app.test.evil.example/x', 'https://app.test')).toBe(false);
  });

  it('given relative and absolute bases, when resolved, then they are absolute without a trailing slash', () => {
    expect(resolveBase('/api/', 'http://localhost')).toBe('http://localhost/api');
    expect(resolveBase('/', 'http://localhost')).toBe('http://localhost');
    expect(resolveBase('https://chat.example.com/v1', 'http://localhost')).toBe('https://chat.example.com/v1');
  });
});
