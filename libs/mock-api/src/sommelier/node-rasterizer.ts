/**
 * The rasterizer of the Node demo server: since the mock backend moved out of the page
 * into apps/demo-server, there is no `createImageBitmap` or canvas to turn a camera photo into
 * pixels, so `/app/chat/image` decodes PNG, JPEG and GIF uploads itself with pure-JS
 * decoders (pngjs, jpeg-js, omggif: no native binaries, nothing downloaded at install). They are
 * imported on the first raster upload only (dynamic imports, kept external by the demo server's
 * build), so nothing loads them until a photo arrives.
 *
 * Bounded work: the picture's size is read from its header before anything is decoded, and a
 * picture over RASTER_MAX_PIXELS is refused (a decompression bomb: a few KB of PNG or GIF can
 * declare 65535 × 65535 pixels, 17 GB of RGBA). The decoded picture is scaled down to a long side
 * of RASTER_MAX_SIDE, like the browser's canvas does.
 *
 * WebP is not read in Node: the only WebP decoders on npm are WebAssembly builds of libwebp, not
 * plain JS. A WebP photo is refused and the chat answers that it could not recognise it.
 */
import { RasterInputError, downscaleLuminance, rgbaToLuminance, type LuminanceImage, type Rasterizer } from './ean13-raster';

/**
 * The most pixels a photo may have before it is decoded: 40 MP (phones save 12 MP by default;
 * decoding 40 MP with jpeg-js takes ~6 s and ~1.5 GB). Above it, a decompression bomb or a
 * full-resolution 48-50 MP shot, the picture is refused and the chat asks for the name.
 */
export const RASTER_MAX_PIXELS = 40_000_000;

/** The formats the Node rasterizer decodes, recognised by their magic bytes. */
export type NodeRasterFormat = 'png' | 'jpeg' | 'gif' | 'webp';

/** The format of a picture by its first bytes (the declared type of a data URL can lie), or null. */
export function sniffRasterFormat(bytes: Uint8Array): NodeRasterFormat | null {
  const at = (i: number) => bytes[i] ?? -1;
  const ascii = (from: number, text: string) => [...text].every((c, k) => at(from + k) === c.charCodeAt(0));
  if (at(0) === 0x89 && ascii(1, 'PNG\r\n\x1a\n')) return 'png';
  if (at(0) === 0xff && at(1) === 0xd8 && at(2) === 0xff) return 'jpeg';
  if (ascii(0, 'GIF87a') || ascii(0, 'GIF89a')) return 'gif';
  if (ascii(0, 'RIFF') && ascii(8, 'WEBP')) return 'webp';
  return null;
}

/** JPEG start-of-frame markers (SOF0-SOF15 without DHT C4, JPG C8 and DAC CC): they carry the size. */
const JPEG_SOF = new Set([0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf]);

/** A JPEG's size from its frame header, walking the marker segments up to the first scan. */
function jpegSize(bytes: Uint8Array, view: DataView): { width: number; height: number } | null {
  let at = 2;
  while (at + 4 <= bytes.length) {
    if (bytes[at] !== 0xff) return null;
    const marker = bytes[at + 1] ?? 0;
    // Fill bytes, and standalone markers (TEM, RST0-7) without a length.
    if (marker === 0xff) {
      at += 1;
      continue;
    }
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      at += 2;
      continue;
    }
    const length = view.getUint16(at + 2);
    if (length < 2) return null;
    if (JPEG_SOF.has(marker)) {
      if (at + 9 > bytes.length) return null;
      return { height: view.getUint16(at + 5), width: view.getUint16(at + 7) };
    }
    // The image data starts (SOS) or ends (EOI) before any frame header: not a picture.
    if (marker === 0xda || marker === 0xd9) return null;
    at += 2 + length;
  }
  return null;
}

/**
 * A picture's width and height read from its header alone (PNG IHDR, JPEG SOFn, GIF logical
 * screen, WebP VP8/VP8L/VP8X), or null when the header is missing or cut short.
 */
export function rasterHeaderSize(format: NodeRasterFormat, bytes: Uint8Array): { width: number; height: number } | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const has = (n: number) => bytes.length >= n;
  const ascii = (from: number, text: string) => [...text].every((c, k) => bytes[from + k] === c.charCodeAt(0));
  switch (format) {
    case 'png':
      return has(24) && ascii(12, 'IHDR') ? { width: view.getUint32(16), height: view.getUint32(20) } : null;
    case 'jpeg':
      return jpegSize(bytes, view);
    case 'gif':
      return has(10) ? { width: view.getUint16(6, true), height: view.getUint16(8, true) } : null;
    case 'webp':
      if (has(30) && ascii(12, 'VP8X'))
        return { width: 1 + (view.getUint32(24, true) & 0xffffff), height: 1 + (view.getUint32(27, true) & 0xffffff) };
      if (has(30) && ascii(12, 'VP8 ')) return { width: view.getUint16(26, true) & 0x3fff, height: view.getUint16(28, true) & 0x3fff };
      if (has(25) && ascii(12, 'VP8L')) {
        const bits = view.getUint32(21, true);
        return { width: 1 + (bits & 0x3fff), height: 1 + ((bits >>> 14) & 0x3fff) };
      }
      return null;
  }
}

