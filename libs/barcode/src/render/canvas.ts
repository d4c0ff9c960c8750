/**
 * Canvas renderer: draws what the SVG renderer writes, with JsBarcode 3.12's canvas steps
 * (resize the canvas, paint the background, bars, then text measured with the context).
 * Needs only the 2D context methods below, so HTMLCanvasElement, OffscreenCanvas and
 * node-canvas all fit.
 */
import type { BarcodeEncoding } from '../types.js';
import { barRuns, layoutBarcode, textAnchor } from './layout.js';
import { resolveRenderOptions } from './options.js';
import type { RenderOptions } from './options.js';

/** The part of CanvasRenderingContext2D the renderer uses. */
export interface BarcodeCanvasContext {
  fillStyle: unknown;
  font: string;
  textAlign: string;
  save(): void;
  restore(): void;
  translate(x: number, y: number): void;
  clearRect(x: number, y: number, width: number, height: number): void;
  fillRect(x: number, y: number, width: number, height: number): void;
  fillText(text: string, x: number, y: number): void;
  measureText(text: string): { width: number } | undefined;
}

/** The part of a canvas element the renderer uses. */
export interface BarcodeCanvas {
  width: number;
  height: number;
  getContext(contextId: '2d'): BarcodeCanvasContext | null;
}

/**
 * Draws an encoding into a canvas, resizing the canvas to fit (as JsBarcode does).
 *
 * @throws TypeError when the canvas gives no 2D context.
 * @example
 * drawEncoding(canvas, ean13.encode('5901234123457'), { height: 50 });
 */
export function drawEncoding(canvas: BarcodeCanvas, encoding: BarcodeEncoding, options?: RenderOptions): void {
  const o = resolveRenderOptions(options, encoding.format, encoding.text);
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new TypeError('drawCanvas: the canvas has no 2D context');

  ctx.save();
  const measure = (text: string, font: string): number => {
    ctx.font = font;
    return ctx.measureText(text)?.width ?? 0;
  };
  const layout = layoutBarcode(encoding, o, measure);
  canvas.width = layout.width;
  canvas.height = layout.height;
  ctx.clearRect(0, 0, layout.width, layout.height);
  if (o.background) {
    ctx.fillStyle = o.background;
    ctx.fillRect(0, 0, layout.width, layout.height);
  }
  ctx.translate(o.marginLeft, 0);

  const top = o.textPosition === 'top';
  for (const segment of layout.segments) {
    const yFrom = top ? o.marginTop + segment.fontSize + o.textMargin : o.marginTop;
    ctx.fillStyle = o.lineColor;
    const runs = barRuns(segment.bars);
    for (let i = 0; i < runs.length; i += 2) {
      const start = runs[i] ?? 0;
      const count = runs[i + 1] ?? 0;
      ctx.fillRect(start * o.width + segment.padding, yFrom, o.width * count, segment.barHeight);
    }
    if (o.displayValue && segment.text.length > 0) {
      const y = top ? o.marginTop + segment.fontSize - o.textMargin : segment.barHeight + o.textMargin + o.marginTop + segment.fontSize;
      const anchor = textAnchor(segment);
      ctx.font = segment.font;
      ctx.textAlign = anchor.align;
      ctx.fillText(segment.text, anchor.x, y);
    }
    ctx.translate(segment.width, 0);
  }
  ctx.restore();
}
