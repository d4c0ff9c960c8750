/**
 * Canvas renderer, with a recording fake 2D context (jsdom and Node have no canvas): the same
 * canvas size, filled areas and text as JsBarcode 3.12's canvas renderer on the same fake.
 */
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { BARCODE_FORMATS, drawCanvas, InvalidInputError, isValid } from '../src';
import type { BarcodeCanvas, BarcodeCanvasContext, BarcodeFormat, RenderOptions } from '../src';
import { validCorpus } from './support/corpus';

const require = createRequire(import.meta.url);
const JsBarcode = require('jsbarcode') as (element: unknown, value: string, options: RenderOptions) => void;

type Op =
  | { kind: 'rect'; x: number; y: number; w: number; h: number; fill: unknown }
  | { kind: 'text'; text: string; x: number; y: number; font: string; align: string; fill: unknown };

/** A canvas whose context records what is painted, in absolute coordinates. */
function recordingCanvas(): BarcodeCanvas & { ops: Op[] } {
  const ops: Op[] = [];
  const stack: number[] = [];
  let tx = 0;
  const ctx: BarcodeCanvasContext = {
    fillStyle: '',
    font: '',
    textAlign: 'start',
    save: () => void stack.push(tx),
    restore: () => {
      tx = stack.pop() ?? 0;
    },
    translate: (x: number) => {
      tx += x;
    },
    clearRect: () => undefined,
    fillRect: (x, y, w, h) => void ops.push({ kind: 'rect', x: tx + x, y, w, h, fill: ctx.fillStyle }),
    fillText: (text, x, y) =>
      void ops.push({ kind: 'text', text, x: tx + x, y, font: ctx.font, align: ctx.textAlign, fill: ctx.fillStyle }),
    // 0.6 em per character, read from the font shorthand, like a monospace font.
    measureText: (text) => ({ width: text.length * Number(/(\d+(?:\.\d+)?)px/.exec(ctx.font)?.[1] ?? 0) * 0.6 }),
  };
  return { width: 300, height: 150, ops, getContext: () => ctx };
}

/** What ends up painted: empty rects dropped, touching module rects of a run merged. */
function painted(ops: readonly Op[]): Op[] {
  const out: Op[] = [];
  for (const op of ops) {
    if (op.kind === 'text') {
      if (op.text !== '') out.push(op);
      continue;
    }
    if (op.w === 0 || op.h === 0) continue; // JsBarcode paints 0-high rects for spaces
    const last = out[out.length - 1];
    if (last?.kind === 'rect' && last.y === op.y && last.h === op.h && last.fill === op.fill && Math.abs(last.x + last.w - op.x) < 1e-9) {
      last.w += op.w;
    } else {
      out.push({ ...op });
    }
  }
  return out.map((op) => (op.kind === 'rect' ? { ...op, x: round(op.x), w: round(op.w) } : { ...op, x: round(op.x) }));
}

function round(n: number): number {
  return Math.round(n * 1e6) / 1e6;
}

function samples(format: BarcodeFormat): string[] {
  return validCorpus(format, 8)
    .filter((v) => isValid(v, format))
    .slice(0, 2);
}

const DISPLAY_OPTIONS: RenderOptions[] = [
  {},
  { displayValue: false, background: '' },
  { width: 1, height: 40, fontSize: 30, textAlign: 'right', textPosition: 'top', margin: 3, lineColor: 'red' },
  { text: 'A text much wider than the bars of a short symbol', textAlign: 'left' },
  { flat: true, fontOptions: 'bold', font: 'Arial' },
];

describe('given the canvas renderer and a recording 2D context', () => {
  it.each(DISPLAY_OPTIONS.map((o) => [JSON.stringify(o), o]))(
    'when drawing with %s, then the canvas is painted as JsBarcode paints it',
    (_, display) => {
      for (const format of BARCODE_FORMATS) {
        for (const value of samples(format)) {
          const options: RenderOptions = { ...display, format };
          const ours = recordingCanvas();
          const theirs = recordingCanvas();
          drawCanvas(ours, value, options);
          JsBarcode(theirs, value, { ...options });
          expect([ours.width, ours.height], `${format} ${value}`).toEqual([theirs.width, theirs.height]);
          expect(painted(ours.ops), `${format} ${JSON.stringify(value)}`).toEqual(painted(theirs.ops));
        }
      }
    },
  );

  it('when the value is invalid, then InvalidInputError is thrown before anything is drawn', () => {
    const canvas = recordingCanvas();
    expect(() => drawCanvas(canvas, '5901234123458', { format: 'EAN13' })).toThrow(InvalidInputError);
    expect(canvas.ops).toEqual([]);
    expect(canvas.width).toBe(300);
  });

  it('when the canvas has no 2D context, then a TypeError says so', () => {
    const canvas: BarcodeCanvas = { width: 0, height: 0, getContext: () => null };
    expect(() => drawCanvas(canvas, '123')).toThrow(/no 2D context/);
  });
});
