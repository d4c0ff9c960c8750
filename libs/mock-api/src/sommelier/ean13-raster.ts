/**
 * EAN-13 from the pixels of a photo (`/app/chat/image`): a pure, dependency-free
 * decoder over a luminance image (one byte per pixel, 0 black … 255 white).
 *
 * How (ISO/IEC 15420 symbol layout: 3-module start guard, six 7-module digits, 5-module middle
 * guard, six digits, 3-module end guard, quiet zones either side):
 * 1. Scan lines: rows from the centre outwards, then columns (a barcode photographed upright);
 *    each line averages a thin band of neighbouring lines against noise.
 * 2. Binarise each line with a local threshold (midpoint of the min and max in a sliding
 *    window, several window sizes, plus the line's global midpoint); a window without enough
 *    contrast is background and takes the line's midpoint, so a noisy quiet zone stays white.
 *    Edges are placed with sub-pixel precision (linear interpolation of the crossing), which
 *    keeps 1.5 px modules readable.
 * 3. Runs → for every bar that follows a quiet zone, in both reading directions: the 59 runs of
 *    a symbol; module width = symbol span / 95; guards and each digit's width must agree with
 *    it; bars widened by blur are corrected with the guards' bar/space bias.
 * 4. Each digit's four runs are matched against the L/G (left) or R (right) run patterns; the
 *    L/G parity gives the first digit; the check digit must hold.
 * 5. A code is returned once two scan lines agree (one when the image has a single line),
 *    which keeps noise from ever producing a number.
 */

import { EAN_L_CODES } from '@bottle/barcode';
import { ean13FromHalves } from './ean13-modules';

/** A luminance buffer or dimensions that do not describe an image. */
export class RasterInputError extends Error {
  override readonly name = 'RasterInputError';
}

/** Run widths (in modules) of a 7-module code, starting with its first colour. */
function runsOf(code: string): number[] {
  const runs: number[] = [];
  let count = 1;
  for (let i = 1; i <= code.length; i += 1) {
    if (code[i] === code[i - 1]) count += 1;
    else {
      runs.push(count);
      count = 1;
    }
  }
  return runs;
}

/** L runs (space, bar, space, bar); R codes are L codes inverted, so the same runs with bar first. */
const L_RUNS = EAN_L_CODES.map(runsOf);
/** G codes are L codes reversed and inverted: the L runs in reverse order. */
const G_RUNS = L_RUNS.map((r) => [...r].reverse());

/**
 * Luminance (0 black … 255 white) of RGBA pixels, ITU-R BT.601 weights; transparent pixels are
 * composited over white, as a transparent PNG shows on the chat's white background.
 *
 * @throws RasterInputError when the length is not a multiple of 4.
 */
export function rgbaToLuminance(data: Uint8ClampedArray): Uint8ClampedArray {
  if (data.length % 4 !== 0) throw new RasterInputError(`RGBA data length ${data.length} is not a multiple of 4`);
  const out = new Uint8ClampedArray(data.length / 4);
  for (let i = 0, p = 0; i < data.length; i += 4, p += 1) {
    const a = (data[i + 3] ?? 255) / 255;
    const y = 0.299 * (data[i] ?? 0) + 0.587 * (data[i + 1] ?? 0) + 0.114 * (data[i + 2] ?? 0);
    out[p] = y * a + 255 * (1 - a);
  }
  return out;
}

/** A picture as luminance, one byte per pixel (0 black … 255 white), row by row. */
export interface LuminanceImage {
  width: number;
  height: number;
  luminance: Uint8ClampedArray;
}

/** Turns the bytes of a raster picture into luminance; null when it cannot (no decoder, a broken or oversized file). */
export type Rasterizer = (mime: string, bytes: Uint8Array) => Promise<LuminanceImage | null>;

/** The long side a photo is scaled down to before decoding: enough for 1.5 px modules across a phone photo. */
export const RASTER_MAX_SIDE = 1600;

/** Source ranges and weights that area-average `from` samples into `to` (to <= from). */
function areaWeights(from: number, to: number): { first: Int32Array; weights: Float64Array[] } {
  const ratio = from / to;
  const first = new Int32Array(to);
  const weights: Float64Array[] = [];
  for (let i = 0; i < to; i += 1) {
    const start = i * ratio;
    const end = Math.min(from, (i + 1) * ratio);
    const lo = Math.floor(start);
    const hi = Math.min(from, Math.ceil(end));
    const w = new Float64Array(hi - lo);
    for (let k = lo; k < hi; k += 1) w[k - lo] = (Math.min(end, k + 1) - Math.max(start, k)) / (end - start);
    first[i] = lo;
    weights.push(w);
  }
  return { first, weights };
}

