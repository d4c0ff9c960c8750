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
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { LIQUORS, NATIONS, WINES } from './mock-data/catalogue-seed.mjs';
import { mulberry32 } from './mulberry32.mjs';

const SEED = 20261121;
const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const outDir = join(root, 'libs/mock-api/src/data');

const rand = mulberry32(SEED);
const int = (min, max) => min + Math.floor(rand() * (max - min + 1));
const pick = (list) => list[Math.floor(rand() * list.length)];
const clamp = (v, lo, hi) => Math.max(lo, Math.min(hi, v));
const jitter = (base, spread = 1) => clamp(Math.round(base + (rand() * 2 - 1) * spread), 1, 5);

/** EAN-13 check digit, weights 1 and 3 from the left (spec §9: weights 3 and 1 from the right). */
function ean13(twelve) {
  let sum = 0;
  for (let i = 0; i < 12; i += 1) sum += Number(twelve[i]) * (i % 2 === 0 ? 1 : 3);
  return twelve + String((10 - (sum % 10)) % 10);
}
const usedBarcodes = new Set();
function barcodeFor(nation) {
  const prefix = NATIONS[nation].gs1;
  for (;;) {
    let body = prefix;
    while (body.length < 12) body += String(int(0, 9));
    const code = ean13(body);
    if (!usedBarcodes.has(code)) {
      usedBarcodes.add(code);
      return code;
    }
  }
}

const WINE_TYPE_NM = {
  '034006001': ['레드', 'red'],
  '034006002': ['스파클링', 'sparkling'],
  '034006003': ['로제', 'rose'],
  '034006004': ['화이트', 'white'],
  '034006005': ['논알콜', 'non-alcoholic'],
  '034006007': ['내추럴', 'natural'],
  '034006008': ['주정강화', 'fortified'],
};
const LIQUOR_TYPE_NM = {
  '034005001': ['블렌디드 위스키', 'blended whisky'],
  '034005002': ['브랜디', 'brandy'],
  '034005003': ['리큐르', 'liqueur'],
  '034005004': ['보드카', 'vodka'],
  '034005005': ['사케', 'sake'],
  '034005006': ['백주', 'baijiu'],
  '034005007': ['선물세트', 'gift'],
  '034005008': ['균일가', 'flat price'],
  '034005009': ['싱글몰트 위스키', 'single malt whisky'],
  '034005010': ['버번 위스키', 'bourbon whisky'],
  '034005011': ['재패니즈 위스키', 'Japan whisky'],
  '034005012': ['데킬라', 'tequila'],
  '034005013': ['럼', 'rum'],
  '034005014': ['진', 'gin'],
  '034005015': ['미니어처', 'miniature'],
};

/** Five-senses baselines per type: sweetness, acidity, body, tannin, aroma (1..5). */
const WINE_PROFILE = {
  '034006001': [1, 3, 4, 4, 4],
  '034006002': [2, 4, 2, 1, 3],
  '034006003': [2, 3, 2, 1, 3],
  '034006004': [2, 4, 3, 1, 4],
  '034006005': [3, 3, 2, 1, 2],
  '034006007': [1, 4, 2, 2, 4],
  '034006008': [5, 2, 5, 2, 5],
};

/** Style names (ko, en) chosen from the profile, so the style tab agrees with the senses. */
function wineStyle(typeCd, [sweet, , body], opts) {
  if (typeCd === '034006002') return sweet >= 4 ? ['달콤한 스파클링', 'Sweet sparkling'] : ['드라이 스파클링', 'Dry sparkling'];
  if (typeCd === '034006008') return ['디저트 와인', 'Dessert wine'];
  if (typeCd === '034006005') return ['가벼운 무알콜', 'Light alcohol-free'];
  if (sweet >= 4) return ['스위트', 'Sweet'];
  if (typeCd === '034006001' || opts.red) {
    if (body >= 5) return ['풀바디 레드', 'Full-bodied red'];
    if (body >= 3) return ['미디엄바디 레드', 'Medium-bodied red'];
    return ['라이트바디 레드', 'Light-bodied red'];
  }
  if (body >= 4) return ['풍부한 화이트', 'Rich white'];
  return ['산뜻한 드라이', 'Crisp and dry'];
}

/** Liquor senses reuse the five axes: sweetness, acidity (spice), body, tannin (oak), aroma. */
function liquorProfile(typeCd, opts, abv) {
  const base = {
    '034005003': [5, 2, 3, 1, 4],
    '034005004': [1, 1, 2, 1, 1],
    '034005005': [2, 2, 2, 1, 4],
    '034005006': [1, 2, 5, 1, 5],
    '034005012': [1, 3, 3, 2, 3],
    '034005013': [3, 2, 3, 2, 3],
    '034005014': [1, 3, 2, 1, 5],
  }[typeCd] ?? [2, 2, 4, 4, 4];
  const p = base.map((v) => jitter(v, 1));
  if (opts.sweet) p[0] = Math.max(p[0], 4);
  if (abv >= 50) p[2] = 5;
  return p;
}
function liquorStyle(typeCd, [sweet, , body], opts) {
  if (opts.smoky) return ['스모키 피트', 'Smoky and peaty'];
  if (sweet >= 4) return ['달콤하고 부드러운', 'Sweet and smooth'];
  if (typeCd === '034005004' || typeCd === '034005014') return ['깔끔한 칵테일 베이스', 'Clean cocktail base'];
  if (body >= 4) return ['묵직하고 진한', 'Rich and bold'];
  return ['가볍고 부드러운', 'Light and smooth'];
}

