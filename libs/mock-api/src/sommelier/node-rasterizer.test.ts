/**
 * Camera photos of a barcode in Node (the demo backend moved from the page into the
 * Node demo server, where there is no createImageBitmap): synthetic barcode photos are encoded
 * as real PNG, JPEG (quality 85) and GIF bytes with the same libraries' encoders and sent through
 * the actual `/app/chat/image` handler (msw/node), which must name the product; broken, WebP and
 * oversized pictures get the honest "could not recognise" answer without a crash or a decode.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { PNG } from 'pngjs';
import { encode as encodeJpeg } from 'jpeg-js';
import { GifWriter } from 'omggif';
import type { ChatResponse } from '@bottle/api';
import { createMockServer } from '../node';
import { RasterInputError, downscaleLuminance } from './ean13-raster';
import { RASTER_MAX_PIXELS, decodeRasterRgba, nodeRasterizer, rasterHeaderSize, sniffRasterFormat } from './node-rasterizer';
import { RASTER_MAX_SIDE } from './ean13-raster';
import { browserRasterizer } from './browser-rasterizer';
import { pickRasterizer } from './barcode-in-upload';
import { SPREAD_PRODUCTS as PRODUCTS, ean13Bars, rng } from './testing/ean13-fixtures';

interface Rgba {
  width: number;
  height: number;
  data: Uint8Array;
}

/**
 * A colour "camera photo" of a bottle's barcode label: a warm, unevenly lit background, a white
 * label with the EAN-13 bars area-sampled at `scale` px per module (edges anti-alias like a
 * lens), sensor noise, and optionally turned 90° (bars horizontal).
 */
function cameraPhoto(ean: string, options: { scale?: number; seed?: number; turned?: boolean; margin?: number } = {}): Rgba {
  const { scale = 3, seed = 1, turned = false, margin = 60 } = options;
  const bits = ean13Bars(ean);
  const quiet = 11;
  const labelWidth = Math.ceil((bits.length + 2 * quiet) * scale);
  const barHeight = Math.round(28 * scale);
  const w = labelWidth + 2 * margin;
  const h = barHeight + 2 * margin;
  const random = rng(seed);
  const row = new Float64Array(labelWidth);
  for (let x = 0; x < labelWidth; x += 1) {
    let cover = 0;
    for (let s = 0; s < 8; s += 1) if (bits[Math.floor((x + (s + 0.5) / 8) / scale) - quiet] === '1') cover += 1 / 8;
    row[x] = 232 - 207 * cover;
  }
  const width = turned ? h : w;
  const height = turned ? w : h;
  const data = new Uint8Array(width * height * 4);
  for (let y = 0; y < h; y += 1) {
    for (let x = 0; x < w; x += 1) {
      const onLabel = x >= margin && x < margin + labelWidth && y >= margin && y < margin + barHeight;
      // Light falls off towards the right of the picture; the bottle behind the label is amber.
      const light = 1 - (0.2 * x) / w;
      const v = onLabel ? (row[x - margin] ?? 232) * light : 0;
      const noise = (random() + random() + random() - 1.5) * 12;
      const rgb = onLabel ? [v + noise, v * 0.97 + noise, v * 0.9 + noise] : [150 * light + noise, 95 * light + noise, 40 * light + noise];
      const [px, py] = turned ? [h - 1 - y, x] : [x, y];
      data.set(
        rgb.map((c) => Math.max(0, Math.min(255, Math.round(c)))),
        (py * width + px) * 4,
      );
      data[(py * width + px) * 4 + 3] = 255;
    }
  }
  return { width, height, data };
}

function pngBytes(img: Rgba): Uint8Array {
  const png = new PNG({ width: img.width, height: img.height });
  png.data = Buffer.from(img.data);
  return PNG.sync.write(png);
}

function jpegBytes(img: Rgba, quality = 85): Uint8Array {
  return encodeJpeg({ width: img.width, height: img.height, data: img.data }, quality).data;
}

/** A GIF of the picture in 256 grays (GIF has a palette of at most 256 colours). */
function gifBytes(img: Rgba): Uint8Array {
  const palette = Array.from({ length: 256 }, (_, v) => (v << 16) | (v << 8) | v);
  const indexed = new Array<number>(img.width * img.height);
  for (let i = 0; i < indexed.length; i += 1) {
    indexed[i] = Math.round(0.299 * (img.data[i * 4] ?? 0) + 0.587 * (img.data[i * 4 + 1] ?? 0) + 0.114 * (img.data[i * 4 + 2] ?? 0));
  }
  const out = new Uint8Array(img.width * img.height * 2 + 1024);
  const writer = new GifWriter(out, img.width, img.height, { palette });
  writer.addFrame(0, 0, img.width, img.height, indexed);
  return out.slice(0, writer.end());
}