/**
 * Scales a luminance picture down so its long side is at most `maxSide`, each new pixel the
 * area-weighted mean of the pixels it covers (what a canvas does when the browser draws a photo
 * smaller): a 12 MP phone photo becomes 1600 px wide, its 5 px modules ~2 px, still readable.
 * A picture already small enough is returned as it is.
 */
export function downscaleLuminance(image: LuminanceImage, maxSide = RASTER_MAX_SIDE): LuminanceImage {
  const { width, height, luminance } = image;
  const scale = Math.min(1, maxSide / Math.max(width, height));
  if (scale === 1) return image;
  const tw = Math.max(1, Math.round(width * scale));
  const th = Math.max(1, Math.round(height * scale));
  const across = areaWeights(width, tw);
  const down = areaWeights(height, th);
  // Rows first (width → tw), then columns (height → th).
  const rows = new Float32Array(tw * height);
  for (let y = 0; y < height; y += 1) {
    const row = y * width;
    for (let x = 0; x < tw; x += 1) {
      const lo = across.first[x] ?? 0;
      const w = across.weights[x] ?? new Float64Array();
      let sum = 0;
      for (let k = 0; k < w.length; k += 1) sum += (luminance[row + lo + k] ?? 0) * (w[k] ?? 0);
      rows[y * tw + x] = sum;
    }
  }
  const out = new Uint8ClampedArray(tw * th);
  for (let y = 0; y < th; y += 1) {
    const lo = down.first[y] ?? 0;
    const w = down.weights[y] ?? new Float64Array();
    for (let x = 0; x < tw; x += 1) {
      let sum = 0;
      for (let k = 0; k < w.length; k += 1) sum += (rows[(lo + k) * tw + x] ?? 0) * (w[k] ?? 0);
      out[y * tw + x] = sum;
    }
  }
  return { width: tw, height: th, luminance: out };
}

/** A binarised scan line: run widths in pixels (sub-pixel), alternating colours. */
interface Runs {
  widths: number[];
  /** Whether runs[0] is a bar (dark). */
  firstDark: boolean;
}

/** Sliding-window min or max of `p` with radius `r` (monotonic deque, O(n)). */
function slidingExtreme(p: Float64Array, r: number, max: boolean): Float64Array {
  const n = p.length;
  const out = new Float64Array(n);
  const dq = new Int32Array(n);
  let head = 0;
  let tail = 0;
  const better = (a: number, b: number) => (max ? a >= b : a <= b);
  let next = 0;
  for (let x = 0; x < n; x += 1) {
    const hi = Math.min(n - 1, x + r);
    while (next <= hi) {
      while (tail > head && better(p[next] ?? 0, p[dq[tail - 1] ?? 0] ?? 0)) tail -= 1;
      dq[tail] = next;
      tail += 1;
      next += 1;
    }
    while ((dq[head] ?? 0) < x - r) head += 1;
    out[x] = p[dq[head] ?? 0] ?? 0;
  }
  return out;
}

/** The value at fraction `q` of the sorted profile. */
function percentile(sorted: Float64Array, q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.round(q * (sorted.length - 1))))] ?? 0;
}

/**
 * Binarises a profile with a local midpoint threshold of radius `radius` (Infinity: the line's
 * global midpoint) into runs whose edges are interpolated to sub-pixel positions.
 */
function binarise(p: Float64Array, radius: number): Runs | null {
  const n = p.length;
  const sorted = Float64Array.from(p).sort();
  const lo = percentile(sorted, 0.02);
  const hi = percentile(sorted, 0.98);
  const range = hi - lo;
  // A line without real contrast (a blank wall, a flat gray) has no bars to read.
  if (range < 24) return null;
  const globalMid = (lo + hi) / 2;
  const threshold = new Float64Array(n);
  if (!Number.isFinite(radius)) threshold.fill(globalMid);
  else {
    const mins = slidingExtreme(p, radius, false);
    const maxs = slidingExtreme(p, radius, true);
    // Less local contrast than a third of the line's: background (quiet zone, label paper).
    for (let x = 0; x < n; x += 1) {
      const mn = mins[x] ?? 0;
      const mx = maxs[x] ?? 0;
      threshold[x] = mx - mn < range / 3 ? globalMid : (mn + mx) / 2;
    }
  }
  const widths: number[] = [];
  const dark = (x: number) => (p[x] ?? 0) < (threshold[x] ?? 0);
  const firstDark = dark(0);
  let current = firstDark;
  let lastEdge = 0;
  for (let x = 1; x < n; x += 1) {
    const d = dark(x);
    if (d === current) continue;
    // Crossing between x-1 and x: interpolate where the profile meets the threshold.
    const a = (p[x - 1] ?? 0) - (threshold[x - 1] ?? 0);
    const b = (p[x] ?? 0) - (threshold[x] ?? 0);
    const t = a === b ? 0.5 : Math.min(1, Math.max(0, a / (a - b)));
    const edge = x - 1 + t + 0.5;
    widths.push(edge - lastEdge);
    lastEdge = edge;
    current = d;
  }
  widths.push(n - lastEdge);
  return { widths, firstDark };
}

