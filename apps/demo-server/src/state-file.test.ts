/**
 * The state file on its own: writes in order, the newest waiting state wins, nothing
 * half-written, what is not a state is named; and the persister's promise that no answer goes
 * out before its change is on disk.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { emptyState } from '@bottle/mock-api';
import { STATE_FILE_NAME, StateFile, StatePersister, problemOf, type StateFileData } from './state-file';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'demo-state-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

function data(seq: number): StateFileData {
  return { format: 'bottle-demo-state', version: 1, saved_at: '2026-11-24T00:00:00.000Z', state: { ...emptyState(), seq } };
}

async function onDisk(): Promise<StateFileData> {
  return JSON.parse(await readFile(join(dir, STATE_FILE_NAME), 'utf8')) as StateFileData;
}

describe('StateFile.save', () => {
  it('given three saves asked at once, when they are done, then the last state is on disk and each promise resolved in order', async () => {
    const file = new StateFile(dir);
    const order: number[] = [];
    const saves = [1, 2, 3].map((seq) => file.save(data(seq)).then(() => order.push(seq)));
    await Promise.all(saves);
    expect((await onDisk()).state.seq).toBe(3);
    expect(order).toEqual([1, 2, 3]);
    expect((await readdir(dir)).sort()).toEqual([STATE_FILE_NAME]);
  });

  it('given a save waiting behind a write, when a newer one comes, then the waiting one writes the newer state (the last state wins)', async () => {
    const file = new StateFile(dir);
    const first = file.save(data(1));
    const second = file.save(data(2));
    const third = file.save(data(3));
    // The second and the third are one write, of the newest state.
    expect(third).toBe(second);
    await first;
    await second;
    expect((await onDisk()).state.seq).toBe(3);
  });

  it('given a state changed in memory after save() was called, when the write happens, then it holds the state as it was at the call', async () => {
    const file = new StateFile(dir);
    const state = data(7);
    const saving = file.save(state);
    state.state.seq = 99;
    await saving;
    expect((await onDisk()).state.seq).toBe(7);
  });

  it('given a data folder that is gone, when saving, then the save fails and the next one (folder back) works', async () => {
    const file = new StateFile(join(dir, 'missing'));
    await expect(file.save(data(1))).rejects.toThrow();
    await file.prepare();
    await file.save(data(2));
    expect(JSON.parse(await readFile(file.path, 'utf8')).state.seq).toBe(2);
  });
});

describe('StateFile.load', () => {
  it('given no file, when loading, then it is missing (and nothing is created)', async () => {
    expect(await new StateFile(dir).load()).toEqual({ kind: 'missing' });
    expect(await readdir(dir)).toEqual([]);
  });

  it('given a saved state, when loading, then it comes back as saved', async () => {
    const file = new StateFile(dir);
    await file.save(data(5));
    const loaded = await file.load();
    expect(loaded.kind).toBe('loaded');
    expect(loaded.kind === 'loaded' && loaded.data.state.seq).toBe(5);
  });
});

describe('problemOf', () => {
  it('given a good state (with or without the optional store_counted_at), then there is no problem', () => {
    expect(problemOf(data(1))).toBeUndefined();
    const { store_counted_at: _dropped, ...older } = emptyState();
    expect(problemOf({ ...data(1), state: older })).toBeUndefined();
  });

  it.each([
    [null, 'not an object'],
    [{ format: 'other', version: 1, state: {} }, 'format'],
    [{ ...data(1), version: 2 }, 'file version 2'],
    [{ ...data(1), clock_offset_ms: 'soon' }, 'clock_offset_ms'],
    [{ ...data(1), state: { ...emptyState(), version: 2 } }, 'state is of version 2'],
    [{ ...data(1), state: { ...emptyState(), pickups: {} } }, 'state.pickups is object, expected array'],
    [{ ...data(1), state: { ...emptyState(), last_cno: 5 } }, 'state.last_cno'],
  ])('given %j, then the problem is named (%s)', (value, expected) => {
    expect(problemOf(value)).toContain(expected);
  });
});

describe('StatePersister', () => {
  function deferred() {
    let resolve!: () => void;
    let reject!: (error: Error) => void;
    const promise = new Promise<void>((res, rej) => {
      resolve = res;
      reject = rej;
    });
    return { promise, resolve, reject };
  }

  it("given two calls whose changes one snapshot holds, when the second call persists, then it waits for the first call's write", async () => {
    const write = deferred();
    const save = vi.fn(() => write.promise);
    const persister = new StatePersister({ save, path: 'state.json' }, () => data(1), vi.fn());
    persister.markDirty(); // call A changes
    persister.markDirty(); // call B changes
    const a = persister.persist(); // A's snapshot holds both
    let bDone = false;
    const b = persister.persist().then(() => (bDone = true));
    await Promise.resolve();
    await Promise.resolve();
    expect(save).toHaveBeenCalledTimes(1);
    expect(bDone).toBe(false);
    write.resolve();
    await Promise.all([a, b]);
    expect(bDone).toBe(true);
  });

  it('given nothing changed, when persisting, then nothing is written', async () => {
    const save = vi.fn(() => Promise.resolve());
    const persister = new StatePersister({ save, path: 'state.json' }, () => data(1), vi.fn());
    await persister.persist();
    expect(save).not.toHaveBeenCalled();
  });

  it('given a write that fails, when persisting, then the answer still goes, the failure is reported and the next persist writes again', async () => {
    const save = vi.fn().mockRejectedValueOnce(new Error('disk full')).mockResolvedValueOnce(undefined);
    const warn = vi.fn();
    const persister = new StatePersister({ save, path: '/data/state.json' }, () => data(1), warn);
    persister.markDirty();
    await persister.persist();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('disk full'));
    await persister.persist();
    expect(save).toHaveBeenCalledTimes(2);
  });
});
