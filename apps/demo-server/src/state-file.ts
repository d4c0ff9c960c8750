/**
 * The demo's state on disk: one JSON file in the data
 * folder holding the backend's `MockStateData` and, when the clock was moved, its offset.
 *
 * - Written atomically: a temporary file in the same folder, flushed to the disk (fsync), then
 *   renamed over state.json. A crash leaves the old file or the new one, never half of one.
 * - Writes are serialised: one at a time, in the order asked, through one promise chain. A save
 *   asked while another is waiting replaces the waiting one's text (the newer state includes
 *   the older change), so the last state wins and nothing interleaves.
 * - A file that cannot be read, is not JSON, or is not a state of this version is moved aside to
 *   `state.broken-<time>.json` and reported; the server then starts clean. Nothing is deleted.
 */
import { access, mkdir, open, readFile, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { emptyState, type MockStateData } from '@bottle/mock-api';

export const STATE_FILE_NAME = 'state.json';
/** The file format's version: bump it (and migrate, or move old files aside) when it changes. */
export const STATE_FILE_VERSION = 1;

export interface StateFileData {
  format: 'bottle-demo-state';
  version: typeof STATE_FILE_VERSION;
  saved_at: string;
  /** How far the backend's clock runs ahead of (or behind) the real time, when it was moved. */
  clock_offset_ms?: number;
  state: MockStateData;
}

export type LoadResult =
  { kind: 'missing' } | { kind: 'loaded'; data: StateFileData } | { kind: 'broken'; reason: string; movedTo: string };

function kindOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value;
}

/**
 * Why `value` is not a state file this server can load, or undefined if it is. The state is
 * checked against a fresh `emptyState()`: every field it has must be there with the same kind
 * of value (fields the backend marks optional may be missing), so a file of another version or
 * a hand edit gone wrong is caught here, not by a handler in the middle of a member's call.
 */
export function problemOf(value: unknown): string | undefined {
  if (kindOf(value) !== 'object') return `the file holds ${kindOf(value)}, not an object`;
  const file = value as Record<string, unknown>;
  if (file['format'] !== 'bottle-demo-state') return 'it is not a Bottle demo state file (format)';
  if (file['version'] !== STATE_FILE_VERSION)
    return `it is of file version ${JSON.stringify(file['version'])}, this server reads version ${STATE_FILE_VERSION}`;
  const offset = file['clock_offset_ms'];
  if (offset !== undefined && (typeof offset !== 'number' || !Number.isFinite(offset))) return 'clock_offset_ms is not a number';
  const state = file['state'];
  if (kindOf(state) !== 'object') return 'it has no state object';
  const fields = state as Record<string, unknown>;
  const fresh = emptyState() as unknown as Record<string, unknown>;
  if (fields['version'] !== fresh['version'])
    return `its state is of version ${JSON.stringify(fields['version'])}, this server reads version ${String(fresh['version'])}`;
  const optional = new Set(['store_counted_at']);
  for (const [key, expected] of Object.entries(fresh)) {
    const actual = fields[key];
    if (actual === undefined && optional.has(key)) continue;
    // last_cno is a string or null.
    if (key === 'last_cno' ? actual !== null && typeof actual !== 'string' : kindOf(actual) !== kindOf(expected)) {
      return `state.${key} is ${kindOf(actual)}, expected ${key === 'last_cno' ? 'string or null' : kindOf(expected)}`;
    }
  }
  return undefined;
}

/** `2026-05-01T10-20-30-123Z`: an instant that is also a file name on every system. */
function fileStamp(at: Date): string {
  return at.toISOString().replace(/[:.]/g, '-');
}

export class StateFile {
  readonly dir: string;
  readonly path: string;
  private tail: Promise<void> = Promise.resolve();
  private waiting: { text: string; done: Promise<void> } | null = null;
  private tempCount = 0;

  constructor(dir: string) {
    this.dir = dir;
    this.path = join(dir, STATE_FILE_NAME);
  }

  /** Creates the data folder if needed. */
  async prepare(): Promise<void> {
    await mkdir(this.dir, { recursive: true });
  }