const WINE_FOODS = {
  '034006001': ['steak', 'bulgogi', 'galbi', 'lamb', 'pasta_tomato', 'cheese_hard'],
  '034006002': ['fried_chicken', 'oyster', 'sushi', 'jeon', 'dessert_fruit'],
  '034006003': ['salad', 'pizza', 'jeon', 'tteokbokki'],
  '034006004': ['sashimi', 'oyster', 'grilled_fish', 'salad', 'cheese_soft', 'seafood_pasta'],
  '034006005': ['salad', 'pizza', 'dessert_fruit'],
  '034006007': ['salad', 'cheese_soft', 'pizza', 'grilled_fish'],
  '034006008': ['dessert_choco', 'cheese_blue', 'dessert_fruit'],
};
const LIQUOR_FOODS = {
  '034005003': ['dessert_choco', 'dessert_fruit'],
  '034005005': ['sashimi', 'sushi', 'grilled_fish'],
  '034005006': ['chinese', 'galbi'],
  '034005012': ['tacos', 'fried_chicken'],
  '034005014': ['oyster', 'salad'],
};

const SUMMARY_WORDS = {
  ko: ['잘 익은 과실', '은은한 오크', '산뜻한 산미', '부드러운 타닌', '긴 여운', '꽃 향', '스파이스', '꿀 향', '바닐라', '시트러스'],
  en: ['ripe fruit', 'gentle oak', 'fresh acidity', 'smooth tannins', 'long finish', 'floral notes', 'spice', 'honey', 'vanilla', 'citrus'],
};

/** Korean particle by the last syllable's final consonant (spec §9 particle helper). */
function josa(word, withFinal, withoutFinal) {
  const code = word.charCodeAt(word.length - 1) - 0xac00;
  const hasFinal = code >= 0 && code <= 11171 && code % 28 !== 0;
  return word + (hasFinal ? withFinal : withoutFinal);
}
/** "Producer Label", without repeating a label that is the producer's own name (Opus One). */
const fullName = (producer, label) => (label === producer || label.startsWith(producer) ? label : `${producer} ${label}`);

const products = [];
let wineSeq = 0;
let liquorSeq = 0;

/** A seed row's producer, label, country and region, in Korean and English (product key order). */
function originFields(prodKo, prodEn, labelKo, labelEn, nation, regionKo, regionEn) {
  return {
    producer_nm: prodKo,
    producer_en_nm: prodEn,
    label_nm: labelKo,
    label_en_nm: labelEn,
    nation_cd: nation,
    nation_nm: NATIONS[nation].ko,
    nation_en_nm: NATIONS[nation].en,
    region_nm: regionKo,
    region_en_nm: regionEn,
  };
}

/** The five taste levels of a profile (sweetness, acidity, body, tannin, aroma) and the style. */
function tasteFields(profile, styleKo, styleEn) {
  const [sweetness, acidity, body, tannin, aroma] = profile;
  return { sweetness, acidity, body, tannin, aroma, style_nm: styleKo, style_en_nm: styleEn };
}

function pushWine(typeCd, row, vintage, volume) {
  const [prodKo, prodEn, labelKo, labelEn, nation, [regionKo, regionEn], grapes, abv, basePrice, opts] = row;
  wineSeq += 1;
  const profile = WINE_PROFILE[typeCd].map((v) => jitter(v, 1));
  if (opts.sweet) profile[0] = Math.max(profile[0], 4);
  if (opts.red) profile[3] = Math.max(profile[3], 3);
  if (opts.tier === 'icon') {
    profile[2] = 5;
    profile[4] = 5;
  }
  const age = vintage ? 2025 - vintage : 0;
  const volFactor = volume === 375 ? 0.55 : volume === 1500 ? 2.1 : 1;
  const price = Math.round((basePrice * (1 + age * 0.03) * volFactor) / 100) * 100;
  const [styleKo, styleEn] = wineStyle(typeCd, profile, opts);
  const w1 = int(0, 9);
  const w2 = (w1 + int(1, 8)) % 10;
  const vintageKo = vintage ? ` ${vintage}` : '';
  const volKo = volume === 750 ? '' : ` ${volume}ml`;
  products.push({
    prd_cd: `W${String(wineSeq).padStart(5, '0')}`,
    prd_type: 'wine',
    type_cd: typeCd,
    type_nm: WINE_TYPE_NM[typeCd][0],
    type_en_nm: WINE_TYPE_NM[typeCd][1],
    prd_nm: `${fullName(prodKo, labelKo)}${vintageKo}${volKo}`,
    prd_en_nm: `${fullName(prodEn, labelEn)}${vintage ? ` ${vintage}` : ''}${volume === 750 ? '' : ` ${volume}ml`}`,
    ...originFields(prodKo, prodEn, labelKo, labelEn, nation, regionKo, regionEn),
    grapes,
    vintage: vintage ? String(vintage) : null,
    abv,
    volume_ml: volume,
    ...tasteFields(profile, styleKo, styleEn),
    price,
    barcode: barcodeFor(nation),
    foods: WINE_FOODS[typeCd],
    tasting_note: `${josa(SUMMARY_WORDS.ko[w1], '과', '와')} ${josa(SUMMARY_WORDS.ko[w2], '이', '가')} 어우러지는 ${styleKo} 와인.`,
    tasting_note_en: `A ${styleEn.toLowerCase()} wine with ${SUMMARY_WORDS.en[w1]} and ${SUMMARY_WORDS.en[w2]}.`,
    tags: [opts.tier === 'icon' ? 'icon' : null, opts.red ? 'red_natural' : null].filter(Boolean),
  });
}

