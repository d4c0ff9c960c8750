/**
 * Online / offline knowledge for the base queries (spec §4 "Data fetching pauses when offline",
 * §9). Injected so that tests and the native shell can drive it.
 */
export interface Connectivity {
  isOnline(): boolean;
  /** Calls `listener` on each return online; returns the unsubscribe function. */
  onOnline(listener: () => void): () => void;
  /**
   * Calls `listener` on each loss of the connection; returns the unsubscribe function. Optional:
   * paused queries only need `onOnline`; the app's offline notice and offline states need both.
   */
  onOffline?(listener: () => void): () => void;
}

/** The parts of `window` read here, so that a test can pass a fake. */
export interface ConnectivityHost {
  navigator?: { onLine?: boolean };
  addEventListener?: (type: 'online' | 'offline', listener: () => void) => void;
  removeEventListener?: (type: 'online' | 'offline', listener: () => void) => void;
}

/**
 * Browser connectivity: `navigator.onLine` and the window's 'online' and 'offline' events.
 * Without a navigator (Node) the device counts as online.
 */
export function createBrowserConnectivity(host: ConnectivityHost = globalThis as ConnectivityHost): Connectivity {
  const listen = (type: 'online' | 'offline', listener: () => void) => {
    host.addEventListener?.(type, listener);
    return () => host.removeEventListener?.(type, listener);
  };
  return {
    isOnline: () => host.navigator?.onLine !== false,
    onOnline: (listener) => listen('online', listener),
    onOffline: (listener) => listen('offline', listener),
  };
}

/**
 * Calls `listener` whenever the device goes online or offline (for `useSyncExternalStore`);
 * returns the unsubscribe function.
 *
 * @example
 * const online = useSyncExternalStore((l) => subscribeConnectivity(connectivity, l), () => connectivity.isOnline());
 */
export function subscribeConnectivity(connectivity: Connectivity, listener: () => void): () => void {
  const offOnline = connectivity.onOnline(listener);
  const offOffline = connectivity.onOffline?.(listener);
  return () => {
    offOnline();
    offOffline?.();
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
