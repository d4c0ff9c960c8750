/**
 * Online / offline knowledge for the base queries (spec §4 "Data fetching pauses when offline",
 * §9). Injected so that tests and the native shell can drive it.
 */
export interface Connectivity {
  isOnline(): boolean;
  /** Calls `listener` on each return online; returns the unsubscribe function. */
  onOnline(listener: () => void): () => void;
}

/** The parts of `window` read here, so that a test can pass a fake. */
export interface ConnectivityHost {
  navigator?: { onLine?: boolean };
  addEventListener?: (type: 'online', listener: () => void) => void;
  removeEventListener?: (type: 'online', listener: () => void) => void;
}

/**
 * Browser connectivity: `navigator.onLine` and the window's 'online' event. Without a navigator
 * (Node) the device counts as online.
 */
export function createBrowserConnectivity(host: ConnectivityHost = globalThis as ConnectivityHost): Connectivity {
  return {
    isOnline: () => host.navigator?.onLine !== false,
    onOnline: (listener) => {
      host.addEventListener?.('online', listener);
      return () => host.removeEventListener?.('online', listener);
    },
  };
}

/**
 * Resolves when the device is online (at once if it already is). Rejects with the signal's
 * reason if the signal aborts first, so a waiting query that nobody needs any more goes away.
 */
export function waitUntilOnline(connectivity: Connectivity, signal?: AbortSignal): Promise<void> {
  if (connectivity.isOnline()) return Promise.resolve();
  return new Promise<void>((resolve, reject) => {
    const done = () => {
      unsubscribe();
      signal?.removeEventListener('abort', aborted);
    };
    const unsubscribe = connectivity.onOnline(() => {
      if (!connectivity.isOnline()) return;
      done();
      resolve();
    });
    const aborted = () => {
      done();
      reject(signal?.reason ?? new Error('aborted'));
    };
    if (signal?.aborted) aborted();
    else signal?.addEventListener('abort', aborted, { once: true });
  });
}

/** setTimeout as a promise that an AbortSignal can cut short (rejects on abort). */
export function delay(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason);
      return;
    }
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', aborted);
      resolve();
    }, ms);
    const aborted = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    signal?.addEventListener('abort', aborted, { once: true });
  });
}
