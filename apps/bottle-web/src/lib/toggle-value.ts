/**
 * Adds or removes one value of a key in a record of value lists (filter choices by key), leaving
 * out a key whose list empties, so the record only names what is chosen.
 */
export function toggleValue<K extends string, V>(
  record: Partial<Record<K, readonly V[]>>,
  key: K,
  value: V,
): Partial<Record<K, readonly V[]>> {
  const current = record[key] ?? [];
  const next = current.includes(value) ? current.filter((v) => v !== value) : [...current, value];
  const out: Partial<Record<K, readonly V[]>> = { ...record };
  if (next.length > 0) out[key] = next;
  else delete out[key];
  return out;
}
