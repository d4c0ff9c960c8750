/**
 * A large phone photo is scaled on the phone before it is kept or sent (a 12 MP camera picture
 * is several megabytes; the note needs a picture a phone screen shows sharply): the longest side
 * becomes PHOTO_MAX_SIDE_PX and the picture a JPEG at PHOTO_JPEG_QUALITY. Where the browser
 * cannot decode the picture (createImageBitmap) or draw it, the answer is null and the caller
 * refuses the photo with its size message instead of sending it whole.
 */
import { drawScaled } from '../../../lib/scaled-picture';

/** Longest side after scaling: 1600 px, sharp on a phone's screen at full width. */
export const PHOTO_MAX_SIDE_PX = 1600;
export const PHOTO_JPEG_QUALITY = 0.85;

export async function scaleDownPhoto(file: Blob, doc: Document | undefined = globalThis.document): Promise<Blob | null> {
  const canvas = await drawScaled(file, PHOTO_MAX_SIDE_PX, doc);
  if (!canvas) return null;
  return new Promise<Blob | null>((resolve) => canvas.toBlob((blob) => resolve(blob), 'image/jpeg', PHOTO_JPEG_QUALITY));
}
