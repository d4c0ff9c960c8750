// @vitest-environment jsdom
/**
 * The chat image call reads the bars of an SVG barcode (`findBarcodeInImage`): the SVG that
 * libs/barcode's `toSvg` and JsBarcode draw for an EAN-13 (several translated groups over a
 * background rect, taller guard bars, digits split into three texts), not only a flat list of
 * rects. jsdom: JsBarcode itself draws into an SVG element here.
 */
import JsBarcode from 'jsbarcode';
import { describe, expect, it } from 'vitest';
import { toSvg } from '@bottle/barcode';
import { dataset } from '../data/dataset';
import { findBarcodeInImage } from './barcode-in-upload';

/** Five catalogue products spread over the list (wine and liquor). */
const PRODUCTS = [0, 50, 120, 250, dataset.products.length - 1].map((i) => {
  const p = dataset.products[i];
  if (!p) throw new Error(`no product ${i}`);
  return p;
});

const utf8Url = (svg: string) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
const base64Url = (svg: string) => `data:image/svg+xml;base64,${btoa(svg)}`;
/** The SVG carries no 13-digit run, so only its bars can give the number away. */
const noDigitRun = (svg: string) => expect(svg).not.toMatch(/\d{13}/);

// JsBarcode measures its text on a canvas; jsdom has no 2D context, so give it a monospace one.
HTMLCanvasElement.prototype.getContext = function getContext() {
  return { font: '', measureText: (text: string) => ({ width: text.length * 11 }) };
} as unknown as HTMLCanvasElement['getContext'];

function jsBarcodeSvg(code: string, options: Record<string, unknown> = {}): string {
  const svg = document.createElementNS('http://www.w3.org/2000/svg', 'svg');
  JsBarcode(svg, code, { format: 'EAN13', ...options });
  return svg.outerHTML;
}

describe('EAN-13 drawn by libs/barcode toSvg', () => {
  it.each(PRODUCTS.map((p) => [p.prd_cd, p.barcode]))(
    'given %s (%s) with its digits under the bars, then the bars are read',
    (_prdCd, ean) => {
      const svg = toSvg(ean, { format: 'EAN13' });
      expect(svg).toMatch(/<g transform="translate\(/);
      noDigitRun(svg);
      expect(findBarcodeInImage(svg)).toBe(ean);
      expect(findBarcodeInImage(utf8Url(svg))).toBe(ean);
      expect(findBarcodeInImage(base64Url(svg))).toBe(ean);
    },
  );

  it('given other sizes, a flat symbol, no text or a coloured background, then the bars are still read', () => {
    const ean = PRODUCTS[1]?.barcode ?? '';
    for (const options of [
      { width: 3, height: 60 },
      { flat: true },
      { displayValue: false, margin: 0 },
      { background: '#f4efe6', lineColor: '#1b4332' },
    ]) {
      expect(findBarcodeInImage(toSvg(ean, { format: 'EAN13', ...options })), JSON.stringify(options)).toBe(ean);
    }
  });

  it('given a valid EAN-13 that is not in the catalogue, then nothing is found', () => {
    const outside = '5901234123457';
    expect(dataset.productByBarcode.has(outside)).toBe(false);
    expect(findBarcodeInImage(toSvg(outside, { format: 'EAN13' }))).toBeNull();
  });

  it('given another symbology (CODE128) or only a background, then nothing is found', () => {
    expect(findBarcodeInImage(toSvg('BOTTLE-2026', { format: 'CODE128' }))).toBeNull();
    expect(findBarcodeInImage('<svg width="200" height="100"><rect x="0" y="0" width="200" height="100" fill="#fff"/></svg>')).toBeNull();
  });
});

describe('EAN-13 drawn by JsBarcode', () => {
  it.each(PRODUCTS.map((p) => [p.prd_cd, p.barcode]))(
    'given %s (%s) rendered by JsBarcode itself, then the bars are read',
    (_prdCd, ean) => {
      const svg = jsBarcodeSvg(ean);
      // JsBarcode's own shape: a background rect, then translated groups of bars.
      expect(svg).toMatch(/^<svg[^>]*><rect [^>]*fill="#ffffff"><\/rect>/);
      expect(svg.match(/<g transform="translate\(/g)?.length).toBeGreaterThanOrEqual(5);
      noDigitRun(svg);
      expect(findBarcodeInImage(utf8Url(svg))).toBe(ean);
    },
  );

  it('given JsBarcode options (no text, flat, wide bars), then the bars are read', () => {
    const ean = PRODUCTS[2]?.barcode ?? '';
    expect(findBarcodeInImage(jsBarcodeSvg(ean, { displayValue: false }))).toBe(ean);
    expect(findBarcodeInImage(jsBarcodeSvg(ean, { flat: true }))).toBe(ean);
    expect(findBarcodeInImage(jsBarcodeSvg(ean, { width: 4, height: 40, margin: 0 }))).toBe(ean);
  });

  it('given JsBarcode-like markup written differently (style fills, space-separated translate, single quotes), then the bars are read', () => {
    const ean = PRODUCTS[3]?.barcode ?? '';
    // Re-draw libs/barcode's symbol the way JsBarcode writes its markup.
    const svg = toSvg(ean, { format: 'EAN13' })
      .replace(/<rect([^>]*?) fill="#ffffff"\/>/, '<rect$1 style="fill:#ffffff;"></rect>')
      .replace(/<g transform="translate\(([\d.]+), ([\d.]+)\)" fill="#000000">/g, "<g transform='translate($1 $2)' style='fill:#000000;'>")
      .replace(/<rect([^>]*)\/>/g, '<rect$1></rect>');
    expect(svg).toContain("style='fill:#000000;'");
    expect(findBarcodeInImage(svg)).toBe(ean);
  });
});
