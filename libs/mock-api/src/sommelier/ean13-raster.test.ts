/**
 * Raster EAN-13 reading (`/app/chat/image`): synthetic photos built from libs/barcode's
 * EAN-13 modules, scaled with area sampling (fractional module widths anti-alias like a camera),
 * placed in a larger picture with margins and clutter, then noised, blurred, dimmed, turned.
 */
import { describe, expect, it } from 'vitest';
import { encode } from '@bottle/barcode';
import { dataset } from '../data/dataset';
import { RasterInputError, decodeEan13FromLuminance, rgbaToLuminance } from './ean13-raster';
import { isValidEan13 } from './ean13-modules';
import { SPREAD_PRODUCTS as PRODUCTS, ean13Bars, rng } from './testing/ean13-fixtures';

interface Gray {
  width: number;
  height: number;
  lum: Float64Array;
}

interface Scene {
  /** Pixels per module (fractional allowed). */
  scale: number;
  /** Quiet zone each side, in modules. */
  quiet?: number;
  barHeight?: number;
  /** Margins of the surrounding picture, px. */
  margin?: { left: number; top: number; right: number; bottom: number };
  dark?: number;
  light?: number;
  /** Background of the picture around the label. */
  background?: number;
}

/** A label (white quiet zone + bars) drawn into a larger picture, with a dark block of clutter beside it. */
function scene(bits: string, options: Scene): Gray {
  const { scale, quiet = 11, barHeight = 60, dark = 20, light = 235, background = 150 } = options;
  const margin = options.margin ?? { left: 40, top: 30, right: 55, bottom: 35 };
  const labelModules = bits.length + 2 * quiet;
  const labelWidth = Math.ceil(labelModules * scale);
  const width = margin.left + labelWidth + margin.right;
  const height = margin.top + barHeight + margin.bottom;
  const lum = new Float64Array(width * height).fill(background);
  // Area-sampled label row: each pixel takes the share of bar it covers.
  const row = new Float64Array(labelWidth);
  for (let x = 0; x < labelWidth; x += 1) {
    let cover = 0;
    for (let s = 0; s < 8; s += 1) {
      const module = Math.floor((x + (s + 0.5) / 8) / scale) - quiet;
      if (bits[module] === '1') cover += 1 / 8;
    }
    row[x] = light - (light - dark) * cover;
  }
  for (let y = margin.top; y < margin.top + barHeight; y += 1) {
    for (let x = 0; x < labelWidth; x += 1) lum[y * width + margin.left + x] = row[x] ?? light;
  }
  // Clutter: a dark box in the top-left corner and a light stripe at the bottom.
  for (let y = 2; y < Math.min(margin.top - 4, 20); y += 1) for (let x = 3; x < 30; x += 1) lum[y * width + x] = 30;
  for (let y = height - 10; y < height - 4; y += 1) for (let x = 0; x < width; x += 1) lum[y * width + x] = 240;
  return { width, height, lum };
}

function noise(img: Gray, sigma: number, seed = 7): Gray {
  const random = rng(seed);
  const lum = img.lum.map((v) => {
    // Sum of four uniforms: bell-shaped, variance 4/12.
    const g = (random() + random() + random() + random() - 2) * Math.sqrt(3);
    return v + g * sigma;
  });
  return { ...img, lum };
}

/** A [1, 2, 1] / 4 blur along both axes. */
function blur(img: Gray): Gray {
  const { width, height } = img;
  const pass = (src: Float64Array, dx: number, dy: number) =>
    src.map((v, i) => {
      const x = i % width;
      const y = Math.floor(i / width);
      const at = (xx: number, yy: number) => src[Math.min(height - 1, Math.max(0, yy)) * width + Math.min(width - 1, Math.max(0, xx))] ?? v;
      return (at(x - dx, y - dy) + 2 * v + at(x + dx, y + dy)) / 4;
    });
  return { ...img, lum: pass(pass(img.lum, 1, 0), 0, 1) };
}

/** Turned 90° clockwise: bars run horizontally, the code reads top to bottom. */
function rotate90(img: Gray): Gray {
  const { width, height } = img;
  const lum = new Float64Array(width * height);
  for (let y = 0; y < height; y += 1) for (let x = 0; x < width; x += 1) lum[x * height + (height - 1 - y)] = img.lum[y * width + x] ?? 0;
  return { width: height, height: width, lum };
}

/** Turned 180°: upside down, the code reads right to left. */
function rotate180(img: Gray): Gray {
  return { ...img, lum: img.lum.slice().reverse() };
}

function read(img: Gray): string | null {
  return decodeEan13FromLuminance(img.width, img.height, Uint8ClampedArray.from(img.lum));
}

const EANS = PRODUCTS.map((p) => p.barcode);

