/**
 * The abusive-word check of a review (Korean and English), from published, maintained word
 * lists (./word-lists.ts, generated from naughty-words/LDNOOBW and badwords-ko; see
 * tools/generate-review-words.mjs), never a hand list.
 *
 * How members write round a filter, and what is done about it:
 * - spacing and fillers between syllables or letters (씨 발, 씨1발, 씨.발, f.u.c.k, f u c k):
 *   Korean is matched on the text with every non-letter removed; English runs of single letters
 *   are joined;
 * - Korean typed as loose jamo (ㅆㅣㅂㅏㄹ) or decomposed (NFD): jamo runs are composed into
 *   syllables before matching; consonant-only abbreviations (ㅅㅂ, ㅈㄴ) are on the lists;
 * - full-width and compatibility forms (ｆｕｃｋ): folded with NFKC;
 * - English digits and signs for letters (sh1t, @ss, $hit): mapped back to letters.
 *
 * False positives: a wine review speaks of 오크 (oak), bubbles that 꺼지다 (die down), a
 * 쫀쫀한 (firm) tannin, 보존 (keeping) and 존재감 (presence). So a one-syllable Korean word
 * counts only when it stands alone, English words count only as whole words (cocktail is not
 * cock, classic not ass), and a short list of list entries that are ordinary wine or everyday
 * words is left out ({@link KO_INNOCENT}), each with its reading.
 */
import { EN_ABUSIVE_WORDS, KO_ABUSIVE_WORDS } from './word-lists';

/**
 * Entries of the Korean lists that are ordinary words in a tasting note, left out: 오크 (oak
 * barrel; the lists' slur for an ugly person), 꺼지 (bubbles die down), 삐걱 (creak), 쉰내 (a
 * sour smell, a fault a review must name), 지뢰 (a "dud" bottle), 스루 (pass-through), 망가
 * (broken cork: 망가지다), 유모 (nanny: 유모차), 노모 (an old mother), 노무 (labour: 노무비),
 * 야사 (unofficial history), 시녀 (a court lady), 고자 (고자세, haughty), 에로 (에로틱 is the
 * usual word for a sensual wine), 호로 (호로록, slurping); see also {@link KO_INNOCENT_WORDS}.
 */
export const KO_INNOCENT: readonly string[] = [
  '오크',
  '꺼지',
  '삐걱',
  '쉰내',
  '지뢰',
  '스루',
  '망가',
  '유모',
  '노모',
  '노무',
  '야사',
  '시녀',
  '고자',
  '에로',
  '호로',
  '걸레',
  '보지',
  '자지',
];

/**
 * Ordinary words that hold a listed one, masked before matching: 시발점/시발역 (starting
 * point, first station), 새끼손가락 (little finger); 걸레 (a wet-rag smell, a wine fault), 보지
 * and 자지 are left out above because in a tasting note they are verb endings (맛보지 못한,
 * 자지 않고) far more often than the vulgar words.
 */
export const KO_INNOCENT_WORDS: readonly string[] = ['시발점', '시발역', '새끼손가락'];

const HANGUL_BASE = 0xac00;
// Compatibility jamo (what a keyboard types alone) in the order Unicode composes syllables.
const L = 'ㄱㄲㄴㄷㄸㄹㅁㅂㅃㅅㅆㅇㅈㅉㅊㅋㅌㅍㅎ';
const V = 'ㅏㅐㅑㅒㅓㅔㅕㅖㅗㅘㅙㅚㅛㅜㅝㅞㅟㅠㅡㅢㅣ';
const T = ' ㄱㄲㄳㄴㄵㄶㄷㄹㄺㄻㄼㄽㄾㄿㅀㅁㅂㅄㅅㅆㅇㅈㅊㅋㅌㅍㅎ';

/**
 * Composes runs of loose compatibility jamo into syllables, as a Korean keyboard would
 * (ㅆㅣㅂㅏㄹ → 씨발); a consonant with no vowel after it stays a jamo (ㅅㅂ stays ㅅㅂ).
 */
export function composeJamo(text: string): string {
  const chars = [...text];
  const at = (alphabet: string, k: number): number => {
    const c = chars[k];
    return c === undefined ? -1 : alphabet.indexOf(c);
  };
  let out = '';
  let i = 0;
  while (i < chars.length) {
    const l = at(L, i);
    const v = l >= 0 ? at(V, i + 1) : -1;
    if (l < 0 || v < 0) {
      out += chars[i];
      i += 1;
      continue;
    }
    // a final consonant when the consonant after the vowel does not begin the next syllable
    const t = at(T, i + 2);
    const startsNext = at(V, i + 3) >= 0;
    const final = t > 0 && !startsNext ? t : 0;
    out += String.fromCodePoint(HANGUL_BASE + (l * 21 + v) * 28 + final);
    i += final ? 3 : 2;
  }
  return out;
}

const LEET: Record<string, string> = { '0': 'o', '1': 'i', '3': 'e', '4': 'a', '5': 's', '7': 't', '@': 'a', $: 's', '!': 'i' };

