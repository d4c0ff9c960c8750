import 'fake-indexeddb/auto';
import { describe, expect, it, vi } from 'vitest';
import { BUCKET_CODES } from '@bottle/api';
import { UPLOAD_CHUNK_SIZE } from '@bottle/domain';
import { sniffPicture, type BucketClient } from '../../../lib/bucket-upload';
import { PhotoUploader, withPhotoKey } from './photo-upload';
import { loadPhotoUpload } from './photo-upload-store';

class Refusal extends Error {
  constructor(
    readonly status: number,
    readonly rspDtc?: string,
  ) {
    super(`HTTP ${status}`);
  }
}

/** A bucket in memory keeping the contract's rules; `hold` makes the put of that chunk never answer (the page goes away meanwhile). */
function memoryBucket() {
  const uploads = new Map<string, { size: number; chunks: Map<number, Uint8Array> }>();
  const puts: number[] = [];
  let next = 0;
  const client = (hold?: number): BucketClient => ({
    start: async ({ size }) => {
      next += 1;
      uploads.set(`up${next}`, { size, chunks: new Map() });
      return { upload_id: `up${next}` };
    },
    status: async (id) => {
      const u = uploads.get(id);
      if (!u) throw new Refusal(404, BUCKET_CODES.unknown);
      return { received: [...u.chunks.keys()] };
    },
    put: async (id, offset, chunk) => {
      const index = offset / UPLOAD_CHUNK_SIZE;
      if (index === hold) return new Promise(() => undefined);
      const u = uploads.get(id);
      if (!u) throw new Refusal(404, BUCKET_CODES.unknown);
      if (index === 0 && sniffPicture(chunk) === null) throw new Refusal(400, BUCKET_CODES.magicMismatch);
      puts.push(index);
      u.chunks.set(index, chunk.slice());
      return {};
    },
    finish: async (id) => {
      const u = uploads.get(id);
      if (!u || u.chunks.size !== Math.ceil(u.size / UPLOAD_CHUNK_SIZE)) throw new Refusal(409, BUCKET_CODES.incomplete);
      return { key: `img/${id}` };
    },
  });
  return { client, puts, uploads };
}

function pngDataUrl(size: number): string {
  const b = new Uint8Array(size);
  for (let i = 0; i < size; i += 1) b[i] = (i * 7) % 251;
  b.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  let text = '';
  for (const byte of b) text += String.fromCharCode(byte);
  return `data:image/png;base64,${btoa(text)}`;
}

const until = async (check: () => boolean) => {
  for (let i = 0; i < 200 && !check(); i += 1) await new Promise((r) => setTimeout(r, 5));
  expect(check()).toBe(true);
};

describe('the diary photo upload kept with the draft', () => {
  it('given a reload mid-upload, when the form opens again, then the kept upload goes on from the bucket status, sending only the missing chunks', async () => {
    const bucket = memoryBucket();
    const key = 'bottle.draft.diary.reload';
    const first = new PhotoUploader(key, { client: bucket.client(2) });
    expect(await first.choose(pngDataUrl(UPLOAD_CHUNK_SIZE * 3 + 10))).toBeNull();
    await until(() => first.getState().sent === 2 * UPLOAD_CHUNK_SIZE);
    expect(first.getState()).toMatchObject({ phase: 'uploading', total: UPLOAD_CHUNK_SIZE * 3 + 10 });
    first.stop(); // the page goes away
    const kept = await loadPhotoUpload(key);
    expect(kept).toMatchObject({ uploadId: 'up1', type: 'image/png', sent: 2 * UPLOAD_CHUNK_SIZE });
    expect(kept?.bytes.length).toBe(UPLOAD_CHUNK_SIZE * 3 + 10);

    const second = new PhotoUploader(key, { client: bucket.client() });
    await second.resume();
    expect(await second.key()).toBe('img/up1');
    // Chunks 0 and 1 went before the reload; only 2 and 3 after it.
    expect(bucket.puts).toEqual([0, 1, 2, 3]);
    expect(second.getState()).toMatchObject({ phase: 'done', sent: UPLOAD_CHUNK_SIZE * 3 + 10 });
    expect((await loadPhotoUpload(key))?.key).toBe('img/up1');
    await second.discard();
    expect(await loadPhotoUpload(key)).toBeUndefined();
  });

  it('given a file that is not a picture, then it is refused before anything is sent; given the bucket refuses the bytes, then the same message', async () => {
    const bucket = memoryBucket();
    const uploader = new PhotoUploader('bottle.draft.diary.text', { client: bucket.client() });
    const text = `data:image/jpeg;base64,${btoa('hello, not a photo')}`;
    expect(await uploader.choose(text)).toBe('content.form.error.photoNotImage');
    expect(bucket.uploads.size).toBe(0);

    // A client-side check can be fooled; the bucket's own refusal (4152) says the same.
    const fooled = new PhotoUploader('bottle.draft.diary.fooled', {
      client: { ...bucket.client(), put: async () => Promise.reject(new Refusal(400, BUCKET_CODES.magicMismatch)) },
    });
    expect(await fooled.choose(pngDataUrl(100))).toBeNull();
    await expect(fooled.key()).rejects.toMatchObject({ messageKey: 'content.form.error.photoNotImage' });
    expect(fooled.getState()).toMatchObject({ phase: 'failed', error: 'content.form.error.photoNotImage' });
  });

  it('given a device without IndexedDB, then the photo still uploads and the form can say it was not kept', async () => {
    vi.stubGlobal('indexedDB', undefined);
    try {
      const uploader = new PhotoUploader('bottle.draft.diary.private', { client: memoryBucket().client() });
      expect(await uploader.choose(pngDataUrl(1000))).toBeNull();
      expect(await uploader.key()).toBe('img/up1');
      expect(uploader.getState()).toMatchObject({ phase: 'done', notKept: true });
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('given no new photo, then the save sends the note as it was; given one, its key in place of the picture', async () => {
    const uploader = new PhotoUploader('bottle.draft.diary.none', { client: memoryBucket().client() });
    await uploader.resume();
    expect(await uploader.key()).toBeUndefined();
    expect(withPhotoKey({ note_no: 'N1', photo_url: 'data:image/png;base64,AAAA' }, undefined)).toEqual({
      note_no: 'N1',
      photo_url: 'data:image/png;base64,AAAA',
    });
    expect(withPhotoKey({ note_no: 'N1', photo_url: 'data:image/png;base64,AAAA' }, 'img/k')).toEqual({
      note_no: 'N1',
      photo_key: 'img/k',
    });
  });
});
