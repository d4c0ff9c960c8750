import type { ServerResult } from './common';

/**
 * The image bucket (spec §7 "an image storage bucket", §9 upload chunk size 65536; A38, contract
 * docs/decisions/0610-image-bucket-contract.md). A picture goes up in chunks; the diary and the
 * sommelier then send the key the bucket answered, never the picture inside JSON.
 */
export type BucketContentType = 'image/jpeg' | 'image/png' | 'image/webp' | 'image/gif';

/** POST /app/bucket/upload/start. */
export interface BucketStartRequest {
  content_type: BucketContentType;
  /** Bytes, 1 .. 10 MB. */
  size: number;
  /** SHA-256 of the whole picture, 64 lower-case hex digits. */
  sha256: string;
}
export interface BucketStartResponse extends ServerResult {
  upload_id: string;
  chunk_size: number;
}

/** POST /app/bucket/upload/status and /finish. */
export interface BucketUploadRequest {
  upload_id: string;
}
/** Chunk indices the bucket holds (chunk i starts at i × chunk_size). */
export interface BucketStatusResponse extends ServerResult {
  received: number[];
  size: number;
  chunk_size: number;
  /** Present once the upload was finished: the key finish answered (every chunk is received). */
  key?: string;
}
export interface BucketChunkResponse extends ServerResult {
  received: number[];
}
export interface BucketFinishResponse extends ServerResult {
  /** What a diary note (`photo_key`) or a sommelier photo (`image_key`) carries. */
  key: string;
}
