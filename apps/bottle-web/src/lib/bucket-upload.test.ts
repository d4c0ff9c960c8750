import { describe, expect, it, vi } from 'vitest';
import { UPLOAD_CHUNK_SIZE } from '@bottle/domain';
import type { BucketClient, UploadProgress } from './bucket-upload';
import { sha256Hex, uploadBackoffMs, uploadPicture } from './bucket-upload';

class HttpError extends Error {
  constructor(readonly status: number) {
    super(`HTTP ${status}`);
  }
}

/** A bucket held in memory that keeps the contract's rules (grid offsets, same chunk twice fine, hash checked). */
function fakeBucket() {
  const uploads = new Map<string, { size: number; sha256: string; chunks: Map<number, Uint8Array> }>();
  const puts: number[] = [];
  const finished = new Map<string, string>();
  let next = 0;
  const client: BucketClient = {
    start: async ({ size, sha256 }) => {
      next += 1;
      uploads.set(`up${next}`, { size, sha256, chunks: new Map() });
      return { upload_id: `up${next}` };
    },
    status: async (id) => {
      // Like the bucket: a finished upload answers its key; its chunks are gone.
      const key = finished.get(id);
      if (key !== undefined) return { received: [], key };
      const u = uploads.get(id);
      if (u === undefined) throw new HttpError(404);
      return { received: [...u.chunks.keys()] };
    },
    put: async (id, offset, chunk) => {
      const u = uploads.get(id);
      if (u === undefined) throw new HttpError(404);
      if (offset % UPLOAD_CHUNK_SIZE !== 0) throw new HttpError(400);
      if (chunk.length !== Math.min(UPLOAD_CHUNK_SIZE, u.size - offset)) throw new HttpError(400);
      puts.push(offset / UPLOAD_CHUNK_SIZE);
      u.chunks.set(offset / UPLOAD_CHUNK_SIZE, chunk.slice());
      return {};
    },
    finish: async (id) => {
      const done = finished.get(id);
      if (done !== undefined) return { key: done };
      const u = uploads.get(id);
      if (u === undefined) throw new HttpError(404);
      const whole = new Uint8Array(u.size);
      for (const [i, c] of u.chunks) whole.set(c, i * UPLOAD_CHUNK_SIZE);
      if (u.chunks.size !== Math.ceil(u.size / UPLOAD_CHUNK_SIZE) || (await sha256Hex(whole)) !== u.sha256) throw new HttpError(409);
      finished.set(id, `img/${id}`);
      uploads.delete(id);
      return { key: `img/${id}` };
    },
  };
  return { client, uploads, puts };
}

function picture(size: number): Uint8Array {
  const b = new Uint8Array(size);
  for (let i = 0; i < size; i += 1) b[i] = (i * 13) % 256;
  return b;
}

const noSleep = vi.fn(async () => undefined);