/** Decoded RGBA pixels, 4 bytes a pixel, row by row. */
export interface RgbaImage {
  width: number;
  height: number;
  data: Uint8Array;
}

/**
 * Decodes a PNG, JPEG or GIF (first frame) to RGBA with the pure-JS decoders, after checking its
 * header: the format by magic bytes, a size of at least 1 × 1 and at most RASTER_MAX_PIXELS.
 *
 * @throws RasterInputError for a WebP or an unknown format, a missing or cut header, a picture
 *   over RASTER_MAX_PIXELS (before any decoding), and a file its decoder cannot read (corrupt).
 */
export async function decodeRasterRgba(bytes: Uint8Array, maxPixels = RASTER_MAX_PIXELS): Promise<RgbaImage> {
  const format = sniffRasterFormat(bytes);
  if (!format) throw new RasterInputError('not a PNG, JPEG or GIF file');
  if (format === 'webp') throw new RasterInputError('WebP pictures cannot be decoded in Node (no plain-JS WebP decoder)');
  const size = rasterHeaderSize(format, bytes);
  if (!size || size.width < 1 || size.height < 1) throw new RasterInputError(`the ${format.toUpperCase()} header has no picture size`);
  if (size.width * size.height > maxPixels) {
    throw new RasterInputError(`a ${size.width}×${size.height} picture is over ${maxPixels / 1_000_000} megapixels`);
  }
  try {
    const decoded = await decodeWith(format, bytes, maxPixels);
    // A decoder that read other dimensions than the header's was fed an inconsistent file.
    if (decoded.width !== size.width || decoded.height !== size.height || decoded.data.length < size.width * size.height * 4) {
      throw new RasterInputError(`the ${format.toUpperCase()} data does not match its ${size.width}×${size.height} header`);
    }
    return decoded;
  } catch (error) {
    if (error instanceof RasterInputError) throw error;
    // The decoders throw plain Errors (bad CRC, truncated data, unknown marker…): a corrupt file.
    throw new RasterInputError(
      `the ${format.toUpperCase()} file cannot be decoded: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
}

async function decodeWith(format: 'png' | 'jpeg' | 'gif', bytes: Uint8Array, maxPixels: number): Promise<RgbaImage> {
  if (format === 'png') {
    const { PNG } = await import('pngjs');
    // 16-bit and palette pictures come back as 8-bit RGBA.
    const png = PNG.sync.read(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
    return { width: png.width, height: png.height, data: png.data };
  }
  if (format === 'jpeg') {
    const { decode } = await import('jpeg-js');
    // jpeg-js checks its own limits as well (it counts the frame's megapixels and memory).
    const jpeg = decode(bytes, { useTArray: true, formatAsRGBA: true, maxResolutionInMP: maxPixels / 1_000_000, maxMemoryUsageInMB: 1024 });
    return { width: jpeg.width, height: jpeg.height, data: jpeg.data };
  }
  const { GifReader } = await import('omggif');
  const gif = new GifReader(bytes);
  if (gif.numFrames() < 1) throw new RasterInputError('the GIF has no frame');
  // Pixels the first frame does not cover stay transparent, which reads as white.
  const data = new Uint8Array(gif.width * gif.height * 4);
  gif.decodeAndBlitFrameRGBA(0, data);
  return { width: gif.width, height: gif.height, data };
}

/** Node's luminance of a raster upload: decoded, scaled to RASTER_MAX_SIDE, then made luminance. */
export async function nodeLuminance(bytes: Uint8Array, maxPixels = RASTER_MAX_PIXELS): Promise<LuminanceImage> {
  const { width, height, data } = await decodeRasterRgba(bytes, maxPixels);
  const rgba = new Uint8ClampedArray(data.buffer, data.byteOffset, width * height * 4);
  return downscaleLuminance({ width, height, luminance: rgbaToLuminance(rgba) });
}

/**
 * The rasterizer `/app/chat/image` uses in Node (the demo server, Vitest): null for a picture it
 * refuses or cannot read, so the chat answers honestly that it could not recognise the photo.
 */
export const nodeRasterizer: Rasterizer = async (_mime, bytes) => {
  try {
    return await nodeLuminance(bytes);
  } catch (error) {
    if (error instanceof RasterInputError) return null;
    throw error;
  }
};
