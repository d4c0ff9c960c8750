/**
 * Seeded corpora of valid and near-valid inputs for every format (wrong check digits,
 * lengths, alphabets, empty, non-ASCII, long strings), plus the edge cases of JsBarcode's own
 * test suite (lindell/JsBarcode test/node/*.test.js). Deterministic: same seed, same corpus.
 */
// The workspace's one seeded PRNG, shared with the benchmark and the demo data (a test-only tool).
// eslint-disable-next-line @nx/enforce-module-boundaries
import { mulberry32 } from '../../../../tools/mulberry32.mjs';
import type { BarcodeFormat, EncodeOptions } from '../../src';

export interface Case {
  value: string;
  options: EncodeOptions;
}

const DIGITS = '0123456789';
const UPPER = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const LOWER = 'abcdefghijklmnopqrstuvwxyz';
const CODE39_SET = `${DIGITS}${UPPER}-. $/+%`;
const CODABAR_DATA = `${DIGITS}-$:./+`;
const ASCII = Array.from({ length: 128 }, (_, i) => String.fromCharCode(i)).join('');
const PRINTABLE = Array.from({ length: 95 }, (_, i) => String.fromCharCode(32 + i)).join('');
const CONTROL = Array.from({ length: 32 }, (_, i) => String.fromCharCode(i)).join('') + '\x7f';
/** JsBarcode's CODE128 in-band characters \xC8..\xD3 (FNC, SHIFT, code switches, starts, stop). */
const CODE128_SPECIAL = Array.from({ length: 12 }, (_, i) => String.fromCharCode(200 + i)).join('');
const NON_ASCII = [
  'é',
  'ß',
  'ı',
  'ſ',
  'ﬀ',
  '한',
  '글',
  '０',
  '٣',
  '\u00a0',
  '\u2028',
  '\ufeff',
  '😀',
  '\ud800',
  '\x80',
  '\xff',
  '\xc7',
  '\xd4',
];

export class Gen {
  private readonly rnd: () => number;
  constructor(seed: number) {
    this.rnd = mulberry32(seed);
  }
  int(min: number, max: number): number {
    return min + Math.floor(this.rnd() * (max - min + 1));
  }
  pick<T>(items: readonly T[]): T {
    return items[this.int(0, items.length - 1)] as T;
  }
  chance(p: number): boolean {
    return this.rnd() < p;
  }
  from(alphabet: string, length: number): string {
    let s = '';
    for (let i = 0; i < length; i++) s += alphabet[this.int(0, alphabet.length - 1)];
    return s;
  }
  /** Mutations that make a valid input near-valid (or, sometimes, still valid). */
  mutate(value: string): string {
    switch (this.int(0, 9)) {
      case 0: // change one character to another digit
        return this.replaceAt(value, this.from(DIGITS, 1));
      case 1: // drop a character
        return value.length ? removeAt(value, this.int(0, value.length - 1)) : value;
      case 2: // add a digit
        return insertAt(value, this.int(0, value.length), this.from(DIGITS, 1));
      case 3: // a letter in any case
        return this.replaceAt(value, this.from(UPPER + LOWER, 1));
      case 4: // non-ASCII look-alikes, surrogates, exotic spaces
        return this.replaceAt(value, this.pick(NON_ASCII));
      case 5: // padding
        return this.pick([' ', '\n', '\t', '  ']) + value + this.pick(['', ' ', '\n']);
      case 6: // punctuation and control characters
        return this.replaceAt(value, this.from(PRINTABLE + CONTROL, 1));
      case 7: // empty
        return '';
      case 8: // long
        return value.repeat(this.int(5, 40));
      default: // CODE128 in-band characters
        return this.replaceAt(value, this.from(CODE128_SPECIAL, 1));
    }
  }
  private replaceAt(value: string, c: string): string {
    if (!value.length) return c;
    const i = this.int(0, value.length - 1);
    return value.slice(0, i) + c + value.slice(i + 1);
  }
}

function removeAt(s: string, i: number): string {
  return s.slice(0, i) + s.slice(i + 1);
}
function insertAt(s: string, i: number, c: string): string {
  return s.slice(0, i) + c + s.slice(i);
}

