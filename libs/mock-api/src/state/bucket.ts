/**
 * The image storage bucket the demo server plays (spec §7 "an image storage bucket", §9 upload
 * chunk size 65536). The contract is a proposal for the chain's backend, written down in
 * docs/decisions/0610-image-bucket-contract.md: start an upload (content type, size, SHA-256),
 * put chunks at their offsets, ask which chunks arrived (resume), finish (size and hash checked,
 * the bucket key answered). Diary and sommelier calls then carry the key, not base64 in JSON.
 *
 * Rules and why:
 * - Every chunk but the last is exactly UPLOAD_CHUNK_SIZE bytes at an offset that is a multiple
 *   of it, so "which chunks" is a list of indices and a resumed upload never overlaps.
 * - Putting the same bytes at the same offset again is accepted (a retry after a lost answer);
 *   different bytes at an offset already held are refused, never silently replaced.
 * - Only images, judged by their magic bytes (JPEG, PNG, WebP, GIF), never by a name or the
 *   declared type alone: the first chunk must start with the declared type's signature.
 * - The state is plain JSON (chunks as base64) so it is saved with the rest of the demo backend.
 */
import { UPLOAD_CHUNK_SIZE } from '@bottle/domain';
import { BUCKET_CODES, type BucketContentType } from '@bottle/api';
import { MOCK_CODES, MockApiError } from './errors';

/** The largest picture the bucket takes: phones scale photos first, so 10 MB is generous. */
export const BUCKET_MAX_BYTES = 10 * 1024 * 1024;
/** An upload not finished within a day is dropped (its chunks freed). */
export const BUCKET_UPLOAD_TTL_MS = 24 * 60 * 60 * 1000;

export type { BucketContentType };

/** Each refusal's own rspDtc (libs/api A38), so the uploader and the screens can tell what to do. */
export { BUCKET_CODES };

export interface BucketUpload {
  content_type: BucketContentType;
  size: number;
  sha256: string;
  created: number;
  /** Chunk index → the chunk's bytes, base64. */
  chunks: Record<string, string>;
}

export interface BucketObject {
  content_type: BucketContentType;
  size: number;
  sha256: string;
  /** The whole picture, base64. */
  data: string;
  /** The upload it came from, so finishing twice answers the same key. */
  upload_id?: string;
}

export interface BucketState {
  uploads: Record<string, BucketUpload>;
  objects: Record<string, BucketObject>;
}

export function emptyBucket(): BucketState {
  return { uploads: {}, objects: {} };
}

