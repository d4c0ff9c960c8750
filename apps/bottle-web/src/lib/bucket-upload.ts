/**
 * Sends a picture to the image bucket in chunks of the spec's upload chunk size (65536 bytes,
 * §9), resumably (contract: docs/decisions/0610-image-bucket-contract.md):
 * - a chunk that fails for a passing reason (network, 5xx, 408, 429) is sent again with
 *   back-off, min(500 × 2^n, 30000) ms; a refusal (other 4xx) stops with that error, since
 *   sending the same bytes again cannot change the answer;
 * - while the phone is offline nothing is sent: the upload waits for `online` and goes on;
 * - given the id of an upload begun earlier (kept with the diary draft), it asks the bucket which
 *   chunks it holds and sends only the others; an id the bucket no longer knows starts afresh.
 * The bucket accepts the same chunk twice, so a chunk whose answer was lost is simply sent again.
 */
import { createBucketApi, type BucketContentType } from '@bottle/api';
import { UPLOAD_CHUNK_SIZE } from '@bottle/domain';

export interface BucketClient {
  start(request: { content_type: string; size: number; sha256: string }): Promise<{ upload_id: string }>;
  status(uploadId: string): Promise<{ received: number[]; key?: string }>;
  put(uploadId: string, offset: number, chunk: Uint8Array): Promise<unknown>;
  finish(uploadId: string): Promise<{ key: string }>;
}

export interface UploadProgress {
  uploadId: string;
  /** Bytes the bucket holds. */
  sent: number;
  total: number;
}

export interface UploadOptions {
  /** An upload begun earlier (the draft keeps it): resumed when the bucket still knows it. */
  uploadId?: string;
  /** Called once the upload has its id, so the draft can keep it before any chunk goes. */
  onStarted?: (uploadId: string) => void;
  onProgress?: (progress: UploadProgress) => void;
  /** Tries per call before giving up (passing failures only). */
  maxAttempts?: number;
  signal?: AbortSignal;
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
  isOnline?: () => boolean;
  waitOnline?: (signal?: AbortSignal) => Promise<void>;
}

export const UPLOAD_MAX_ATTEMPTS = 6;

/** Back-off before try n+1 (n from 0). */
export function uploadBackoffMs(attempt: number): number {
  return Math.min(500 * 2 ** attempt, 30_000);
}

/** A failure worth trying again: no answer at all, or a server or rate answer. */
export function isPassingFailure(error: unknown): boolean {
  const status = (error as { status?: unknown } | null)?.status;
  if (typeof status !== 'number') return !(error instanceof DOMException && error.name === 'AbortError');
  return status >= 500 || status === 408 || status === 429;
}

function isUnknownUpload(error: unknown): boolean {
  return (error as { status?: unknown } | null)?.status === 404;
}

function defaultSleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(signal.reason);
      },
      { once: true },
    );
  });
}

function defaultWaitOnline(signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const done = () => resolve();
    window.addEventListener('online', done, { once: true });
    signal?.addEventListener(
      'abort',
      () => {
        window.removeEventListener('online', done);
        reject(signal.reason);
      },
      { once: true },
    );
  });
}

export async function sha256Hex(bytes: Uint8Array): Promise<string> {
  const digest = await globalThis.crypto.subtle.digest('SHA-256', bytes as Uint8Array<ArrayBuffer>);
  return [...new Uint8Array(digest)].map((v) => v.toString(16).padStart(2, '0')).join('');
}