function digitsCheck(weightsOdd: number, weightsEven: number, body: string): string {
  let sum = 0;
  for (let i = 0; i < body.length; i++) sum += Number(body[i]) * (i % 2 ? weightsEven : weightsOdd);
  return String((10 - (sum % 10)) % 10);
}

/** A random input the format accepts (most of the time: the mutation step adds the rest). */
function validValue(format: BarcodeFormat, g: Gen): string {
  switch (format) {
    case 'CODE128': {
      const parts = [DIGITS, UPPER, LOWER, PRINTABLE, CONTROL, CODE128_SPECIAL.slice(0, 8)];
      let s = '';
      const pieces = g.int(1, 6);
      for (let i = 0; i < pieces; i++) s += g.from(g.pick(parts), g.int(1, 9));
      return s;
    }
    case 'CODE128A':
      return g.from(ASCII.slice(0, 96) + (g.chance(0.2) ? CODE128_SPECIAL.slice(0, 8) : ''), g.int(1, 20));
    case 'CODE128B':
      return g.from(ASCII.slice(32) + (g.chance(0.2) ? CODE128_SPECIAL.slice(0, 8) : ''), g.int(1, 20));
    case 'CODE128C':
      return (g.chance(0.2) ? '\xcf' : '') + g.from(DIGITS, 2 * g.int(1, 10));
    case 'EAN13': {
      const body = g.from(DIGITS, 12);
      return g.chance(0.5) ? body : body + digitsCheck(1, 3, body);
    }
    case 'EAN8': {
      const body = g.from(DIGITS, 7);
      return g.chance(0.5) ? body : body + digitsCheck(3, 1, body);
    }
    case 'UPC': {
      const body = g.from(DIGITS, 11);
      return g.chance(0.5) ? body : body + digitsCheck(3, 1, body);
    }
    case 'UPCE':
      return g.chance(0.5) ? g.from(DIGITS, 6) : g.from('01', 1) + g.from(DIGITS, 7);
    case 'EAN5':
      return g.from(DIGITS, 5);
    case 'EAN2':
      return g.from(DIGITS, 2);
    case 'CODE39':
      return g.from(CODE39_SET + (g.chance(0.3) ? LOWER : ''), g.int(1, 20));
    case 'ITF':
      return g.from(DIGITS, 2 * g.int(1, 12));
    case 'ITF14': {
      const body = g.from(DIGITS, 13);
      if (g.chance(0.5)) return body;
      let sum = 0;
      for (let i = 0; i < 13; i++) sum += Number(body[i]) * (i % 2 ? 1 : 3);
      return body + String(Math.ceil(sum / 10) * 10 - sum);
    }
    case 'MSI':
    case 'MSI10':
    case 'MSI11':
    case 'MSI1010':
    case 'MSI1110':
      return g.from(DIGITS, g.int(1, 16));
    case 'pharmacode':
      return String(g.pick([g.int(0, 140000), g.int(0, 200), g.int(131000, 131100)]));
    case 'codabar':
      return g.chance(0.5)
        ? g.from(CODABAR_DATA, g.int(1, 15))
        : g.from('ABCDabcd', 1) + g.from(CODABAR_DATA, g.int(1, 15)) + g.from('ABCDabcd', 1);
    case 'CODE93':
      return g.from(CODE39_SET, g.int(1, 25));
    case 'CODE93FullASCII':
      return g.from(ASCII, g.int(1, 25));
    case 'GenericBarcode':
      return g.from(PRINTABLE, g.int(0, 10));
  }
}

/** Option sets worth trying per format (JsBarcode's names). */
export function optionSets(format: BarcodeFormat): EncodeOptions[] {
  const common: EncodeOptions[] = [{}, {}, {}, { text: 'Shown text' }, { displayValue: false }];
  if (format.startsWith('CODE128')) return [...common, { ean128: true }, { ean128: 'TRUE' }, { ean128: 'yes' }];
  if (format === 'EAN13') return [...common, { flat: true }, { lastChar: '>' }, { lastChar: '>', displayValue: false }, { text: 'ab' }];
  if (format === 'EAN8' || format === 'UPC' || format === 'UPCE') return [...common, { flat: true }, { text: 'x' }];
  if (format === 'CODE39') return [...common, { mod43: true }, { mod43: true }];
  return common;
}