const MAGIC: Record<BucketContentType, (b: Uint8Array) => boolean> = {
  'image/jpeg': (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  'image/png': (b) => [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((v, i) => b[i] === v),
  'image/webp': (b) => ascii(b, 0, 4) === 'RIFF' && ascii(b, 8, 12) === 'WEBP',
  'image/gif': (b) => ascii(b, 0, 6) === 'GIF87a' || ascii(b, 0, 6) === 'GIF89a',
};

function ascii(b: Uint8Array, from: number, to: number): string {
  return String.fromCharCode(...b.subarray(from, to));
}

/** The image type the bytes' signature names, or null when they are not an image the bucket takes. */
export function sniffImageType(bytes: Uint8Array): BucketContentType | null {
  for (const type of Object.keys(MAGIC) as BucketContentType[]) if (MAGIC[type](bytes)) return type;
  return null;
}

function refusal(status: number, code: keyof typeof BUCKET_CODES, message: string): MockApiError {
  const rspC = status === 404 ? MOCK_CODES.notFound[0] : status === 409 ? MOCK_CODES.refused[0] : MOCK_CODES.badRequest[0];
  return new MockApiError(status, rspC, BUCKET_CODES[code], message);
}

function toBase64(bytes: Uint8Array): string {
  let s = '';
  for (let i = 0; i < bytes.length; i += 0x8000) s += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(s);
}

function fromBase64(text: string): Uint8Array {
  const s = atob(text);
  const out = new Uint8Array(s.length);
  for (let i = 0; i < s.length; i += 1) out[i] = s.charCodeAt(i);
  return out;
}

export async function sha256Hex(bytes: Uint8Array): Promise<string> {
  const digest = await globalThis.crypto.subtle.digest('SHA-256', bytes as Uint8Array<ArrayBuffer>);
  return [...new Uint8Array(digest)].map((v) => v.toString(16).padStart(2, '0')).join('');
}

export function chunkCount(size: number): number {
  return Math.ceil(size / UPLOAD_CHUNK_SIZE);
}

function liveUpload(state: BucketState, id: string, now: number): BucketUpload {
  const upload = state.uploads[id];
  if (upload === undefined || now - upload.created > BUCKET_UPLOAD_TTL_MS) {
    if (upload !== undefined) delete state.uploads[id];
    throw refusal(404, 'unknown', '업로드를 찾을 수 없습니다. 처음부터 다시 올려 주세요.');
  }
  return upload;
}

/** Drops uploads older than the TTL (called on start so abandoned chunks do not pile up). */
export function sweepBucket(state: BucketState, now: number): void {
  for (const [id, u] of Object.entries(state.uploads)) if (now - u.created > BUCKET_UPLOAD_TTL_MS) delete state.uploads[id];
}

export interface StartRequest {
  content_type: string;
  size: number;
  sha256: string;
}

/** Starts an upload; answers its id and the chunk size the client must use. */
export function startUpload(state: BucketState, req: StartRequest, now: number): { upload_id: string; chunk_size: number } {
  sweepBucket(state, now);
  if (!(req.content_type in MAGIC)) throw refusal(400, 'notImage', '사진 파일(JPEG, PNG, WebP, GIF)만 올릴 수 있습니다.');
  if (!Number.isInteger(req.size) || req.size <= 0 || req.size > BUCKET_MAX_BYTES) {
    throw refusal(400, 'tooLarge', `사진은 ${BUCKET_MAX_BYTES / 1024 / 1024}MB까지 올릴 수 있습니다.`);
  }
  if (typeof req.sha256 !== 'string' || !/^[0-9a-f]{64}$/.test(req.sha256))
    throw refusal(400, 'badHash', 'sha256은 16진수 64자여야 합니다.');
  const upload_id = `up.${globalThis.crypto.randomUUID()}`;
  state.uploads[upload_id] = {
    content_type: req.content_type as BucketContentType,
    size: req.size,
    sha256: req.sha256,
    created: now,
    chunks: {},
  };
  return { upload_id, chunk_size: UPLOAD_CHUNK_SIZE };
}

/** Puts one chunk at `offset`; the same bytes again are fine. Answers the received indices. */
export function putChunk(state: BucketState, id: string, offset: number, bytes: Uint8Array, now: number): { received: number[] } {
  const upload = liveUpload(state, id, now);
  if (!Number.isInteger(offset) || offset < 0 || offset % UPLOAD_CHUNK_SIZE !== 0 || offset >= upload.size) {
    throw refusal(400, 'badRange', `offset는 ${UPLOAD_CHUNK_SIZE}의 배수이고 파일 크기보다 작아야 합니다.`);
  }
  const expected = Math.min(UPLOAD_CHUNK_SIZE, upload.size - offset);
  if (bytes.length !== expected) throw refusal(400, 'badRange', `이 위치의 조각은 ${expected}바이트여야 합니다.`);
  if (offset === 0 && !MAGIC[upload.content_type](bytes))
    throw refusal(400, 'magicMismatch', '사진 파일이 아닙니다. 다른 사진을 골라 주세요.');
  const index = String(offset / UPLOAD_CHUNK_SIZE);
  const data = toBase64(bytes);
  const held = upload.chunks[index];
  if (held !== undefined && held !== data) throw refusal(409, 'conflict', '이미 받은 조각과 내용이 다릅니다.');
  upload.chunks[index] = data;
  return uploadStatus(state, id, now);
}

/** Which chunk indices the bucket holds (a resumed upload sends only the others). */
export function uploadStatus(
  state: BucketState,
  id: string,
  now: number,
): { received: number[]; size: number; chunk_size: number; key?: string } {
  // A finished upload answers every chunk and its key: a phone that finished but lost the
  // answer (or was reloaded before it kept the key) goes on to the same key, not a second upload.
  const finished = Object.entries(state.objects).find(([, o]) => o.upload_id === id);
  if (finished !== undefined) {
    const [key, object] = finished;
    return {
      received: Array.from({ length: chunkCount(object.size) }, (_, i) => i),
      size: object.size,
      chunk_size: UPLOAD_CHUNK_SIZE,
      key,
    };
  }
  const upload = liveUpload(state, id, now);
  const received = Object.keys(upload.chunks)
    .map(Number)
    .sort((a, b) => a - b);
  return { received, size: upload.size, chunk_size: UPLOAD_CHUNK_SIZE };
}

/** Finishes: every chunk there, size and SHA-256 match. Answers the bucket key (same key when finished twice). */
export async function finishUpload(state: BucketState, id: string, now: number): Promise<{ key: string }> {
  const done = Object.entries(state.objects).find(([, o]) => o.upload_id === id);
  if (done !== undefined) return { key: done[0] };
  const upload = liveUpload(state, id, now);
  const total = chunkCount(upload.size);
  const missing: number[] = [];
  for (let i = 0; i < total; i += 1) if (upload.chunks[String(i)] === undefined) missing.push(i);
  if (missing.length > 0) throw refusal(409, 'incomplete', `아직 받지 못한 조각이 있습니다: ${missing.join(', ')}`);
  const whole = new Uint8Array(upload.size);
  for (let i = 0; i < total; i += 1) whole.set(fromBase64(upload.chunks[String(i)] ?? ''), i * UPLOAD_CHUNK_SIZE);
  const hash = await sha256Hex(whole);
  if (hash !== upload.sha256) {
    delete state.uploads[id];
    throw refusal(409, 'hashMismatch', '받은 사진이 보낸 사진과 다릅니다. 처음부터 다시 올려 주세요.');
  }
  const key = `img/${hash.slice(0, 16)}/${globalThis.crypto.randomUUID()}`;
  const object: BucketObject = { content_type: upload.content_type, size: upload.size, sha256: hash, data: toBase64(whole), upload_id: id };
  state.objects[key] = object;
  delete state.uploads[id];
  return { key };
}

/** Resolves a key the diary or sommelier call carries; unknown keys are refused clearly. */
export function resolveKey(state: BucketState, key: string): { content_type: BucketContentType; bytes: Uint8Array } {
  const object = state.objects[key];
  if (object === undefined) throw refusal(404, 'unknown', '사진을 찾을 수 없습니다. 다시 올려 주세요.');
  return { content_type: object.content_type, bytes: fromBase64(object.data) };
}

/** A data URL of a stored picture, for screens that show it (the diary note's photo). */
export function keyDataUrl(state: BucketState, key: string): string {
  const object = state.objects[key];
  if (object === undefined) throw refusal(404, 'unknown', '사진을 찾을 수 없습니다. 다시 올려 주세요.');
  return `data:${object.content_type};base64,${object.data}`;
}