const dataUrl = (mime: string, bytes: Uint8Array) => `data:${mime};base64,${Buffer.from(bytes).toString('base64')}`;

/** CRC-32 of PNG chunks (ISO 3309), to forge a well-formed header with other dimensions. */
function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (const b of bytes) {
    c ^= b;
    for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  }
  return (c ^ 0xffffffff) >>> 0;
}

/** A real PNG whose IHDR now declares `width` × `height` (CRC fixed, so only the size is wrong). */
function pngDeclaring(width: number, height: number): Uint8Array {
  const bytes = pngBytes(cameraPhoto(PRODUCTS[0]?.barcode ?? '', { scale: 1.5, margin: 4 })).slice();
  const view = new DataView(bytes.buffer);
  view.setUint32(16, width);
  view.setUint32(20, height);
  view.setUint32(29, crc32(bytes.subarray(12, 29)));
  return bytes;
}

/** A real JPEG whose frame header (SOF0) now declares `width` × `height`. */
function jpegDeclaring(width: number, height: number): Uint8Array {
  const bytes = jpegBytes(cameraPhoto(PRODUCTS[0]?.barcode ?? '', { scale: 1.5, margin: 4 })).slice();
  const view = new DataView(bytes.buffer);
  for (let at = 2; at < bytes.length; at += 2 + view.getUint16(at + 2)) {
    if (bytes[at + 1] === 0xc0) {
      view.setUint16(at + 5, height);
      view.setUint16(at + 7, width);
      return bytes;
    }
  }
  throw new Error('the JPEG has no SOF0');
}

/** A GIF whose logical screen now declares `width` × `height`. */
function gifDeclaring(width: number, height: number): Uint8Array {
  const bytes = gifBytes(cameraPhoto(PRODUCTS[0]?.barcode ?? '', { scale: 1.5, margin: 4 })).slice();
  const view = new DataView(bytes.buffer);
  view.setUint16(6, width, true);
  view.setUint16(8, height, true);
  return bytes;
}

/** A lossless WebP header (RIFF/WEBP/VP8L, 300 × 200) with a little payload. */
const WEBP = Uint8Array.from([
  ...Buffer.from('RIFF'),
  ...[26, 0, 0, 0],
  ...Buffer.from('WEBPVP8L'),
  ...[13, 0, 0, 0, 0x2f],
  // 14 bits width-1, 14 bits height-1, alpha, version.
  ...(() => {
    const bits = (300 - 1) | ((200 - 1) << 14);
    return [bits & 0xff, (bits >>> 8) & 0xff, (bits >>> 16) & 0xff, (bits >>> 24) & 0xff];
  })(),
  ...new Array<number>(8).fill(0),
]);