function pushLiquor(typeCd, row, volume) {
  const [prodKo, prodEn, labelKo, labelEn, nation, [regionKo, regionEn], raws, abv, basePrice, opts] = row;
  liquorSeq += 1;
  const profile = liquorProfile(typeCd, opts, abv);
  if (opts.smoky) profile[4] = 5;
  const factor = volume <= 50 ? 1 : volume / 700;
  const price = Math.round((basePrice * (volume >= 1000 ? factor * 0.92 : factor)) / 100) * 100;
  const [styleKo, styleEn] = liquorStyle(typeCd, profile, opts);
  const w1 = int(0, 9);
  const w2 = (w1 + int(1, 8)) % 10;
  const sizes = opts.sizes ?? [700];
  const volSuffix = sizes.length > 1 ? ` ${volume >= 1000 ? `${volume / 1000}L` : `${volume}ml`}` : '';
  products.push({
    prd_cd: `L${String(liquorSeq).padStart(5, '0')}`,
    prd_type: 'liquor',
    type_cd: typeCd,
    type_nm: LIQUOR_TYPE_NM[typeCd][0],
    type_en_nm: LIQUOR_TYPE_NM[typeCd][1],
    prd_nm: `${fullName(prodKo, labelKo)}${volSuffix}`,
    prd_en_nm: `${fullName(prodEn, labelEn)}${volSuffix}`,
    ...originFields(prodKo, prodEn, labelKo, labelEn, nation, regionKo, regionEn),
    grapes: raws,
    vintage: null,
    abv,
    volume_ml: volume,
    ...tasteFields(profile, styleKo, styleEn),
    price,
    barcode: barcodeFor(nation),
    foods: LIQUOR_FOODS[typeCd] ?? ['cheese_hard', 'dessert_choco', 'steak'],
    tasting_note: `${josa(SUMMARY_WORDS.ko[w1], '과', '와')} ${josa(SUMMARY_WORDS.ko[w2], '이', '가')} 느껴지는 ${styleKo} 스타일.`,
    tasting_note_en: `${styleEn}, with ${SUMMARY_WORDS.en[w1]} and ${SUMMARY_WORDS.en[w2]}.`,
    tags: [opts.smoky ? 'smoky' : null, opts.sweet ? 'sweet' : null].filter(Boolean),
  });
}

// Wines: a label with `vintages: n` is sold in n+1 consecutive vintages (the cellar keeps an older
// one), non-vintage champagne-style wines also in half bottles and magnums.
for (const [typeCd, rows] of Object.entries(WINES)) {
  for (const row of rows) {
    const opts = row[9];
    if (opts.nv) {
      pushWine(typeCd, row, null, 750);
      if (typeCd === '034006002' && row[1] !== 'Chandon') pushWine(typeCd, row, null, 375);
      if (typeCd === '034006002' && row[8] >= 89000) pushWine(typeCd, row, null, 1500);
      continue;
    }
    const n = (opts.vintages ?? 2) + 1;
    const latest = opts.tier === 'icon' ? 2020 : 2022;
    for (let i = 0; i < n; i += 1) pushWine(typeCd, row, latest - i, 750);
  }
}
for (const [typeCd, rows] of Object.entries(LIQUORS)) {
  for (const row of rows) for (const volume of row[9].sizes ?? [700]) pushLiquor(typeCd, row, volume);
}

