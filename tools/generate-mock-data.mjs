#!/usr/bin/env node
/**
 * Generates the committed demo dataset of libs/mock-api into libs/mock-api/src/data/.
 *
 *   node tools/generate-mock-data.mjs          write the files
 *   node tools/generate-mock-data.mjs --check  fail (exit 1) when the committed files differ
 *
 * Deterministic: every random choice comes from one seeded PRNG (mulberry32, seed below), the
 * seed rows are hand-curated real producers and labels (tools/mock-data/catalogue-seed.mjs), and
 * nothing reads the clock. Dates that must stay "current" (events, classes, receipts, store
 * holidays) are stored as day offsets and resolved by the mock server against its own clock.
 *
 * Field names follow the spec's snake_case style (spec §3: str_cd, str_nm, bnkr_cnt …).
 *
 * The fixed rows live in tools/mock-data/ (catalogue, stores, foods, events, winepedia, FAQs,
 * notices, search words, login errors, agreements); the products (`products.mjs`) and the
 * reviews (`reviews.mjs`, a PRNG of their own) are generated there; what draws on the shared
 * PRNG after the products (stores' hours and stock, content picks, members' receipts) stays here,
 * in the order it always ran, so `--check` proves a move changed nothing.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { mulberry32 } from './mulberry32.mjs';
import { generateReviews } from './mock-data/reviews.mjs';
import { generateProducts } from './mock-data/products.mjs';
import { HOLIDAY_TEXT, STORE_ROWS } from './mock-data/stores-seed.mjs';
import { FOOD_CATEGORY_ROWS, FOOD_ROWS } from './mock-data/food-seed.mjs';
import { faqs, notices, recomWords, searchWordEnglish, topWords, winepedia } from './mock-data/content-seed.mjs';
import { events } from './mock-data/events-seed.mjs';
import { agreements, loginErrors } from './mock-data/accounts-seed.mjs';

const SEED = 20261121;
const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const outDir = join(root, 'libs/mock-api/src/data');

const rand = mulberry32(SEED);
const int = (min, max) => min + Math.floor(rand() * (max - min + 1));
const pick = (list) => list[Math.floor(rand() * list.length)];
const clamp = (v, lo, hi) => Math.max(lo, Math.min(hi, v));
const jitter = (base, spread = 1) => clamp(Math.round(base + (rand() * 2 - 1) * spread), 1, 5);

// Products: tools/mock-data/products.mjs draws from this PRNG first, so the stores and all after
// them get the same numbers as when it was written here.
const products = generateProducts({ rand, int, pick, jitter });

// ---------------------------------------------------------------------------------------------
// Stores (spec §3 store detail; 201 is the anonymous default, 361 the skip-setup default).
const stores = STORE_ROWS.map(([str_cd, name, en, tel, addr, road, lat, lng, rule]) => {
  const late = str_cd === '361' || str_cd === '201' || rand() < 0.3;
  return {
    str_cd,
    str_nm: `보틀 ${name}`,
    str_en_nm: `Bottle ${en}`,
    str_tel_no: tel,
    bsns_start_time: '1000',
    bsns_end_time: late ? '2300' : '2200',
    bsns_conts: `매일 10:00 ~ ${late ? '23:00' : '22:00'}`,
    bsns_en_conts: `Daily 10:00 to ${late ? '23:00' : '22:00'}`,
    hldy_rule: rule,
    hldy_conts: HOLIDAY_TEXT[rule][0],
    hldy_en_conts: HOLIDAY_TEXT[rule][1],
    pick_desk_info: `${pick(['1층', '지하 1층', '2층'])} 와인 매장 입구 보틀 픽업 데스크 (영업시간 내 수령)`,
    pick_desk_en_info: 'Bottle pickup desk at the entrance of the wine shop (during opening hours)',
    str_addr: addr,
    road_info: road,
    lat,
    lng,
  };
});

// Stock per store: most products in most stores; rare icons only in a few flagship stores.
// A few zero-stock entries give the restock-alarm flow something to do.
const flagship = new Set(['201', '361', '210', '218']);
for (const p of products) {
  const stock = {};
  for (const s of stores) {
    const icon = p.tags.includes('icon') || p.price >= 500000;
    if (icon && !flagship.has(s.str_cd)) continue;
    const r = rand();
    if (r < 0.07) stock[s.str_cd] = 0;
    else if (r < 0.15) continue;
    else stock[s.str_cd] = icon ? int(1, 3) : int(2, p.price < 30000 ? 48 : 18);
  }
  p.stock = stock;
  // minutes before "now" at which the stock of this product was last counted, per spec intent
  // ("stock stamped with when it was last counted"): the server adds its clock.
  p.stock_counted_min_ago = int(5, 600);
  p.bnkr_cnt = int(0, 240);
}

// ---------------------------------------------------------------------------------------------
// Main page content.
const byType = (code) => products.filter((p) => p.type_cd === code);
const wines = products.filter((p) => p.prd_type === 'wine');
const liquors = products.filter((p) => p.prd_type === 'liquor');
const sample = (list, n) => {
  const copy = [...list];
  const out = [];
  while (out.length < n && copy.length) out.push(copy.splice(Math.floor(rand() * copy.length), 1)[0].prd_cd);
  return out;
};

const banners = [
  ['이번 주 보르도 특가', 'Bordeaux week', '#7b1e3a', 'APPLIST', '/exhibition?exhibit_no=1001'],
  ['샴페인 페스티벌', 'Champagne festival', '#c9a227', 'APPLIST', '/exhibition?exhibit_no=1002'],
  ['싱글몰트 입문 클래스', 'Single malt starter class', '#8a5a2b', 'APPLIST', '/class'],
  ['보틀 멤버십 등급 혜택', 'Membership grade benefits', '#00484d', 'APPLIST', '/mypage/grade'],
  ['경품 기획전: 스캔하고 응모하세요', 'Prize exhibition: scan and enter', '#d74728', 'APPLIST', '/exhibition?exhibit_no=1004'],
  ['보틀 브랜드 스토리', 'About Bottle', '#333333', 'URL', 'https://example.com/bottle-story'],
].map(([ttl, en, color, link_type, link_url], i) => ({
  banner_no: 100 + i,
  banner_ttl: ttl,
  banner_en_ttl: en,
  bg_color: color,
  link_type,
  link_url,
  area_cd: i < 4 ? 'MAIN_TOP' : 'MAIN_MIDDLE',
  sort_seq: i + 1,
}));

const monthlyItems = [0, 1, 2].map((i) => ({
  monthly_no: 300 + i,
  monthly_ttl: ['이달의 레드', '이달의 화이트', '이달의 위스키'][i],
  monthly_en_ttl: ['Red of the month', 'White of the month', 'Whisky of the month'][i],
  month_offset: 0,
  prd_cds: sample(i === 0 ? byType('034006001') : i === 1 ? byType('034006004') : byType('034005009'), 6),
  show_yn: 'Y',
}));

const THEME_ROWS = [
  ['캠핑에 어울리는 술', 'Drinks for camping', liquors.filter((p) => p.volume_ml <= 700 && p.price < 60000)],
  ['집들이 선물 추천', 'Housewarming gifts', products.filter((p) => p.type_cd === '034005007' || p.type_cd === '034006002')],
  ['3만원 이하 데일리 와인', 'Daily wines under 30,000 won', wines.filter((p) => p.price <= 30000)],
  ['스모키 위스키 컬렉션', 'Smoky whisky collection', liquors.filter((p) => p.tags.includes('smoky'))],
  ['치킨과 함께', 'With fried chicken', products.filter((p) => p.foods.includes('fried_chicken'))],
  ['내추럴 와인 입문', 'Natural wine for beginners', byType('034006007')],
];
const themes = THEME_ROWS.map(([ttl, en, list], i) => ({
  theme_no: 400 + i,
  theme_ttl: ttl,
  theme_en_ttl: en,
  theme_desc: `${ttl}: 보틀 소믈리에가 고른 ${Math.min(8, list.length)}병`,
  theme_en_desc: `${en}: ${Math.min(8, list.length)} bottles chosen by our sommeliers`,
  prd_cds: sample(list, 8),
  sort_seq: i + 1,
}));

const weeklyCodes = [
  ['W01', '이번 주 레드', 'Red of the week', '034006001'],
  ['W02', '이번 주 화이트', 'White of the week', '034006004'],
  ['W03', '이번 주 스파클링', 'Sparkling of the week', '034006002'],
  ['W04', '이번 주 로제', 'Rose of the week', '034006003'],
];
const weeklyWine = weeklyCodes.map(([cd, nm, en, type]) => ({
  weekly_cd: cd,
  weekly_nm: nm,
  weekly_en_nm: en,
  prd_cds: sample(byType(type), 5),
}));
const bestsellerLiquor = sample(
  liquors.filter((p) => p.type_cd !== '034005015'),
  10,
);
const recommItems = sample(
  products.filter((p) => p.price < 100000),
  12,
);
const popups = [
  {
    popup_no: 500,
    popup_ttl: '앱 첫 방문 쿠폰',
    popup_en_ttl: 'First visit coupon',
    popup_conts: '첫 픽업 예약 시 5,000원 할인 쿠폰을 드립니다.',
    popup_en_conts: 'Get a 5,000 won coupon on your first pickup reservation.',
    link_type: 'APPLIST',
    link_url: '/mypage/coupons',
    day_from_offset: -10,
    day_to_offset: 20,
    sort_seq: 1,
    first_visit: true,
  },
  {
    popup_no: 501,
    popup_ttl: '설 연휴 영업 안내',
    popup_en_ttl: 'Holiday opening hours',
    popup_conts: '연휴 기간 매장별 영업시간을 확인해 주세요.',
    popup_en_conts: 'Please check each store’s hours over the holidays.',
    link_type: 'USELESS',
    link_url: '',
    day_from_offset: -3,
    day_to_offset: 7,
    sort_seq: 2,
  },
];
const splash = [
  { splash_no: 600, splash_ttl: '보틀', bg_color: '#00484d', day_from_offset: -30, day_to_offset: 30 },
  { splash_no: 601, splash_ttl: '샴페인 페스티벌', bg_color: '#c9a227', day_from_offset: 31, day_to_offset: 60 },
];

// Events: BEFORE and ING by day offsets (spec §3 event status), plus one finished. Bodies are
// server HTML (libs/api A10 event_conts, shown through the sanitiser); links of each kind the
// detail screen handles (APPLIST: a screen of the app, URL: another site, USELESS: none).
const exhibitions = [
  {
    exhibit_no: 1001,
    exhibit_ttl: '보르도 위크',
    exhibit_en_ttl: 'Bordeaux week',
    prd_cds: sample(
      wines.filter((p) => p.region_en_nm.startsWith('Bordeaux')),
      10,
    ),
    day_from_offset: -7,
    day_to_offset: 7,
    prize_yn: 'N',
    prizes: [],
  },
  {
    exhibit_no: 1002,
    exhibit_ttl: '샴페인 페스티벌',
    exhibit_en_ttl: 'Champagne festival',
    prd_cds: sample(byType('034006002'), 10),
    day_from_offset: -2,
    day_to_offset: 20,
    prize_yn: 'N',
    prizes: [],
  },
  {
    exhibit_no: 1003,
    exhibit_ttl: '위스키 라이브러리',
    exhibit_en_ttl: 'Whisky library',
    prd_cds: sample(
      liquors.filter((p) => p.type_cd === '034005009' || p.type_cd === '034005011'),
      12,
    ),
    day_from_offset: -14,
    day_to_offset: 14,
    prize_yn: 'N',
    prizes: [],
  },
  {
    exhibit_no: 1004,
    exhibit_ttl: '보틀 경품 기획전',
    exhibit_en_ttl: 'Bottle prize exhibition',
    prd_cds: sample(
      products.filter((p) => p.price >= 100000),
      8,
    ),
    day_from_offset: -3,
    day_to_offset: 25,
    prize_yn: 'Y',
    prizes: [
      { rank: 1, prize_nm: '샤토 마고 2020 (1명)', prize_en_nm: 'Chateau Margaux 2020 (1 winner)', winners: 1 },
      { rank: 2, prize_nm: '돔 페리뇽 빈티지 (3명)', prize_en_nm: 'Dom Perignon Vintage (3 winners)', winners: 3 },
      { rank: 3, prize_nm: '보틀 와인 글라스 세트 (30명)', prize_en_nm: 'Bottle wine glass set (30 winners)', winners: 30 },
      { rank: 4, prize_nm: '5,000원 할인 쿠폰 (전원)', prize_en_nm: '5,000 won coupon (everyone)', winners: 0 },
    ],
  },
];

// Classes in every status (spec §3 CLASS_SOON, CLASS_ING, CLASS_END; rule: libs/api A24), in
// days from today (KST): the first day of sign-ups, then the class day. Soon: sign-ups open in 3
// days; ongoing: one full, one in 3 days, one today (the last day to join); ended: one a month
// ago, one yesterday with places left (it was still "모집 중").
const classes = [
  ['와인 입문 클래스', 'Wine 101', 3, 10, 20, 12],
  ['부르고뉴 피노 누아 클래스', 'Burgundy Pinot Noir class', -5, 14, 16, 16],
  ['싱글몰트 위스키 테이스팅', 'Single malt tasting', -7, 3, 12, 7],
  ['사케와 페어링', 'Sake and food pairing', -10, 0, 12, 9],
  ['샴페인 마스터 클래스', 'Champagne master class', -40, -28, 10, 10],
  ['내추럴 와인 이야기', 'All about natural wine', -30, -1, 14, 12],
].map(([ttl, en, applyFrom, classDay, cap, applied], i) => ({
  class_no: 800 + i,
  class_ttl: ttl,
  class_en_ttl: en,
  apply_from_offset: applyFrom,
  class_day_offset: classDay,
  str_cd: stores[i % stores.length].str_cd,
  capacity: cap,
  applied_cnt: applied,
  price: [30000, 50000, 45000, 35000, 80000, 30000][i],
  prd_cds: sample(i === 2 ? byType('034005009') : i === 3 ? byType('034005005') : i === 4 ? byType('034006002') : wines, 4),
}));

const tastingThemes = [
  ['피노 누아 비교 시음', 'Pinot Noir side by side', wines.filter((p) => p.grapes.some((gr) => gr.en === 'Pinot Noir'))],
  ['아일라 스모키 위스키', 'Islay smoky whisky', liquors.filter((p) => p.region_en_nm === 'Islay')],
  ['샴페인 하우스 스타일', 'Champagne house styles', wines.filter((p) => p.region_en_nm === 'Champagne')],
  [
    '신대륙 카베르네',
    'New World Cabernet',
    wines.filter((p) => p.type_cd === '034006001' && ['USA', 'Chile', 'Australia'].includes(p.nation_en_nm)),
  ],
  ['리슬링의 단맛 스펙트럼', 'The sweetness spectrum of Riesling', wines.filter((p) => p.grapes.some((gr) => gr.en === 'Riesling'))],
].map(([ttl, en, list], i) => ({
  thema_no: 900 + i,
  thema_ttl: ttl,
  thema_en_ttl: en,
  thema_desc: `${ttl} 테마로 함께 마셔 보고 기록해 보세요.`,
  thema_en_desc: `Taste and note down: ${en}.`,
  prd_cds: sample(list, 5),
}));

// Food pairing: categories, foods, and matching wines by the foods key of each product.
const foodCategories = FOOD_CATEGORY_ROWS.map(([cate_cd, nm, en], i) => ({ cate_cd, cate_nm: nm, cate_en_nm: en, sort_seq: i + 1 }));
const foods = FOOD_ROWS.map(([cate_cd, food_cd, nm, en]) => ({
  food_cd,
  cate_cd,
  food_nm: nm,
  food_en_nm: en,
  pairing_desc: `${nm}에는 이런 와인이 잘 어울려요.`,
  pairing_en_desc: `Wines that go well with ${en.toLowerCase()}.`,
  prd_cds: sample(
    products.filter((p) => p.foods.includes(food_cd)),
    8,
  ),
}));

// ---------------------------------------------------------------------------------------------
// Demo members (a mart member, a bottle member, one per grade, a foreign member).
const MEMBER_ROWS = [
  ['demo', '김보틀', 'Kim Bottle', 3, 'Y', 'Y', 'N', '361'],
  ['family', '이가족', 'Lee Family', 1, 'N', 'Y', 'N', '201'],
  ['silver', '박실버', 'Park Silver', 2, 'N', 'Y', 'N', '202'],
  ['gold', '최골드', 'Choi Gold', 3, 'N', 'Y', 'N', '210'],
  ['diamond', '정다이아', 'Jung Diamond', 4, 'N', 'Y', 'N', '361'],
  ['mart', '한마트', 'Han Mart', 1, 'Y', 'N', 'N', '201'],
  ['foreign', 'Emily Clark', 'Emily Clark', 2, 'N', 'Y', 'Y', '201'],
  ['newbie', '신입생', 'New Member', 1, 'N', 'Y', 'N', null],
];
function cardNo() {
  let s = '2';
  while (s.length < 16) s += String(int(0, 9));
  return s;
}
const members = MEMBER_ROWS.map(([login_id, name, en, grade, mart, bottle, frn, store], i) => {
  const cno = String(100000001 + i);
  const receipts = [];
  // 12 months of receipts: 1-4 visits per month, 1-4 lines each, amounts coherent with the grade.
  for (let m = 0; m < 12; m += 1) {
    const visits = int(grade >= 3 ? 2 : 1, grade >= 3 ? 4 : 2);
    for (let v = 0; v < visits; v += 1) {
      const lines = [];
      const count = int(1, 4);
      for (let l = 0; l < count; l += 1) {
        const p = pick(grade >= 4 ? products : products.filter((x) => x.price < 150000));
        lines.push({ prd_cd: p.prd_cd, qty: int(1, 2), price: p.price });
      }
      receipts.push({
        rcpt_no: `R${cno.slice(-3)}${String(m).padStart(2, '0')}${v}`,
        day_offset: -(m * 30 + int(0, 27)),
        str_cd: store ?? pick(stores).str_cd,
        lines,
        pay_method: pick(['CARD', 'CARD', 'APP_CARD', 'CASH']),
      });
    }
  }
  receipts.sort((a, b) => b.day_offset - a.day_offset);
  const coupons = [
    {
      cpn_no: `C${cno}01`,
      cpn_nm: '픽업 예약 5,000원 할인',
      cpn_en_nm: '5,000 won off a pickup',
      dc_amt: 5000,
      min_amt: 50000,
      day_to_offset: 30,
      use_yn: 'N',
    },
    {
      cpn_no: `C${cno}02`,
      cpn_nm: `${['', '패밀리', '실버', '골드', '다이아몬드'][grade]} 등급 10% 할인`,
      cpn_en_nm: `${['', 'Family', 'Silver', 'Gold', 'Diamond'][grade]} grade 10% off`,
      dc_rate: 10,
      max_dc_amt: 10000 * grade,
      day_to_offset: 14,
      use_yn: 'N',
    },
    {
      cpn_no: `C${cno}03`,
      cpn_nm: '생일 축하 와인 쿠폰',
      cpn_en_nm: 'Birthday wine coupon',
      dc_amt: 10000,
      min_amt: 30000,
      day_to_offset: -5,
      use_yn: 'Y',
    },
  ];
  return {
    login_id,
    password: 'bottle1234',
    cno,
    psp_id: `PSP${cno}`,
    user_name: name,
    user_en_name: en,
    grade,
    mart_member_yn: mart,
    bottle_member_yn: bottle,
    frnYn: frn,
    onlCstTpC: mart === 'Y' ? '10' : '20',
    def_str_cd: store,
    join_day_offset: -int(400, 2000),
    membs_card_no: cardNo(),
    // The one member whose age the chain has not verified (libs/api A28 adult_cert_yn): the age
    // check before liquor content shows for them as for a visitor (ASSUMPTIONS).
    ...(login_id === 'foreign' ? { adult_cert_yn: 'N' } : {}),
    coupons,
    receipts,
  };
});

/** Login IDs that answer each login error of spec §8 (rspC/rspDtc). */
// Reviews: tools/mock-data/reviews.mjs, with a PRNG of their own from the catalogue's seed, so
// adding reviews changes none of the data above.
const reviews = generateReviews(products, SEED);

