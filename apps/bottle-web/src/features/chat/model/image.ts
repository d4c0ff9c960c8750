/**
 * Photos for the sommelier (spec §2 "Chat camera" popup → POST /app/chat/image). libs/api's
 * `ChatImageRequest.image` is a string: the picture travels as a data URL, unchanged, because
 * what identifies the bottle may sit in its bytes (a barcode's bars, an EXIF comment). The log
 * shows a small thumbnail instead, which is also what session storage keeps.
 */
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
  if (!file.type.startsWith('image/')) throw new ChatImageError('not-image', `${file.name} is ${file.type || 'of an unknown type'}, not a picture`);
  if (file.size === 0) throw new ChatImageError('unreadable', `${file.name} is empty`);
  if (file.size > MAX_IMAGE_BYTES) throw new ChatImageError('too-large', `${file.name} has ${file.size} bytes, more than ${MAX_IMAGE_BYTES}`);
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
