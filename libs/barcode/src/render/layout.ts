/**
 * Geometry shared by the SVG and canvas renderers, computed exactly as JsBarcode 3.12's
 * renderers/shared.js does (segment widths, heights, text padding), plus the per-segment
 * options its EAN/UPC encoders attach (taller guards, font size capped at 10 modules).
 */
import type { BarcodeEncoding } from '../types.js';
import type { ResolvedRenderOptions } from './options.js';

export type MeasureText = (text: string, font: string) => number;

export interface SegmentLayout {
  readonly bars: string;
  readonly text: string;
  /** Left edge of the segment, from the left of the image. */
  readonly x: number;
  /** Width taken by the segment: bars or text, whichever is wider (rounded up). */
  readonly width: number;
  /** Bars start this far right of `x` when the text is wider than the bars. */
  readonly padding: number;
  /** Height of this segment's bars (guards are taller). */
  readonly barHeight: number;
  readonly fontSize: number;
  readonly textAlign: string;
  /** The canvas/CSS font shorthand of the text. */
  readonly font: string;
}

export interface BarcodeLayout {
  readonly width: number;
  readonly height: number;
  readonly segments: readonly SegmentLayout[];
}

export function fontOf(options: ResolvedRenderOptions, fontSize: number): string {
  return `${options.fontOptions} ${fontSize}px ${options.font}`;
}

export function layoutBarcode(encoding: BarcodeEncoding, options: ResolvedRenderOptions, measure: MeasureText | undefined): BarcodeLayout {
  const guarded = encoding.segments.some((s) => s.guard === true);
  // JsBarcode's EAN/UPC: "make sure the font is not bigger than the space between the guard bars".
  const cappedFont = options.fontSize > options.width * 10 ? options.width * 10 : options.fontSize;
  const guardHeight = options.height + cappedFont / 2 + options.textMargin;

  const segments: SegmentLayout[] = [];
  let x = options.marginLeft;
  let totalWidth = 0;
  let maxHeight = 0;
  for (const segment of encoding.segments) {
    const fontSize = guarded && segment.guard !== true ? cappedFont : options.fontSize;
    const barHeight = segment.guard === true ? guardHeight : options.height;
    const textAlign = segment.textAlign ?? options.textAlign;
    const font = fontOf(options, fontSize);

    const textWidth = options.displayValue && measure !== undefined ? measure(segment.text, font) || 0 : 0;
    const barcodeWidth = segment.bars.length * options.width;
    const width = Math.ceil(Math.max(textWidth, barcodeWidth));
    const height =
      barHeight +
      (options.displayValue && segment.text.length > 0 ? fontSize + options.textMargin : 0) +
      options.marginTop +
      options.marginBottom;
    let padding = 0;
    if (options.displayValue && barcodeWidth < textWidth) {
      if (textAlign === 'center') padding = Math.floor((textWidth - barcodeWidth) / 2);
      else if (textAlign === 'right') padding = Math.floor(textWidth - barcodeWidth);
    }
    segments.push({ bars: segment.bars, text: segment.text, x, width, padding, barHeight, fontSize, textAlign, font });
    x += width;
    totalWidth += width;
    if (height > maxHeight) maxHeight = height;
  }
  return { width: totalWidth + options.marginLeft + options.marginRight, height: maxHeight, segments };
}

/** Runs of bar modules as [firstModule, moduleCount] pairs. */
export function barRuns(bars: string): number[] {
  const runs: number[] = [];
  let start = -1;
  for (let i = 0; i < bars.length; i++) {
    if (bars.charCodeAt(i) === 49) {
      if (start < 0) start = i;
    } else if (start >= 0) {
      runs.push(start, i - start);
      start = -1;
    }
  }
  if (start >= 0) runs.push(start, bars.length - start);
  return runs;
}

/** Where the text of a segment goes: JsBarcode's anchor rules. */
export function textAnchor(segment: SegmentLayout): { x: number; align: 'left' | 'right' | 'center' } {
  if (segment.textAlign === 'left' || segment.padding > 0) return { x: 0, align: 'left' };
  if (segment.textAlign === 'right') return { x: segment.width - 1, align: 'right' };
  return { x: segment.width / 2, align: 'center' };
}