describe('decodeEan13FromLuminance', () => {
  it('uses five catalogue barcodes with valid check digits', () => {
    expect(EANS).toHaveLength(5);
    for (const ean of EANS) {
      expect(isValidEan13(ean)).toBe(true);
      expect(dataset.productByBarcode.has(ean)).toBe(true);
    }
  });

  it.each([2, 3, 4, 5])('reads a clean barcode at %i px per module inside a larger picture', (scale) => {
    for (const ean of EANS) expect(read(scene(ean13Bars(ean), { scale })), ean).toBe(ean);
  });

  it.each([1.5, 2.5, 3.7, 6])('reads fractional and large scales (%s px per module, anti-aliased edges)', (scale) => {
    for (const ean of EANS) expect(read(scene(ean13Bars(ean), { scale })), ean).toBe(ean);
  });

  it.each([2, 3, 5])('reads through noise and a 3-tap blur at %i px per module', (scale) => {
    for (const [k, ean] of EANS.entries()) expect(read(noise(blur(scene(ean13Bars(ean), { scale })), 14, k + 1)), ean).toBe(ean);
  });

  it('reads a low-contrast photo (bars gray 60 on gray 190), noised and blurred', () => {
    for (const [k, ean] of EANS.entries()) {
      const img = noise(blur(scene(ean13Bars(ean), { scale: 3, dark: 60, light: 190, background: 120 })), 8, 20 + k);
      expect(read(img), ean).toBe(ean);
    }
  });

  it('reads a vertical barcode (the photo turned 90°)', () => {
    for (const [k, ean] of EANS.entries()) expect(read(noise(rotate90(scene(ean13Bars(ean), { scale: 3 })), 10, 40 + k)), ean).toBe(ean);
  });

  it('reads an upside-down barcode (right to left)', () => {
    for (const [k, ean] of EANS.entries()) expect(read(noise(rotate180(scene(ean13Bars(ean), { scale: 2.5 })), 10, 60 + k)), ean).toBe(ean);
  });

  it('reads a barcode with only a small quiet zone in a picture much larger than the symbol', () => {
    const ean = EANS[1] ?? '';
    const img = scene(ean13Bars(ean), { scale: 2, quiet: 4, barHeight: 40, margin: { left: 500, top: 300, right: 420, bottom: 260 } });
    expect(read(noise(img, 10, 3))).toBe(ean);
  });

  it('finds nothing in random noise', () => {
    const random = rng(99);
    const width = 640;
    const height = 480;
    const lum = Array.from({ length: width * height }, () => Math.floor(random() * 256));
    expect(decodeEan13FromLuminance(width, height, lum)).toBeNull();
    // Random vertical stripes: bar-like runs everywhere, no symbol.
    const stripes = Array.from({ length: width }, () => (random() < 0.5 ? 20 : 235));
    expect(
      decodeEan13FromLuminance(
        width,
        100,
        Array.from({ length: width * 100 }, (_, i) => stripes[i % width] ?? 0),
      ),
    ).toBeNull();
  });

  it('finds nothing in a blank or flat picture', () => {
    expect(decodeEan13FromLuminance(300, 200, new Uint8ClampedArray(300 * 200).fill(255))).toBeNull();
    expect(decodeEan13FromLuminance(300, 200, new Uint8ClampedArray(300 * 200).fill(128))).toBeNull();
  });

  it('rejects a symbol whose check digit is wrong', () => {
    const ean = EANS[0] ?? '';
    const bits = ean13Bars(ean);
    // The last digit's R code sits at modules 85-91: put the next digit's R code there.
    const wrongDigit = (Number(ean[12]) + 1) % 10;
    const broken = bits.slice(0, 85) + rCodeOf(wrongDigit) + bits.slice(92);
    expect(broken).toHaveLength(95);
    expect(broken).not.toBe(bits);
    expect(read(scene(broken, { scale: 3 }))).toBeNull();
    expect(read(scene(bits, { scale: 3 }))).toBe(ean);
  });

  it('rejects a truncated symbol (its right part cut off by the photo)', () => {
    const ean = EANS[2] ?? '';
    const bits = ean13Bars(ean);
    expect(read(scene(bits.slice(0, 70), { scale: 3 }))).toBeNull();
    expect(read(scene(bits.slice(20), { scale: 3 }))).toBeNull();
  });

  it('throws a typed error for sizes or buffers that do not describe an image', () => {
    expect(() => decodeEan13FromLuminance(0, 10, [])).toThrow(RasterInputError);
    expect(() => decodeEan13FromLuminance(2.5, 10, new Array(100).fill(0))).toThrow(RasterInputError);
    expect(() => decodeEan13FromLuminance(10, 10, new Array(99).fill(0))).toThrow(/needs 100/);
  });
});

/** R code of digit d: the complement of its L code, which libs/barcode writes for the 7th-12th digits. */
function rCodeOf(d: number): string {
  // 0 0 0 0 0 0 | 0 0 0 0 0 d with a check digit: the 12th data digit is at modules 78-84.
  return encode(`00000000000${d}`, 'EAN13', { displayValue: false }).bars.slice(78, 85);
}

describe('rgbaToLuminance', () => {
  it('weights red, green and blue as BT.601 and composites transparency over white', () => {
    const rgba = Uint8ClampedArray.from([0, 0, 0, 255, 255, 255, 255, 255, 255, 0, 0, 255, 0, 255, 0, 255, 0, 0, 255, 255, 0, 0, 0, 0]);
    expect([...rgbaToLuminance(rgba)]).toEqual([0, 255, 76, 150, 29, 255]);
  });

  it('throws a typed error for data that is not whole RGBA pixels', () => {
    expect(() => rgbaToLuminance(new Uint8ClampedArray(6))).toThrow(RasterInputError);
  });

  it('feeds the decoder: an RGBA picture of a barcode reads', () => {
    const ean = EANS[3] ?? '';
    const img = scene(ean13Bars(ean), { scale: 3 });
    const rgba = new Uint8ClampedArray(img.width * img.height * 4);
    img.lum.forEach((v, i) => rgba.set([v, v * 0.9, v * 0.8, 255], i * 4));
    expect(decodeEan13FromLuminance(img.width, img.height, rgbaToLuminance(rgba))).toBe(ean);
  });
});
