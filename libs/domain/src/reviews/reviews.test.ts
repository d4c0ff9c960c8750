import { describe, expect, it } from 'vitest';
import {
  abusiveWordsIn,
  averageRating,
  compareReviews,
  composeJamo,
  contactKinds,
  displayNameProblems,
  hasAbusiveWords,
  initialsOf,
  isValidRating,
  RATING_VALUES,
  ratingDistribution,
  ratingSummary,
  REVIEW_TEXT_MAX,
  REVIEW_TEXT_MIN,
  reviewProblems,
  starParts,
  textLength,
} from './index';
import { EN_ABUSIVE_WORDS, KO_ABUSIVE_WORDS } from './word-lists';
import examples from './reviews.examples.json';

describe('ratings', () => {
  it('given half steps from 0.5 to 5 then each is valid, and nothing else is', () => {
    expect(RATING_VALUES).toEqual([0.5, 1, 1.5, 2, 2.5, 3, 3.5, 4, 4.5, 5]);
    for (const r of RATING_VALUES) expect(isValidRating(r)).toBe(true);
    for (const r of [0, -0.5, 5.5, 4.3, 4.25, Number.NaN, Infinity, '4', null, undefined]) expect(isValidRating(r)).toBe(false);
  });

  it('averages to one decimal, rounding half up without floating-point drift', () => {
    expect(averageRating([])).toBeNull();
    expect(averageRating([4.5, 4.5, 4])).toBe(4.3); // 4.333…
    expect(averageRating([4, 4.5])).toBe(4.3); // 4.25 → 4.3 (half up)
    expect(averageRating([0.5, 1])).toBe(0.8); // 0.75 → 0.8
    expect(averageRating([5, 5, 5])).toBe(5);
    expect(averageRating([3.5, 4, 4, 4.5, 5, 2])).toBe(3.8); // 23 / 6 = 3.8333
    // 1,000 ratings of 0.5 and 1 000 of 1: the exact mean 0.75 must round to 0.8, not 0.7
    expect(averageRating([...Array(1000).fill(0.5), ...Array(1000).fill(1)])).toBe(0.8);
  });

  it('skips invalid ratings in the average, the count and the distribution', () => {
    expect(ratingSummary([5, 4.3, Number.NaN, 3])).toEqual({ average: 4, count: 2, distribution: { 1: 0, 2: 0, 3: 1, 4: 0, 5: 1 } });
  });

  it('counts a half star with the star it completes', () => {
    expect(ratingDistribution([0.5, 1, 1.5, 4.5, 5, 3])).toEqual({ 1: 2, 2: 1, 3: 1, 4: 0, 5: 2 });
  });

  it('draws a rating as full, half and empty stars', () => {
    expect(starParts(3.5)).toEqual({ full: 3, half: true, empty: 1 });
    expect(starParts(4.3)).toEqual({ full: 4, half: true, empty: 0 });
    expect(starParts(5)).toEqual({ full: 5, half: false, empty: 0 });
  });
});

describe('text limits', () => {
  const ok = { rating: 4, text: '체리와 자두 향, 부드러운 타닌.' };
  it('given text of 10 to 1000 characters then it is accepted; counted in characters, not UTF-16 units', () => {
    expect(reviewProblems(ok)).toEqual([]);
    expect(reviewProblems({ ...ok, text: '가'.repeat(REVIEW_TEXT_MIN) })).toEqual([]);
    expect(reviewProblems({ ...ok, text: '가'.repeat(REVIEW_TEXT_MIN - 1) })).toEqual(['text_short']);
    expect(reviewProblems({ ...ok, text: '가'.repeat(REVIEW_TEXT_MAX) })).toEqual([]);
    expect(reviewProblems({ ...ok, text: '가'.repeat(REVIEW_TEXT_MAX + 1) })).toEqual(['text_long']);
    expect(textLength('🍷🍷')).toBe(2);
    expect(reviewProblems({ ...ok, text: '🍷'.repeat(REVIEW_TEXT_MAX) })).toEqual([]);
    expect(reviewProblems({ ...ok, text: `   ${'가'.repeat(9)}    ` })).toEqual(['text_short']);
  });

  it('refuses a missing or off-step rating', () => {
    expect(reviewProblems({ ...ok, rating: 4.2 })).toEqual(['rating']);
    expect(reviewProblems({ ...ok, rating: undefined })).toEqual(['rating']);
  });
});

