import { describe, expect, it } from 'vitest';
import { fold, isInitialsQuery, keywordSearch, plain, respell, suggest } from './korean-search';
import { SPELLING_VARIANTS } from './spelling-variants';

describe('the spelling table', () => {
  it('given every group, then folding turns each variant into the catalogue spelling and leaves the catalogue spelling as it is', () => {
    for (const [canonical, ...variants] of SPELLING_VARIANTS) {
      expect(fold(canonical), canonical).toBe(plain(canonical));
      for (const v of variants) expect(fold(v), `${v} → ${canonical}`).toBe(plain(canonical));
    }
  });

  it('given every spelling, then it is in one group only', () => {
    const all = SPELLING_VARIANTS.flat().map(plain);
    expect(all.filter((s, i) => all.indexOf(s) !== i)).toEqual([]);
  });

  it('given the spellings the issue names, then each pair folds to one form', () => {
    for (const [a, b] of [
      ['샤또', '샤토'],
      ['까베르네', '카베르네'],
      ['쇼비뇽', '소비뇽'],
      ['멀롯', '메를로'],
      ['쉬라', '시라'],
      ['피노누아', '피노 누아'],
      ['리즐링', '리슬링'],
      ['샤도네이', '샤르도네'],
      ['진펀델', '진판델'],
      ['스파크링', '스파클링'],
    ] as const) {
      expect(fold(a), a).toBe(fold(b));
    }
  });
});

/** Each row is what the member typed and what `fn` must give for it (the row named when it does not). */
function expectEach(fn: (typed: string) => string, rows: readonly (readonly [typed: string, gives: string])[]): void {
  for (const [typed, gives] of rows) expect(fn(typed), typed).toBe(gives);
}

describe('plain and fold', () => {
  it('given Latin accents, spaces and joiners, then they are dropped and the case lowered', () => {
    expectEach(plain, [
      ['Château  Margaux', 'chateaumargaux'],
      ['Saint-Émilion', 'saintemilion'],
      ['피노 누아', '피노누아'],
    ]);
  });

  it('given a longer spelling that holds a shorter one of another group, then the longer wins (쉬라즈 stays, 쉬라 becomes 시라)', () => {
    expectEach(fold, [
      ['펜폴즈 쉬라즈', '펜폴즈쉬라즈'],
      ['시라즈', '쉬라즈'],
      ['쉬라', '시라'],
      ['까베르네 쇼비뇽', '카베르네소비뇽'],
      ['까쇼', '카베르네소비뇽'],
    ]);
  });

  it('given a keyword, then respell writes it the catalogue way and keeps the member’s other words and spaces', () => {
    expectEach(respell, [
      ['샤또', '샤토'],
      [' 샤또 마고 ', '샤토 마고'],
      ['까베르네쇼비뇽', '카베르네소비뇽'],
      ['피노누와', '피노 누아'],
      ['오퍼스 원', '오퍼스 원'],
    ]);
  });

  it('given initial consonants only, then it is an initials query; a syllable or Latin letter makes it not one', () => {
    expect(isInitialsQuery('ㅅㅌ')).toBe(true);
    expect(isInitialsQuery('ㅅㅌ ㅁㄱ')).toBe(true);
    expect(isInitialsQuery('샤ㅌ')).toBe(false);
    expect(isInitialsQuery('ab')).toBe(false);
    expect(isInitialsQuery('  ')).toBe(false);
  });
});

const CORPUS = [
  ['샤토 마고 2020', 'Chateau Margaux 2020', '샤토 마고', '카베르네 소비뇽'],
  ['루이 자도 부르고뉴 피노 누아 2020', 'Louis Jadot Bourgogne Pinot Noir 2020', '피노 누아'],
  ['펜폴즈 빈 28 쉬라즈', 'Penfolds Bin 28 Shiraz', '쉬라즈'],
  ['글렌피딕 12년', 'Glenfiddich 12', '싱글몰트 위스키'],
] as const;