const files = {
  'products.json': products,
  'stores.json': stores,
  'content.json': {
    banners,
    monthly_items: monthlyItems,
    themes,
    weekly_wine: weeklyWine,
    bestseller_liquor: bestsellerLiquor,
    recomm_items: recommItems,
    popups,
    splash,
    events,
    exhibitions,
    classes,
    tasting_themes: tastingThemes,
    food_categories: foodCategories,
    foods,
    winepedia,
    faqs,
    notices,
    top_words: topWords,
    recom_words: recomWords,
    search_word_twins: [...topWords, ...recomWords].map((ko) => ({ ko, en: searchWordEnglish[ko] })),
    agreements,
  },
  'members.json': { members, login_errors: loginErrors },
  'reviews.json': reviews,
};

/** JSON with one record per line: readable diffs without a 600 kB file of indentation. */
function stringify(value, depth) {
  const pad = ' '.repeat(depth + 1);
  const end = ' '.repeat(depth);
  if (Array.isArray(value) && depth < 2 && value.some((v) => v !== null && typeof v === 'object')) {
    return `[\n${value.map((v) => pad + JSON.stringify(v)).join(',\n')}\n${end}]`;
  }
  if (value !== null && typeof value === 'object' && !Array.isArray(value) && depth < 1) {
    const entries = Object.entries(value).map(([k, v]) => `${pad}${JSON.stringify(k)}: ${stringify(v, depth + 1)}`);
    return `{\n${entries.join(',\n')}\n${end}}`;
  }
  return JSON.stringify(value);
}

const check = process.argv.includes('--check');
mkdirSync(outDir, { recursive: true });
let stale = false;
for (const [name, data] of Object.entries(files)) {
  const text = `${stringify(data, 0)}\n`;
  const file = join(outDir, name);
  if (check) {
    let current = '';
    try {
      current = readFileSync(file, 'utf8');
    } catch {
      current = '';
    }
    if (current !== text) {
      stale = true;
      console.error(`stale: ${file}`);
    }
  } else writeFileSync(file, text);
}
const typeCount = (prefix) => new Set(products.filter((p) => p.type_cd.startsWith(prefix)).map((p) => p.type_cd)).size;
console.log(
  `${check ? 'checked' : 'wrote'} ${products.length} products (${wines.length} wine in ${typeCount('034006')} types, ${liquors.length} liquor in ${typeCount('034005')} types), ${stores.length} stores, ${members.length} members, ${loginErrors.length} login-error IDs, ${reviews.length} reviews -> ${outDir}`,
);
if (stale) process.exit(1);
