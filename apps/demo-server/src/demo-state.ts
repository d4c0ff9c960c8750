/**
 * The demo's state for one run of the server: loaded from DEMO_DATA_DIR/state.json (a broken file
 * is moved aside and the demo starts from its seed), the mock backend over it, every change saved
 * before the answer of the call that made it goes out (src/state-file.ts), and the operator's key.
 */
import { createMockApi, type MockApi } from '@bottle/mock-api';
import { DEFAULT_LATENCY, type Latency } from './config';
import { DemoServerError } from './listen';
import { loadOperatorKey } from './operator';
import { STATE_FILE_VERSION, StateFile, StatePersister, type StateFileData } from './state-file';

/**
 * How this run's state began: loaded from the file, fresh (no file yet), reset (asked), or
 * recovered (the file was broken, moved aside, and the demo started clean).
 */
export type StateOrigin = 'loaded' | 'fresh' | 'reset' | 'recovered';

export interface DemoStateInfo {
  file: string;
  origin: StateOrigin;
  savedAt?: string;
  movedTo?: string;
  reason?: string;
}

export interface DemoStateOptions {
  dataDir: string;
  warn: (message: string) => void;
  reset?: boolean;
  latency?: Latency;
  storeStepSeconds?: number | null;
  operatorKey?: string;
}

export interface DemoState {
  api: MockApi;
  /** Saves the state if it changed; resolves once every change made so far is on disk. */
  persist: () => Promise<void>;
  info: DemoStateInfo;
  stateFile: StateFile;
  operatorKey: string;
  /** Back to the seed state, the real clock and no scenarios (`?demo-reset=1`). */
  resetDemo: () => void;
}

export async function openDemoState(options: DemoStateOptions): Promise<DemoState> {
  const { dataDir, warn } = options;
  const stateFile = new StateFile(dataDir);
  try {
    await stateFile.prepare();
  } catch (error) {
    throw new DemoServerError(
      'STATE',
      `The data folder ${dataDir} cannot be created: ${(error as Error).message}. Set DEMO_DATA_DIR to a writable folder.`,
    );
  }
  let origin: StateOrigin = 'reset';
  let saved: StateFileData | undefined;
  const info: DemoStateInfo = { file: stateFile.path, origin };
  if (!options.reset) {
    let result;
    try {
      result = await stateFile.load();
    } catch (error) {
      // The broken file could not be moved aside: starting clean would overwrite it.
      throw new DemoServerError(
        'STATE',
        `The demo state file ${stateFile.path} is unreadable and could not be moved aside: ${(error as Error).message}. Move it away yourself, or start with --reset.`,
      );
    }
    if (result.kind === 'loaded') {
      origin = 'loaded';
      saved = result.data;
      info.savedAt = result.data.saved_at;
    } else if (result.kind === 'missing') {
      origin = 'fresh';
    } else {
      origin = 'recovered';
      info.movedTo = result.movedTo;
      info.reason = result.reason;
      warn(
        `The demo state file ${stateFile.path} could not be loaded: ${result.reason}. It was moved to ${result.movedTo}; the demo starts from its seed state.`,
      );
    }
  }
  info.origin = origin;
  let operatorKey: string;
  try {
    operatorKey = await loadOperatorKey(dataDir, options.operatorKey);
  } catch (error) {
    throw new DemoServerError('STATE', `The demo operator key cannot be set up: ${(error as Error).message}`);
  }

  // snapshot() reads `api` (below) only when called, after it exists.
  const snapshot = (): StateFileData => {
    // The clock's offset, if it was moved (/mock-api/clock): a frozen clock is kept as the offset
    // it had at this save, and runs on from there after a restart.
    const offset = api.backend.now() - Date.now();
    return {
      format: 'bottle-demo-state',
      version: STATE_FILE_VERSION,
      saved_at: new Date().toISOString(),
      ...(Math.abs(offset) > 1 ? { clock_offset_ms: offset } : {}),
      state: api.backend.state,
    };
  };
  const persister = new StatePersister(stateFile, snapshot, warn);
  /** Saves the state if it changed; resolves once every change made so far is on disk. */
  const persist = (): Promise<void> => persister.persist();

  const api: MockApi = createMockApi({
    latency: options.latency ?? DEFAULT_LATENCY,
    ...(saved ? { state: saved.state } : {}),
    afterAnswer: persist,
    // What the operator must know, e.g. a reservation's pass checks locked after wrong codes.
    onSecurityEvent: (message) => warn(`Security: ${message}`),
  });
  if (saved?.clock_offset_ms) api.backend.clock.advance(saved.clock_offset_ms);
  if (options.storeStepSeconds !== undefined) {
    const ms = options.storeStepSeconds === null ? null : options.storeStepSeconds * 1000;
    api.backend.setStoreTiming({ confirm_after_ms: ms, ready_after_ms: ms });
  }
  api.backend.subscribe(() => persister.markDirty());
  if (origin !== 'loaded') {
    // The seed state goes to disk at once: a reset is final, and a folder that cannot be written
    // shows now rather than at a member's first change.
    persister.markDirty();
    await persist();
  }

  const resetDemo = (): void => {
    api.scenarios.clear();
    api.backend.clock.reset();
    api.backend.reset();
  };

  return { api, persist, info, stateFile, operatorKey, resetDemo };
}
