/**
 * A small SVG bottle drawn for every product, coloured by its type code, so the demo
 * catalogue has a picture per product without shipping 400 images. Shapes follow the kind of
 * bottle: Bordeaux-style for wine, a squat decanter for spirits, a tiny flask for miniatures.
 */
import type { SeedProduct } from './types';

/** Glass and label colours per type code (spec §3 wine and liquor type codes). */
export const TYPE_COLOURS: Readonly<Record<string, { glass: string; liquid: string; label: string }>> = {
  '034006001': { glass: '#2b0d14', liquid: '#7b1e3a', label: '#f4ead5' },
  '034006002': { glass: '#1f3b2c', liquid: '#e8d27c', label: '#c9a227' },
  '034006003': { glass: '#f3c6c8', liquid: '#e58a9a', label: '#ffffff' },
  '034006004': { glass: '#cfd8a8', liquid: '#efe3a0', label: '#ffffff' },
  '034006005': { glass: '#9bc1bc', liquid: '#c2e0d8', label: '#ffffff' },
  '034006007': { glass: '#8a6b3d', liquid: '#d69e56', label: '#f8f1e4' },
  '034006008': { glass: '#3a1f12', liquid: '#8b3a1a', label: '#e9d8b4' },
  '034005001': { glass: '#e0b46a', liquid: '#b8731f', label: '#1c1c1c' },
  '034005002': { glass: '#c98a3c', liquid: '#8e4a12', label: '#f0e0b0' },
  '034005003': { glass: '#6d3b5e', liquid: '#a2527f', label: '#fbeaf3' },
  '034005004': { glass: '#e6eef5', liquid: '#f7fbff', label: '#1d3b6f' },
  '034005005': { glass: '#e9f0f3', liquid: '#f6f9fa', label: '#b7282e' },
  '034005006': { glass: '#f2efe6', liquid: '#faf8f2', label: '#c2161c' },
  '034005007': { glass: '#d74728', liquid: '#b8731f', label: '#ffd85a' },
  '034005008': { glass: '#9a9a9a', liquid: '#c58b3a', label: '#ffffff' },
  '034005009': { glass: '#d79b4a', liquid: '#a65f12', label: '#00484d' },
  '034005010': { glass: '#b86d2c', liquid: '#8c3f0c', label: '#f4e3c1' },
  '034005011': { glass: '#d9a25b', liquid: '#b06a1e', label: '#222222' },
  '034005012': { glass: '#dfe9d6', liquid: '#f1f5e6', label: '#3c6e2f' },
  '034005013': { glass: '#5b3216', liquid: '#7a3f12', label: '#f2d39a' },
  '034005014': { glass: '#cfe6e6', liquid: '#eef8f8', label: '#1b5e5e' },
  '034005015': { glass: '#c0a060', liquid: '#9b6a23', label: '#ffffff' },
};
const FALLBACK = { glass: '#777777', liquid: '#999999', label: '#ffffff' };

const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] ?? c);

type BottleFacts = Pick<SeedProduct, 'type_cd' | 'prd_type' | 'label_en_nm' | 'volume_ml' | 'vintage'>;

/** The shapes of a product's bottle in a 120 x 320 view box (no outer element). */
function bottleShapes(product: BottleFacts): string {
  const c = TYPE_COLOURS[product.type_cd] ?? FALLBACK;
  const label = escapeXml(product.label_en_nm.slice(0, 18));
  const sub = escapeXml(product.vintage ?? `${product.volume_ml}ml`);
  const body =
    product.prd_type === 'wine'
      ? 'M48 20h24v70c0 14 28 22 28 50v160a10 10 0 0 1-10 10H30a10 10 0 0 1-10-10V140c0-28 28-36 28-50z'
      : product.volume_ml <= 50
        ? 'M52 110h16v30c0 6 16 10 16 24v126a8 8 0 0 1-8 8H44a8 8 0 0 1-8-8V164c0-14 16-18 16-24z'
        : 'M50 40h20v50c0 6 30 8 30 30v180a10 10 0 0 1-10 10H30a10 10 0 0 1-10-10V120c0-22 30-24 30-30z';
  return (
    `<path d="${body}" fill="${c.glass}"/>` +
    `<rect x="24" y="200" width="72" height="104" rx="6" fill="${c.liquid}" opacity="0.35"/>` +
    `<rect x="28" y="170" width="64" height="80" rx="4" fill="${c.label}"/>` +
    `<text x="60" y="204" font-family="sans-serif" font-size="8" text-anchor="middle" fill="#222">${label}</text>` +
    `<text x="60" y="222" font-family="sans-serif" font-size="9" font-weight="bold" text-anchor="middle" fill="#222">${sub}</text>`
  );
}