/** NFKC, composed Hangul, lower case. */
function fold(text: string): string {
  // NFKC turns compatibility jamo into conjoining jamo; go back to the compatibility forms a
  // keyboard types so composeJamo sees one alphabet.
  const nfc = text.normalize('NFC');
  const folded = [...nfc].map((c) => (/[\u3131-\u318e\uac00-\ud7a3]/.test(c) ? c : c.normalize('NFKC'))).join('');
  return composeJamo(folded).normalize('NFC').toLowerCase();
}

/** Korean matching form of one word: Hangul (syllables and jamo) and Latin letters only. */
function koCompact(text: string): string {
  return text.replace(/[^\uac00-\ud7a3\u3131-\u318ea-z]/g, '');
}

/**
 * The words with each run of one-character words (one syllable, one letter) joined into one
 * word, so a word spelled out with spaces (씨 발, s h i t) is still that word; a longer word
 * stays apart from its neighbours.
 */
function joinSingleRuns(words: readonly string[]): string[] {
  const joined: string[] = [];
  let run = '';
  for (const w of words) {
    if ([...w].length === 1) {
      run += w;
      continue;
    }
    if (run) joined.push(run);
    run = '';
    joined.push(w);
  }
  if (run) joined.push(run);
  return joined;
}

/**
 * The text's Korean words for matching: split on white space, fillers dropped inside each word,
 * and runs of one-syllable words joined (씨 발 → 씨발) while longer words stay apart, so
 * "이미 친구" never reads as 미친.
 */
function koTokens(text: string): string[] {
  let masked = text;
  for (const word of KO_INNOCENT_WORDS) masked = masked.split(word).join(' ');
  return joinSingleRuns(masked.split(/\s+/).map(koCompact).filter(Boolean));
}

/** English words: leet mapped, split on anything that is not a letter, runs of single letters joined. */
function enWords(text: string): string[] {
  // digits and signs read as letters only inside a word that has letters (sh1t), never in a
  // number (4.5 stays a number)
  const mapped = text
    .split(/\s+/)
    .map((w) => (/[a-z]/.test(w) ? w.replace(/[0134579@$!]/g, (c) => LEET[c] ?? c) : w))
    .join(' ');
  return joinSingleRuns(mapped.split(/[^a-z]+/).filter(Boolean));
}

interface Lists {
  koMulti: readonly string[];
  koSingle: ReadonlySet<string>;
  koPhrases: readonly string[];
  enPhrases: readonly string[];
  enWords: ReadonlySet<string>;
}
let lists: Lists | undefined;

function prepared(): Lists {
  if (lists) return lists;
  const koMulti = new Set<string>();
  const koSingle = new Set<string>();
  const koPhrases = new Set<string>();
  const innocent = new Set(KO_INNOCENT);
  for (const word of KO_ABUSIVE_WORDS) {
    const tokens = koTokens(fold(word));
    if (tokens.length > 1) {
      koPhrases.add(` ${tokens.join(' ')} `);
      continue;
    }
    const compact = tokens[0];
    if (!compact || innocent.has(compact)) continue;
    if ([...compact].length === 1) koSingle.add(compact);
    else koMulti.add(compact);
  }
  const enPhrases: string[] = [];
  const enSet = new Set<string>();
  for (const word of EN_ABUSIVE_WORDS) {
    const ws = word
      .toLowerCase()
      .split(/[^a-z]+/)
      .filter(Boolean);
    if (ws.length === 0) continue;
    if (ws.length === 1) enSet.add(ws[0] as string);
    else enPhrases.push(` ${ws.join(' ')} `);
  }
  lists = { koMulti: [...koMulti], koSingle, koPhrases: [...koPhrases], enPhrases, enWords: enSet };
  return lists;
}

/** Whether the text holds a Korean or English abusive word (see the module's notes). */
export function hasAbusiveWords(text: string): boolean {
  return abusiveWordsIn(text).length > 0;
}

/** The list entries found (for tests and staff; a member is told only that the text is refused). */
export function abusiveWordsIn(text: string): string[] {
  const { koMulti, koSingle, koPhrases, enPhrases, enWords: enSet } = prepared();
  const folded = fold(text);
  const found = new Set<string>();
  const tokens = koTokens(folded);
  for (const token of tokens) {
    // a one-syllable word only as a whole word (씹 alone, not 씹히는 or 존재)
    if (koSingle.has(token)) found.add(token);
    for (const word of koMulti) if (token.includes(word)) found.add(word);
  }
  const koLine = ` ${tokens.join(' ')} `;
  for (const phrase of koPhrases) if (koLine.includes(phrase)) found.add(phrase.trim());
  const words = enWords(folded);
  for (const w of words) {
    if (enSet.has(w)) found.add(w);
    else if (w.endsWith('s') && enSet.has(w.slice(0, -1))) found.add(w.slice(0, -1));
  }
  const line = ` ${words.join(' ')} `;
  for (const phrase of enPhrases) if (line.includes(phrase)) found.add(phrase.trim());
  return [...found];
}
