/**
 * Reading a pickup pass QR code: the browser's own `BarcodeDetector` (Shape
 * Detection API) where it reads QR codes, else jsQR, a JS decoder loaded only when needed (its
 * own chunk: a desk whose browser has the detector never downloads it).
 */

/** RGBA pixels of an image or a video frame. */
export interface QrPixels {
  data: Uint8ClampedArray;
  width: number;
  height: number;
}

interface DetectorLike {
  detect(source: ImageBitmapSource): Promise<{ rawValue: string }[]>;
}
type DetectorCtor = (new (options?: { formats: string[] }) => DetectorLike) & { getSupportedFormats?: () => Promise<string[]> };

/** Decodes RGBA pixels with jsQR (lazy); null when no QR code is in them. */
export async function decodeQrPixels(pixels: QrPixels): Promise<string | null> {
  const { default: jsQR } = await import('jsqr');
  return jsQR(pixels.data, pixels.width, pixels.height, { inversionAttempts: 'attemptBoth' })?.data ?? null;
}

let detector: Promise<DetectorLike | null> | undefined;

/** The browser's QR detector, or null where there is none (Firefox, Safari, Chrome on Linux). */
export function qrDetector(win: Window = window): Promise<DetectorLike | null> {
  detector ??= (async () => {
    const Ctor = (win as unknown as { BarcodeDetector?: DetectorCtor }).BarcodeDetector;
    if (!Ctor) return null;
    try {
      const formats = (await Ctor.getSupportedFormats?.()) ?? ['qr_code'];
      return formats.includes('qr_code') ? new Ctor({ formats: ['qr_code'] }) : null;
    } catch {
      return null;
    }
  })();
  return detector;
}

/** Forgets the detector found (tests switch the browser's features). */
export function resetQrDetector(): void {
  detector = undefined;
}

/** The pixels of an image or a video frame, drawn on a canvas (at most 1024 px on a side). */
export function pixelsOf(source: CanvasImageSource, width: number, height: number, doc: Document = document): QrPixels | null {
  if (!width || !height) return null;
  const scale = Math.min(1, 1024 / Math.max(width, height));
  const canvas = doc.createElement('canvas');
  canvas.width = Math.round(width * scale);
  canvas.height = Math.round(height * scale);
  const ctx = canvas.getContext('2d', { willReadFrequently: true });
  if (!ctx) return null;
  ctx.drawImage(source, 0, 0, canvas.width, canvas.height);
  return ctx.getImageData(0, 0, canvas.width, canvas.height);
}

/** The text of the first QR code in a video frame or image, or null. */
export async function decodeQr(source: HTMLVideoElement | ImageBitmap, win: Window = window): Promise<string | null> {
  const native = await qrDetector(win);
  if (native) {
    const [found] = await native.detect(source);
    return found?.rawValue ?? null;
  }
  const width = 'videoWidth' in source ? source.videoWidth : source.width;
  const height = 'videoHeight' in source ? source.videoHeight : source.height;
  const pixels = pixelsOf(source, width, height, win.document);
  return pixels ? decodeQrPixels(pixels) : null;
}

/** The text of the QR code in an image file (a photo of the member's phone), or null. */
export async function decodeQrFile(file: Blob, win: Window = window): Promise<string | null> {
  const bitmap = await win.createImageBitmap(file);
  try {
    return await decodeQr(bitmap, win);
  } finally {
    bitmap.close();
  }
}
