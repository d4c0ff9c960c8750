/**
 * The spec's font-size helper, a module of its own: the theme needs it on every page, the
 * number formatters of ./number.ts only on some (so the first route does not carry them).
 */
/**
 * A pixel value as rem (spec §9): value / 1.55 × 0.1, rounded to 4 decimals so float noise never
 * reaches CSS. Fallback: a non-finite or non-numeric value gives '0rem'.
 *
 * @example
 * fontSize(15.5); // '1rem'
 * fontSize(31);   // '2rem'
 */
export function fontSize(px: number | string | null | undefined): string {
  const n = typeof px === 'string' && px.trim() !== '' ? Number(px) : typeof px === 'number' ? px : NaN;
  if (!Number.isFinite(n)) return '0rem';
  const rem = Math.round((n / 1.55) * 0.1 * 10000) / 10000;
  return `${Object.is(rem, -0) ? 0 : rem}rem`;
}