/** The SVG source (120 x 320 view box) of a product's bottle. */
export function bottleSvg(product: BottleFacts): string {
  const label = escapeXml(product.label_en_nm.slice(0, 18));
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 320" role="img" aria-label="${label}">${bottleShapes(product)}</svg>`;
}

/** Bottles a shelf picture shows at most: more would be too small to read on a phone. */
export const SHELF_BOTTLES = 5;

/**
 * A collection's picture (a theme, this month's items): its bottles, as the catalogue draws them,
 * standing on a shelf over the collection's title (750 x 400, the card size of the home screen).
 * A collection with no bottle shows the title alone.
 */
export function shelfSvg(title: string, products: readonly BottleFacts[], background = '#333'): string {
  const shown = products.slice(0, SHELF_BOTTLES);
  const width = 96;
  const gap = 24;
  const left = (750 - (shown.length * width + Math.max(0, shown.length - 1) * gap)) / 2;
  const bottles = shown
    .map((p, i) => `<svg x="${left + i * (width + gap)}" y="40" width="${width}" height="256" viewBox="0 0 120 320">${bottleShapes(p)}</svg>`)
    .join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 750 400" role="img" aria-label="${escapeXml(title)}">` +
    `<rect width="750" height="400" fill="${background}"/>` +
    `<rect y="296" width="750" height="10" fill="#000" opacity="0.25"/>` +
    bottles +
    `<text x="375" y="360" font-family="sans-serif" font-size="34" font-weight="bold" text-anchor="middle" fill="#fff">${escapeXml(title.slice(0, 28))}</text>` +
    `</svg>`
  );
}

/** The shelf picture as a `data:image/svg+xml` URI. */
export function shelfSvgDataUri(...args: Parameters<typeof shelfSvg>): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(shelfSvg(...args))}`;
}

/** The bottle as a `data:image/svg+xml` URI usable directly in an `<img src>`. */
export function bottleSvgDataUri(product: Parameters<typeof bottleSvg>[0]): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(bottleSvg(product))}`;
}

/**
 * The back label of a product's bottle (the second picture of /app/product/item/image): region,
 * strength, volume and vintage, the way a back label reads.
 */
export function backLabelSvg(product: Pick<SeedProduct, 'type_cd' | 'label_en_nm' | 'region_en_nm' | 'abv' | 'volume_ml' | 'vintage'>): string {
  const c = TYPE_COLOURS[product.type_cd] ?? FALLBACK;
  const lines = [product.label_en_nm.slice(0, 22), product.region_en_nm.slice(0, 22), `${product.abv}% vol`, `${product.volume_ml} ml`, product.vintage ?? 'NV'].map(escapeXml);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 320" role="img" aria-label="${lines[0]}">` +
    `<rect x="10" y="20" width="100" height="280" rx="10" fill="${c.glass}"/>` +
    `<rect x="20" y="90" width="80" height="150" rx="4" fill="${c.label}"/>` +
    lines.map((line, i) => `<text x="60" y="${116 + i * 24}" font-family="sans-serif" font-size="${i === 0 ? 8 : 9}" text-anchor="middle" fill="#222">${line}</text>`).join('') +
    `</svg>`
  );
}

/** The back label as a `data:image/svg+xml` URI. */
export function backLabelSvgDataUri(product: Parameters<typeof backLabelSvg>[0]): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(backLabelSvg(product))}`;
}
