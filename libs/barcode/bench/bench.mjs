#!/usr/bin/env node
/**
 * Throughput of the built @bottle/barcode (dist/libs/barcode, plain Node, as shipped) against
 * JsBarcode 3.12's encoder classes, on the same seeded corpus of valid inputs per format.
 * The goal is at least 2x JsBarcode on CODE128 and EAN13. A benchmark, not a test:
 * it prints figures and fails only if an encoder fails. Run: `npx nx run barcode:bench`.
 *
 * Both sides do the whole job per value: validate, encode, and produce the full bar string.
 */
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
// The workspace's one seeded PRNG, shared with the test corpus (a tool, not library code).
// eslint-disable-next-line @nx/enforce-module-boundaries
import { mulberry32 } from '../../../tools/mulberry32.mjs';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const require = createRequire(root + 'package.json');
const lib = await import(root + 'dist/libs/barcode/index.js');
const encoders = require('jsbarcode/bin/barcodes').default;
const jsOptions = { ...require('jsbarcode/bin/options/defaults.js').default };

const CORPUS = 200;
const ROUNDS = 5;
const ROUND_MS = Number(process.env.BENCH_ROUND_MS ?? 200);

const DIGITS = '0123456789';
const UPPER = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const LOWER = 'abcdefghijklmnopqrstuvwxyz';
const PRINTABLE = Array.from({ length: 95 }, (_, i) => String.fromCharCode(32 + i)).join('');
const CONTROL = '\x00\x01\x02\x09\x0a\x0d\x1b\x1f';
const ASCII = Array.from({ length: 128 }, (_, i) => String.fromCharCode(i)).join('');
// Formats whose value is a fixed number of digits (the check digit, where there is one, left to
// the encoder), by that number.
const FIXED_DIGITS = { EAN13: 12, EAN8: 7, UPC: 11, UPCE: 6, EAN5: 5, EAN2: 2, ITF14: 13 };

function generator(format) {
  // Seeded per format (FNV-1a of its name): the same corpus on every run.
  const rnd = mulberry32([...format].reduce((h, c) => Math.imul(h ^ c.charCodeAt(0), 16777619), 2166136261));
  const int = (min, max) => min + Math.floor(rnd() * (max - min + 1));
  const from = (alphabet, n) => Array.from({ length: n }, () => alphabet[int(0, alphabet.length - 1)]).join('');
  const pick = (items) => items[int(0, items.length - 1)];
  return () => {
    if (Object.hasOwn(FIXED_DIGITS, format)) return from(DIGITS, FIXED_DIGITS[format]);
    switch (format) {
      case 'CODE128': // card numbers, product codes, mixed text: the auto code-set selection at work
        return pick([
          () => from(DIGITS, 16),
          () => from(UPPER, 3) + '-' + from(DIGITS, int(4, 10)),
          () => from(PRINTABLE, int(4, 24)),
          () => from(LOWER, int(1, 6)) + from(CONTROL, 1) + from(DIGITS, int(2, 8)) + from(UPPER, int(1, 5)),
        ])();
      case 'CODE128A':
        return from(ASCII.slice(0, 96), int(1, 20));
      case 'CODE128B':
        return from(ASCII.slice(32), int(1, 20));
      case 'CODE128C':
        return from(DIGITS, 2 * int(1, 10));
      case 'CODE39':
        return from(DIGITS + UPPER + '-. $/+%', int(1, 20));
      case 'ITF':
        return from(DIGITS, 2 * int(1, 12));
      case 'pharmacode':
        return String(int(3, 131070));
      case 'codabar':
        return from(DIGITS + '-$:./+', int(1, 15));
      case 'CODE93':
        return from(DIGITS + UPPER + '-. $/+%', int(1, 25));
      case 'CODE93FullASCII':
        return from(ASCII, int(1, 25));
      case 'GenericBarcode':
        return from(PRINTABLE, int(0, 10));
      default:
        return from(DIGITS, int(1, 16)); // MSI family
    }
  };
}

function opsPerSecond(run) {
  for (let i = 0; i < 50; i++) run(); // warm-up: let the JIT settle
  const rates = [];
  for (let round = 0; round < ROUNDS; round++) {
    let n = 0;
    const start = process.hrtime.bigint();
    let elapsed = 0n;
    while (elapsed < BigInt(ROUND_MS) * 1_000_000n) {
      run();
      n++;
      elapsed = process.hrtime.bigint() - start;
    }
    rates.push((n * CORPUS) / (Number(elapsed) / 1e9));
  }
  return rates.sort((a, b) => a - b)[Math.floor(ROUNDS / 2)]; // median round
}

const rows = [];
for (const format of lib.BARCODE_FORMATS) {
  const next = generator(format);
  const corpus = [];
  while (corpus.length < CORPUS) {
    const value = next();
    if (lib.isValid(value, format)) corpus.push(value);
  }
  const Encoder = encoders[format];
  const ours = () => {
    for (const value of corpus) if (lib.encode(value, format).bars.length === 0) throw new Error(`${format}: empty`);
  };
  const theirs = () => {
    for (const value of corpus) {
      const encoder = new Encoder(value, jsOptions);
      if (!encoder.valid()) throw new Error(`${format}: jsbarcode rejects ${value}`);
      const result = encoder.encode();
      const bars = Array.isArray(result) ? result.map((r) => r.data ?? '').join('') : (result.data ?? '');
      if (bars.length === 0) throw new Error(`${format}: empty`);
    }
  };
  // Same corpus, same bars: a benchmark of different outputs would mean nothing.
  for (const value of corpus) {
    const result = new Encoder(value, jsOptions).encode();
    const bars = Array.isArray(result) ? result.map((r) => r.data ?? '').join('') : result.data;
    if (bars !== lib.encode(value, format).bars) throw new Error(`${format}: bars differ for ${JSON.stringify(value)}`);
  }
  const a = opsPerSecond(ours);
  const b = opsPerSecond(theirs);
  rows.push({ format, ours: a, jsbarcode: b, ratio: a / b });
}

const fmt = (n) => Math.round(n).toLocaleString('en-US').padStart(12);
console.log(`@bottle/barcode vs jsbarcode 3.12 encoders, ${CORPUS} valid inputs per format, median of ${ROUNDS} rounds (encodes/s)`);
console.log(`${'format'.padEnd(16)}${'ours'.padStart(12)}${'jsbarcode'.padStart(12)}   ratio`);
for (const r of rows) console.log(`${r.format.padEnd(16)}${fmt(r.ours)}${fmt(r.jsbarcode)}   ${r.ratio.toFixed(2)}x`);
for (const goal of ['CODE128', 'EAN13']) {
  const row = rows.find((r) => r.format === goal);
  console.log(`${goal}: ${row.ratio.toFixed(2)}x jsbarcode (goal >= 2x: ${row.ratio >= 2 ? 'met' : 'NOT met'})`);
}
