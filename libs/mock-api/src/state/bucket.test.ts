import { describe, expect, it } from 'vitest';
import { UPLOAD_CHUNK_SIZE } from '@bottle/domain';
import { MockApiError } from './errors';
import {
  BUCKET_CODES,
  BUCKET_MAX_BYTES,
  BUCKET_UPLOAD_TTL_MS,
  emptyBucket,
  finishUpload,
  keyDataUrl,
  putChunk,
  resolveKey,
  sha256Hex,
  sniffImageType,
  startUpload,
  uploadStatus,
} from './bucket';

const NOW = Date.UTC(2026, 10, 28, 0, 0, 0);

/** A fake JPEG of `size` bytes: the JPEG signature, then a deterministic pattern. */
function jpeg(size: number): Uint8Array {
  const b = new Uint8Array(size);
  for (let i = 0; i < size; i += 1) b[i] = (i * 31 + 7) % 251;
  b.set([0xff, 0xd8, 0xff, 0xe0]);
  return b;
}

function chunk(bytes: Uint8Array, index: number): Uint8Array {
  return bytes.subarray(index * UPLOAD_CHUNK_SIZE, (index + 1) * UPLOAD_CHUNK_SIZE);
}

/**
 * The same bytes, compared as one buffer: toEqual walks a 200 KB array element by element
 * (4.5 s of the suite's 5 s); a difference still names the first differing offset.
 */
function expectSameBytes(actual: Uint8Array, expected: Uint8Array): void {
  expect(actual.length).toBe(expected.length);
  const at = actual.findIndex((byte, i) => byte !== expected[i]);
  expect(at, 'first differing offset').toBe(-1);
}

async function refusedWith(run: () => unknown, code: string): Promise<MockApiError> {
  try {
    await run();
  } catch (error) {
    expect(error).toBeInstanceOf(MockApiError);
    expect((error as MockApiError).rspDtc).toBe(code);
    return error as MockApiError;
  }
  throw new Error(`expected refusal ${code}`);
}

