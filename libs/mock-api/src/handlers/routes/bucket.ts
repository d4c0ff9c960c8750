/**
 * The image bucket over HTTP (libs/api A38; contract docs/decisions/0610-image-bucket-contract.md).
 * Bottle base, login optional (a visitor's sommelier photo goes up too). The chunk call's body is
 * the raw bytes; its upload and offset come in headers. The bucket lives in the backend's saved
 * state, so an upload goes on after the demo server restarts, and its 24 hours run on the demo
 * clock.
 */
import {
  BUCKET_HEADERS,
  type BucketChunkResponse,
  type BucketFinishResponse,
  type BucketStartResponse,
  type BucketStatusResponse,
} from '@bottle/api';
import { emptyBucket, finishUpload, keyDataUrl, putChunk, startUpload, uploadStatus, type BucketState } from '../../state/bucket';
import type { MockBackend } from '../../state/backend';
import { badRequest } from '../../state/errors';
import { optStr, str, type HandlerContext } from '../http';
import type { Registrars } from './register';

/** The backend's bucket, made on first use (snapshots saved before it existed have none). */
export function bucketOf(backend: MockBackend): BucketState {
  return (backend.state.bucket ??= emptyBucket());
}

function numberField(body: Record<string, unknown>, key: string): number {
  const value = body[key];
  const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() ? Number(value) : NaN;
  if (!Number.isFinite(n)) throw badRequest(`${key} must be a number`);
  return n;
}

/**
 * A call that names a picture by its bucket key (`keyField`) gets the picture as the data URL
 * `urlField` its handler reads, so the diary and the sommelier keep one way of reading a photo.
 * An unknown key, or an upload id that never finished, is refused 404 4041 "사진을 찾을 수
 * 없습니다. 다시 올려 주세요."; a call that sends both is refused (which one would be meant?).
 */
export function resolvePictureKey(ctx: HandlerContext, keyField: string, urlField: string): void {
  const key = optStr(ctx.body, keyField);
  if (key === undefined) return;
  if (ctx.body[urlField] !== undefined && ctx.body[urlField] !== '') throw badRequest(`send ${keyField} or ${urlField}, not both`);
  const { [keyField]: _key, ...rest } = ctx.body;
  ctx.body = { ...rest, [urlField]: keyDataUrl(bucketOf(ctx.backend), key) };
}

export function registerBucketRoutes({ route, pub }: Registrars): void {
  pub('/app/bucket/upload/start', ({ body, backend }): BucketStartResponse => {
    const answer = startUpload(
      bucketOf(backend),
      { content_type: str(body, 'content_type'), size: numberField(body, 'size'), sha256: str(body, 'sha256') },
      backend.now(),
    );
    backend.changed();
    return answer;
  });
  route(
    { method: 'POST', path: '/app/bucket/upload/chunk', service: 'bottle', auth: 'optional', body: 'bytes' },
    ({ request, bytes, backend }): BucketChunkResponse => {
      const id = request.headers.get(BUCKET_HEADERS.uploadId);
      if (!id) throw badRequest(`the ${BUCKET_HEADERS.uploadId} header is required`);
      const offset = numberField({ offset: request.headers.get(BUCKET_HEADERS.offset) ?? '' }, 'offset');
      const answer = putChunk(bucketOf(backend), id, offset, bytes ?? new Uint8Array(0), backend.now());
      backend.changed();
      return answer;
    },
  );
  pub('/app/bucket/upload/status', ({ body, backend }): BucketStatusResponse =>
    uploadStatus(bucketOf(backend), str(body, 'upload_id'), backend.now()),
  );
  pub('/app/bucket/upload/finish', async ({ body, backend }): Promise<BucketFinishResponse> => {
    const answer = await finishUpload(bucketOf(backend), str(body, 'upload_id'), backend.now());
    backend.changed();
    return answer;
  });
}
