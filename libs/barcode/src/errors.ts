/**
 * The one error type of the library (architecture page: `class InvalidInputError extends
 * Error`, name 'InvalidInputError'; spec §5 "Invalid barcode input raises an invalid input error").
 */

/** How many characters of the offending input an error message shows. */
export const MAX_SHOWN_INPUT = 40;

/** A readable, bounded rendering of any value: quoted and escaped strings, else its type. */
export function describeInput(value: unknown): string {
  if (typeof value === 'string') {
    const shown = value.length > MAX_SHOWN_INPUT ? `${value.slice(0, MAX_SHOWN_INPUT)}…` : value;
    // JSON quoting escapes control characters and lone surrogates, so the message stays printable.
    return JSON.stringify(shown);
  }
  if (value === null) return 'null';
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') {
    return `${typeof value} ${String(value)}`;
  }
  return `a value of type ${typeof value}`;
}

/**
 * Thrown for any value (or option) a format cannot encode. Never a silent wrong barcode.
 *
 * @example
 * try { encode('5901234123458', 'EAN13'); }
 * catch (e) { if (e instanceof InvalidInputError) console.log(e.format, e.input, e.reason); }
 */
export class InvalidInputError extends Error {
  override readonly name = 'InvalidInputError';
  /** The format asked for (as given, when it is not a known format). */
  readonly format: string;
  /** The offending input, quoted and truncated to {@link MAX_SHOWN_INPUT} characters. */
  readonly input: string;
  /** What the format expects, in a few words. */
  readonly reason: string;

  constructor(format: string, value: unknown, reason: string) {
    const input = describeInput(value);
    super(`${input} is not a valid input for ${format}: ${reason}`);
    this.format = format;
    this.input = input;
    this.reason = reason;
  }
}
