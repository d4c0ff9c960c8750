/**
 * `/app/chat/image` with a camera photo: a PNG/JPEG upload without digits in its bytes
 * is decoded to pixels (the browser's createImageBitmap + canvas, stubbed here as Node has none)
 * and its EAN-13 bars name the product; a file that only starts like a PNG reads as nothing and
 * the answer is honest. Real PNG/JPEG/GIF files in Node: node-rasterizer.test.ts.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ChatResponse } from '@bottle/api';
import { dataset } from '../data/dataset';
import { createMockServer } from '../node';
import { RASTER_MAX_SIDE, type LuminanceImage } from './ean13-raster';
import { browserRasterizer } from './browser-rasterizer';
import { findBarcodeInLuminance, findBarcodeInUpload, rasterMime } from './barcode-in-upload';
import { ean13Bars } from './testing/ean13-fixtures';

const product = dataset.products[42] ?? dataset.products[0];
if (!product) throw new Error('the dataset has no products');

/** A barcode photo as luminance: 3 px modules, white label on a gray picture. */
function photo(ean: string, scale = 3): LuminanceImage {
  const bits = ean13Bars(ean);
  const quiet = 12;
  const width = (bits.length + 2 * quiet) * scale + 80;
  const height = 160;
  const luminance = new Uint8ClampedArray(width * height).fill(140);
  for (let y = 40; y < 120; y += 1) {
    for (let x = 0; x < (bits.length + 2 * quiet) * scale; x += 1) {
      luminance[y * width + 40 + x] = bits[Math.floor(x / scale) - quiet] === '1' ? 25 : 230;
    }
  }
  return { width, height, luminance };
}

/** Bytes that are a PNG by their signature and carry no 13-digit number. */
const PNG_URL = `data:image/png;base64,${btoa('\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR camera photo IDAT')}`;

