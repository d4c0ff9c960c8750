/**
 * A picture drawn on a canvas whose longest side is at most `maxSide` px (never enlarged), for
 * the features that shrink a phone photo before keeping, sending or showing it (the diary's photo,
 * the sommelier's thumbnail). Null where the browser cannot decode the picture
 * (createImageBitmap) or draw it: each caller then says what that means for its photo.
 */
export async function drawScaled(
  file: Blob,
  maxSide: number,
  doc: Document | undefined = globalThis.document,
): Promise<HTMLCanvasElement | null> {
  if (typeof createImageBitmap !== 'function' || !doc) return null;
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    return null;
  }
  try {
    const scale = Math.min(1, maxSide / Math.max(bitmap.width, bitmap.height));
    const canvas = doc.createElement('canvas');
    canvas.width = Math.max(1, Math.round(bitmap.width * scale));
    canvas.height = Math.max(1, Math.round(bitmap.height * scale));
    const ctx = canvas.getContext('2d');
    if (!ctx) return null;
    ctx.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    return canvas;
  } finally {
    bitmap.close();
  }
}
