/**
 * Typed code tables with Korean and English labels (spec §3), and lookups that survive codes the
 * server adds later: `labelOf` answers `{ known: false }` instead of throwing or returning
 * undefined, so a screen can always render something.
 */
import type { Lang } from '../lang';
import { message } from '../messages';

export interface CodeDefinition {
  readonly code: string;
  readonly ko: string;
  readonly en: string;
}

export type CodeDefinitions = Readonly<Record<string, CodeDefinition>>;

export interface CodeEntry<N extends string = string, C extends string = string> {
  /** Programmer-facing name, e.g. 'red'. */
  readonly name: N;
  /** Value on the wire, e.g. '034006001'. */
  readonly code: C;
  readonly ko: string;
  readonly en: string;
}

export interface CodeTable<D extends CodeDefinitions = CodeDefinitions> {
  /** Name of the table, used in messages and tests. */
  readonly table: string;
  /** Wire codes in spec order. */
  readonly codes: readonly CodeOf<D>[];
  /** Name → wire code, e.g. WINE_TYPES.byName.red === '034006001'. */
  readonly byName: { readonly [K in keyof D]: D[K]['code'] };
  /** Every entry in spec order. */
  readonly entries: readonly CodeEntry<keyof D & string, CodeOf<D>>[];
}

/** Union of the wire codes of a table's definitions. */
export type CodeOf<D extends CodeDefinitions> = D[keyof D]['code'];
/** Union of the wire codes of a table: `CodeIn<typeof WINE_TYPES>`. */
export type CodeIn<T> = T extends CodeTable<infer D> ? CodeOf<D> : never;

/**
 * Builds a code table from `{ name: { code, ko, en } }`. Throws a TypeError at module load when
 * two names share a code, which can only be a programming error in this library.
 */
export function defineCodes<const D extends CodeDefinitions>(table: string, definitions: D): CodeTable<D> {
  const entries = Object.entries(definitions).map(([name, def]) => ({
    name,
    code: def.code,
    ko: def.ko,
    en: def.en,
  })) as unknown as CodeEntry<keyof D & string, CodeOf<D>>[];
  const codes = entries.map((e) => e.code);
  if (new Set(codes).size !== codes.length) throw new TypeError(`Code table ${table} has duplicate codes`);
  const byName = Object.fromEntries(entries.map((e) => [e.name, e.code])) as { [K in keyof D]: D[K]['code'] };
  return Object.freeze({ table, codes: Object.freeze(codes), byName: Object.freeze(byName), entries: Object.freeze(entries) });
}

/** The wire form of a code from the server: strings trimmed, finite numbers as decimal text. */
function normalizeCode(value: unknown): string | undefined {
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return undefined;
}

/** Whether `value` (string or number from the server) is one of the table's codes. */
export function isCode<D extends CodeDefinitions>(table: CodeTable<D>, value: unknown): value is CodeOf<D> {
  const code = normalizeCode(value);
  return code !== undefined && (table.codes as readonly string[]).includes(code);
}

/** The table's code for a server value (number 1 → '1'), or undefined for an unknown value. */
export function parseCode<D extends CodeDefinitions>(table: CodeTable<D>, value: unknown): CodeOf<D> | undefined {
  const code = normalizeCode(value);
  return code !== undefined && (table.codes as readonly string[]).includes(code) ? (code as CodeOf<D>) : undefined;
}

/** The entry of a code, or undefined for an unknown value. */
export function entryOf<D extends CodeDefinitions>(
  table: CodeTable<D>,
  value: unknown,
): CodeEntry<keyof D & string, CodeOf<D>> | undefined {
  const code = parseCode(table, value);
  return code === undefined ? undefined : table.entries.find((e) => e.code === code);
}

export type LabelResult<C extends string> =
  | { readonly known: true; readonly code: C; readonly label: string }
  /** A code this version does not know (added by the server later), or no code at all. */
  | { readonly known: false; readonly code: string; readonly label: string };

/**
 * The label of a code in `lang` (Korean by default). A code the table does not know gives
 * `{ known: false, code, label: '알 수 없음' | 'Unknown' }`; null, undefined and NaN give code ''.
 *
 * @example
 * labelOf(WINE_TYPES, '034006001');       // { known: true, code: '034006001', label: '레드' }
 * labelOf(WINE_TYPES, '034006099', 'en'); // { known: false, code: '034006099', label: 'Unknown' }
 */
export function labelOf<D extends CodeDefinitions>(table: CodeTable<D>, value: unknown, lang: Lang = 'ko'): LabelResult<CodeOf<D>> {
  const entry = entryOf(table, value);
  if (entry) return { known: true, code: entry.code, label: lang === 'en' ? entry.en : entry.ko };
  return { known: false, code: normalizeCode(value) ?? '', label: message('code.unknown', lang) };
}

/** Just the label text of labelOf. */
export function labelText<D extends CodeDefinitions>(table: CodeTable<D>, value: unknown, lang: Lang = 'ko'): string {
  return labelOf(table, value, lang).label;
}
