/**
 * The image bucket's calls (A38; contract docs/decisions/0610-image-bucket-contract.md) on the
 * bottle base, login optional (a visitor's sommelier photo goes up too). Not RTK Query endpoints:
 * nothing of an upload is cached or shown from the store, and a chunk's bytes are no state. Each
 * call goes through the bottle base query (headers, token refresh, offline gate) and throws the
 * ApiError it answers, so the uploader can tell a passing failure from a refusal.
 */
import type { BaseQueryApi } from '@reduxjs/toolkit/query';
import { createApiBaseQuery, type ApiRequest } from '../lib/base-query';
import { ApiCallError } from '../lib/errors';
import { BUCKET_HEADERS } from '../types/bucket-codes';
import type {
  BucketChunkResponse,
  BucketFinishResponse,
  BucketStartRequest,
  BucketStartResponse,
  BucketStatusResponse,
} from '../types/bucket';

export const BUCKET_PATHS = {
  start: '/app/bucket/upload/start',
  chunk: '/app/bucket/upload/chunk',
  status: '/app/bucket/upload/status',
  finish: '/app/bucket/upload/finish',
} as const;

/** A bucket call's failure: the ApiError, with its HTTP status and code at hand for the uploader. */
export class BucketCallError extends ApiCallError {
  get status(): number | undefined {
    return this.error.status;
  }
  get rspDtc(): string | undefined {
    return this.error.rspDtc;
  }
}

export interface BucketApi {
  start(request: BucketStartRequest): Promise<BucketStartResponse>;
  status(uploadId: string): Promise<BucketStatusResponse>;
  put(uploadId: string, offset: number, chunk: Uint8Array): Promise<BucketChunkResponse>;
  finish(uploadId: string): Promise<BucketFinishResponse>;
}

/** The bucket's client; `signal` cancels whatever call is under way. */
export function createBucketApi(signal?: AbortSignal): BucketApi {
  const baseQuery = createApiBaseQuery('bottle');
  const api = { signal: signal ?? new AbortController().signal, type: 'mutation', endpoint: 'bucket' } as unknown as BaseQueryApi;
  async function call<T>(request: ApiRequest): Promise<T> {
    const result = await baseQuery(request, api, {});
    if (result.error) throw new BucketCallError(result.error);
    return result.data as T;
  }
  return {
    start: (request) => call({ path: BUCKET_PATHS.start, body: request }),
    status: (uploadId) => call({ path: BUCKET_PATHS.status, body: { upload_id: uploadId } }),
    put: (uploadId, offset, chunk) =>
      call({
        path: BUCKET_PATHS.chunk,
        bytes: chunk,
        headers: { [BUCKET_HEADERS.uploadId]: uploadId, [BUCKET_HEADERS.offset]: String(offset) },
      }),
    finish: (uploadId) => call({ path: BUCKET_PATHS.finish, body: { upload_id: uploadId } }),
  };
}