// ---------------------------------------------------------------------------------------------
// Stores (spec §3 store detail; 201 is the anonymous default, 361 the skip-setup default).
const STORE_ROWS = [
  [
    '201',
    '서울역점',
    'Seoul Station',
    '02-390-2500',
    '서울특별시 중구 청파로 426',
    '지하철 1·4호선 서울역 1번 출구 도보 3분. 구매 고객 주차 2시간 무료.',
    37.5556,
    126.9696,
    'sun',
  ],
  [
    '361',
    '잠실점',
    'Jamsil',
    '02-411-8025',
    '서울특별시 송파구 올림픽로 240',
    '지하철 2·8호선 잠실역 8번 출구 연결. 구매 고객 주차 3시간 무료.',
    37.5111,
    127.098,
    'sun',
  ],
  [
    '202',
    '구로점',
    'Guro',
    '02-2106-2500',
    '서울특별시 구로구 구로중앙로 152',
    '지하철 1호선 구로역 2번 출구 도보 5분.',
    37.503,
    126.8822,
    'sun',
  ],
  [
    '203',
    '김포공항점',
    'Gimpo Airport',
    '02-6116-2500',
    '서울특별시 강서구 하늘길 38',
    '지하철 5·9호선 김포공항역 3번 출구 연결.',
    37.5652,
    126.802,
    'sun',
  ],
  [
    '204',
    '청량리점',
    'Cheongnyangni',
    '02-3707-2500',
    '서울특별시 동대문구 왕산로 214',
    '지하철 1호선 청량리역 4번 출구 연결.',
    37.5803,
    127.047,
    'sun',
  ],
  [
    '205',
    '은평점',
    'Eunpyeong',
    '02-380-2500',
    '서울특별시 은평구 통일로 1050',
    '지하철 3·6호선 연신내역 6번 출구 도보 7분.',
    37.6369,
    126.9187,
    'sun',
  ],
  [
    '206',
    '중계점',
    'Junggye',
    '02-3392-2500',
    '서울특별시 노원구 노원로 330',
    '지하철 7호선 중계역 1번 출구 도보 3분.',
    37.6477,
    127.0747,
    'sun',
  ],
  [
    '207',
    '송파점',
    'Songpa',
    '02-2142-2500',
    '서울특별시 송파구 충민로 10',
    '지하철 8호선 장지역 3번 출구 연결.',
    37.4775,
    127.1243,
    'sun',
  ],
  [
    '208',
    '월드컵점',
    'World Cup',
    '02-3153-2500',
    '서울특별시 마포구 월드컵로 240',
    '지하철 6호선 월드컵경기장역 2번 출구 연결.',
    37.5685,
    126.8978,
    'sun',
  ],
  [
    '209',
    '강변점',
    'Gangbyeon',
    '02-3424-2500',
    '서울특별시 광진구 광나루로56길 85',
    '지하철 2호선 강변역 1번 출구 도보 3분.',
    37.536,
    127.0949,
    'sun',
  ],
  [
    '210',
    '판교점',
    'Pangyo',
    '031-5170-2500',
    '경기도 성남시 분당구 판교역로146번길 20',
    '신분당선 판교역 1번 출구 연결.',
    37.3929,
    127.1119,
    'wed',
  ],
  [
    '211',
    '광교점',
    'Gwanggyo',
    '031-8066-2500',
    '경기도 수원시 영통구 도청로 10',
    '신분당선 광교중앙역 1번 출구 도보 8분.',
    37.2858,
    127.0573,
    'wed',
  ],
  [
    '212',
    '일산점',
    'Ilsan',
    '031-909-2500',
    '경기도 고양시 일산동구 중앙로 1283',
    '지하철 3호선 마두역 5번 출구 도보 5분.',
    37.6588,
    126.7705,
    'sun',
  ],
  [
    '213',
    '인천터미널점',
    'Incheon Terminal',
    '032-242-2500',
    '인천광역시 미추홀구 연남로 35',
    '인천 1호선 인천터미널역 4번 출구 연결.',
    37.4425,
    126.7011,
    'sun',
  ],
  ['214', '동탄점', 'Dongtan', '031-8036-2500', '경기도 화성시 동탄역로 160', 'SRT 동탄역 연결.', 37.2005, 127.0962, 'wed'],
  [
    '215',
    '대전둔산점',
    'Daejeon Dunsan',
    '042-479-2500',
    '대전광역시 서구 대덕대로 233',
    '대전 1호선 시청역 4번 출구 도보 10분.',
    36.3512,
    127.3785,
    'sun',
  ],
  [
    '216',
    '대구율하점',
    'Daegu Yulha',
    '053-605-2500',
    '대구광역시 동구 안심로 80',
    '대구 1호선 율하역 1번 출구 도보 2분.',
    35.8664,
    128.6936,
    'mon',
  ],
  [
    '217',
    '광주수완점',
    'Gwangju Suwan',
    '062-958-2500',
    '광주광역시 광산구 임방울대로 826',
    '수완지구 버스 정류장 하차 도보 3분.',
    35.1916,
    126.8227,
    'sun',
  ],
  [
    '218',
    '부산광복점',
    'Busan Gwangbok',
    '051-678-2500',
    '부산광역시 중구 중앙대로 2',
    '부산 1호선 남포역 10번 출구 연결.',
    35.0977,
    129.0366,
    'sun',
  ],
  [
    '219',
    '부산동래점',
    'Busan Dongnae',
    '051-609-2500',
    '부산광역시 동래구 중앙대로 1393',
    '부산 1호선 명륜역 2번 출구 도보 5분.',
    35.2117,
    129.0796,
    'sun',
  ],
  ['220', '울산점', 'Ulsan', '052-960-2500', '울산광역시 남구 삼산로 288', '삼산동 버스 정류장 하차 도보 2분.', 35.5393, 129.3383, 'sun'],
  [
    '221',
    '제주점',
    'Jeju',
    '064-797-2500',
    '제주특별자치도 제주시 연삼로 166',
    '제주시청 방면 버스 정류장 하차 도보 5분. 관광객 택배 발송 가능.',
    33.4905,
    126.5342,
    'none',
  ],
  [
    '222',
    '창원중앙점',
    'Changwon Jungang',
    '055-600-2500',
    '경상남도 창원시 성산구 중앙대로 124',
    '창원중앙역 방면 버스 정류장 하차 도보 4분.',
    35.2236,
    128.6813,
    'sun',
  ],
];
const HOLIDAY_TEXT = {
  sun: ['매월 둘째, 넷째 일요일 휴무 (유통산업발전법 의무휴업)', '2nd and 4th Sunday of each month (mandatory closing days)'],
  wed: ['매월 둘째, 넷째 수요일 휴무 (지자체 조례 의무휴업)', '2nd and 4th Wednesday of each month (mandatory closing days)'],
  mon: ['매월 둘째, 넷째 월요일 휴무 (지자체 조례 의무휴업)', '2nd and 4th Monday of each month (mandatory closing days)'],
  none: ['연중무휴 (설날, 추석 당일 휴무)', 'Open every day except Lunar New Year and Chuseok'],
};
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
const events = [
  [
    '보르도 그랑크뤼 시음회',
    'Bordeaux Grand Cru tasting',
    -5,
    10,
    '<p><strong>보르도 그랑크뤼 시음회</strong>에 초대합니다.</p><ul><li>샤토 마고, 샤토 라투르 등 그랑크뤼 5종 시음</li><li>참여하신 분께 보르도 기획전 10% 할인 쿠폰 증정</li></ul><p>시음회는 잠실점 와인 라운지에서 열립니다.</p>',
    '<p>Join our <strong>Bordeaux Grand Cru tasting</strong>.</p><ul><li>Five Grand Cru wines to taste</li><li>A 10% coupon for the Bordeaux exhibition</li></ul>',
    'APPLIST',
    '/exhibition?exhibit_no=1001',
  ],
  [
    '위스키 스탬프 투어',
    'Whisky stamp tour',
    -20,
    15,
    '<p>전국 보틀 매장을 돌며 <strong>위스키 스탬프</strong>를 모아 보세요.</p><ol><li>매장에서 위스키를 구매하면 스탬프 1개</li><li>스탬프 5개를 모으면 테이스팅 글라스 증정</li></ol>',
    '<p>Collect <strong>whisky stamps</strong> across Bottle stores.</p><ol><li>One stamp per whisky bought in store</li><li>Five stamps win a tasting glass</li></ol>',
    'URL',
    'https://www.example.com/bottle/events/whisky-stamp-tour',
  ],
  [
    '샴페인 페스티벌 사전 응모',
    'Champagne festival early entry',
    7,
    30,
    '<p>샴페인 페스티벌 <strong>사전 응모</strong>가 곧 시작됩니다.</p><p>응모하신 분 중 추첨으로 페스티벌 입장권을 드립니다.</p>',
    '<p>Early entry for the champagne festival opens soon.</p><p>Festival tickets are drawn among entrants.</p>',
    'APPLIST',
    '/exhibition?exhibit_no=1002',
  ],
  [
    '신규 회원 웰컴 쿠폰',
    'New member welcome coupon',
    -60,
    60,
    '<p>보틀에 처음 오신 분께 <strong>웰컴 쿠폰</strong>을 드립니다.</p><p>가입 후 30일 안에 매장에서 사용할 수 있습니다.</p>',
    '<p>A <strong>welcome coupon</strong> for new members.</p><p>Use it in store within 30 days of joining.</p>',
    'URL',
    'https://www.example.com/bottle/events/welcome-coupon',
  ],
  [
    '지난 달 럭키 드로우',
    'Last month’s lucky draw',
    -45,
    -15,
    '<p>지난 달 <strong>럭키 드로우</strong>에 참여해 주셔서 감사합니다.</p><p>당첨자는 아래에서 확인하세요.</p>',
    "<p>Thank you for joining last month's <strong>lucky draw</strong>.</p><p>See the winners below.</p>",
    'USELESS',
    '',
  ],
].map(([ttl, en, from, to, body, enBody, linkType, linkUrl], i) => ({
  event_no: 700 + i,
  event_ttl: ttl,
  event_en_ttl: en,
  day_from_offset: from,
  day_to_offset: to,
  win_yn: to < 0 ? 'Y' : 'N',
  win_conts: to < 0 ? '당첨자: 김*수(6789), 이*영(1234), 박*민(5678)' : '',
  event_conts: body,
  event_en_conts: enBody,
  link_type: linkType,
  link_url: linkUrl,
}));