describe('keywordSearch', () => {
  const hits = (keyword: string) => CORPUS.filter((texts) => keywordSearch(keyword, CORPUS).matches(texts)).map((t) => t[0]);

  it('given "샤또", when the catalogue writes 샤토, then 샤토 마고 is found and the spelling that found it is 샤토', () => {
    const search = keywordSearch('샤또', CORPUS);
    expect(hits('샤또')).toEqual(['샤토 마고 2020']);
    expect(search.matchedKeyword).toBe('샤토');
  });

  it('given a keyword found as typed, then there is no other spelling to report', () => {
    expect(hits('샤토')).toEqual(['샤토 마고 2020']);
    expect(keywordSearch('샤토', CORPUS).matchedKeyword).toBeUndefined();
  });

  it('given spaces typed differently, then it matches as typed (no other spelling): 피노누아, 샤토마고', () => {
    expect(hits('피노누아')).toEqual(['루이 자도 부르고뉴 피노 누아 2020']);
    expect(keywordSearch('피노누아', CORPUS).matchedKeyword).toBeUndefined();
    expect(hits('샤토마고')).toEqual(['샤토 마고 2020']);
  });

  it('given several variants in one keyword, then the catalogue spelling of the whole keyword is reported', () => {
    expect(hits('까베르네 쇼비뇽')).toEqual(['샤토 마고 2020']);
    expect(keywordSearch('까베르네 쇼비뇽', CORPUS).matchedKeyword).toBe('카베르네 소비뇽');
  });

  it('given 시라즈 for the catalogue’s 쉬라즈, then it is found and reported as 쉬라즈', () => {
    expect(hits('시라즈')).toEqual(['펜폴즈 빈 28 쉬라즈']);
    expect(keywordSearch('시라즈', CORPUS).matchedKeyword).toBe('쉬라즈');
  });

  it('given initial consonants, then the initials of the Hangul match, and no other spelling is reported', () => {
    expect(hits('ㅅㅌ')).toEqual(['샤토 마고 2020']);
    expect(hits('ㄱㄹㅍㄷ')).toEqual(['글렌피딕 12년']);
    expect(hits('ㅅㅌ ㅁㄱ')).toEqual(['샤토 마고 2020']);
    expect(keywordSearch('ㅅㅌ', CORPUS).matchedKeyword).toBeUndefined();
  });

  it('given Latin text with or without accents, then it matches the English names', () => {
    expect(hits('château')).toEqual(['샤토 마고 2020']);
    expect(hits('SHIRAZ')).toEqual(['펜폴즈 빈 28 쉬라즈']);
  });

  it('given a keyword no spelling finds, then nothing matches and nothing is reported', () => {
    expect(hits('오퍼스 원')).toEqual([]);
    expect(keywordSearch('오퍼스 원', CORPUS).matchedKeyword).toBeUndefined();
  });
});

describe('suggest (autocomplete)', () => {
  const names = [
    '샤토 마고',
    '샤토 마고 2020',
    '루이 자도',
    '루이 자도 부르고뉴 피노 누아 2020',
    '펜폴즈',
    '스텔라 샤토',
    'Chateau Margaux',
  ];

  it('given "샤또", then the 샤토 names come, those that start with it first', () => {
    expect(suggest('샤또', names)).toEqual(['샤토 마고', '샤토 마고 2020', '스텔라 샤토']);
  });

  it('given initials "ㅅㅌ", then names whose initials hold ㅅㅌ come, starting ones first', () => {
    expect(suggest('ㅅㅌ', names)).toEqual(['샤토 마고', '샤토 마고 2020', '스텔라 샤토']);
  });

  it('given a syllable still being typed ("샽" on the way to 샤토, "피노 누" to 누아), then the names it leads to come', () => {
    expect(suggest('샽', names)).toEqual(['샤토 마고', '샤토 마고 2020', '스텔라 샤토']);
    expect(suggest('피노 누', names)).toEqual(['루이 자도 부르고뉴 피노 누아 2020']);
  });

  it('given a variant half typed ("샤ㄸ", "까베"), then the catalogue spelling it leads to is suggested', () => {
    expect(suggest('샤ㄸ', names)).toEqual(['샤토 마고', '샤토 마고 2020', '스텔라 샤토']);
    expect(suggest('까베', ['카베르네 소비뇽 블렌드', '루이 자도'])).toEqual(['카베르네 소비뇽 블렌드']);
  });

  it('given a limit and repeated names, then each name comes once and no more than the limit', () => {
    expect(suggest('샤토', [...names, ...names], 2)).toEqual(['샤토 마고', '샤토 마고 2020']);
    expect(suggest('   ', names)).toEqual([]);
  });

  it('given Latin text, then English names match without regard to case', () => {
    expect(suggest('chat', names)).toEqual(['Chateau Margaux']);
  });
});
