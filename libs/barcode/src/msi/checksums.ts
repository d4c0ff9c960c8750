/**
 * MSI (Modified Plessey) check digits as JsBarcode 3.12 computes them
 * (https://en.wikipedia.org/wiki/MSI_Barcode#Check_Digit_Calculation). Inputs are digit strings.
 */

/** Luhn-style modulo 10. */
export function mod10(value: string): number {
  let sum = 0;
  const n = value.length;
  for (let i = 0; i < n; i++) {
    const d = value.charCodeAt(i) - 48;
    sum += (i + n) % 2 === 0 ? d : ((d * 2) % 10) + Math.floor((d * 2) / 10);
  }
  return (10 - (sum % 10)) % 10;
}

/** Modulo 11 with weights 2..7 from the right; can be 10 (then two digits are appended). */
export function mod11(value: string): number {
  let sum = 0;
  const n = value.length;
  for (let i = 0; i < n; i++) sum += (2 + (i % 6)) * (value.charCodeAt(n - 1 - i) - 48);
  return (11 - (sum % 11)) % 11;
}