describe('demo image bucket', () => {
  it('takes a picture in 65536-byte chunks, in any order, and answers a key that resolves to the same bytes', async () => {
    const state = emptyBucket();
    const photo = jpeg(UPLOAD_CHUNK_SIZE * 2 + 100);
    const { upload_id, chunk_size } = startUpload(
      state,
      { content_type: 'image/jpeg', size: photo.length, sha256: await sha256Hex(photo) },
      NOW,
    );
    expect(chunk_size).toBe(65536);
    putChunk(state, upload_id, 2 * UPLOAD_CHUNK_SIZE, chunk(photo, 2), NOW);
    putChunk(state, upload_id, 0, chunk(photo, 0), NOW);
    expect(uploadStatus(state, upload_id, NOW).received).toEqual([0, 2]);
    await refusedWith(() => finishUpload(state, upload_id, NOW), BUCKET_CODES.incomplete);
    putChunk(state, upload_id, UPLOAD_CHUNK_SIZE, chunk(photo, 1), NOW);
    const { key } = await finishUpload(state, upload_id, NOW);
    expectSameBytes(resolveKey(state, key).bytes, photo);
    expect(keyDataUrl(state, key)).toMatch(/^data:image\/jpeg;base64,\/9j\//);
    expect(await finishUpload(state, upload_id, NOW)).toEqual({ key });
    // A phone that lost finish's answer asks status: every chunk, and the same key.
    expect(uploadStatus(state, upload_id, NOW)).toEqual({ received: [0, 1, 2], size: photo.length, chunk_size: UPLOAD_CHUNK_SIZE, key });
  });

  it('accepts the same chunk again and refuses different bytes at an offset it holds', async () => {
    const state = emptyBucket();
    const photo = jpeg(UPLOAD_CHUNK_SIZE + 10);
    const { upload_id } = startUpload(state, { content_type: 'image/jpeg', size: photo.length, sha256: await sha256Hex(photo) }, NOW);
    putChunk(state, upload_id, UPLOAD_CHUNK_SIZE, chunk(photo, 1), NOW);
    expect(putChunk(state, upload_id, UPLOAD_CHUNK_SIZE, chunk(photo, 1), NOW).received).toEqual([1]);
    await refusedWith(() => putChunk(state, upload_id, UPLOAD_CHUNK_SIZE, new Uint8Array(10), NOW), BUCKET_CODES.conflict);
  });

  it('refuses offsets off the chunk grid, beyond the file, and chunks of the wrong length', async () => {
    const state = emptyBucket();
    const photo = jpeg(UPLOAD_CHUNK_SIZE + 10);
    const { upload_id } = startUpload(state, { content_type: 'image/jpeg', size: photo.length, sha256: await sha256Hex(photo) }, NOW);
    await refusedWith(() => putChunk(state, upload_id, 100, chunk(photo, 0), NOW), BUCKET_CODES.badRange);
    await refusedWith(() => putChunk(state, upload_id, 2 * UPLOAD_CHUNK_SIZE, new Uint8Array(1), NOW), BUCKET_CODES.badRange);
    await refusedWith(() => putChunk(state, upload_id, 0, photo.subarray(0, 1000), NOW), BUCKET_CODES.badRange);
    await refusedWith(() => putChunk(state, upload_id, UPLOAD_CHUNK_SIZE, new Uint8Array(9), NOW), BUCKET_CODES.badRange);
  });

  it('takes only images, judged by the magic bytes and not the declared type', async () => {
    const state = emptyBucket();
    const sha256 = '0'.repeat(64);
    await refusedWith(() => startUpload(state, { content_type: 'application/pdf', size: 10, sha256 }, NOW), BUCKET_CODES.notImage);
    const text = new TextEncoder().encode('not a picture, only text pretending to be one');
    const { upload_id } = startUpload(state, { content_type: 'image/png', size: text.length, sha256 }, NOW);
    const error = await refusedWith(() => putChunk(state, upload_id, 0, text, NOW), BUCKET_CODES.magicMismatch);
    expect(error.status).toBe(400);
    expect(error.message).toContain('사진 파일이 아닙니다');
    expect(sniffImageType(jpeg(10))).toBe('image/jpeg');
    expect(sniffImageType(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe('image/png');
    expect(sniffImageType(text)).toBeNull();
  });

  it('refuses a size above the limit, a zero size and a malformed hash', async () => {
    const state = emptyBucket();
    const sha256 = 'a'.repeat(64);
    await refusedWith(
      () => startUpload(state, { content_type: 'image/jpeg', size: BUCKET_MAX_BYTES + 1, sha256 }, NOW),
      BUCKET_CODES.tooLarge,
    );
    await refusedWith(() => startUpload(state, { content_type: 'image/jpeg', size: 0, sha256 }, NOW), BUCKET_CODES.tooLarge);
    await refusedWith(() => startUpload(state, { content_type: 'image/jpeg', size: 10, sha256: 'xyz' }, NOW), BUCKET_CODES.badHash);
  });

  it('refuses to finish when the bytes do not hash to the declared SHA-256, and forgets that upload', async () => {
    const state = emptyBucket();
    const photo = jpeg(500);
    const { upload_id } = startUpload(state, { content_type: 'image/jpeg', size: photo.length, sha256: 'b'.repeat(64) }, NOW);
    putChunk(state, upload_id, 0, photo, NOW);
    await refusedWith(() => finishUpload(state, upload_id, NOW), BUCKET_CODES.hashMismatch);
    await refusedWith(() => uploadStatus(state, upload_id, NOW), BUCKET_CODES.unknown);
  });

  it('drops an upload left unfinished for a day, and refuses unknown keys', async () => {
    const state = emptyBucket();
    const photo = jpeg(500);
    const { upload_id } = startUpload(state, { content_type: 'image/jpeg', size: photo.length, sha256: await sha256Hex(photo) }, NOW);
    expect(uploadStatus(state, upload_id, NOW + BUCKET_UPLOAD_TTL_MS).received).toEqual([]);
    await refusedWith(() => uploadStatus(state, upload_id, NOW + BUCKET_UPLOAD_TTL_MS + 1), BUCKET_CODES.unknown);
    await refusedWith(() => resolveKey(state, 'img/none'), BUCKET_CODES.unknown);
  });

  it('keeps its state as plain JSON, so a saved and reloaded bucket goes on', async () => {
    const state = emptyBucket();
    const photo = jpeg(UPLOAD_CHUNK_SIZE + 1);
    const { upload_id } = startUpload(state, { content_type: 'image/jpeg', size: photo.length, sha256: await sha256Hex(photo) }, NOW);
    putChunk(state, upload_id, 0, chunk(photo, 0), NOW);
    const reloaded = JSON.parse(JSON.stringify(state)) as typeof state;
    expect(uploadStatus(reloaded, upload_id, NOW).received).toEqual([0]);
    putChunk(reloaded, upload_id, UPLOAD_CHUNK_SIZE, chunk(photo, 1), NOW);
    const { key } = await finishUpload(reloaded, upload_id, NOW);
    expectSameBytes(resolveKey(reloaded, key).bytes, photo);
  });
});
