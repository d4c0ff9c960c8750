/**
 * Photos for the sommelier (spec §2 "Chat camera" popup → POST /app/chat/image). The picture
 * travels unchanged, because what identifies the bottle may sit in its bytes (a barcode's bars,
 * an EXIF comment): a JPEG, PNG, WebP or GIF through the image bucket in 65536-byte chunks, the
 * call carrying its key (libs/api A38, decision 0610); an SVG, which the bucket does not take, as
 * a data URL. The log shows a small thumbnail instead, which is also what session storage keeps.
 */
import { createBucketClient, dataUrlBytes, sniffPicture, uploadPicture } from '../../../lib/bucket-upload';
import { drawScaled } from '../../../lib/scaled-picture';

/** The largest picture we send: a phone photo is 2–6 MB; more is a mistake or a video frame dump. */
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
/** Pictures whose data URL is at most this long are their own thumbnail (an SVG, a small PNG). */
export const INLINE_THUMBNAIL_CHARS = 150_000;
/** The longer side of a generated thumbnail, in CSS px × 2 for sharp display. */
export const THUMBNAIL_SIDE_PX = 320;

export type ChatImageProblem = 'not-image' | 'too-large' | 'unreadable';

/** A picture the sommelier cannot be sent, with the reason the screen explains. */
export class ChatImageError extends Error {
  override readonly name = 'ChatImageError';
  constructor(
    readonly problem: ChatImageProblem,
    detail: string,
  ) {
    super(detail);
  }
}

/** Checks the file the member picked: a picture, not empty, not larger than MAX_IMAGE_BYTES. */
export function checkImageFile(file: Pick<File, 'type' | 'size' | 'name'>): void {
  if (!file.type.startsWith('image/'))
    throw new ChatImageError('not-image', `${file.name} is ${file.type || 'of an unknown type'}, not a picture`);
  if (file.size === 0) throw new ChatImageError('unreadable', `${file.name} is empty`);
  if (file.size > MAX_IMAGE_BYTES)
    throw new ChatImageError('too-large', `${file.name} has ${file.size} bytes, more than ${MAX_IMAGE_BYTES}`);
}

export function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () =>
      typeof reader.result === 'string' && reader.result.startsWith('data:')
        ? resolve(reader.result)
        : reject(new ChatImageError('unreadable', 'the file did not read as a data URL'));
    reader.onerror = () => reject(new ChatImageError('unreadable', reader.error?.message ?? 'the file could not be read'));
    reader.readAsDataURL(file);
  });
}

/**
 * A thumbnail for the log: the picture itself when small, else a JPEG drawn at
 * THUMBNAIL_SIDE_PX where the browser can decode it (createImageBitmap); null otherwise, and
 * the log then shows a labelled placeholder.
 */
export async function makeThumbnail(file: Blob, dataUrl: string): Promise<string | null> {
  if (dataUrl.length <= INLINE_THUMBNAIL_CHARS) return dataUrl;
  try {
    const canvas = await drawScaled(file, THUMBNAIL_SIDE_PX, typeof document === 'undefined' ? undefined : document);
    if (!canvas) return null;
    const thumb = canvas.toDataURL('image/jpeg', 0.75);
    return thumb.startsWith('data:image/') ? thumb : null;
  } catch {
    return null;
  }
}

/**
 * The picture's bytes must be what it says: a JPEG, PNG, WebP or GIF by its signature, or an SVG
 * (text, judged by its declared type and an `<svg` element). Anything else is refused before
 * anything is sent.
 */
export function checkPictureBytes(file: Pick<File, 'type' | 'name'>, dataUrl: string): void {
  const bytes = dataUrlBytes(dataUrl);
  if (bytes && sniffPicture(bytes)) return;
  const svg = file.type === 'image/svg+xml' && bytes !== null && /<svg[\s>]/i.test(new TextDecoder().decode(bytes.subarray(0, 4096)));
  if (!svg) throw new ChatImageError('not-image', `${file.name} is not a JPEG, PNG, WebP, GIF or SVG picture`);
}

/** The bucket key of a raster picture once uploaded; null for a picture the bucket does not take (SVG). */
export async function uploadForSommelier(dataUrl: string): Promise<string | null> {
  const bytes = dataUrlBytes(dataUrl);
  const type = bytes ? sniffPicture(bytes) : null;
  if (!bytes || !type) return null;
  return (await uploadPicture(bytes, type, createBucketClient())).key;
}
