/**
 * Number helpers of spec §9. None of them throws: null, undefined, NaN and '' from the server
 * give the documented fallback.
 */

const PLAIN_DECIMAL = /^([+-]?)(\d+)(\.\d+)?$/;

/** The plain decimal text of a finite number, without exponent notation. */
function numberToPlain(value: number): string {
  const text = String(value);
  if (!/e/i.test(text)) return text;
  return value.toLocaleString('en-US', { useGrouping: false, maximumFractionDigits: 20 });
}

/**
 * Thousands separators for numbers of 4 or more digits (spec §9): 1234 → '1,234',
 * -1234567.5 → '-1,234,567.5', 999 → '999'. Strings are grouped digit by digit (so '0012345'
 * keeps its zeros and big ids keep their precision) and existing commas are accepted.
 *
 * Fallback: null, undefined, NaN, ±Infinity, '' and text that is not a decimal number give '0'.
 */
export function formatNumber(value: number | string | null | undefined): string {
  let text: string;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return '0';
    text = numberToPlain(value);
  } else if (typeof value === 'string') {
    text = value.trim().replace(/,/g, '');
  } else {
    return '0';
  }
  const match = PLAIN_DECIMAL.exec(text);
  if (!match) return '0';
  const sign = match[1] === '-' ? '-' : '';
  const integer = match[2] ?? '0';
  const fraction = match[3] ?? '';
  return `${sign}${integer.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}${fraction}`;
}

/**
 * A card number in groups of four digits, 4-4-4-4 (spec §2, §9). Non-digits (spaces, dashes)
 * are dropped first; a number that is not 16 digits long is still grouped by four from the left.
 *
 * Fallback: null, undefined, NaN or a value without digits gives ''.
 *
 * @example
 * formatCardNumber('1234567890123456'); // '1234-5678-9012-3456'
 * formatCardNumber('1234 5678 9012 3456', ' '); // '1234 5678 9012 3456'
 */
export function formatCardNumber(value: string | number | null | undefined, separator = '-'): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number' && !Number.isFinite(value)) return '';
  const digits = (typeof value === 'number' ? numberToPlain(value) : String(value)).replace(/\D/g, '');
  return (digits.match(/\d{1,4}/g) ?? []).join(separator);
}

/** Grade from which the amount is the "unlimited" sentinel (spec §9). */
export const GRADE_AMOUNT_UNLIMITED_FROM = 50;
/** Amount returned for grades of 50 or more (spec §9). */
export const GRADE_AMOUNT_UNLIMITED = 999999999;
/** Amount per grade step (spec §9). */
export const GRADE_AMOUNT_STEP = 10000;

/**
 * Grade to amount (spec §9): 0 for grade 0, 999999999 for grade 50 or more, otherwise
 * 10000 × grade. Numeric strings are accepted. Fallback: a negative, non-numeric, NaN, null,
 * undefined or '' grade gives 0.
 */
export function gradeToAmount(grade: number | string | null | undefined): number {
  const n = typeof grade === 'string' && grade.trim() !== '' ? Number(grade) : typeof grade === 'number' ? grade : NaN;
  if (Number.isNaN(n) || n <= 0) return 0;
  if (n >= GRADE_AMOUNT_UNLIMITED_FROM) return GRADE_AMOUNT_UNLIMITED;
  return GRADE_AMOUNT_STEP * n;
}

/**
 * The string without its last 4 characters, '0' when nothing is left (spec §9). Used to show
 * amounts in units of 10,000 (만 원). Numbers are read as their decimal text.
 * Fallback: null, undefined, NaN, '' or a string of 4 characters or fewer gives '0'.
 *
 * @example
 * stripLast4('1230000'); // '123'
 * stripLast4('1234');    // '0'
 */
export function stripLast4(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '0';
  if (typeof value === 'number' && !Number.isFinite(value)) return '0';
  const text = typeof value === 'number' ? numberToPlain(value) : String(value);
  return text.length > 4 ? text.slice(0, -4) : '0';
}
