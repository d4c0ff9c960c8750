/**
 * Differential test against JsBarcode 3.12: for every format, a seeded corpus of valid
 * and near-valid inputs plus JsBarcode's own edge cases; every case must agree on validity, bars
 * and text. The only departure allowed is the documented one: where JsBarcode's valid() says yes
 * but its encoder throws or emits a malformed CODE128 symbol, we reject the input.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { BARCODE_FORMATS, encode, isValid, SYMBOLOGIES } from '../src';
import type { BarcodeFormat } from '../src';
import { corpus, JSBARCODE_EDGE_CASES, optionSets } from './support/corpus';
import type { Case } from './support/corpus';
import { JSBARCODE_FORMATS, jsbarcode, jsbarcodeWithLargeStack } from './support/jsbarcode';

const SIZE: Partial<Record<BarcodeFormat, number>> = { CODE128: 5000, CODE128A: 3000, CODE128B: 3000, CODE128C: 2000 };
const DEFAULT_SIZE = 1500;

const counts: Record<string, { cases: number; accepted: number; rejected: number; departures: number; longValues: number }> = {};

function casesOf(format: BarcodeFormat): Case[] {
  const edges = (JSBARCODE_EDGE_CASES[format] ?? []).flatMap((value) => optionSets(format).map((options) => ({ value, options })));
  return [...edges, ...corpus(format, SIZE[format] ?? DEFAULT_SIZE)];
}

function show(c: Case): string {
  return `${JSON.stringify(c.value)} ${JSON.stringify(c.options)}`;
}

describe('given JsBarcode 3.12 as the reference', () => {
  it('then this library covers exactly the formats JsBarcode registers', () => {
    expect([...BARCODE_FORMATS].sort()).toEqual([...JSBARCODE_FORMATS].sort());
  });

  describe.each(BARCODE_FORMATS.map((f) => [f]))('when encoding %s', (format) => {
    it('then validity, bars, text and segments agree on every case of the corpus', async () => {
      const stats = { cases: 0, accepted: 0, rejected: 0, departures: 0, longValues: 0 };
      const mismatches: string[] = [];
      const tooLong: Case[] = [];
      for (const c of casesOf(format)) {
        stats.cases++;
        const reference = jsbarcode(format, c.value, c.options);
        const ours = isValid(c.value, format, c.options);
        if (!reference.accepted && reference.why === 'stack overflow') {
          // Compared below with JsBarcode run on a larger stack.
          tooLong.push(c);
          continue;
        }
        if (!reference.accepted) {
          stats.rejected++;
          if (reference.validSaid) stats.departures++;
          if (ours) mismatches.push(`${show(c)}: JsBarcode rejects (${reference.why}), we accept`);
          else expect(() => encode(c.value, format, c.options)).toThrow(expect.objectContaining({ name: 'InvalidInputError', format }));
          continue;
        }
        stats.accepted++;
        if (!ours) {
          mismatches.push(`${show(c)}: JsBarcode accepts, we reject`);
          continue;
        }
        const result = encode(c.value, format, c.options);
        const sameSegments =
          result.segments.length === reference.segments.length &&
          result.segments.every((s, i) => {
            const r = reference.segments[i];
            return (
              r !== undefined &&
              s.bars === r.bars &&
              s.text === r.text &&
              // JsBarcode marks guard bars with a height option and quiet-zone digits with textAlign.
              (s.guard === true) === (r.options?.['height'] !== undefined) &&
              s.textAlign === r.options?.['textAlign']
            );
          });
        if (result.bars !== reference.bars || result.text !== reference.text || !sameSegments || result.format !== format) {
          mismatches.push(
            `${show(c)}: bars/text/segments differ\n ours ${result.bars} ${JSON.stringify(result.text)}\n   js ${reference.bars} ${JSON.stringify(reference.text)}`,
          );
        }
      }
      if (tooLong.length > 0) {
        const bars = await jsbarcodeWithLargeStack(format, tooLong);
        tooLong.forEach((c, i) => {
          stats.longValues++;
          const ours = isValid(c.value, format, c.options) ? encode(c.value, format, c.options).bars : null;
          if (ours !== bars[i]) mismatches.push(`${show(c).slice(0, 80)}… (long): differs from JsBarcode on a large stack`);
        });
      }
      counts[format] = stats;
      expect(mismatches.slice(0, 10)).toEqual([]);
      // Departures exist only where JsBarcode's own encoder fails (CODE128 family only).
      if (!format.startsWith('CODE128')) expect(stats.departures).toBe(0);
      expect(stats.accepted).toBeGreaterThan(0);
      if (format !== 'GenericBarcode') expect(stats.rejected).toBeGreaterThan(0);
    }, 120_000);
  });

  it('then the per-format objects are the ones encode() dispatches to', () => {
    for (const format of BARCODE_FORMATS) expect(SYMBOLOGIES[format].format).toBe(format);
  });
});

afterAll(() => {
  const rows = Object.entries(counts).map(
    ([format, s]) =>
      `${format.padEnd(16)} ${String(s.cases).padStart(6)} cases  ${String(s.accepted).padStart(5)} accepted  ${String(s.rejected).padStart(5)} rejected  ${String(s.departures).padStart(4)} valid()-but-broken  ${String(s.longValues).padStart(3)} long (large stack)`,
  );
  const total = Object.values(counts).reduce((sum, s) => sum + s.cases, 0);
  console.log(`Differential cases per format (vs jsbarcode 3.12.3):\n${rows.join('\n')}\nTotal: ${total} cases`);
});
