/**
 * Hand-curated catalogue seed for tools/generate-mock-data.mjs, read from
 * catalogue-seed.json (data only: it has no logic and no comment).
 *
 * Real producers and labels, with Korean and English names, nation, region and grape or raw
 * material. In the JSON, `nations` are the nations of origin with their GS1 prefixes (imported
 * goods keep their producer's barcode), `materials` the grapes and the raw materials of spirits
 * by key ([ko, en]), and `wines` and `liquors` the seed rows by type code (spec §3; wine type
 * 034006006 does not exist). Each row: [producer_ko, producer_en, label_ko, label_en, nation,
 * [region_ko, region_en], material keys, abv, base price KRW, options]. `nation` is a key of
 * NATIONS. Here the material keys become { ko, en } names. Vintages, volumes, stock and
 * five-senses profiles are added by the generator from a seeded PRNG, so the data is the same
 * on every run.
 */
import { readFileSync } from 'node:fs';

const seed = JSON.parse(readFileSync(new URL('./catalogue-seed.json', import.meta.url), 'utf8'));

const named = (keys) => keys.map((key) => ({ ko: seed.materials[key][0], en: seed.materials[key][1] }));
const withNames = (byType) =>
  Object.fromEntries(Object.entries(byType).map(([typeCd, rows]) => [typeCd, rows.map((row) => row.with(6, named(row[6])))]));

export const NATIONS = seed.nations;
export const WINES = withNames(seed.wines);
export const LIQUORS = withNames(seed.liquors);
