import { RASTER_MAX_SIDE, rgbaToLuminance, type Rasterizer } from './ean13-raster';

/**
 * The browser's rasterizer (demo mode: MSW handlers run in the page): `createImageBitmap` decodes
 * the file, an OffscreenCanvas (or a regular canvas where OffscreenCanvas is missing) draws it
 * with the long side at most RASTER_MAX_SIDE, and its RGBA pixels become luminance. Without
 * `createImageBitmap` (Node) it answers null: Node uses `nodeRasterizer` instead (`pickRasterizer`).
 */
export const browserRasterizer: Rasterizer = async (mime, bytes) => {
  if (typeof globalThis.createImageBitmap !== 'function') return null;
  try {
    const bitmap = await globalThis.createImageBitmap(new Blob([bytes.slice()], { type: mime }));
    const scale = Math.min(1, RASTER_MAX_SIDE / Math.max(bitmap.width, bitmap.height));
    const width = Math.max(1, Math.round(bitmap.width * scale));
    const height = Math.max(1, Math.round(bitmap.height * scale));
    let ctx: OffscreenCanvasRenderingContext2D | CanvasRenderingContext2D | null = null;
    if (typeof globalThis.OffscreenCanvas === 'function') ctx = new globalThis.OffscreenCanvas(width, height).getContext('2d');
    else if (typeof document !== 'undefined') {
      const canvas = document.createElement('canvas');
      canvas.width = width;
      canvas.height = height;
      ctx = canvas.getContext('2d');
    }
    if (!ctx) {
      bitmap.close();
      return null;
    }
    ctx.drawImage(bitmap, 0, 0, width, height);
    bitmap.close();
    const { data } = ctx.getImageData(0, 0, width, height);
    return { width, height, luminance: rgbaToLuminance(data) };
  } catch {
    // A file the browser cannot decode is a picture it cannot read: the honest answer follows.
    return null;
  }
};