// Exhibitions, including the special exhibit with prize items (spec §2 desktop guidance QR).
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
const FOOD_ROWS = [
  [
    'meat',
    '고기',
    'Meat',
    [
      ['steak', '스테이크', 'Steak'],
      ['bulgogi', '불고기', 'Bulgogi'],
      ['galbi', '갈비', 'Galbi'],
      ['lamb', '양갈비', 'Lamb chops'],
    ],
  ],
  [
    'seafood',
    '해산물',
    'Seafood',
    [
      ['sashimi', '회', 'Sashimi'],
      ['oyster', '굴', 'Oysters'],
      ['grilled_fish', '생선구이', 'Grilled fish'],
      ['sushi', '초밥', 'Sushi'],
      ['seafood_pasta', '해산물 파스타', 'Seafood pasta'],
    ],
  ],
  [
    'korean',
    '한식',
    'Korean',
    [
      ['jeon', '전', 'Jeon (savoury pancakes)'],
      ['tteokbokki', '떡볶이', 'Tteokbokki'],
    ],
  ],
  [
    'casual',
    '간편식',
    'Casual',
    [
      ['fried_chicken', '치킨', 'Fried chicken'],
      ['pizza', '피자', 'Pizza'],
      ['pasta_tomato', '토마토 파스타', 'Tomato pasta'],
      ['tacos', '타코', 'Tacos'],
      ['chinese', '중식', 'Chinese food'],
    ],
  ],
  [
    'cheese',
    '치즈',
    'Cheese',
    [
      ['cheese_hard', '하드 치즈', 'Hard cheese'],
      ['cheese_soft', '소프트 치즈', 'Soft cheese'],
      ['cheese_blue', '블루 치즈', 'Blue cheese'],
      ['salad', '샐러드', 'Salad'],
    ],
  ],
  [
    'dessert',
    '디저트',
    'Dessert',
    [
      ['dessert_choco', '초콜릿 디저트', 'Chocolate dessert'],
      ['dessert_fruit', '과일 디저트', 'Fruit dessert'],
    ],
  ],
];
const foodCategories = FOOD_ROWS.map(([cate_cd, nm, en], i) => ({ cate_cd, cate_nm: nm, cate_en_nm: en, sort_seq: i + 1 }));
const foods = FOOD_ROWS.flatMap(([cate_cd, , , items]) =>
  items.map(([food_cd, nm, en]) => ({
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
  })),
);