describe('displayed name', () => {
  it('defaults to initials, never the full name', () => {
    expect(initialsOf('김지은')).toBe('김ㅈㅇ');
    expect(initialsOf('남궁 민수')).toBe('남ㄱㅁㅅ');
    expect(initialsOf('Jane Doe')).toBe('J.D.');
    expect(initialsOf('  ')).toBe('회원');
  });

  it('refuses a nickname that shows the full name or the login id, however spaced or cased', () => {
    const member = { fullName: '김지은', loginId: 'jieun.kim' };
    expect(displayNameProblems('와인러버', member)).toEqual([]);
    expect(displayNameProblems('김 지은', member)).toEqual(['name_identifies']);
    expect(displayNameProblems('JIEUN_KIM', member)).toEqual(['name_identifies']);
    expect(displayNameProblems('x', member)).toEqual(['name_length']);
    expect(displayNameProblems('가'.repeat(13), member)).toEqual(['name_length']);
    expect(reviewProblems({ rating: 4, text: '향이 아주 좋았어요 정말로', nickname: 'jieunkim' }, member)).toEqual(['name_identifies']);
  });
});

describe('contact details', () => {
  // Rows of reviews.examples.json (decision 0770): `contacts` [text, the kind found in it];
  // `noContact` a tasting note in which none is found.
  it.each(examples.contacts)('finds %s as %s', (text, kind) => {
    expect(contactKinds(text)).toContain(kind);
  });

  it.each(examples.noContact)('leaves the tasting note %s alone', (text) => {
    expect(contactKinds(text)).toEqual([]);
  });
});

describe('abusive words', () => {
  it('uses the published lists, not a hand list', () => {
    expect(KO_ABUSIVE_WORDS.length).toBeGreaterThan(500);
    expect(EN_ABUSIVE_WORDS.length).toBeGreaterThan(300);
  });

  it.each([
    '씨발 맛없다',
    '이 병신같은 와인',
    '씨 발',
    '씨1발',
    '씨.발',
    'ㅅㅂ 비싸기만',
    'ㅆㅣㅂㅏㄹ',
    '씨발'.normalize('NFD'),
    '개새끼',
    '존 나 별로',
    '씹 같은',
    'this is shit',
    'what the fuck',
    'f u c k this',
    'f.u.c.k',
    'sh1t wine',
    'ｆｕｃｋ',
    'bullshit',
    'assholes',
  ])('refuses %s', (text) => {
    expect(hasAbusiveWords(text), abusiveWordsIn(text).join()).toBe(true);
  });

  it.each([
    '오크 숙성의 바닐라 향',
    '거품이 금방 꺼지네요',
    '쫀쫀한 타닌, 보존 상태 좋음, 존재감 있는 산도',
    '씹히는 식감의 치즈와 잘 어울림',
    '이미 친구가 추천해서 샀어요',
    '맛보지 못한 스타일, 밤새 자지 않고 마셨다',
    '코르크가 망가져서 걸레 냄새가 났어요',
    '시발점이 된 와인',
    'a classic Bordeaux, perfect for a cocktail party in Sussex',
    'Scunthorpe assessment: 4.5 5 stars',
    '1 5 2 5 3',
  ])('leaves %s alone', (text) => {
    expect(abusiveWordsIn(text)).toEqual([]);
  });

  it('composes loose jamo as a keyboard would', () => {
    expect(composeJamo('ㅆㅣㅂㅏㄹ')).toBe('씨발');
    expect(composeJamo('ㅇㅘㅇㅣㄴ')).toBe('와인');
    expect(composeJamo('ㅅㅂ')).toBe('ㅅㅂ');
  });

  it('refuses an abusive nickname too', () => {
    expect(reviewProblems({ rating: 3, text: '무난하게 마시기 좋은 와인', nickname: '개새끼' })).toContain('abusive');
  });
});

describe('the order of the others reviews', () => {
  const rows = [
    { id: 'a', helpful: 1, updatedAt: 300 },
    { id: 'b', helpful: 5, updatedAt: 100 },
    { id: 'c', helpful: 5, updatedAt: 200 },
    { id: 'd', helpful: 0, updatedAt: 200 },
  ];
  it('helpful: most marks first, newer first among equals, then id', () => {
    expect([...rows].sort(compareReviews('helpful')).map((r) => r.id)).toEqual(['c', 'b', 'a', 'd']);
  });
  it('recent: newest first, then id', () => {
    expect([...rows].sort(compareReviews('recent')).map((r) => r.id)).toEqual(['a', 'c', 'd', 'b']);
  });
});