/** Best-matching pattern index of four runs (normalised to 7 modules), or -1 when none is close. */
function matchDigit(runs: number[], patterns: number[][]): { index: number; variance: number } {
  const total = runs.reduce((s, r) => s + r, 0);
  let best = -1;
  let bestVariance = Infinity;
  patterns.forEach((pattern, index) => {
    let variance = 0;
    for (let k = 0; k < 4; k += 1) {
      const d = Math.abs(((runs[k] ?? 0) * 7) / total - (pattern[k] ?? 0));
      // One run off by most of a module is another pattern, not this one (ZXing uses 0.7).
      if (d > 0.75) return;
      variance += d;
    }
    if (variance < bestVariance) {
      bestVariance = variance;
      best = index;
    }
  });
  return bestVariance <= 2.6 ? { index: best, variance: bestVariance } : { index: -1, variance: Infinity };
}

const SYMBOL_RUNS = 59; // 3 + 6×4 + 5 + 6×4 + 3
const MIDDLE_AT = 27; // first run of the middle guard, relative to the start guard's first bar
const END_AT = 56;

/** Tries to read a symbol whose start guard's first bar is run `i`; run widths are in read order. */
function readSymbol(w: number[], i: number): string | null {
  if (i < 1 || i + SYMBOL_RUNS > w.length) return null;
  let span = 0;
  for (let k = i; k < i + SYMBOL_RUNS; k += 1) span += w[k] ?? 0;
  const m = span / 95;
  const sum = (from: number, count: number) => {
    let s = 0;
    for (let k = from; k < from + count; k += 1) s += w[k] ?? 0;
    return s;
  };
  const near = (value: number, modules: number, tolerance: number) => Math.abs(value - modules * m) <= tolerance * m;
  // Quiet zones: at least 3 modules of background either side (a run reaching the image edge counts by its width).
  const after = w[i + SYMBOL_RUNS];
  if ((w[i - 1] ?? 0) < 3 * m || after === undefined || after < 3 * m) return null;
  if (!near(sum(i, 3), 3, 1.2) || !near(sum(i + MIDDLE_AT, 5), 5, 1.5) || !near(sum(i + END_AT, 3), 3, 1.2)) return null;
  for (let d = 0; d < 12; d += 1) {
    const from = i + (d < 6 ? 3 + d * 4 : 32 + (d - 6) * 4);
    if (!near(sum(from, 4), 7, 1.6)) return null;
  }
  // Blur and the threshold widen bars and narrow spaces alike: the guards (1-module bars and
  // spaces) measure that bias, which is taken off every bar and given back to every space.
  const guardBars = [i, i + 2, i + MIDDLE_AT + 1, i + MIDDLE_AT + 3, i + END_AT, i + END_AT + 2].map((k) => w[k] ?? 0);
  const guardSpaces = [i + 1, i + MIDDLE_AT, i + MIDDLE_AT + 2, i + MIDDLE_AT + 4, i + END_AT + 1].map((k) => w[k] ?? 0);
  const mean = (xs: number[]) => xs.reduce((s, x) => s + x, 0) / xs.length;
  const bias = Math.max(-0.6 * m, Math.min(0.6 * m, (mean(guardBars) - mean(guardSpaces)) / 2));
  let parity = '';
  let digits = '';
  for (let d = 0; d < 12; d += 1) {
    const left = d < 6;
    const from = i + (left ? 3 + d * 4 : 32 + (d - 6) * 4);
    // Left digits start with a space, right digits with a bar.
    const runs = [0, 1, 2, 3].map((k) => {
      const bar = left ? k % 2 === 1 : k % 2 === 0;
      return Math.max(0.05 * m, (w[from + k] ?? 0) + (bar ? -bias : bias));
    });
    if (left) {
      const l = matchDigit(runs, L_RUNS);
      const g = matchDigit(runs, G_RUNS);
      if (l.index < 0 && g.index < 0) return null;
      const useG = g.variance < l.variance;
      digits += String(useG ? g.index : l.index);
      parity += useG ? 'G' : 'L';
    } else {
      const r = matchDigit(runs, L_RUNS);
      if (r.index < 0) return null;
      digits += String(r.index);
    }
  }
  return ean13FromHalves(parity, digits);
}

