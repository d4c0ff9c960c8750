/**
 * The image bucket over HTTP (libs/api A38, decision 0610): raw-byte chunks, resuming by status,
 * and the diary and sommelier calls carrying the key instead of the picture.
 */
import { describe, expect, it } from 'vitest';
import { BUCKET_CODES, BUCKET_HEADERS, type TastingNoteInfoResponse, type TastingNoteInsertResponse } from '@bottle/api';
import { CHANNEL_HEADER_VALUE, GATEWAY_SERVICE, GATEWAY_SERVICE_HEADER, SSP_HEADERS, UPLOAD_CHUNK_SIZE } from '@bottle/domain';
import { BASE, gatewayCall, logIn, setupMockServer } from './support/mock-http';
import { BUCKET_UPLOAD_TTL_MS, sha256Hex } from '../src/state/bucket';

const mock = setupMockServer();

const GATEWAY = { [SSP_HEADERS.channel]: CHANNEL_HEADER_VALUE, [GATEWAY_SERVICE_HEADER]: GATEWAY_SERVICE.bottle };

function post<T = Record<string, unknown>>(path: string, body: unknown, token?: string, service: 'bottle' | 'user' = 'bottle') {
  return gatewayCall<T>(path, body, { token, service });
}

async function putChunk(uploadId: string, offset: number, bytes: Uint8Array, type = 'application/octet-stream') {
  const response = await fetch(`${BASE}/app/bucket/upload/chunk`, {
    method: 'POST',
    headers: { ...GATEWAY, 'Content-Type': type, [BUCKET_HEADERS.uploadId]: uploadId, [BUCKET_HEADERS.offset]: String(offset) },
    body: bytes as Uint8Array<ArrayBuffer>,
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** A fake PNG of `size` bytes: the PNG signature, then a deterministic pattern. */
function png(size: number): Uint8Array {
  const b = new Uint8Array(size);
  for (let i = 0; i < size; i += 1) b[i] = (i * 13 + 5) % 253;
  b.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return b;
}

/** Starts an upload of `photo` as a PNG with its true size and hash (the answer as sent). */
async function startUpload(photo: Uint8Array) {
  return post<{ upload_id: string; chunk_size: number }>('/app/bucket/upload/start', {
    content_type: 'image/png',
    size: photo.length,
    sha256: await sha256Hex(photo),
  });
}

async function upload(photo: Uint8Array): Promise<string> {
  const started = await startUpload(photo);
  const id = started.body.upload_id;
  for (let offset = 0; offset < photo.length; offset += UPLOAD_CHUNK_SIZE)
    expect((await putChunk(id, offset, photo.subarray(offset, offset + UPLOAD_CHUNK_SIZE))).status).toBe(200);
  const finished = await post<{ key: string }>('/app/bucket/upload/finish', { upload_id: id });
  expect(finished.status).toBe(200);
  return finished.body.key;
}

async function token(): Promise<string> {
  return (await logIn()).access_token ?? '';
}

describe('the image bucket over HTTP', () => {
  it('takes raw-byte chunks with the upload and offset in headers, answers what it holds for a resume, and keeps the upload in the saved state', async () => {
    const photo = png(UPLOAD_CHUNK_SIZE + 1000);
    const started = await startUpload(photo);
    expect(started).toMatchObject({ status: 200, body: { chunk_size: 65536 } });
    const id = started.body.upload_id;
    expect(await putChunk(id, UPLOAD_CHUNK_SIZE, photo.subarray(UPLOAD_CHUNK_SIZE))).toMatchObject({
      status: 200,
      body: { received: [1] },
    });
    // The same chunk again (an answer lost on the way) is fine.
    expect((await putChunk(id, UPLOAD_CHUNK_SIZE, photo.subarray(UPLOAD_CHUNK_SIZE))).status).toBe(200);
    expect((await post('/app/bucket/upload/status', { upload_id: id })).body).toMatchObject({ received: [1], size: photo.length });
    // Saved with the rest of the demo state: a backend made from that JSON goes on with it.
    const saved = JSON.parse(JSON.stringify(mock.backend.state)) as typeof mock.backend.state;
    expect(Object.keys(saved.bucket?.uploads ?? {})).toEqual([id]);
    expect((await putChunk(id, 0, photo.subarray(0, UPLOAD_CHUNK_SIZE))).body).toMatchObject({ received: [0, 1] });
    const finished = await post<{ key: string }>('/app/bucket/upload/finish', { upload_id: id });
    expect(finished.body.key).toMatch(/^img\//);
  });

  it('refuses a chunk sent as JSON, one off the grid, and a first chunk that is not the picture it said', async () => {
    const photo = png(2000);
    const { body } = await startUpload(photo);
    expect((await putChunk(body.upload_id, 0, photo, 'application/json')).status).toBe(400);
    expect((await putChunk(body.upload_id, 100, photo.subarray(100))).body).toMatchObject({ rspDtc: BUCKET_CODES.badRange });
    const text = new TextEncoder().encode('x'.repeat(2000));
    expect(await putChunk(body.upload_id, 0, text)).toMatchObject({ status: 400, body: { rspDtc: BUCKET_CODES.magicMismatch } });
    expect((await post('/app/bucket/upload/start', { content_type: 'text/plain', size: 10, sha256: '0'.repeat(64) })).body).toMatchObject({
      rspDtc: BUCKET_CODES.notImage,
    });
  });

  it('drops an upload left unfinished for a day on the demo clock', async () => {
    const photo = png(1000);
    const { body } = await startUpload(photo);
    mock.backend.clock.set(mock.backend.now() + BUCKET_UPLOAD_TTL_MS + 1000);
    expect(await post('/app/bucket/upload/status', { upload_id: body.upload_id })).toMatchObject({
      status: 404,
      body: { rspDtc: BUCKET_CODES.unknown },
    });
  });
});

describe('calls that carry the bucket key', () => {
  it('given a diary note with photo_key, then the note shows the picture; an update may change it by key too', async () => {
    const t = await token();
    const photo = png(UPLOAD_CHUNK_SIZE * 2 + 10);
    const key = await upload(photo);
    const created = await post<TastingNoteInsertResponse>(
      '/app/tasting/note/insert',
      { prd_nm: '사진 노트', rating: 5, tasting_dt: '20261101', content: '좋았다', photo_key: key },
      t,
    );
    expect(created.status).toBe(200);
    const info = await post<TastingNoteInfoResponse>('/app/tasting/note/info', { note_no: created.body.note_no }, t);
    expect(info.body.photo_url).toBe(`data:image/png;base64,${Buffer.from(photo).toString('base64')}`);
    expect(info.body).not.toHaveProperty('photo_key');
    const other = png(500);
    await post('/app/tasting/note/update', { note_no: created.body.note_no, photo_key: await upload(other) }, t);
    const after = await post<TastingNoteInfoResponse>('/app/tasting/note/info', { note_no: created.body.note_no }, t);
    expect(after.body.photo_url).toBe(`data:image/png;base64,${Buffer.from(other).toString('base64')}`);
  });

  it('given an unknown key or the id of an unfinished upload, then the note is refused 404 4041 and nothing is saved', async () => {
    const t = await token();
    const note = { prd_nm: 'x', rating: 3, tasting_dt: '20261101', content: 'a' };
    expect(await post('/app/tasting/note/insert', { ...note, photo_key: 'img/nothing' }, t)).toMatchObject({
      status: 404,
      body: { rspDtc: BUCKET_CODES.unknown },
    });
    const photo = png(1000);
    const { body } = await startUpload(photo);
    expect(await post('/app/tasting/note/insert', { ...note, photo_key: body.upload_id }, t)).toMatchObject({
      status: 404,
      body: { rspDtc: BUCKET_CODES.unknown },
    });
    expect((await post<{ total_cnt: number }>('/app/tasting/note/list', {}, t)).body.total_cnt).toBe(0);
  });

  it('given a sommelier photo by image_key, then the sommelier reads it; an unknown key is refused 4041', async () => {
    const key = await upload(png(3000));
    const answered = await fetch(`${BASE}/app/chat/image`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ image_key: key }),
    });
    expect(answered.status).toBe(200);
    expect(((await answered.json()) as { answer: string }).answer).toMatch(/바코드|barcode/);
    const unknown = await fetch(`${BASE}/app/chat/image`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ image_key: 'img/nothing' }),
    });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ rspDtc: BUCKET_CODES.unknown });
  });
});
