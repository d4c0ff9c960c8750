/**
 * Recognising a label (`/app/chat/image`): the catalogue EAN-13 in an uploaded picture,
 * read from an SVG's bars, a number written in the bytes, or the bars in a photo's pixels.
 */
import { dataset } from '../data/dataset';
import { browserRasterizer } from './browser-rasterizer';
import { decodeEan13FromLuminance, type LuminanceImage, type Rasterizer } from './ean13-raster';
import { decodeEan13Modules, isValidEan13 } from './ean13-modules';
import { nodeRasterizer } from './node-rasterizer';
import { modulesFromSvg } from './svg-modules';

function decodeDataUrl(image: string): { mime: string; bytes: Uint8Array } | null {
  if (!image.startsWith('data:')) return null;
  const comma = image.indexOf(',');
  if (comma < 0) return null;
  const header = image.slice(5, comma);
  const payload = image.slice(comma + 1);
  const mime = header.split(';')[0] || 'application/octet-stream';
  try {
    if (header.split(';').includes('base64')) {
      const binary = atob(payload.replace(/\s/g, ''));
      const bytes = new Uint8Array(binary.length);
      for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
      return { mime, bytes };
    }
    return { mime, bytes: new TextEncoder().encode(decodeURIComponent(payload)) };
  } catch {
    // Broken base64 or percent-encoding: treat it as an unreadable picture.
    return null;
  }
}

/**
 * Finds an EAN-13 of the catalogue in an uploaded picture (`/app/chat/image`).
 *
 * Practical approach, documented in the README: the demo camera uploads either a rendered
 * barcode (an SVG from libs/barcode or JsBarcode: its bars are decoded module by module) or a
 * photo whose bytes carry the number as text (a PNG tEXt chunk, JPEG EXIF/comment or a file
 * name, as phone scanners and the demo camera write). Any 13-digit run with a valid check digit
 * that names a catalogue product counts. Synchronous: the bars of a camera photo are read by
 * `findBarcodeInUpload`, which calls this first.
 */
export function findBarcodeInImage(image: string, hint?: string): string | null {
  const candidates: string[] = [];
  const decoded = decodeDataUrl(image);
  const text = decoded ? new TextDecoder('latin1').decode(decoded.bytes) : image;
  if (decoded?.mime.includes('svg') || text.includes('<svg')) {
    const bits = modulesFromSvg(text);
    const fromBars = bits ? decodeEan13Modules(bits) : null;
    if (fromBars) candidates.push(fromBars);
  }
  for (const source of [text, hint ?? '']) for (const m of source.matchAll(/(?<!\d)\d{13}(?!\d)/g)) candidates.push(m[0]);
  return candidates.find((c) => isValidEan13(c) && dataset.productByBarcode.has(c)) ?? null;
}

// ---- image: EAN-13 bars in a camera photo (JPEG/PNG/WebP/GIF) --------------------------------

const RASTER_MIMES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;

/** The raster type of a picture: its data URL type, else its magic bytes; null for anything else. */
export function rasterMime(declared: string, bytes: Uint8Array): string | null {
  const mime = declared.toLowerCase() === 'image/jpg' ? 'image/jpeg' : declared.toLowerCase();
  if ((RASTER_MIMES as readonly string[]).includes(mime)) return mime;
  const at = (i: number) => bytes[i] ?? -1;
  const ascii = (from: number, text: string) => [...text].every((c, k) => at(from + k) === c.charCodeAt(0));
  if (at(0) === 0x89 && ascii(1, 'PNG')) return 'image/png';
  if (at(0) === 0xff && at(1) === 0xd8 && at(2) === 0xff) return 'image/jpeg';
  if (ascii(0, 'GIF8')) return 'image/gif';
  if (ascii(0, 'RIFF') && ascii(8, 'WEBP')) return 'image/webp';
  return null;
}

/** The catalogue EAN-13 read from the bars of a photo's pixels, or null (`/app/chat/image`). */
export function findBarcodeInLuminance(image: LuminanceImage): string | null {
  const code = decodeEan13FromLuminance(image.width, image.height, image.luminance);
  return code && dataset.productByBarcode.has(code) ? code : null;
}

/**
 * The rasterizer of where the handlers run: the browser's canvas when the page has
 * `createImageBitmap` (MSW in the page), else the pure-JS decoders of `nodeRasterizer` (the Node
 * demo server, Vitest); with neither, none, and photos are not read.
 */
export function pickRasterizer(
  env: { createImageBitmap?: unknown; process?: { versions?: { node?: string } } } = globalThis,
): Rasterizer | null {
  if (typeof env.createImageBitmap === 'function') return browserRasterizer;
  if (typeof env.process?.versions?.node === 'string') return nodeRasterizer;
  return null;
}

/**
 * What `/app/chat/image` calls: the SVG bars or a written number first (`findBarcodeInImage`),
 * then, for a PNG/JPEG/WebP/GIF upload (data URL type or magic bytes), the bars in its pixels
 * through `rasterize` (`pickRasterizer()` by default; tests inject one).
 */
export async function findBarcodeInUpload(image: string, hint?: string, options: { rasterize?: Rasterizer } = {}): Promise<string | null> {
  const direct = findBarcodeInImage(image, hint);
  if (direct) return direct;
  const decoded = decodeDataUrl(image);
  if (!decoded) return null;
  const mime = rasterMime(decoded.mime, decoded.bytes);
  if (!mime) return null;
  const rasterize = options.rasterize ?? pickRasterizer();
  if (!rasterize) return null;
  const pixels = await rasterize(mime, decoded.bytes);
  return pixels ? findBarcodeInLuminance(pixels) : null;
}
