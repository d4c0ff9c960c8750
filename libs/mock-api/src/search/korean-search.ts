/**
 * Forgiving keyword matching for the demo backend's search and autocomplete:
 * members type "샤또" for the catalogue's 샤토, "피노누아" for 피노 누아, or only the initial
 * consonants (ㅅㅌ for 샤토). Korean text handling comes from es-hangul (initial consonants,
 * jamo disassembly), the spellings from the SPELLING_VARIANTS table; nothing here is a hand-made
 * jamo table. Used only by libs/mock-api, so es-hangul never reaches the app's own bundle.
 *
 * Three forms of a text:
 * - plain: lower case, Latin accents dropped, spaces and joiners removed ("Château Margaux" →
 *   "chateaumargaux", "피노 누아" → "피노누아");
 * - folded: plain with every variant spelling turned into the catalogue's ("샤또마고" → "샤토마고");
 * - initials: es-hangul's getChoseong of the Hangul ("샤토 마고" → "ㅅㅌㅁㄱ").
 */
import { disassemble, getChoseong } from 'es-hangul';
import { SPELLING_VARIANTS } from './spelling-variants';

/** Spaces and the joiners labels use between words: "Saint-Émilion", "레드·스페인", "Cuvée 'Prestige'". */
const JOINERS = /[\s\-·.'’"“”()]+/g;
/** Hangul compatibility consonants ㄱ..ㅎ, the keys a member types for initials. */
const INITIALS_ONLY = /^[\u3131-\u314e\s]+$/;

export function plain(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '') // combining accents of Latin letters
    .normalize('NFC') // Hangul syllables, which NFD split into jamo, come back whole
    .toLowerCase()
    .replace(JOINERS, '');
}

interface Spelling {
  /** The spelling's plain form. */
  key: string;
  /** Its group's catalogue spelling, as the catalogue writes it (with its spaces). */
  canonical: string;
}

const SPELLINGS: readonly Spelling[] = SPELLING_VARIANTS.flatMap((group) =>
  group.map((spelling) => ({ key: plain(spelling), canonical: group[0] })),
)
  // Longest first, so that at any position the longest spelling wins (쉬라즈 before 쉬라).
  .sort((a, b) => b.key.length - a.key.length);
const CANONICAL_BY_KEY = new Map(SPELLINGS.map((s) => [s.key, plain(s.canonical)]));
const CANONICAL_AS_WRITTEN = new Map(SPELLINGS.map((s) => [s.key, s.canonical]));
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** Any spelling in a plain text. */
const SPELLING_IN_PLAIN = new RegExp(SPELLINGS.map((s) => escape(s.key)).join('|'), 'g');
/** Any spelling in a text as typed, spaces between its letters optional ("피노누와", "피노 누와"). */
const SPELLING_IN_TYPED = new RegExp(SPELLINGS.map((s) => [...s.key].map(escape).join('\\s*')).join('|'), 'g');

/** plain() with each variant spelling turned into its catalogue spelling. */
export function fold(text: string): string {
  return plain(text).replace(SPELLING_IN_PLAIN, (found) => CANONICAL_BY_KEY.get(found) ?? found);
}

/**
 * The keyword as the catalogue spells it, the member's own spaces and other words kept:
 * "샤또 마고" → "샤토 마고", "까쇼" → "카베르네 소비뇽".
 */
export function respell(keyword: string): string {
  return keyword.trim().replace(SPELLING_IN_TYPED, (found) => CANONICAL_AS_WRITTEN.get(plain(found)) ?? found);
}

/** True when the keyword is only initial consonants, e.g. "ㅅㅌ" or "ㅅㅌ ㅁㄱ". */
export function isInitialsQuery(keyword: string): boolean {
  return INITIALS_ONLY.test(keyword) && keyword.trim() !== '';
}

interface Forms {
  plain: string;
  folded: string;
  initials: string;
  /** The folded form as jamo, for matching a syllable still being typed ("샽" → ㅅㅑㅌ). */
  jamo: string;
}

/** The catalogue's texts are few and fixed: their forms are computed once. */
const formsCache = new Map<string, Forms>();
function forms(text: string): Forms {
  let f = formsCache.get(text);
  if (!f) {
    const folded = fold(text);
    f = { plain: plain(text), folded, initials: getChoseong(text).replace(/\s+/g, ''), jamo: disassemble(folded) };
    formsCache.set(text, f);
  }
  return f;
}