const winepedia = [
  [
    '테루아',
    'Terroir',
    '포도가 자라는 토양, 기후, 지형이 와인 맛에 주는 영향을 말합니다.',
    'The soil, climate and slope that shape a wine’s taste.',
  ],
  ['타닌', 'Tannin', '포도 껍질과 씨, 오크통에서 오는 떫은맛 성분입니다.', 'The drying, astringent compounds from skins, seeds and oak.'],
  [
    '빈티지',
    'Vintage',
    '포도를 수확한 해. 해마다 날씨가 달라 맛도 달라집니다.',
    'The harvest year; weather makes each one taste different.',
  ],
  [
    '디캔팅',
    'Decanting',
    '와인을 다른 용기에 옮겨 공기와 접촉시키고 침전물을 거르는 과정입니다.',
    'Pouring wine into another vessel to aerate it and leave sediment behind.',
  ],
  [
    '샴페인 방식',
    'Traditional method',
    '병 안에서 2차 발효로 기포를 만드는 방식입니다.',
    'Bubbles made by a second fermentation in the bottle.',
  ],
  ['피트', 'Peat', '맥아를 건조할 때 태우는 이탄. 스모키한 향을 만듭니다.', 'Peat burnt to dry malt; it gives whisky its smoky aroma.'],
  [
    '싱글 몰트',
    'Single malt',
    '한 증류소에서 맥아 보리만으로 만든 위스키입니다.',
    'Whisky from one distillery made from malted barley only.',
  ],
  ['준마이', 'Junmai', '양조 알코올을 넣지 않고 쌀, 누룩, 물로만 빚은 사케입니다.', 'Sake brewed from rice, koji and water only.'],
  [
    '주정강화 와인',
    'Fortified wine',
    '발효 중이나 후에 증류주를 더해 도수를 높인 와인입니다. 포트, 셰리 등.',
    'Wine strengthened with spirit, such as port and sherry.',
  ],
  ['내추럴 와인', 'Natural wine', '첨가물과 개입을 최소화해 만든 와인입니다.', 'Wine made with minimal additions and intervention.'],
  ['아가베', 'Agave', '데킬라의 원료가 되는 다육 식물입니다.', 'The succulent tequila is distilled from.'],
  ['소믈리에', 'Sommelier', '와인 서비스와 페어링을 책임지는 전문가입니다.', 'The professional in charge of wine service and pairing.'],
].map(([ttl, en, conts, enConts], i) => ({ wpd_no: 1100 + i, wpd_ttl: ttl, wpd_en_ttl: en, wpd_conts: conts, wpd_en_conts: enConts }));

const faqs = [
  [
    '픽업',
    '픽업 예약은 얼마 동안 보관되나요?',
    'How long is a pickup reservation held?',
    '예약 확정 후 3일간 보관되며, 기간이 지나면 자동 취소됩니다.',
    'It is held for 3 days after the store confirms it; then it is cancelled automatically.',
  ],
  [
    '픽업',
    '다른 매장으로 픽업 매장을 바꿀 수 있나요?',
    'Can I move my pickup to another store?',
    '픽업 준비 전까지는 재고가 있는 다른 매장으로 변경할 수 있습니다.',
    'Until it is set aside, you can move it to another store that has stock.',
  ],
  [
    '회원',
    '등급은 어떻게 정해지나요?',
    'How is my grade decided?',
    '최근 12개월 구매 금액에 따라 매월 1일 갱신됩니다.',
    'By your purchases over the last 12 months, updated on the 1st of each month.',
  ],
  [
    '회원',
    '앱 카드는 어디서 보나요?',
    'Where is my app card?',
    '마이페이지 상단의 바코드 아이콘을 누르면 멤버십 바코드가 표시됩니다.',
    'Tap the barcode icon at the top of My page.',
  ],
  [
    '쿠폰',
    '쿠폰은 중복 사용이 되나요?',
    'Can I combine coupons?',
    '한 번의 결제에 한 장의 쿠폰만 사용할 수 있습니다.',
    'One coupon per payment.',
  ],
  [
    '알림',
    '재입고 알림은 언제 오나요?',
    'When will I get the restock alert?',
    '선택한 매장에 재고가 입고되면 푸시로 알려 드립니다.',
    'As soon as stock arrives at the store you chose.',
  ],
].map(([cate, q, qEn, a, aEn], i) => ({
  faq_no: 1200 + i,
  faq_cate_nm: cate,
  faq_ttl: q,
  faq_en_ttl: qEn,
  faq_conts: a,
  faq_en_conts: aEn,
}));
const notices = [
  ['개인정보 처리방침 개정 안내', 'Privacy policy update', -3],
  ['서버 점검 안내 (새벽 2시~4시)', 'Maintenance from 2 to 4 a.m.', -10],
  ['보틀 앱 2.0 업데이트', 'Bottle app 2.0 released', -40],
  ['제주점 오픈 안내', 'Jeju store opening', -90],
].map(([ttl, en, offset], i) => ({
  notice_no: 1300 + i,
  notice_ttl: ttl,
  notice_en_ttl: en,
  notice_conts: `${ttl}. 자세한 내용은 고객센터로 문의해 주세요.`,
  notice_en_conts: `${en}. Contact customer service for details.`,
  day_offset: offset,
}));

