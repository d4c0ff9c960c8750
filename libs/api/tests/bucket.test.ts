/**
 * The image bucket's client (A38): JSON calls for start, status and finish; the chunk as raw
 * bytes with its upload and offset in headers; failures thrown with their status and code.
 */
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { BUCKET_CODES, BUCKET_HEADERS, BucketCallError, createBucketApi } from '../src/index';
import { BOTTLE, setupApi, useMswServer } from './helpers';

const server = useMswServer();

describe('the image bucket client', () => {
  it('sends a chunk as application/octet-stream with the upload and offset in headers, not in the URL', async () => {
    setupApi({ tokens: {} });
    const seen: { type: string | null; id: string | null; offset: string | null; url: string; bytes: number[] }[] = [];
    server.use(
      http.post(`${BOTTLE}/app/bucket/upload/chunk`, async ({ request }) => {
        seen.push({
          type: request.headers.get('Content-Type'),
          id: request.headers.get(BUCKET_HEADERS.uploadId),
          offset: request.headers.get(BUCKET_HEADERS.offset),
          url: request.url,
          bytes: [...new Uint8Array(await request.arrayBuffer())],
        });
        return HttpResponse.json({ received: [1] });
      }),
    );
    const answer = await createBucketApi().put('up.1', 65536, new Uint8Array([1, 2, 3]));
    expect(answer).toEqual({ received: [1] });
    expect(seen).toEqual([
      { type: 'application/octet-stream', id: 'up.1', offset: '65536', url: `${BOTTLE}/app/bucket/upload/chunk`, bytes: [1, 2, 3] },
    ]);
  });

  it('sends start, status and finish as JSON, and throws a refusal with its HTTP status and code', async () => {
    const { warn } = setupApi({ tokens: {} });
    const bodies: unknown[] = [];
    server.use(
      http.post(`${BOTTLE}/app/bucket/upload/start`, async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ upload_id: 'up.1', chunk_size: 65536 });
      }),
      http.post(`${BOTTLE}/app/bucket/upload/finish`, () =>
        HttpResponse.json({ rspC: '90', rspDtc: BUCKET_CODES.incomplete, rspMsgCn: 'missing 1' }, { status: 409 }),
      ),
    );
    const api = createBucketApi();
    expect(await api.start({ content_type: 'image/png', size: 10, sha256: 'a'.repeat(64) })).toEqual({
      upload_id: 'up.1',
      chunk_size: 65536,
    });
    expect(bodies).toEqual([{ content_type: 'image/png', size: 10, sha256: 'a'.repeat(64) }]);
    const refused = await api.finish('up.1').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(BucketCallError);
    expect(refused).toMatchObject({ status: 409, rspDtc: BUCKET_CODES.incomplete });
    // A visitor may upload (the sommelier): no "not a public endpoint" warning.
    expect(warn).not.toHaveBeenCalled();
  });
});