export interface KeywordSearch {
  /** Whether a record with these texts (name, producer, region, grapes…) matches. */
  matches(texts: readonly string[]): boolean;
  /**
   * The catalogue spelling the matches were found with, when the keyword as typed is in none of
   * the corpus's texts but another spelling of it is ("샤또" → "샤토"); undefined otherwise
   * (it matched as typed, matched by initials, or matched nothing).
   */
  matchedKeyword: string | undefined;
  /** How one text holds the keyword: 0 it starts with it, 1 it holds it elsewhere, -1 not at all. */
  placeIn(text: string): number;
}

/** 0 when `at` is the start, 1 when found further on, -1 when not found. */
const place = (at: number) => (at < 0 ? -1 : at === 0 ? 0 : 1);
/** The better of two places (0 before 1 before -1). */
const better = (a: number, b: number) => (a < 0 ? b : b < 0 ? a : Math.min(a, b));

/**
 * A search for `keyword` over `corpus` (every record's texts: the whole catalogue, so that the
 * spelling answer is the same in every category).
 *
 * A record matches when one of its texts holds the keyword, spaces and accents aside, in its own
 * spelling or in any spelling of the table; a keyword of initials only matches the initials of
 * a text's Hangul.
 */
export function keywordSearch(keyword: string, corpus: readonly (readonly string[])[]): KeywordSearch {
  const typed = keyword.trim();
  if (isInitialsQuery(typed)) {
    const initials = typed.replace(/\s+/g, '');
    return {
      matches: (texts) => texts.some((t) => forms(t).initials.includes(initials)),
      matchedKeyword: undefined,
      placeIn: (t) => place(forms(t).initials.indexOf(initials)),
    };
  }
  const q = plain(typed);
  if (!q) {
    // Only joiners ("-", "·"): read as typed rather than matching everything.
    const lower = typed.toLowerCase();
    return {
      matches: (texts) => texts.some((t) => t.toLowerCase().includes(lower)),
      matchedKeyword: undefined,
      placeIn: (t) => place(t.toLowerCase().indexOf(lower)),
    };
  }
  const qFolded = fold(typed);
  const asTyped = (texts: readonly string[]) => texts.some((t) => forms(t).plain.includes(q));
  const matches = (texts: readonly string[]) => texts.some((t) => forms(t).plain.includes(q) || forms(t).folded.includes(qFolded));
  let matchedKeyword: string | undefined;
  if (!corpus.some(asTyped) && corpus.some(matches)) {
    const spelled = respell(typed);
    if (plain(spelled) !== q) matchedKeyword = spelled;
  }
  const placeIn = (t: string) => better(place(forms(t).plain.indexOf(q)), place(forms(t).folded.indexOf(qFolded)));
  return { matches, matchedKeyword, placeIn };
}

/**
 * Autocomplete: up to `limit` of `names` for what the member has typed so far, names that start
 * with it first, each once, in the given order otherwise. Forgiving like the search, and also of
 * a syllable still being typed ("샽" on the way to 샤토) and of a variant half typed ("까베" on
 * the way to 까베르네, suggesting 카베르네).
 */
export function suggest(keyword: string, names: Iterable<string>, limit = 10): string[] {
  const typed = keyword.trim();
  if (!typed) return [];
  let rankOf: (name: string) => number;
  if (isInitialsQuery(typed)) {
    const initials = typed.replace(/\s+/g, '');
    rankOf = (name) => {
      const i = forms(name).initials.indexOf(initials);
      return i < 0 ? -1 : i === 0 ? 0 : 1;
    };
  } else {
    const patterns = suggestionPatterns(typed);
    rankOf = (name) => {
      const { jamo } = forms(name);
      let best = -1;
      for (const p of patterns) {
        const i = jamo.indexOf(p);
        if (i === 0) return 0;
        if (i > 0) best = 1;
      }
      return best;
    };
  }
  const ranked: { name: string; rank: number; order: number }[] = [];
  const seen = new Set<string>();
  let order = 0;
  for (const name of names) {
    if (seen.has(name)) continue;
    seen.add(name);
    const rank = rankOf(name);
    if (rank >= 0) ranked.push({ name, rank, order: order++ });
  }
  return ranked
    .sort((a, b) => a.rank - b.rank || a.order - b.order)
    .slice(0, limit)
    .map((r) => r.name);
}

/** Jamo patterns for a keyword being typed: the folded keyword, and each half-typed variant completed. */
function suggestionPatterns(typed: string): string[] {
  const patterns = new Set([disassemble(fold(typed))]);
  const q = plain(typed);
  for (let start = 0; start <= q.length - 2; start += 1) {
    const tail = disassemble(q.slice(start));
    for (const s of SPELLINGS) {
      const spelling = disassemble(s.key);
      if (spelling !== tail && spelling.startsWith(tail)) {
        patterns.add(disassemble(fold(q.slice(0, start)) + plain(s.canonical)));
      }
    }
  }
  return [...patterns].filter((p) => p !== '');
}