describe('uploadPicture', () => {
  it('sends the picture in 65536-byte chunks and answers the key, reporting progress in bytes', async () => {
    const { client, puts } = fakeBucket();
    const progress: UploadProgress[] = [];
    const photo = picture(UPLOAD_CHUNK_SIZE * 2 + 5);
    const result = await uploadPicture(photo, 'image/jpeg', client, {
      onProgress: (p) => progress.push(p),
      sleep: noSleep,
      isOnline: () => true,
    });
    expect(result.key).toBe(`img/${result.uploadId}`);
    expect(puts).toEqual([0, 1, 2]);
    expect(progress.map((p) => p.sent)).toEqual([0, 65536, 131072, 131077]);
    expect(progress.at(-1)?.total).toBe(photo.length);
  });

  it('sends a failed chunk again with growing back-off, and gives up on a refusal at once', async () => {
    const { client, puts } = fakeBucket();
    const put = client.put.bind(client);
    let failures = 2;
    client.put = async (id, offset, chunk) => {
      if (offset === UPLOAD_CHUNK_SIZE && failures > 0) {
        failures -= 1;
        throw new TypeError('Failed to fetch');
      }
      return put(id, offset, chunk);
    };
    const sleep = vi.fn(async (_ms: number) => undefined);
    await uploadPicture(picture(UPLOAD_CHUNK_SIZE * 2), 'image/jpeg', client, { sleep, isOnline: () => true });
    expect(puts).toEqual([0, 1]);
    expect(sleep.mock.calls.map((c) => c[0])).toEqual([uploadBackoffMs(0), uploadBackoffMs(1)]);
    expect(uploadBackoffMs(10)).toBe(30_000);

    const refusing = fakeBucket().client;
    refusing.put = async () => {
      throw new HttpError(400);
    };
    const again = vi.fn(async () => undefined);
    await expect(uploadPicture(picture(10), 'image/jpeg', refusing, { sleep: again, isOnline: () => true })).rejects.toMatchObject({
      status: 400,
    });
    expect(again).not.toHaveBeenCalled();
  });

  it('waits for the phone to come back online before sending, then goes on', async () => {
    const { client, puts } = fakeBucket();
    let online = true;
    let comeBack: () => void = () => undefined;
    const put = client.put.bind(client);
    client.put = async (id, offset, chunk) => {
      await put(id, offset, chunk);
      if (offset === 0) online = false;
      return {};
    };
    const waitOnline = vi.fn(
      () =>
        new Promise<void>(
          (resolve) =>
            (comeBack = () => {
              online = true;
              resolve();
            }),
        ),
    );
    const done = uploadPicture(picture(UPLOAD_CHUNK_SIZE * 3), 'image/png', client, { sleep: noSleep, isOnline: () => online, waitOnline });
    await vi.waitFor(() => expect(waitOnline).toHaveBeenCalled());
    expect(puts).toEqual([0]);
    comeBack();
    await done;
    expect(puts).toEqual([0, 1, 2]);
  });

  it('resumes an upload kept with the draft: asks which chunks the bucket holds and sends only the rest', async () => {
    const bucket = fakeBucket();
    const photo = picture(UPLOAD_CHUNK_SIZE * 3);
    const aborted = new AbortController();
    let started = '';
    const put = bucket.client.put.bind(bucket.client);
    bucket.client.put = async (id, offset, chunk) => {
      await put(id, offset, chunk);
      if (offset === UPLOAD_CHUNK_SIZE) aborted.abort(new DOMException('reload', 'AbortError'));
      return {};
    };
    await expect(
      uploadPicture(photo, 'image/jpeg', bucket.client, {
        signal: aborted.signal,
        onStarted: (id) => (started = id),
        sleep: noSleep,
        isOnline: () => true,
      }),
    ).rejects.toThrow();
    expect(bucket.puts).toEqual([0, 1]);
    bucket.client.put = put;
    const progress: number[] = [];
    const result = await uploadPicture(photo, 'image/jpeg', bucket.client, {
      uploadId: started,
      onProgress: (p) => progress.push(p.sent),
      sleep: noSleep,
      isOnline: () => true,
    });
    expect(result.uploadId).toBe(started);
    expect(bucket.puts).toEqual([0, 1, 2]);
    expect(progress[0]).toBe(2 * UPLOAD_CHUNK_SIZE);
  });

  it('given an upload finished whose key was never kept (reloaded before the answer), when it resumes, then it answers the same key and sends nothing again', async () => {
    const bucket = fakeBucket();
    const photo = picture(UPLOAD_CHUNK_SIZE * 2 + 10);
    const first = await uploadPicture(photo, 'image/png', bucket.client, { sleep: noSleep, isOnline: () => true });
    expect(bucket.puts).toEqual([0, 1, 2]);
    const progress: number[] = [];
    const again = await uploadPicture(photo, 'image/png', bucket.client, {
      uploadId: first.uploadId,
      onProgress: (p) => progress.push(p.sent),
      sleep: noSleep,
      isOnline: () => true,
    });
    expect(again).toEqual(first);
    expect(bucket.puts).toEqual([0, 1, 2]);
    expect(progress).toEqual([photo.length]);
  });

  it('starts afresh when the bucket no longer knows the kept upload', async () => {
    const { client, puts } = fakeBucket();
    const result = await uploadPicture(picture(100), 'image/jpeg', client, { uploadId: 'up.gone', sleep: noSleep, isOnline: () => true });
    expect(result.uploadId).not.toBe('up.gone');
    expect(puts).toEqual([0]);
  });
});
