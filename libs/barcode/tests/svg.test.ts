// @vitest-environment jsdom
/**
 * SVG renderer: the string parses as SVG, its bar rectangles reproduce `bars` exactly, its text
 * matches, and it is the same drawing JsBarcode 3.12's SVG renderer makes for the same options.
 */
import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BARCODE_FORMATS, encode, encodingToSvg, ean13, isValid, toSvg } from '../src';
import type { BarcodeFormat, RenderOptions } from '../src';
import { validCorpus } from './support/corpus';
import { readSvg } from './support/svg';

const require = createRequire(import.meta.url);
const JsBarcode = require('jsbarcode') as (element: Element, value: string, options: RenderOptions) => void;

/** A deterministic stand-in for text measuring: 0.6 em per character. */
function measure(text: string, font: string): number {
  const px = Number(/(\d+(?:\.\d+)?)px/.exec(font)?.[1] ?? 0);
  return text.length * px * 0.6;
}

function parse(svg: string): Element {
  const doc = new DOMParser().parseFromString(svg, 'image/svg+xml');
  expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
  return doc.documentElement;
}

function samples(format: BarcodeFormat, count: number): string[] {
  return validCorpus(format, count * 4)
    .filter((v) => isValid(v, format))
    .slice(0, count);
}

const DISPLAY_OPTIONS: RenderOptions[] = [
  {},
  { displayValue: false },
  { width: 1, height: 50, fontSize: 14, margin: 0, marginLeft: 5, textMargin: 5 },
  { textAlign: 'left', textPosition: 'top', fontOptions: 'bold italic', font: 'Arial', background: '', lineColor: '#123456' },
  { textAlign: 'right', fontSize: 40, width: 3 },
  { flat: true, marginTop: 4, marginBottom: 0 },
  { text: 'A text much wider than the bars of a short symbol' },
  { lastChar: '>', fontSize: 12 },
];

describe('given the SVG renderer', () => {
  // jsdom has no canvas: JsBarcode measures text through one, so give it the same measure.
  // (Assigned by hand: the workspace's restoreMocks would undo a spy before each test.)
  const realGetContext = HTMLCanvasElement.prototype.getContext;
  beforeAll(() => {
    HTMLCanvasElement.prototype.getContext = function fake() {
      const ctx = { font: '', measureText: (text: string) => ({ width: measure(text, ctx.font) }) };
      return ctx as unknown as CanvasRenderingContext2D;
    } as unknown as typeof realGetContext;
  });
  afterAll(() => {
    HTMLCanvasElement.prototype.getContext = realGetContext;
  });

  it('when rendering any format with defaults, then the bar rectangles reproduce the bars exactly', () => {
    for (const format of BARCODE_FORMATS) {
      for (const value of samples(format, 3)) {
        const encoding = encode(value, format);
        const svg = parse(toSvg(value, { format }));
        const width = Number(svg.getAttribute('viewBox')?.split(' ')[2]);
        const modules = (width - 20) / 2; // margin 10 on each side, bar width 2
        const rebuilt = Array.from({ length: modules }, () => '0');
        for (const g of Array.from(svg.getElementsByTagName('g'))) {
          const groupX = Number(/translate\(([-\d.]+),/.exec(g.getAttribute('transform') ?? '')?.[1]);
          for (const r of Array.from(g.getElementsByTagName('rect'))) {
            const first = (groupX - 10 + Number(r.getAttribute('x'))) / 2;
            for (let m = 0; m < Number(r.getAttribute('width')) / 2; m++) rebuilt[first + m] = '1';
          }
        }
        expect(rebuilt.join(''), `${format} ${value}`).toBe(encoding.bars);
        const texts = Array.from(svg.getElementsByTagName('text'))
          .map((t) => t.textContent)
          .join('');
        // XML cannot carry control characters: the SVG leaves them out of the text.
        // eslint-disable-next-line no-control-regex
        const notXml = /[\x00-\x08\x0b\x0c\x0e-\x1f]/g;
        expect(texts).toBe(
          encoding.segments
            .map((s) => s.text)
            .join('')
            .replace(notXml, ''),
        );
      }
    }
  });

  it.each(DISPLAY_OPTIONS.map((o) => [JSON.stringify(o), o]))(
    'when rendering with %s, then the drawing is the one JsBarcode makes',
    (_, display) => {
      let compared = 0;
      for (const format of BARCODE_FORMATS) {
        for (const value of samples(format, 2)) {
          const options: RenderOptions = { ...display, format };
          if (!isValid(value, format, options)) continue;
          const element = document.createElementNS('http://www.w3.org/2000/svg', 'svg');
          JsBarcode(element, value, { ...options });
          const ours = readSvg(parse(toSvg(value, { ...options, measureText: measure })));
          expect(ours, `${format} ${JSON.stringify(value)}`).toEqual(readSvg(element));
          compared++;
        }
      }
      expect(compared).toBeGreaterThan(BARCODE_FORMATS.length);
    },
  );

  it('when the text holds markup or control characters, then the SVG still parses and shows it escaped', () => {
    const svg = toSvg('AB\x07', { format: 'CODE93FullASCII', text: '<b>&"x"</b>\x01', lineColor: '"red"' });
    const root = parse(svg);
    expect(root.getElementsByTagName('text')[0]?.textContent).toBe('<b>&"x"</b>');
    expect(root.getElementsByTagName('g')[0]?.getAttribute('fill')).toBe('"red"');
  });

  it('when rendering a pre-made encoding, then it equals rendering by name', () => {
    const options: RenderOptions = { format: 'EAN13', height: 50 };
    expect(encodingToSvg(ean13.encode('5901234123457', options), options)).toBe(toSvg('5901234123457', options));
  });

  it('when no options are given, then JsBarcode defaults apply: CODE128, width 2, height 100, margin 10, font 20', () => {
    const root = parse(toSvg('Bottle'));
    const g = root.getElementsByTagName('g')[0];
    expect(g?.getAttribute('transform')).toBe('translate(10, 10)');
    expect(g?.getElementsByTagName('rect')[0]?.getAttribute('height')).toBe('100');
    expect(g?.getElementsByTagName('rect')[0]?.getAttribute('width')).toBe('4'); // start B begins with a 2-module bar
    expect(root.getElementsByTagName('text')[0]?.getAttribute('font-size')).toBe('20');
    expect(root.getAttribute('height')).toBe(`${10 + 100 + 2 + 20 + 10}px`);
  });
});
