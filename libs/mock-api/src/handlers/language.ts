/**
 * The demo backend answers in the member's language (the app sends `Accept-Language`, libs/api
 * headers.ts). The dataset carries every Korean text with its English twin (`prd_nm`/`prd_en_nm`,
 * `banner_ttl`/`banner_en_ttl`, grapes as { ko, en } …); an English request gets each Korean
 * text of the answer that has a twin replaced by it, so every handler answers in English without
 * knowing of languages, as a backend with a translated catalogue does. Texts without a twin (a
 * member's own notes, a store's staff message) stay as they are.
 */
import { dataset } from '../data/dataset';

/** Whether the request asks for English first (`Accept-Language: en`, `en-GB, ko;q=0.5` …). */
export function wantsEnglish(request: Request): boolean {
  const first = (request.headers.get('Accept-Language') ?? '').split(',')[0]?.trim().toLowerCase() ?? '';
  return first === 'en' || first.startsWith('en-');
}

let twins: Map<string, string> | undefined;

/** A text a handler composes (not in the dataset), with its English twin. */
export function registerTwin(ko: string, en: string): void {
  englishTwins().set(ko, en);
}

/** Korean text → English, from every record of the dataset that carries both. */
function englishTwins(): Map<string, string> {
  if (twins) return twins;
  const map = new Map<string, string>();
  const add = (ko: unknown, en: unknown) => {
    if (typeof ko === 'string' && typeof en === 'string' && ko && en && !map.has(ko)) map.set(ko, en);
  };
  const walk = (record: unknown) => {
    if (Array.isArray(record)) {
      for (const item of record) walk(item);
      return;
    }
    if (typeof record !== 'object' || record === null) return;
    const r = record as Record<string, unknown>;
    if ('ko' in r && 'en' in r) add(r['ko'], r['en']);
    for (const [key, value] of Object.entries(r)) {
      // name_en_x twins: prd_nm/prd_en_nm, banner_ttl/banner_en_ttl, tasting_note/tasting_note_en.
      const twinKey = key.replace(/_(nm|ttl|conts|desc|info)$/, '_en_$1');
      const en = twinKey !== key ? r[twinKey] : r[`${key}_en`];
      if (en !== undefined && en !== value) add(value, en);
      if (typeof value === 'object') walk(value);
    }
  };
  walk(dataset.products);
  walk(dataset.stores);
  walk(dataset.content);
  walk(dataset.members.members);
  twins = map;
  return map;
}

/** A text joined from twins ("카베르네 소비뇽, 메를로 · <note>"): each part by its twin, else as it was. */
function joined(text: string): string {
  if (!/[가-힣]/.test(text)) return text;
  const map = englishTwins();
  const parts = text.split(/( · |, )/);
  const out = parts.map((part, i) => (i % 2 === 1 ? part : (map.get(part) ?? map.get(part.replace(/\.$/, '')) ?? part)));
  return out.join('');
}

/** The answer with each Korean text that has an English twin replaced by it (a copy). */
export function inEnglish<T>(value: T): T {
  const map = englishTwins();
  const convert = (v: unknown): unknown => {
    if (typeof v === 'string') return map.get(v) ?? joined(v);
    if (Array.isArray(v)) return v.map(convert);
    if (typeof v === 'object' && v !== null) return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, convert(x)]));
    return v;
  };
  return convert(value) as T;
}
