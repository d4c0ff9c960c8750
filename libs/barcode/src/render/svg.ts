/**
 * SVG renderer: a self-contained SVG document as a string, with no DOM, so it works in Node,
 * SSR and workers. Same elements, attributes and coordinates as JsBarcode 3.12's SVG renderer
 * (empty text elements are left out).
 */
import type { BarcodeEncoding } from '../types.js';
import { barRuns, layoutBarcode, textAnchor } from './layout.js';
import { resolveRenderOptions } from './options.js';
import type { RenderOptions } from './options.js';

const SVG_NS = 'http://www.w3.org/2000/svg';

/** Characters XML 1.0 cannot carry at all (control characters, lone surrogates, U+FFFE/F). */
const NOT_XML =
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** Escapes text for element content and double-quoted attributes; drops what XML cannot carry. */
export function escapeXml(value: string): string {
  return value.replace(NOT_XML, '').replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

function rect(x: number, y: number, width: number, height: number): string {
  return `<rect x="${x}" y="${y}" width="${width}" height="${height}"/>`;
}

/**
 * Renders an encoding (from `encode` or a format object) to an SVG string. Pass the same
 * options as to the encoding (displayValue, flat) so that the layout matches.
 *
 * @example
 * import { ean13, encodingToSvg } from '@bottle/barcode'; // pulls in EAN-13 only
 * const svg = encodingToSvg(ean13.encode('5901234123457'), { height: 50 });
 */
export function encodingToSvg(encoding: BarcodeEncoding, options?: RenderOptions): string {
  const o = resolveRenderOptions(options, encoding.format, encoding.text);
  const layout = layoutBarcode(encoding, o, options?.measureText);
  const { width, height } = layout;

  let svg =
    `<svg width="${width}px" height="${height}px" x="0px" y="0px" viewBox="0 0 ${width} ${height}"` + ` xmlns="${SVG_NS}" version="1.1">`;
  if (o.background) svg += `<rect x="0" y="0" width="${width}" height="${height}" fill="${escapeXml(o.background)}"/>`;

  const fill = escapeXml(o.lineColor);
  const top = o.textPosition === 'top';
  for (const segment of layout.segments) {
    svg += `<g transform="translate(${segment.x}, ${o.marginTop})" fill="${fill}">`;
    const yFrom = top ? segment.fontSize + o.textMargin : 0;
    const runs = barRuns(segment.bars);
    const last = segment.bars.length - 1;
    for (let i = 0; i < runs.length; i += 2) {
      const start = runs[i] ?? 0;
      const count = runs[i + 1] ?? 0;
      // JsBarcode's arithmetic, kept as is so that fractional widths give the same numbers.
      const x =
        start + count - 1 === last
          ? last * o.width + segment.padding - o.width * (count - 1)
          : (start + count) * o.width + segment.padding - o.width * count;
      svg += rect(x, yFrom, o.width * count, segment.barHeight);
    }
    if (o.displayValue && segment.text.length > 0) {
      const y = top ? segment.fontSize - o.textMargin : segment.barHeight + o.textMargin + segment.fontSize;
      const anchor = textAnchor(segment);
      svg += `<text font-family="${escapeXml(o.font)}" font-size="${segment.fontSize}"`;
      if (o.fontOptions.includes('bold')) svg += ' font-weight="bold"';
      if (o.fontOptions.includes('italic')) svg += ' font-style="italic"';
      const textAnchorValue = anchor.align === 'left' ? 'start' : anchor.align === 'right' ? 'end' : 'middle';
      svg += ` text-anchor="${textAnchorValue}" x="${anchor.x}" y="${y}">${escapeXml(segment.text)}</text>`;
    }
    svg += '</g>';
  }
  return svg + '</svg>';
}
