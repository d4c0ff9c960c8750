/**
 * @bottle/mock-api/browser: demo mode in the browser (issue 7). The same handlers answered by
 * the MSW service worker; the state is kept in IndexedDB (not localStorage, which logout clears)
 * so that a reservation survives a reload; a realistic latency.
 *
 * Reset: call `resetDemo()`, or open any page with `?demo-reset=1` (handled by
 * `startDemoWorker` before the first request; the parameter is then removed from the URL).
 */
import { setupWorker, type SetupWorker } from 'msw/browser';
import { createMockApi, type MockApi, type MockApiOptions } from './handlers/index';
import type { MockStateData } from './state/backend';

const DB_NAME = 'bottle-demo';
const STORE = 'state';
const KEY = 'backend';
/** The query parameter that resets the demo on load. */
export const DEMO_RESET_PARAM = 'demo-reset';

function open(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DB_NAME, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB open failed'));
  });
}

async function withStore<T>(mode: IDBTransactionMode, run: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  const db = await open();
  try {
    return await new Promise<T>((resolve, reject) => {
      const tx = db.transaction(STORE, mode);
      const request = run(tx.objectStore(STORE));
      tx.oncomplete = () => resolve(request.result);
      tx.onerror = () => reject(tx.error ?? new Error('IndexedDB transaction failed'));
    });
  } finally {
    db.close();
  }
}

/** The saved demo state, or undefined when there is none (or it is of another version). */
export async function loadDemoState(): Promise<MockStateData | undefined> {
  const value = await withStore<unknown>('readonly', (s) => s.get(KEY));
  return value && typeof value === 'object' && (value as MockStateData).version === 1 ? (value as MockStateData) : undefined;
}

export async function saveDemoState(state: MockStateData): Promise<void> {
  // structuredClone drops nothing here: the state is plain JSON by construction.
  await withStore('readwrite', (s) => s.put(structuredClone(state), KEY));
}

let running: (MockApi & { worker: SetupWorker }) | null = null;

/** Forgets every demo change (reservations, wish list, tokens…); the running worker starts clean too. */
export async function resetDemo(): Promise<void> {
  await withStore('readwrite', (s) => s.delete(KEY));
  running?.backend.reset();
}

export interface DemoWorkerOptions extends MockApiOptions {
  /** Where the app serves MSW's worker, e.g. '/mockServiceWorker.js' (apps/bottle-web/public). */
  serviceWorker: { url: string };
  /** Passed to MSW; 'bypass' by default so assets and the live AI API pass through. */
  onUnhandledRequest?: 'bypass' | 'warn' | 'error';
  /** Silences MSW's console lines. Default true. */
  quiet?: boolean;
}

/**
 * Starts demo mode; resolves once the worker controls the page, so the app can render.
 *
 * @example
 * if (config.mode === 'demo') {
 *   const { startDemoWorker } = await import('@bottle/mock-api/browser');
 *   await startDemoWorker({ serviceWorker: { url: '/mockServiceWorker.js' } });
 * }
 */
export async function startDemoWorker(options: DemoWorkerOptions): Promise<MockApi & { worker: SetupWorker }> {
  if (running) return running;
  const { serviceWorker, onUnhandledRequest = 'bypass', quiet = true, ...apiOptions } = options;
  const url = new URL(location.href);
  if (url.searchParams.get(DEMO_RESET_PARAM) === '1') {
    await resetDemo();
    url.searchParams.delete(DEMO_RESET_PARAM);
    history.replaceState(history.state, '', url.href);
  }
  const state = await loadDemoState().catch(() => undefined);
  // Demo latency: 150-600 ms, like a mobile network to a gateway.
  // The state is saved before each changing call answers (afterAnswer), not after a delay: a
  // reservation the member saw succeed is in IndexedDB even if the page reloads at once.
  let dirty = false;
  const api: MockApi = createMockApi({
    latency: [150, 600],
    ...apiOptions,
    ...(state ? { state } : {}),
    afterAnswer: async () => {
      if (!dirty) return;
      dirty = false;
      await saveDemoState(api.backend.state).catch((error: unknown) => console.error('demo state not saved', error));
    },
  });
  api.backend.subscribe(() => {
    dirty = true;
  });
  const worker = setupWorker(...api.handlers);
  await worker.start({ serviceWorker, onUnhandledRequest, quiet });
  running = { ...api, worker };
  return running;
}
