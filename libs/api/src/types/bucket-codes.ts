/**
 * The chunk call's body is the chunk's raw bytes (`application/octet-stream`), so the upload and
 * the chunk's place travel in these headers (never in the URL, which logs keep).
 */
export const BUCKET_HEADERS = { uploadId: 'X-Upload-Id', offset: 'X-Upload-Offset' } as const;

/**
 * The bucket's refusals by `rspDtc`, each with its own remedy (A38): the screens say which in
 * the member's words, the uploader stops at them rather than sending the same bytes again.
 */
export const BUCKET_CODES = {
  /** The declared type is not an image type the bucket takes. */
  notImage: '4151',
  /** Size missing, zero or above 10 MB. */
  tooLarge: '4131',
  /** The hash is not 64 hex digits. */
  badHash: '4001',
  /** Offset not on a chunk boundary, outside the file, or the chunk has the wrong length. */
  badRange: '4161',
  /** Different bytes at an offset already held. */
  conflict: '4091',
  /** The first chunk does not start with the declared type's magic bytes: not a picture. */
  magicMismatch: '4152',
  /** Finish before every chunk arrived. */
  incomplete: '4092',
  /** Finish: the bytes do not hash to the declared SHA-256. */
  hashMismatch: '4093',
  /** Unknown or expired upload id, or a key the bucket does not hold (or holds unfinished). */
  unknown: '4041',
} as const;
