/**
 * The bars of an SVG barcode (libs/barcode or JsBarcode) as EAN-13 modules: the rects are read
 * with their groups' translates and fills, the background and the text are left out.
 */

/** One `<rect>` of an SVG in the SVG's own coordinates (its groups' translates applied). */
interface SvgBox {
  x: number;
  y: number;
  w: number;
  h: number;
  fill: string;
}

/** An attribute's value, double- or single-quoted; undefined when absent. */
function svgAttr(attrs: string, name: string): string | undefined {
  const m = new RegExp(`(?:^|\\s)${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)')`, 'i').exec(attrs);
  return m ? (m[1] ?? m[2]) : undefined;
}

/** `translate(x, y)` / `translate(x y)` / `translate(x)` of a transform attribute; other transforms count as none. */
function svgTranslate(attrs: string): { dx: number; dy: number } {
  const m = /translate\(\s*(-?[\d.]+)(?:[\s,]+(-?[\d.]+))?\s*\)/i.exec(svgAttr(attrs, 'transform') ?? '');
  return { dx: Number(m?.[1] ?? 0) || 0, dy: Number(m?.[2] ?? 0) || 0 };
}

/** The fill of a rect or group: the `fill` attribute, or `fill:` inside `style` (JsBarcode writes it there). */
function svgFill(attrs: string): string | undefined {
  const style = /(?:^|;)\s*fill\s*:\s*([^;]+)/i.exec(svgAttr(attrs, 'style') ?? '')?.[1];
  return (style ?? svgAttr(attrs, 'fill'))?.trim().toLowerCase();
}

const WHITE_FILLS = new Set(['#fff', '#ffffff', 'white', 'none', 'transparent', 'rgb(255,255,255)', 'rgb(255, 255, 255)']);

/**
 * Every `<rect>` of an SVG with absolute coordinates. libs/barcode and JsBarcode draw an EAN-13
 * in several `<g transform="translate(x, y)">` groups (guards, left half, centre, right half,
 * each with x relative to its group), so the translates of the enclosing groups are added up.
 */
function svgRects(svg: string): { rects: SvgBox[]; canvas: { w: number; h: number } | null } {
  const rects: SvgBox[] = [];
  const stack: { dx: number; dy: number; fill: string }[] = [{ dx: 0, dy: 0, fill: '#000000' }];
  let canvas: { w: number; h: number } | null = null;
  for (const m of svg.matchAll(/<(\/?)(svg|g|rect)\b([^>]*?)(\/?)>/gi)) {
    const [, closing, tag = '', attrs = '', selfClosing] = m;
    const name = tag.toLowerCase();
    const top = stack[stack.length - 1] ?? { dx: 0, dy: 0, fill: '#000000' };
    if (name === 'g' || name === 'svg') {
      if (closing) {
        if (stack.length > 1) stack.pop();
        continue;
      }
      if (name === 'svg' && !canvas) {
        const view = (svgAttr(attrs, 'viewBox') ?? '')
          .trim()
          .split(/[\s,]+/)
          .map(Number);
        const w = view.length === 4 ? view[2] : parseFloat(svgAttr(attrs, 'width') ?? '');
        const h = view.length === 4 ? view[3] : parseFloat(svgAttr(attrs, 'height') ?? '');
        if (w !== undefined && h !== undefined && Number.isFinite(w) && Number.isFinite(h)) canvas = { w, h };
      }
      if (selfClosing) continue;
      const t = name === 'g' ? svgTranslate(attrs) : { dx: 0, dy: 0 };
      stack.push({ dx: top.dx + t.dx, dy: top.dy + t.dy, fill: svgFill(attrs) ?? top.fill });
      continue;
    }
    if (closing) continue; // </rect>
    const own = svgTranslate(attrs);
    const box = {
      x: Number(svgAttr(attrs, 'x') ?? 0) + top.dx + own.dx,
      y: Number(svgAttr(attrs, 'y') ?? 0) + top.dy + own.dy,
      w: Number(svgAttr(attrs, 'width') ?? NaN),
      h: Number(svgAttr(attrs, 'height') ?? NaN),
      fill: svgFill(attrs) ?? top.fill,
    };
    if ([box.x, box.y, box.w, box.h].every(Number.isFinite) && box.w > 0 && box.h > 0) rects.push(box);
  }
  return { rects, canvas };
}

/**
 * Reads the bars of an SVG barcode (libs/barcode and JsBarcode draw one `<rect>` per bar) into
 * modules, taking the narrowest bar as one module. Not bars: white or unfilled rects, a rect
 * covering the whole canvas (the background), and rects much shorter than the bars (the data
 * bars are the most common height; EAN guard bars are taller and count).
 */
export function modulesFromSvg(svg: string): string | null {
  const { rects: all, canvas } = svgRects(svg);
  const dark = all.filter((r) => {
    if (WHITE_FILLS.has(r.fill)) return false;
    const fullCanvas = canvas !== null && r.x <= 0 && r.y <= 0 && r.w >= canvas.w && r.h >= canvas.h;
    return !fullCanvas;
  });
  if (dark.length < 30) return null;
  const heights = new Map<number, number>();
  for (const r of dark) heights.set(r.h, (heights.get(r.h) ?? 0) + 1);
  const barHeight = [...heights.entries()].sort((a, b) => b[1] - a[1] || b[0] - a[0])[0]?.[0] ?? 0;
  const rects = dark.filter((r) => r.h >= barHeight * 0.95);
  if (rects.length < 30) return null;
  const module = Math.min(...rects.map((r) => r.w));
  rects.sort((a, b) => a.x - b.x);
  const start = rects[0]?.x ?? 0;
  const end = Math.max(...rects.map((r) => r.x + r.w));
  const total = Math.round((end - start) / module);
  if (total !== 95) return null;
  const bits = Array.from({ length: 95 }, () => '0');
  for (const r of rects) {
    const from = Math.round((r.x - start) / module);
    const count = Math.round(r.w / module);
    for (let i = from; i < from + count && i < 95; i += 1) bits[i] = '1';
  }
  return bits.join('');
}