/** Uploads `bytes` and answers the bucket key the diary or sommelier call carries. */
export async function uploadPicture(
  bytes: Uint8Array,
  contentType: string,
  client: BucketClient,
  options: UploadOptions = {},
): Promise<{ key: string; uploadId: string }> {
  const { signal, onProgress, onStarted } = options;
  const sleep = options.sleep ?? defaultSleep;
  const isOnline = options.isOnline ?? (() => typeof navigator === 'undefined' || navigator.onLine);
  const waitOnline = options.waitOnline ?? defaultWaitOnline;
  const maxAttempts = options.maxAttempts ?? UPLOAD_MAX_ATTEMPTS;

  async function attempt<T>(call: () => Promise<T>): Promise<T> {
    for (let n = 0; ; n += 1) {
      signal?.throwIfAborted();
      if (!isOnline()) await waitOnline(signal);
      try {
        return await call();
      } catch (error) {
        if (!isPassingFailure(error) || n + 1 >= maxAttempts) throw error;
        await sleep(uploadBackoffMs(n), signal);
      }
    }
  }

  const total = bytes.length;
  const chunks = Math.ceil(total / UPLOAD_CHUNK_SIZE);
  let uploadId = options.uploadId;
  let held = new Set<number>();
  if (uploadId !== undefined) {
    const id = uploadId;
    try {
      const status = await attempt(() => client.status(id));
      // Finished already (the answer or the key was lost on the way): the same key, nothing sent.
      if (status.key !== undefined) {
        onStarted?.(id);
        onProgress?.({ uploadId: id, sent: total, total });
        return { key: status.key, uploadId: id };
      }
      held = new Set(status.received);
    } catch (error) {
      if (!isUnknownUpload(error)) throw error;
      uploadId = undefined;
    }
  }
  if (uploadId === undefined) {
    const sha256 = await sha256Hex(bytes);
    uploadId = (await attempt(() => client.start({ content_type: contentType, size: total, sha256 }))).upload_id;
    held = new Set();
  }
  const id = uploadId;
  onStarted?.(id);
  const sentBytes = () => [...held].reduce((sum, i) => sum + Math.min(UPLOAD_CHUNK_SIZE, total - i * UPLOAD_CHUNK_SIZE), 0);
  onProgress?.({ uploadId: id, sent: sentBytes(), total });
  for (let i = 0; i < chunks; i += 1) {
    if (held.has(i)) continue;
    const offset = i * UPLOAD_CHUNK_SIZE;
    await attempt(() => client.put(id, offset, bytes.subarray(offset, offset + UPLOAD_CHUNK_SIZE)));
    held.add(i);
    onProgress?.({ uploadId: id, sent: sentBytes(), total });
  }
  const { key } = await attempt(() => client.finish(id));
  return { key, uploadId: id };
}

/** The image bucket through libs/api (bottle base, A38). */
export function createBucketClient(): BucketClient {
  const api = createBucketApi();
  return {
    start: (request) => api.start({ ...request, content_type: request.content_type as BucketContentType }),
    status: (uploadId) => api.status(uploadId),
    put: (uploadId, offset, chunk) => api.put(uploadId, offset, chunk),
    finish: (uploadId) => api.finish(uploadId),
  };
}

/**
 * The image type the bytes' signature names (JPEG, PNG, WebP, GIF: what the bucket takes), or
 * null. Pictures are judged by their bytes, never by a file's name or declared type.
 */
export function sniffPicture(b: Uint8Array): BucketContentType | null {
  const ascii = (from: number, to: number) => String.fromCharCode(...b.subarray(from, to));
  if (b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return 'image/jpeg';
  if ([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((v, i) => b[i] === v)) return 'image/png';
  if (ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'image/webp';
  if (ascii(0, 6) === 'GIF87a' || ascii(0, 6) === 'GIF89a') return 'image/gif';
  return null;
}

/** The bytes of a base64 `data:` URL (the screens read a chosen picture as one), or null. */
export function dataUrlBytes(dataUrl: string): Uint8Array | null {
  const comma = dataUrl.indexOf(',');
  if (!dataUrl.startsWith('data:') || comma < 0 || !dataUrl.slice(0, comma).endsWith(';base64')) return null;
  try {
    const text = atob(dataUrl.slice(comma + 1));
    const out = new Uint8Array(text.length);
    for (let i = 0; i < text.length; i += 1) out[i] = text.charCodeAt(i);
    return out;
  } catch {
    return null;
  }
}
