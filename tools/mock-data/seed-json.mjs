/**
 * The seeds' data files and their rows. A seed keeps its hand-written rows as data in a JSON file
 * next to it (no logic, no comment; the row's layout is told by the module that reads it), and
 * `records` names a row's fields once for every row.
 */
import { readFileSync } from 'node:fs';

/** The parsed JSON file `name` of tools/mock-data. */
export function readSeed(name) {
  return JSON.parse(readFileSync(new URL(`./${name}`, import.meta.url), 'utf8'));
}

/**
 * Rows as records: row[i] becomes the field `fields[i]`, in the order of `fields` (the order the
 * generated JSON keeps).
 *
 * @example records(['a', 'b'], [[1, 2]]) // [{ a: 1, b: 2 }]
 */
export function records(fields, rows) {
  return rows.map((row) => Object.fromEntries(fields.map((field, i) => [field, row[i]])));
}