/** The seeded corpus of one format: `size` random cases (about 40% mutated). */
export function corpus(format: BarcodeFormat, size: number, seed = 20261121): Case[] {
  const g = new Gen(seed ^ hash(format));
  const sets = optionSets(format);
  const cases: Case[] = [];
  for (let i = 0; i < size; i++) {
    let value = validValue(format, g);
    if (g.chance(0.4)) value = g.mutate(value);
    if (g.chance(0.05)) value = g.mutate(g.mutate(value));
    cases.push({ value, options: g.pick(sets) });
  }
  return cases;
}

/** Only the accepted-by-design inputs of a corpus, for benchmarks. */
export function validCorpus(format: BarcodeFormat, size: number, seed = 7): string[] {
  const g = new Gen(seed ^ hash(format));
  return Array.from({ length: size }, () => validValue(format, g));
}

function hash(s: string): number {
  let h = 2166136261;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 16777619);
  return h >>> 0;
}

/** Edge cases from JsBarcode's own node tests and from reading its encoders. */
export const JSBARCODE_EDGE_CASES: Partial<Record<BarcodeFormat, string[]>> = {
  CODE128: [
    '12',
    '12345Hejsan123456\tA',
    'Hi\n12345',
    'HI\nHi',
    'HI\n\xc9Hi\xca123456\xcf',
    '\xcf42184020500',
    'Should\nshift',
    '\tHi\nHI',
    'ABC\u01f4',
    'ABC\xcf',
    'AB12',
    '',
    '\xcc',
    '\xccA',
    '\xcc1',
    '\xd0',
    'A\xd3B',
    'éA',
    'é',
    '\xcb',
    'a\xcb',
    '1234',
    '123',
    'a1234b',
    'a12345b',
    '\xcd5\xcd',
    'A\x00a',
    'a\x00A\x00a',
  ],
  CODE128A: ['ABC\x19', 'Abc', 'ABC\t\n123', '\xcc12', '\xcc1', '\xccAB', '\xcb', 'A\xcb', '\xcb\x60', '\xcd\x01'],
  CODE128B: ['a@B=1', 'Abc\t123', 'Abc123\xca', '\xcea', '\xce\x7f', '\xcc:0', '\xcc\xcb'],
  CODE128C: ['123456', 'A\n\x00B \x04\x10\x1fC', '1234ab56', '12345', '\xcf12', '12\xcf', '\xcf', '1\xcf2'],
  EAN13: ['5901234123457', '12345', '5901234123456  ', '590123412345', '5901234123458', '0000000000000', '٣901234123457'],
  EAN8: ['96385074', '9638507', '12345', '96385073'],
  EAN5: ['54495', '12345', '1234', '123a5'],
  EAN2: ['53', '12', '1', 'a2'],
  UPC: ['123456789999', '12345', '12345678999'],
  UPCE: ['123456', '01234565', '11234562', '21234565', '1234567', '012345', '01234566'],
  CODE39: ['AB12', 'AB!12', 'abc123ABC', 'ABCDEFG', '', 'ı', 'ﬀ', '*', 'A*B'],
  CODE93: ['AB12', 'ABab12', 'AB!12', 'AB\x07\t', 'ABCDEF123456'],
  CODE93FullASCII: ['AB12', 'ABab12', 'AB!*12', 'AB\x07\x09', 'ABð', '\x00\x7f'],
  ITF: ['123456', '12345', '1234AB', ''],
  ITF14: ['98765432109213', '9876543210921', '987654321092', '98765432109212'],
  MSI: ['12345674', '12345ABC', '12345AB675', ''],
  MSI10: ['1234567', '17345', '1234', ''],
  MSI11: ['123456', '12345678', '1234567891011', '1134567', ''],
  MSI1010: ['1234567', '1337', ''],
  MSI1110: ['12345678', '1337', ''],
  pharmacode: ['1234', '4567', '12', '12345678', '3', '2', '131070', '131071', ' 12', '12abc', '+5', '-5', '3.9', '0x10', '1e5', ''],
  codabar: ['A12345B', '12345', 'X12345Y', 'A12345', 'X12345', '12345A', '12345X', 'AA', '', 'A1234OOPS56A', 'a1b', 'c$d'],
  GenericBarcode: ['', 'anything'],
};
