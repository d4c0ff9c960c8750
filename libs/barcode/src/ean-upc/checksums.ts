/**
 * Check digits of the EAN/UPC family, each a small pure function over ASCII digit strings.
 * GS1 modulo-10: https://www.gs1.org/services/how-calculate-check-digit-manually
 */

function digit(value: string, i: number): number {
  return value.charCodeAt(i) - 48;
}

/** EAN-13 check digit of the first 12 digits (weights 1,3,1,3…). */
export function ean13Checksum(value: string): number {
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += i % 2 ? digit(value, i) * 3 : digit(value, i);
  return (10 - (sum % 10)) % 10;
}

/** EAN-8 check digit of the first 7 digits (weights 3,1,3,1…). */
export function ean8Checksum(value: string): number {
  let sum = 0;
  for (let i = 0; i < 7; i++) sum += i % 2 ? digit(value, i) : digit(value, i) * 3;
  return (10 - (sum % 10)) % 10;
}

/** UPC-A check digit of the first 11 digits (weights 3,1,3,1…). */
export function upcChecksum(value: string): number {
  let sum = 0;
  for (let i = 0; i < 11; i++) sum += i % 2 ? digit(value, i) : digit(value, i) * 3;
  return (10 - (sum % 10)) % 10;
}

/** EAN-5 add-on checksum (weights 3,9,3,9,3), which selects its parity pattern. */
export function ean5Checksum(value: string): number {
  let sum = 0;
  for (let i = 0; i < 5; i++) sum += digit(value, i) * (i % 2 ? 9 : 3);
  return sum % 10;
}