const topWords = ['샴페인', '맥캘란', '발베니', '로제', '모스카토', '하이볼', '닷사이', '오퍼스 원', '글렌피딕', '피노 누아'];
const recomWords = ['캠핑 와인', '선물용 위스키', '치킨이랑', '3만원 와인', '스모키', '내추럴', '달콤한 와인', '하이볼용'];
// The English of each search word, for a member in English mode (the screens show the English;
// libs/mock-api answers the words in the member's language).
const searchWordEnglish = {
  샴페인: 'Champagne',
  맥캘란: 'The Macallan',
  발베니: 'The Balvenie',
  로제: 'Rosé',
  모스카토: 'Moscato',
  하이볼: 'Highball',
  닷사이: 'Dassai',
  '오퍼스 원': 'Opus One',
  글렌피딕: 'Glenfiddich',
  '피노 누아': 'Pinot Noir',
  '캠핑 와인': 'Camping wine',
  '선물용 위스키': 'Whisky for a gift',
  치킨이랑: 'With chicken',
  '3만원 와인': 'Wine under 30,000 won',
  스모키: 'Smoky',
  내추럴: 'Natural',
  '달콤한 와인': 'Sweet wine',
  하이볼용: 'For highballs',
};

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
const loginErrors = [
  ['err401', '44', '401', '아이디 또는 비밀번호를 다시 확인해 주세요.', 'Please recheck the ID or password you entered.'],
  ['err404', '44', '404', '휴면 해제가 필요한 계정입니다.', 'This account must be released before login.'],
  [
    'err405',
    '44',
    '405',
    '비밀번호 오류 횟수를 초과했습니다. 비밀번호를 찾아 주세요.',
    'Too many wrong passwords. Please reset your password.',
  ],
  ['err406', '44', '406', '장기 미접속으로 휴면 전환된 계정입니다.', 'This account is dormant.'],
  ['err407', '44', '407', '휴면 계정입니다. 본인 인증 후 이용해 주세요.', 'Dormant account: please verify your identity.'],
  ['err408', '44', '408', '휴면 계정입니다. 휴면 해제 후 이용해 주세요.', 'Dormant account: please release it.'],
  ['err410', '44', '410', '비밀번호를 변경한 지 오래되었습니다. 새 비밀번호를 설정해 주세요.', 'Please set a new password.'],
  ['err414', '44', '414', '정회원 전환이 필요합니다.', 'Please convert to a regular membership.'],
  ['err415', '44', '415', '(44-415) 성인만 이용할 수 있는 서비스입니다.', '(44-415) This service is for adults only.'],
  ['err419', '44', '419', '약관 동의가 필요합니다.', 'Please accept the terms.'],
  ['err420', '44', '420', '법정대리인 약관 동의가 필요합니다.', 'Guardian consent to the terms is required.'],
  ['err422', '44', '422', '', ''],
  [
    'err430',
    '44',
    '430',
    '(44-430) 중복된 회원 정보가 있습니다. 엘포인트 고객센터를 통해 수정해 주세요.',
    '(44-430) Duplicate member information exists. Please correct it via the loyalty-point customer center.',
  ],
  ['err439', '44', '439', '회원 가입이 필요합니다.', 'Please join first.'],
  ['err705', '44', '705', '간편 로그인 설정이 필요합니다.', 'Please set up easy login.'],
  ['err716', '44', '716', '', ''],
  ['err720', '44', '720', '간편 로그인 정보가 만료되었습니다.', 'Easy login has expired.'],
  ['err722', '44', '722', '간편 로그인을 다시 설정해 주세요.', 'Please set up easy login again.'],
  ['err499', '44', '499', '알 수 없는 로그인 오류입니다.', 'Unknown login error.'],
  ['err98', '98', '999', '일시적인 오류입니다.', 'Temporary error.'],
  ['err50', '50', '001', '시스템 점검 중입니다.', 'The system is under maintenance.'],
].map(([login_id, rspC, rspDtc, msg, enMsg]) => ({ login_id, rspC, rspDtc, rspMsgCn: msg, rspMsgEnCn: enMsg }));

