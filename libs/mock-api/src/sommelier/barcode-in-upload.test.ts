import { describe, expect, it } from 'vitest';
import { dataset } from '../data/dataset';
import { decodeEan13Modules } from './ean13-modules';
import { findBarcodeInImage } from './barcode-in-upload';
import { ean13Bars } from './testing/ean13-fixtures';

describe('reading a barcode from an uploaded image', () => {
  const product = dataset.products[10];
  if (!product) throw new Error('dataset too small');

  function svgOf(bits: string): string {
    const rects: string[] = [];
    for (let i = 0; i < bits.length;) {
      if (bits[i] === '1') {
        let j = i;
        while (bits[j] === '1') j += 1;
        rects.push(`<rect x="${10 + i * 2}" y="0" width="${(j - i) * 2}" height="100"/>`);
        i = j;
      } else i += 1;
    }
    return `<svg xmlns="http://www.w3.org/2000/svg">${rects.join('')}</svg>`;
  }

  it('decodes the bars of an SVG barcode without any digits in it', () => {
    const image = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svgOf(ean13Bars(product.barcode)))}`;
    expect(findBarcodeInImage(image)).toBe(product.barcode);
    expect(decodeEan13Modules(ean13Bars(product.barcode))).toBe(product.barcode);
  });

  it('finds the number written in the bytes of a photo (PNG text chunk)', () => {
    const bytes = `\x89PNG\r\n\x1a\n....tEXtbarcode\x00${product.barcode}....IDAT`;
    expect(findBarcodeInImage(`data:image/png;base64,${btoa(bytes)}`)).toBe(product.barcode);
  });

  it('ignores a 13-digit number with a wrong check digit', () => {
    const wrong = product.barcode.slice(0, 12) + String((Number(product.barcode[12]) + 1) % 10);
    expect(findBarcodeInImage(`data:image/png;base64,${btoa(`xx${wrong}xx`)}`)).toBeNull();
  });

  it('finds a number written in a photo, and nothing in a photo without one', () => {
    expect(findBarcodeInImage(`data:image/png;base64,${btoa(`IMG ${product.barcode}`)}`)).toBe(product.barcode);
    expect(findBarcodeInImage('data:image/jpeg;base64,/9j/4AAQSkZJRgABAQ==')).toBeNull();
  });
});
