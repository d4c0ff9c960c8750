/** Reads an SVG document (ours or JsBarcode's) into comparable geometry. */
export interface SvgGroup {
  transform: string | null;
  fill: string | null;
  rects: string[];
  texts: string[];
}
export interface SvgShape {
  root: Record<string, string | null>;
  background: string | null;
  groups: SvgGroup[];
}

const ROOT_ATTRIBUTES = ['width', 'height', 'x', 'y', 'viewBox', 'version'];

export function readSvg(svg: Element): SvgShape {
  const root: Record<string, string | null> = {};
  for (const name of ROOT_ATTRIBUTES) root[name] = svg.getAttribute(name);
  let background: string | null = null;
  const groups: SvgGroup[] = [];
  for (const child of Array.from(svg.children)) {
    if (child.tagName === 'rect') {
      background = ['x', 'y', 'width', 'height', 'fill'].map((a) => child.getAttribute(a)).join(' ');
    } else if (child.tagName === 'g') {
      groups.push({
        transform: child.getAttribute('transform'),
        fill: child.getAttribute('fill'),
        rects: Array.from(child.getElementsByTagName('rect')).map((r) =>
          ['x', 'y', 'width', 'height'].map((a) => r.getAttribute(a)).join(' '),
        ),
        texts: Array.from(child.getElementsByTagName('text'))
          // JsBarcode writes an empty <text> for segments without text; we leave those out.
          .filter((t) => (t.textContent ?? '') !== '')
          .map((t) =>
            [
              ...['font-family', 'font-size', 'font-weight', 'font-style', 'text-anchor', 'x', 'y'].map((a) => `${a}=${t.getAttribute(a)}`),
              // A DOM keeps control characters that an XML document cannot carry; ours drops them.
              // eslint-disable-next-line no-control-regex
              (t.textContent ?? '').replace(/[\x00-\x08\x0b\x0c\x0e-\x1f]/g, ''),
            ].join(' '),
          ),
      });
    }
  }
  return { root, background, groups };
}