// Encoding and decoding camera-sized pictures in pure JavaScript is seconds of CPU; on a loaded
// 2-core machine the 12-megapixel one took more than the default 5 s. A bound, not a measure.
describe('/app/chat/image in Node with a real camera photo file', { timeout: 60_000 }, () => {
  const mock = createMockServer();
  beforeAll(() => mock.server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => mock.reset());
  afterAll(() => mock.server.close());

  const send = async (image: string) => {
    const r = await fetch('http://localhost/app/chat/image', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ image, message: 'what is this bottle?' }),
    });
    return { status: r.status, body: (await r.json()) as ChatResponse };
  };

  const expectProduct = (response: { status: number; body: ChatResponse }, prd: (typeof PRODUCTS)[number]) => {
    expect(response.status).toBe(200);
    expect(response.body.prd_list?.map((p) => p.prd_cd)).toEqual([prd.prd_cd]);
    expect(response.body.answer).toContain(prd.prd_en_nm);
  };

  const expectHonestAnswer = (response: { status: number; body: ChatResponse }) => {
    expect(response.status).toBe(200);
    expect(response.body.answer).toMatch(/couldn't recognise the label or a barcode/);
    expect(response.body.prd_list).toBeUndefined();
  };

  it('uses the five catalogue products of the raster tests', () => {
    expect(PRODUCTS).toHaveLength(5);
    expect(typeof globalThis.createImageBitmap).toBe('undefined');
  });

  it.each(PRODUCTS.map((p, k) => [p.barcode, p, k] as const))(
    'given a PNG photo of barcode %s, when it is sent to the sommelier, then it answers with that product',
    async (_ean, prd, k) => {
      expectProduct(await send(dataUrl('image/png', pngBytes(cameraPhoto(prd.barcode, { seed: 10 + k })))), prd);
    },
  );

  it.each(PRODUCTS.map((p, k) => [p.barcode, p, k] as const))(
    'given a JPEG photo (quality 85) of barcode %s, when it is sent to the sommelier, then it answers with that product',
    async (_ean, prd, k) => {
      const bytes = jpegBytes(cameraPhoto(prd.barcode, { scale: 2.5 + k * 0.5, seed: 20 + k }));
      expectProduct(await send(dataUrl('image/jpeg', bytes)), prd);
    },
  );

  it('given a JPEG wider than 1600 px, turned 90°, when it is sent, then it is scaled down and still names the product', async () => {
    const prd = PRODUCTS[2];
    if (!prd) throw new Error('no product');
    const photo = cameraPhoto(prd.barcode, { scale: 12, seed: 3, turned: true, margin: 200 });
    expect(Math.max(photo.width, photo.height)).toBeGreaterThan(RASTER_MAX_SIDE);
    const bytes = jpegBytes(photo);
    const pixels = await nodeRasterizer('image/jpeg', bytes);
    expect(Math.max(pixels?.width ?? 0, pixels?.height ?? 0)).toBe(RASTER_MAX_SIDE);
    expectProduct(await send(dataUrl('image/jpeg', bytes)), prd);
  });

  it('given a GIF photo or a JPEG sent as image/png, when they are sent, then the bytes decide the decoder and the product is named', async () => {
    const [first, second] = PRODUCTS;
    if (!first || !second) throw new Error('no product');
    expectProduct(await send(dataUrl('image/gif', gifBytes(cameraPhoto(first.barcode, { seed: 5 })))), first);
    mock.reset();
    expectProduct(await send(dataUrl('image/png', jpegBytes(cameraPhoto(second.barcode, { seed: 6 })))), second);
  });

  it('given a corrupt PNG (a flipped byte in its pixel data) or a cut one, when it is sent, then the sommelier says it could not recognise it', async () => {
    const bytes = pngBytes(cameraPhoto(PRODUCTS[1]?.barcode ?? '')).slice();
    const idat = Buffer.from(bytes).indexOf('IDAT');
    bytes[idat + 40] = (bytes[idat + 40] ?? 0) ^ 0xff;
    await expect(decodeRasterRgba(bytes)).rejects.toThrow(/PNG file cannot be decoded/);
    expectHonestAnswer(await send(dataUrl('image/png', bytes)));
    const cut = pngBytes(cameraPhoto(PRODUCTS[1]?.barcode ?? '')).slice(0, 200);
    await expect(decodeRasterRgba(cut)).rejects.toThrow(RasterInputError);
    expectHonestAnswer(await send(dataUrl('image/png', cut)));
  });

  it('given pictures whose headers declare more than 40 megapixels, when they are sent, then they are refused before any decoding', async () => {
    const read = vi.spyOn(PNG.sync, 'read');
    const bombs = [pngDeclaring(50_000, 50_000), jpegDeclaring(65_000, 65_000), gifDeclaring(65_535, 65_535)];
    for (const bomb of bombs) await expect(decodeRasterRgba(bomb)).rejects.toThrow(/over 40 megapixels/);
    expect(read).not.toHaveBeenCalled();
    for (const [k, bomb] of bombs.entries()) {
      mock.reset();
      expectHonestAnswer(await send(dataUrl(['image/png', 'image/jpeg', 'image/gif'][k] ?? '', bomb)));
    }
    expect(read).not.toHaveBeenCalled();
    // The same spy sees an ordinary PNG being decoded: the refusal above came before the decoder.
    await decodeRasterRgba(pngBytes(cameraPhoto(PRODUCTS[0]?.barcode ?? '')));
    expect(read).toHaveBeenCalledTimes(1);
  });

  it('given a WebP photo, when it is sent, then it is not decoded in Node and the answer is honest', async () => {
    expect(rasterHeaderSize('webp', WEBP)).toEqual({ width: 300, height: 200 });
    await expect(decodeRasterRgba(WEBP)).rejects.toThrow(/WebP pictures cannot be decoded in Node/);
    await expect(nodeRasterizer('image/webp', WEBP)).resolves.toBeNull();
    expectHonestAnswer(await send(dataUrl('image/webp', WEBP)));
  });
});