describe('findBarcodeInUpload', () => {
  it('reads the bars of a raster photo through the injected rasterizer', async () => {
    const rasterize = vi.fn(async () => photo(product.barcode));
    await expect(findBarcodeInUpload(PNG_URL, undefined, { rasterize })).resolves.toBe(product.barcode);
    expect(rasterize).toHaveBeenCalledWith('image/png', expect.any(Uint8Array));
  });

  it('does not rasterize when the bytes or the message already name the product', async () => {
    const rasterize = vi.fn(async () => null);
    await expect(findBarcodeInUpload(PNG_URL, `IMG_${product.barcode}.jpg`, { rasterize })).resolves.toBe(product.barcode);
    expect(rasterize).not.toHaveBeenCalled();
  });

  it('leaves SVG and non-image uploads to the SVG/digit reading', async () => {
    const rasterize = vi.fn(async () => photo(product.barcode));
    await expect(findBarcodeInUpload('data:image/svg+xml,<svg></svg>', undefined, { rasterize })).resolves.toBeNull();
    await expect(findBarcodeInUpload('not a data url', undefined, { rasterize })).resolves.toBeNull();
    expect(rasterize).not.toHaveBeenCalled();
  });

  it('answers null when the photo has no readable barcode or one outside the catalogue', async () => {
    const blank = { width: 400, height: 200, luminance: new Uint8ClampedArray(400 * 200).fill(200) };
    await expect(findBarcodeInUpload(PNG_URL, undefined, { rasterize: async () => blank })).resolves.toBeNull();
    expect(dataset.productByBarcode.has('5901234123457')).toBe(false);
    expect(findBarcodeInLuminance(photo('5901234123457'))).toBeNull();
    expect(findBarcodeInLuminance(photo(product.barcode))).toBe(product.barcode);
  });

  it('answers null from the browser rasterizer without createImageBitmap, and for a PNG signature with no picture behind it', async () => {
    expect(typeof globalThis.createImageBitmap).toBe('undefined');
    await expect(browserRasterizer('image/png', new Uint8Array([0x89, 0x50]))).resolves.toBeNull();
    // In Node the pure-JS decoders get the bytes and refuse them: no IHDR, no pixels.
    await expect(findBarcodeInUpload(PNG_URL)).resolves.toBeNull();
  });

  it('recognises raster uploads by type or by magic bytes', () => {
    const none = new Uint8Array();
    expect(rasterMime('image/jpg', none)).toBe('image/jpeg');
    expect(rasterMime('image/webp', none)).toBe('image/webp');
    expect(rasterMime('application/octet-stream', new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
    expect(rasterMime('application/octet-stream', new TextEncoder().encode('GIF89a'))).toBe('image/gif');
    expect(rasterMime('application/octet-stream', new TextEncoder().encode('RIFF\0\0\0\0WEBPVP8 '))).toBe('image/webp');
    expect(rasterMime('image/svg+xml', new TextEncoder().encode('<svg/>'))).toBeNull();
  });
});

describe('the browser rasterizer (createImageBitmap + canvas stubbed)', () => {
  afterEach(() => vi.unstubAllGlobals());

  /** Stubs a browser whose "camera photo" is `source`, drawn `upscale` times larger. */
  function stubBrowser(source: LuminanceImage, upscale: number, withOffscreen = true) {
    const drawn: { width: number; height: number }[] = [];
    const close = vi.fn();
    vi.stubGlobal('createImageBitmap', async (blob: Blob) => {
      expect(blob.type).toBe('image/png');
      return { width: source.width * upscale, height: source.height * upscale, close };
    });
    const context = (width: number, height: number) => ({
      drawImage: (_b: unknown, _x: number, _y: number, w: number, h: number) => drawn.push({ width: w, height: h }),
      // The canvas holds the photo resampled to its size (nearest neighbour is enough here).
      getImageData: () => {
        const data = new Uint8ClampedArray(width * height * 4);
        for (let y = 0; y < height; y += 1) {
          for (let x = 0; x < width; x += 1) {
            const sx = Math.min(source.width - 1, Math.floor((x * source.width) / width));
            const sy = Math.min(source.height - 1, Math.floor((y * source.height) / height));
            const v = source.luminance[sy * source.width + sx] ?? 255;
            data.set([v, v, v, 255], (y * width + x) * 4);
          }
        }
        return { data, width, height };
      },
    });
    if (withOffscreen) {
      vi.stubGlobal(
        'OffscreenCanvas',
        class {
          constructor(
            readonly width: number,
            readonly height: number,
          ) {}
          getContext() {
            return context(this.width, this.height);
          }
        },
      );
    } else {
      vi.stubGlobal('OffscreenCanvas', undefined);
      const canvas = { width: 0, height: 0, getContext: () => context(canvas.width, canvas.height) };
      vi.stubGlobal('document', { createElement: (tag: string) => (expect(tag).toBe('canvas'), canvas) });
    }
    return { drawn, close };
  }

  it('scales a large photo down to a long side of 1600 px and reads its barcode', async () => {
    const source = photo(product.barcode, 5);
    const { drawn, close } = stubBrowser(source, 4);
    const pixels = await browserRasterizer('image/png', new Uint8Array([1, 2, 3]));
    expect(pixels).not.toBeNull();
    expect(Math.max(pixels?.width ?? 0, pixels?.height ?? 0)).toBe(RASTER_MAX_SIDE);
    expect(drawn).toEqual([{ width: pixels?.width, height: pixels?.height }]);
    expect(close).toHaveBeenCalled();
    expect(pixels && findBarcodeInLuminance(pixels)).toBe(product.barcode);
  });

  it('uses a regular canvas where OffscreenCanvas is missing', async () => {
    stubBrowser(photo(product.barcode), 1, false);
    const pixels = await browserRasterizer('image/png', new Uint8Array([1]));
    expect(pixels && findBarcodeInLuminance(pixels)).toBe(product.barcode);
  });

  it('answers null when the browser cannot decode the file', async () => {
    vi.stubGlobal('createImageBitmap', async () => {
      throw new DOMException('The source image could not be decoded.', 'InvalidStateError');
    });
    await expect(browserRasterizer('image/jpeg', new Uint8Array([0xff, 0xd8, 0xff]))).resolves.toBeNull();
  });
});

describe('/app/chat/image over HTTP with a camera photo', () => {
  const mock = createMockServer();
  beforeAll(() => mock.server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    mock.reset();
    vi.unstubAllGlobals();
  });
  afterAll(() => mock.server.close());

  const send = async (body: unknown) => {
    const r = await fetch('http://localhost/app/chat/image', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    return { status: r.status, body: (await r.json()) as ChatResponse };
  };

  it('answers about the product whose barcode the photo shows', async () => {
    const source = photo(product.barcode);
    vi.stubGlobal('createImageBitmap', async () => ({ width: source.width, height: source.height, close: () => undefined }));
    vi.stubGlobal(
      'OffscreenCanvas',
      class {
        getContext() {
          return {
            drawImage: () => undefined,
            getImageData: () => ({ data: Uint8ClampedArray.from([...source.luminance].flatMap((v) => [v, v, v, 255])) }),
          };
        }
      },
    );
    const { status, body } = await send({ image: PNG_URL, message: 'what is this wine?' });
    expect(status).toBe(200);
    expect(body.answer).toContain(product.prd_en_nm);
    expect(body.prd_list?.[0]?.prd_cd).toBe(product.prd_cd);
  });

  it('says honestly it could not recognise a file that only starts like a PNG', async () => {
    const { status, body } = await send({ image: PNG_URL, message: 'what is this wine?' });
    expect(status).toBe(200);
    expect(body.answer).toMatch(/couldn't recognise the label or a barcode/);
    expect(body.prd_list).toBeUndefined();
  });
});
