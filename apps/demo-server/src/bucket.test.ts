/**
 * The demo server plays the image bucket over real HTTP (libs/api A38, decision 0610): raw-byte
 * chunks through Node's HTTP and the MSW handlers, the upload saved with the demo state so it goes
 * on after a restart, and a diary note carrying the key.
 */
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { BUCKET_HEADERS, type TastingNoteInfoResponse, type TastingNoteInsertResponse } from '@bottle/api';
import { UPLOAD_CHUNK_SIZE } from '@bottle/domain';
import { gatewayHeaders, login, postJson, useFreshFixture } from './test-support';

const { startTracked } = useFreshFixture();

/** A fake JPEG: the signature, then a deterministic pattern. */
function jpeg(size: number): Buffer {
  const b = Buffer.alloc(size);
  for (let i = 0; i < size; i += 1) b[i] = (i * 17 + 3) % 241;
  b.set([0xff, 0xd8, 0xff, 0xe0]);
  return b;
}

async function putChunk(
  url: string,
  uploadId: string,
  offset: number,
  bytes: Buffer,
): Promise<{ status: number; body: { received?: number[] } }> {
  const response = await fetch(`${url}/api/app/bucket/upload/chunk`, {
    method: 'POST',
    headers: {
      ...gatewayHeaders('bottle'),
      'content-type': 'application/octet-stream',
      [BUCKET_HEADERS.uploadId]: uploadId,
      [BUCKET_HEADERS.offset]: String(offset),
    },
    body: new Uint8Array(bytes),
  });
  return { status: response.status, body: (await response.json()) as { received?: number[] } };
}

describe('the image bucket on the demo server', () => {
  it('given half a picture sent in chunks, when the server restarts, then the upload goes on from its status and the finished key makes a diary photo', async () => {
    const photo = jpeg(UPLOAD_CHUNK_SIZE * 2 + 500);
    const sha256 = createHash('sha256').update(photo).digest('hex');
    const first = await startTracked();
    const started = await postJson<{ upload_id: string }>(
      first.url,
      '/api/app/bucket/upload/start',
      { content_type: 'image/jpeg', size: photo.length, sha256 },
      gatewayHeaders('bottle'),
    );
    expect(started.status).toBe(200);
    const id = started.body.upload_id;
    expect(await putChunk(first.url, id, 0, photo.subarray(0, UPLOAD_CHUNK_SIZE))).toMatchObject({ status: 200, body: { received: [0] } });
    await first.close();

    const second = await startTracked();
    const status = await postJson<{ received: number[] }>(
      second.url,
      '/api/app/bucket/upload/status',
      { upload_id: id },
      gatewayHeaders('bottle'),
    );
    expect(status.body.received).toEqual([0]);
    for (const index of [1, 2])
      expect(
        (
          await putChunk(
            second.url,
            id,
            index * UPLOAD_CHUNK_SIZE,
            photo.subarray(index * UPLOAD_CHUNK_SIZE, (index + 1) * UPLOAD_CHUNK_SIZE),
          )
        ).status,
      ).toBe(200);
    const finished = await postJson<{ key: string }>(
      second.url,
      '/api/app/bucket/upload/finish',
      { upload_id: id },
      gatewayHeaders('bottle'),
    );
    expect(finished.status).toBe(200);

    const token = await login(second.url);
    const note = await postJson<TastingNoteInsertResponse>(
      second.url,
      '/api/app/tasting/note/insert',
      { prd_nm: '사진 노트', rating: 4, tasting_dt: '20261101', content: '좋았다', photo_key: finished.body.key },
      gatewayHeaders('bottle', token),
    );
    expect(note.status).toBe(200);
    const info = await postJson<TastingNoteInfoResponse>(
      second.url,
      '/api/app/tasting/note/info',
      { note_no: note.body.note_no },
      gatewayHeaders('bottle', token),
    );
    expect(info.body.photo_url).toBe(`data:image/jpeg;base64,${photo.toString('base64')}`);
  });
});
