/**
 * The oracle: JsBarcode 3.12's own encoder classes (jsbarcode/bin/barcodes), driven the way
 * JsBarcode's API drives them (options merged over its defaults, `text` made a string), with
 * its outcome classified: accepted with bars, or why not.
 */
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import type { BarcodeFormat, EncodeOptions } from '../../src';

const require = createRequire(import.meta.url);

interface JsEncoding {
  data?: string;
  text?: string;
  options?: Record<string, unknown>;
}
interface JsEncoder {
  valid(): boolean;
  encode(): JsEncoding | JsEncoding[];
}
type JsEncoderClass = new (data: string, options: Record<string, unknown>) => JsEncoder;

const encoders = (require('jsbarcode/bin/barcodes') as { default: Record<string, JsEncoderClass> }).default;
const defaults = (require('jsbarcode/bin/options/defaults.js') as { default: Record<string, unknown> }).default;
const code128Base = (require('jsbarcode/bin/barcodes/CODE128/CODE128.js') as { default: { getBar(i: number): string } }).default;

export const JSBARCODE_FORMATS = Object.keys(encoders) as BarcodeFormat[];

export interface JsSegment {
  bars: string;
  text: string;
  options: Record<string, unknown> | undefined;
}

export type JsOutcome =
  | { accepted: true; validSaid: true; bars: string; text: string; segments: JsSegment[] }
  | {
      accepted: false;
      validSaid: boolean;
      why: 'constructor threw' | 'valid() is false' | 'encode() threw' | 'malformed symbol' | 'stack overflow';
    };

/** JsBarcode's merge of defaults and optionsFromStrings, as its API applies them to encoders. */
export function jsOptions(options: EncodeOptions = {}): Record<string, unknown> {
  const merged: Record<string, unknown> = { ...defaults, ...options };
  if (options.text !== undefined) merged['text'] = String(options.text);
  for (const key of ['width', 'height', 'textMargin', 'fontSize', 'margin']) {
    const v = merged[key];
    if (typeof v === 'string') merged[key] = parseInt(v, 10);
  }
  if (typeof merged['displayValue'] === 'string') merged['displayValue'] = merged['displayValue'] !== 'false';
  return merged;
}

function linearize(encoded: JsEncoding | JsEncoding[]): JsSegment[] {
  const list = Array.isArray(encoded) ? encoded : [encoded];
  return list.map((e) => ({ bars: e.data || '', text: e.text || '', options: e.options }));
}

export function jsbarcode(format: BarcodeFormat, value: string, options: EncodeOptions = {}): JsOutcome {
  const Encoder = encoders[format];
  if (!Encoder) throw new Error(`JsBarcode has no ${format}`);
  let encoder: JsEncoder;
  try {
    encoder = new Encoder(value, jsOptions(options));
  } catch {
    return { accepted: false, validSaid: false, why: 'constructor threw' };
  }
  if (!encoder.valid()) return { accepted: false, validSaid: false, why: 'valid() is false' };

  // CODE128: record the symbol values JsBarcode looks up. Data symbols come first (its
  // recursion unwinds before the start, checksum and stop look-ups).
  const looked: number[] = [];
  const original = code128Base.getBar;
  code128Base.getBar = (i: number) => {
    looked.push(i);
    return original.call(code128Base, i);
  };
  let encoded: JsEncoding | JsEncoding[];
  try {
    encoded = encoder.encode();
  } catch (error) {
    // JsBarcode's CODE128 recurses once per symbol: long values overflow the call stack.
    const overflow = error instanceof RangeError && /call stack/i.test(error.message);
    return { accepted: false, validSaid: true, why: overflow ? 'stack overflow' : 'encode() threw' };
  } finally {
    code128Base.getBar = original;
  }
  const data = looked.slice(0, -3);
  if (data.some((i) => !(Number.isInteger(i) && i >= 0 && i <= 102)) || looked.slice(-3).some((i) => !Number.isInteger(i))) {
    return { accepted: false, validSaid: true, why: 'malformed symbol' };
  }
  const segments = linearize(encoded);
  const bars = segments.map((s) => s.bars).join('');
  const text = Array.isArray(encoded) ? String((encoder as unknown as { text: unknown }).text ?? '') : (segments[0]?.text ?? '');
  return { accepted: true, validSaid: true, bars, text, segments };
}

/**
 * JsBarcode's bars for values too long for its recursion on the default stack, computed in a
 * worker thread with a 512 MB stack, so that long values are compared too.
 */
export function jsbarcodeWithLargeStack(
  format: BarcodeFormat,
  cases: readonly { value: string; options: EncodeOptions }[],
): Promise<(string | null)[]> {
  const source = `
    const { parentPort, workerData } = require('node:worker_threads');
    const encoders = require(workerData.barcodes).default;
    const defaults = require(workerData.defaults).default;
    const out = workerData.cases.map(({ value, options }) => {
      try {
        const encoder = new encoders[workerData.format](value, { ...defaults, ...options });
        if (!encoder.valid()) return null;
        const encoded = encoder.encode();
        return (Array.isArray(encoded) ? encoded : [encoded]).map((e) => e.data || '').join('');
      } catch (error) { return null; }
    });
    parentPort.postMessage(out);`;
  return new Promise((resolve, reject) => {
    const worker = new Worker(source, {
      eval: true,
      workerData: {
        format,
        // The defaults hold a `valid` callback, which cannot cross threads: the worker merges them.
        cases: cases.map((c) => ({
          value: c.value,
          options: { ...c.options, ...(c.options.text === undefined ? {} : { text: String(c.options.text) }) },
        })),
        barcodes: require.resolve('jsbarcode/bin/barcodes'),
        defaults: require.resolve('jsbarcode/bin/options/defaults.js'),
      },
      resourceLimits: { stackSizeMb: 512 },
    });
    worker.once('message', (out: (string | null)[]) => {
      resolve(out);
      void worker.terminate();
    });
    worker.once('error', reject);
  });
}