describe('the Node rasterizer', () => {
  it('given picture bytes, when their format is sniffed, then the magic bytes decide, not the declared type', () => {
    const photo = cameraPhoto(PRODUCTS[0]?.barcode ?? '', { scale: 1.5, margin: 4 });
    expect(sniffRasterFormat(pngBytes(photo))).toBe('png');
    expect(sniffRasterFormat(jpegBytes(photo))).toBe('jpeg');
    expect(sniffRasterFormat(gifBytes(photo))).toBe('gif');
    expect(sniffRasterFormat(WEBP)).toBe('webp');
    expect(sniffRasterFormat(new TextEncoder().encode('<svg/>'))).toBeNull();
    expect(sniffRasterFormat(new Uint8Array())).toBeNull();
  });

  it('given real files, when their headers are read, then the sizes are the encoded ones', () => {
    const photo = cameraPhoto(PRODUCTS[0]?.barcode ?? '', { scale: 1.5, margin: 4 });
    const size = { width: photo.width, height: photo.height };
    expect(rasterHeaderSize('png', pngBytes(photo))).toEqual(size);
    expect(rasterHeaderSize('jpeg', jpegBytes(photo))).toEqual(size);
    expect(rasterHeaderSize('gif', gifBytes(photo))).toEqual(size);
    expect(rasterHeaderSize('png', pngBytes(photo).slice(0, 20))).toBeNull();
    expect(rasterHeaderSize('jpeg', Uint8Array.from([0xff, 0xd8, 0xff, 0xda, 0, 2]))).toBeNull();
  });

  it('given bytes that are no picture or a header with no size, when decoded, then a typed error says so', async () => {
    await expect(decodeRasterRgba(new TextEncoder().encode('hello'))).rejects.toThrow(/not a PNG, JPEG or GIF/);
    await expect(decodeRasterRgba(Uint8Array.from([0xff, 0xd8, 0xff, 0xd9]))).rejects.toThrow(/JPEG header has no picture size/);
    await expect(decodeRasterRgba(pngDeclaring(0, 10))).rejects.toThrow(RasterInputError);
    await expect(nodeRasterizer('image/png', new TextEncoder().encode('hello'))).resolves.toBeNull();
  });

  it('given a limit, when a picture is just under or just over it, then only the one over is refused', async () => {
    expect(RASTER_MAX_PIXELS).toBe(40_000_000);
    const photo = cameraPhoto(PRODUCTS[0]?.barcode ?? '', { scale: 1.5, margin: 4 });
    const pixels = photo.width * photo.height;
    await expect(decodeRasterRgba(pngBytes(photo), pixels)).resolves.toMatchObject({ width: photo.width, height: photo.height });
    await expect(decodeRasterRgba(pngBytes(photo), pixels - 1)).rejects.toThrow(/megapixels/);
  });
});

describe('pickRasterizer', () => {
  it('given a page with createImageBitmap, Node, or neither, when a rasterizer is picked, then it is the canvas, the pure-JS decoders, or none', () => {
    expect(pickRasterizer({ createImageBitmap: () => undefined, process: { versions: { node: '20.0.0' } } })).toBe(browserRasterizer);
    expect(pickRasterizer({ process: { versions: { node: '20.0.0' } } })).toBe(nodeRasterizer);
    expect(pickRasterizer({})).toBeNull();
    // Vitest runs in Node, like the demo server.
    expect(pickRasterizer()).toBe(nodeRasterizer);
  });
});

describe('downscaleLuminance', () => {
  it('given a picture within the long side, when scaled, then it is returned as it is', () => {
    const image = { width: 1600, height: 900, luminance: new Uint8ClampedArray(1600 * 900).fill(90) };
    expect(downscaleLuminance(image)).toBe(image);
  });

  it('given twice the long side, when scaled, then each pixel is the mean of the 2 × 2 it covers', () => {
    const width = 3200;
    const height = 4;
    const luminance = new Uint8ClampedArray(width * height);
    for (let i = 0; i < luminance.length; i += 1) luminance[i] = (i % width) % 2 === 0 ? 0 : 200;
    const out = downscaleLuminance({ width, height, luminance });
    expect(out.width).toBe(1600);
    expect(out.height).toBe(2);
    expect([...out.luminance].every((v) => v === 100)).toBe(true);
  });

  it('given a fractional ratio, when scaled, then a flat picture stays flat and the sizes round', () => {
    const out = downscaleLuminance({ width: 2001, height: 777, luminance: new Uint8ClampedArray(2001 * 777).fill(77) }, 1000);
    expect(out.width).toBe(1000);
    expect(out.height).toBe(388);
    expect(new Set(out.luminance)).toEqual(new Set([77]));
  });
});
