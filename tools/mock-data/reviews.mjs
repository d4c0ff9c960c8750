/**
 * The seed reviews of tools/generate-mock-data.mjs (reviews.json).
 *
 * Reviews: a believable spread of other members' ratings and reviews per product. Its own PRNG
 * from the catalogue's seed, so adding reviews changes none of the data above. Most products
 * have a few reviews, some none, a few popular ones a long list (paging); ratings gather round
 * a product's own mean (its price and senses pull it), half stars included; about one in six
 * reviews is in English; about half come from members who picked the bottle up (구매 인증).
 * Authors are seed reviewers (never the demo's login members), one review each per product.
 */
import { mulberry32 } from '../mulberry32.mjs';

const clamp = (v, lo, hi) => Math.max(lo, Math.min(hi, v));

const REVIEWER_NICKS = [
  '와인러버',
  '주말소믈리에',
  '보르도덕후',
  '한잔의여유',
  '코르크수집가',
  '산미파',
  '타닌요정',
  '버블중독',
  '위스키한모금',
  '피노사랑',
  '동네애주가',
  '퇴근후한잔',
  '캠핑와인',
  '치즈와와인',
  '스파클링매니아',
  '오크향',
  '내추럴입문',
  '디캔터',
  '셀러지기',
  '홈바텐더',
  'WineWanderer',
  'CorkDork',
  'GrapeNotes',
  'DramSeeker',
  'BubblesOnly',
];
const REVIEWER_INITIALS = [
  '김ㅈㅇ',
  '이ㅅㅎ',
  '박ㅁㅈ',
  '최ㅇㄱ',
  '정ㅎㄴ',
  '강ㄷㅇ',
  '조ㅅㅇ',
  '윤ㅈㅎ',
  '장ㅁㅅ',
  '임ㅇㅈ',
  'J.K.',
  'M.L.',
  'S.P.',
  'A.C.',
];
const reviewers = [
  ...REVIEWER_NICKS.map((nick, i) => ({ id: `seed-r${String(i + 1).padStart(3, '0')}`, nick })),
  ...REVIEWER_INITIALS.map((nick, i) => ({ id: `seed-r${String(i + 101).padStart(3, '0')}`, nick })),
];
const OPEN_KO = {
  high: [
    '정말 만족스러운 한 병이었어요.',
    '기대 이상이에요. 재구매 의사 있습니다.',
    '이 가격에 이 정도면 훌륭합니다.',
    '선물용으로도 손색없어요.',
  ],
  mid: [
    '무난하게 즐기기 좋았어요.',
    '가격 생각하면 괜찮은 편이에요.',
    '첫인상은 평범했는데 열어두니 나아졌어요.',
    '데일리로 마시기 좋습니다.',
  ],
  low: ['제 입맛에는 조금 아쉬웠어요.', '기대보다는 평범했습니다.', '가격 대비 아쉬운 느낌이에요.', '한 번 경험으로 충분할 것 같아요.'],
};
const OPEN_EN = {
  high: ['Really enjoyed this one.', 'Better than I expected, would buy again.', 'Great value for the price.'],
  mid: ['Easy to drink, nothing special.', 'Decent for a weeknight.', 'Opened up nicely after an hour.'],
  low: ['Not quite to my taste.', 'A bit flat for the price.', 'Fine once, but I would not rebuy.'],
};
const SENSE_KO = {
  acidity: ['산미가 산뜻하고 깔끔해요.', '산도가 살아 있어 입맛을 돋워요.'],
  body: ['바디감이 묵직하고 여운이 길어요.', '가볍고 부드럽게 넘어가요.'],
  tannin: ['타닌이 부드럽게 잘 녹아 있어요.', '타닌이 조금 거칠게 느껴졌어요.'],
  sweetness: ['은은한 단맛이 기분 좋게 남아요.', '드라이해서 음식과 잘 맞아요.'],
  aroma: ['향이 풍부하고 복합적이에요.', '향은 은은한 편이에요.'],
};
const SENSE_EN = {
  acidity: ['Bright, clean acidity.', 'Lively acidity that wakes the palate.'],
  body: ['Full-bodied with a long finish.', 'Light and smooth.'],
  tannin: ['Soft, well-integrated tannins.', 'Tannins felt a little rough.'],
  sweetness: ['A gentle sweetness lingers.', 'Dry, good with food.'],
  aroma: ['Rich, layered aromas.', 'Quiet on the nose.'],
};
const PAIR_KO = [
  '스테이크와 함께 마셨는데 잘 어울렸어요.',
  '치즈 플래터와 궁합이 좋았어요.',
  '회랑 같이 마시니 깔끔했어요.',
  '파스타와 곁들이기 좋았습니다.',
  '혼자 천천히 마시기에도 좋아요.',
];
const PAIR_EN = ['Went well with steak.', 'Lovely with a cheese board.', 'Nice with pasta.', 'Good on its own too.'];
const clampHalf = (v) => Math.min(5, Math.max(0.5, Math.round(v * 2) / 2));

/** The reviews of `products`, from a PRNG of its own seeded with `seed` (the catalogue's). */
export function generateReviews(products, seed) {
  const reviewRand = mulberry32(seed);
  const rInt = (min, max) => min + Math.floor(reviewRand() * (max - min + 1));
  const rPick = (list) => list[Math.floor(reviewRand() * list.length)];
  const reviews = [];
  let reviewSeq = 0;
  for (const product of products) {
    const roll = reviewRand();
    const count = roll < 0.4 ? 0 : roll < 0.96 ? rInt(1, 3) : rInt(12, 26);
    if (count === 0) continue;
    // the product's own mean: 3.2 to 4.6, pulled up a little by aroma and price
    const mean = clamp(3.2 + (product.aroma - 3) * 0.15 + Math.min(0.6, product.price / 500000) + (reviewRand() - 0.5) * 0.8, 2.6, 4.7);
    const authors = [...reviewers].sort(() => reviewRand() - 0.5).slice(0, Math.min(count, reviewers.length));
    for (const author of authors) {
      reviewSeq += 1;
      const rating = clampHalf(mean + (reviewRand() + reviewRand() - 1) * 1.6);
      const band = rating >= 4 ? 'high' : rating >= 3 ? 'mid' : 'low';
      const english = reviewRand() < 0.16;
      const sense = rPick(['acidity', 'body', 'tannin', 'sweetness', 'aroma']);
      const senseLine = (english ? SENSE_EN : SENSE_KO)[sense][product[sense] >= 3 ? 0 : 1];
      const parts = [rPick((english ? OPEN_EN : OPEN_KO)[band]), senseLine];
      if (reviewRand() < 0.6) parts.push(rPick(english ? PAIR_EN : PAIR_KO));
      reviews.push({
        review_no: `S${String(reviewSeq).padStart(5, '0')}`,
        prd_cd: product.prd_cd,
        author_id: author.id,
        nick_nm: author.nick,
        rating,
        review_text: parts.join(' '),
        verified_yn: reviewRand() < 0.5 ? 'Y' : 'N',
        helpful_cnt: Math.floor(reviewRand() ** 3 * 40),
        day_offset: -rInt(1, 720),
      });
    }
  }
  return reviews;
}