/** Every EAN-13 readable on one binarised line, in both directions. */
function readLine(runs: Runs): string[] {
  const found: string[] = [];
  for (const reversed of [false, true]) {
    const w = reversed ? [...runs.widths].reverse() : runs.widths;
    const firstDark = reversed ? (runs.widths.length % 2 === 1 ? runs.firstDark : !runs.firstDark) : runs.firstDark;
    // Bars are the runs whose index has the parity of the first dark run.
    for (let i = firstDark ? 2 : 1; i + SYMBOL_RUNS < w.length; i += 2) {
      const code = readSymbol(w, i);
      if (code) found.push(code);
    }
  }
  return found;
}

/** The luminance profile of one scan line, averaged over a band of `band` lines either side. */
function profile(lum: ArrayLike<number>, width: number, height: number, vertical: boolean, at: number, band: number): Float64Array {
  const length = vertical ? height : width;
  const across = vertical ? width : height;
  const out = new Float64Array(length);
  const from = Math.max(0, at - band);
  const to = Math.min(across - 1, at + band);
  for (let j = from; j <= to; j += 1) {
    for (let x = 0; x < length; x += 1) out[x] = (out[x] ?? 0) + (lum[vertical ? x * width + j : j * width + x] ?? 0);
  }
  const count = to - from + 1;
  for (let x = 0; x < length; x += 1) out[x] = (out[x] ?? 0) / count;
  return out;
}

/** Scan positions across `size` lines: the centre first, then outwards, about 48 in all. */
function scanPositions(size: number): number[] {
  const step = Math.max(1, Math.floor(size / 48));
  const centre = Math.floor(size / 2);
  const positions = [centre];
  for (let k = 1; centre - k * step >= 0 || centre + k * step < size; k += 1) {
    if (centre + k * step < size) positions.push(centre + k * step);
    if (centre - k * step >= 0) positions.push(centre - k * step);
  }
  return positions;
}

/**
 * Reads an EAN-13 from a luminance image (one byte per pixel, row by row, 0 black … 255 white):
 * horizontal scan lines first, then vertical ones (the image turned 90°), each read in both
 * directions (upside-down pictures). Returns the 13 digits, or null when no line reads a valid
 * symbol (check digit included) confirmed by a second line.
 *
 * @throws RasterInputError when the dimensions are not positive integers or the buffer is too short.
 * @example
 * const ctx = canvas.getContext('2d')!;
 * const { data, width, height } = ctx.getImageData(0, 0, canvas.width, canvas.height);
 * decodeEan13FromLuminance(width, height, rgbaToLuminance(data)); // '8801234567893' | null
 */
export function decodeEan13FromLuminance(width: number, height: number, luminance: Uint8ClampedArray | number[]): string | null {
  if (!Number.isInteger(width) || !Number.isInteger(height) || width <= 0 || height <= 0) {
    throw new RasterInputError(`image size ${width}×${height} is not a positive integer size`);
  }
  if (luminance.length < width * height) {
    throw new RasterInputError(`luminance has ${luminance.length} values, ${width}×${height} needs ${width * height}`);
  }
  const votes = new Map<string, number>();
  for (const vertical of [false, true]) {
    const length = vertical ? height : width;
    const across = vertical ? width : height;
    // 95 modules need at least ~1.3 px each plus quiet zones.
    if (length < 130) continue;
    const positions = scanPositions(across);
    const needed = Math.min(2, positions.length);
    const band = Math.min(2, Math.floor(across / 100));
    // Window radii: small for fine modules under uneven light, larger ones for big modules.
    const radii = [
      ...new Set([Math.max(4, Math.round(length / 100)), Math.max(8, Math.round(length / 30)), Math.max(16, Math.round(length / 10))]),
    ];
    for (const at of positions) {
      const p = profile(luminance, width, height, vertical, at, band);
      const lineCodes = new Set<string>();
      for (const radius of [...radii, Infinity]) {
        const runs = binarise(p, radius);
        if (!runs) break;
        for (const code of readLine(runs)) lineCodes.add(code);
        if (lineCodes.size) break;
      }
      for (const code of lineCodes) {
        const v = (votes.get(code) ?? 0) + 1;
        votes.set(code, v);
        if (v >= needed) return code;
      }
    }
  }
  return null;
}