  /** The saved state; a broken file is moved aside (never deleted) and reported as such. */
  async load(now = new Date()): Promise<LoadResult> {
    let text: string;
    try {
      text = await readFile(this.path, 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { kind: 'missing' };
      return this.moveAside(`it cannot be read (${(error as Error).message})`, now);
    }
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch (error) {
      return this.moveAside(`it is not JSON (${(error as Error).message})`, now);
    }
    const problem = problemOf(value);
    if (problem) return this.moveAside(problem, now);
    return { kind: 'loaded', data: value as StateFileData };
  }

  private async moveAside(reason: string, now: Date): Promise<LoadResult> {
    let movedTo = join(this.dir, `state.broken-${fileStamp(now)}.json`);
    for (let n = 2; await exists(movedTo); n += 1) movedTo = join(this.dir, `state.broken-${fileStamp(now)}-${n}.json`);
    // If this fails the server must not start: starting clean would overwrite the file.
    await rename(this.path, movedTo);
    return { kind: 'broken', reason, movedTo };
  }

  /**
   * Saves `data` (serialised now, so later changes in memory cannot leak into this write) after
   * every write asked before it. Resolves once a write holding this state, or a newer one, is on
   * the disk.
   */
  save(data: StateFileData): Promise<void> {
    const text = `${JSON.stringify(data, null, 2)}\n`;
    if (this.waiting) {
      // Not started yet: it will write this newer text instead.
      this.waiting.text = text;
      return this.waiting.done;
    }
    const job = { text, done: Promise.resolve() };
    job.done = this.tail.then(() => {
      if (this.waiting === job) this.waiting = null;
      return this.write(job.text);
    });
    this.waiting = job;
    // The chain goes on after a failed write; the caller of that save hears the failure.
    this.tail = job.done.catch(() => undefined);
    return job.done;
  }

  /** Resolves when every save asked so far is on the disk (or has failed). */
  idle(): Promise<void> {
    return this.tail;
  }

  private async write(text: string): Promise<void> {
    this.tempCount += 1;
    const temp = join(this.dir, `.${STATE_FILE_NAME}.${process.pid}.${this.tempCount}.tmp`);
    try {
      const handle = await open(temp, 'w', 0o600);
      try {
        await handle.writeFile(text, 'utf8');
        await handle.sync();
      } finally {
        await handle.close();
      }
      await rename(temp, this.path);
    } catch (error) {
      await rm(temp, { force: true }).catch(() => undefined);
      throw error;
    }
    await syncDir(this.dir);
  }
}

function exists(path: string): Promise<boolean> {
  return access(path).then(
    () => true,
    () => false,
  );
}

/** Makes the rename itself durable where the system allows it (not on Windows). */
async function syncDir(dir: string): Promise<void> {
  try {
    const handle = await open(dir, 'r');
    try {
      await handle.sync();
    } finally {
      await handle.close();
    }
  } catch {
    // Directories cannot be opened or synced on some systems; the rename is still atomic.
  }
}

/**
 * When to save, for the server: a change marks the state dirty (the backend's listeners); at the
 * end of each call `persist()` saves it if it is dirty, and in every case resolves only once
 * every change made so far is on disk.
 *
 * Why "in every case": calls A and B change the state, A's persist() saves a snapshot holding
 * both (and clears the mark), then B's persist() finds nothing dirty. B's answer must still wait
 * for A's write, or it would go out before its change is on disk; so persist() always returns
 * the latest save.
 */
export class StatePersister {
  private dirty = false;
  private lastSave: Promise<void> = Promise.resolve();

  constructor(
    private readonly file: Pick<StateFile, 'save' | 'path'>,
    /** The state as it is now; serialised by `file.save` before anything else can run. */
    private readonly snapshot: () => StateFileData,
    private readonly warn: (message: string) => void,
  ) {}

  markDirty(): void {
    this.dirty = true;
  }

  persist(): Promise<void> {
    if (this.dirty) {
      this.dirty = false;
      this.lastSave = this.file.save(this.snapshot()).catch((error: unknown) => {
        // Kept in memory; the next persist() writes the whole state again.
        this.dirty = true;
        this.warn(
          `The demo state could not be saved to ${this.file.path}: ${(error as Error).message}. The change is kept in memory; the next change tries again.`,
        );
      });
    }
    return this.lastSave;
  }
}