// Each agreement has its own subject and text (what is collected, why, for how long): two rows
// reading alike, or a text saying only "about <its name>", leave a member agreeing to nothing.
// Type 19 (spec §3 "privacy2") is the second privacy consent: the birth date a liquor shop must
// keep to check a buyer's age.
const agreements = [
  [
    '1',
    'Y',
    '서비스 이용약관',
    'Terms of service',
    '보틀 서비스(상품 조회, 픽업 예약, 알림, 멤버십)의 이용 조건과 회원·회사의 권리와 의무',
    '회원 정보, 서비스 이용 기록',
    '회원 탈퇴 시까지',
  ],
  [
    '2',
    'Y',
    '개인정보 수집 및 이용 동의',
    'Privacy collection and use',
    '회원 식별, 픽업 예약과 안내, 고객 문의 응대',
    '아이디, 비밀번호, 이름, 휴대폰 번호, 주 이용 매장',
    '회원 탈퇴 시까지(관계 법령이 정한 경우 그 기간)',
  ],
  [
    '3',
    'N',
    '마케팅 정보 수신 동의',
    'Marketing messages',
    '행사·쿠폰·신상품 안내',
    '휴대폰 번호, 앱 푸시 토큰',
    '동의 철회 또는 회원 탈퇴 시까지',
  ],
  [
    '4',
    'N',
    '앱 푸시 수신 동의',
    'App push notices',
    '재입고·예약·픽업 알림 발송',
    '앱 푸시 토큰, 기기 정보',
    '동의 철회 또는 회원 탈퇴 시까지',
  ],
  [
    '5',
    'Y',
    '본인확인(CI) 정보 이용 동의',
    'Use of identity (CI) information',
    '중복 가입 확인과 본인 확인',
    '연계정보(CI), 중복가입확인정보(DI)',
    '회원 탈퇴 시까지',
  ],
  ['6', 'N', '전자영수증 발급 동의', 'Electronic receipts', '매장 구매의 전자영수증 발급', '구매 내역, 회원 번호', '5년(전자상거래법)'],
  [
    '7',
    'N',
    '맞춤형 혜택(CRM) 제공 동의',
    'Personalised offers (CRM)',
    '구매 이력에 따른 맞춤 상품·혜택 추천',
    '구매 내역, 관심 상품, 등급',
    '동의 철회 또는 회원 탈퇴 시까지',
  ],
  [
    '8',
    'Y',
    '제휴 포인트 개인정보 수집 동의',
    'Partner-loyalty privacy',
    '제휴 포인트 적립과 사용',
    '이름, 휴대폰 번호, 제휴 포인트 카드 번호',
    '회원 탈퇴 시까지',
  ],
  [
    '9',
    'Y',
    '제휴 포인트 개인정보 제3자 제공 동의',
    'Partner-loyalty provision to third parties',
    '제휴사에 포인트 적립·사용 내역 제공',
    '회원 번호, 적립·사용 내역',
    '제공 목적 달성 시까지',
  ],
  [
    '19',
    'Y',
    '연령 확인을 위한 생년월일 수집 동의',
    'Birth date for age verification',
    '주류 판매를 위한 만 19세 이상 확인(청소년 보호법)',
    '생년월일',
    '회원 탈퇴 시까지',
  ],
].map(([agmt_type, must_yn, nm, en, purpose, items, keep], i) => ({
  agmt_id: `AGMT${String(i + 1).padStart(3, '0')}`,
  agmt_type,
  must_yn,
  agmt_nm: nm,
  agmt_en_nm: en,
  agmt_desc: purpose,
  agmt_dvs: must_yn === 'Y' ? 'M' : 'O',
  agmt_dvs_nm: must_yn === 'Y' ? '필수' : '선택',
  agmt_type_nm: nm,
  agmt_ver: '1.0',
  agmt_s3_uri: '',
  agmt_text: `<h3>${nm}</h3><p>보틀(이하 "회사")은 아래와 같이 ${must_yn === 'Y' ? '동의를 받습니다. 동의하지 않으면 가입할 수 없습니다.' : '동의를 받습니다. 동의하지 않아도 가입할 수 있습니다.'}</p><ol><li>목적: ${purpose}</li><li>항목: ${items}</li><li>보유 기간: ${keep}</li></ol>`,
  recv_dvs: agmt_type === '3' || agmt_type === '4' ? 'PUSH' : '',
  recv_dvs_nm: agmt_type === '3' || agmt_type === '4' ? '앱 푸시' : '',
}));

// ---------------------------------------------------------------------------------------------
// ---------------------------------------------------------------------------------------------
// Reviews: a believable spread of other members' ratings and reviews per product. Its own PRNG
// from the catalogue's seed, so adding reviews changes none of the data above. Most products
// have a few reviews, some none, a few popular ones a long list (paging); ratings gather round
// a product's own mean (its price and senses pull it), half stars included; about one in six
// reviews is in English; about half come from members who picked the bottle up (구매 인증).
// Authors are seed reviewers (never the demo's login members), one review each per product.
// ---------------------------------------------------------------------------------------------
const reviewRand = mulberry32(SEED);
const rInt = (min, max) => min + Math.floor(reviewRand() * (max - min + 1));
const rPick = (list) => list[Math.floor(reviewRand() * list.length)];
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
