/**
 * The demo catalogue's products (tools/generate-mock-data.mjs → products.json): each seed label of
 * catalogue-seed.mjs in its vintages and sizes, with barcodes (EAN-13 with the country's GS1
 * prefix), five-senses levels and style from the type, foods, summary and tags. Every random
 * draw comes from the generator's PRNG, in the order it always had.
 */
import { LIQUORS, NATIONS, WINES } from './catalogue-seed.mjs';
import { readSeed } from './seed-json.mjs';

/**
 * products-seed.json, by type code (spec §3): the type's names [ko, en] as a product carries
 * them, and its five-senses baseline [sweetness, acidity, body, tannin, aroma] (1..5). A liquor
 * type without a baseline of its own takes a whisky-like one.
 */
const {
  wineTypeNames: WINE_TYPE_NM,
  liquorTypeNames: LIQUOR_TYPE_NM,
  wineProfiles: WINE_PROFILE,
  liquorProfiles: LIQUOR_PROFILE,
} = readSeed('products-seed.json');

/** @param {{ rand: () => number, int: (min: number, max: number) => number, pick: <T>(list: T[]) => T, jitter: (base: number, spread?: number) => number }} rng */
export function generateProducts({ rand, int, pick, jitter }) {
  const clamp = (v, lo, hi) => Math.max(lo, Math.min(hi, v));
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
    const base = LIQUOR_PROFILE[typeCd] ?? [2, 2, 4, 4, 4];
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

  /**
   * A product's code and type (product key order): W or L and its sequence number, the type's code
   * and its names [ko, en] from `typeNames`.
   */
  function typeFields(prdType, seq, typeCd, typeNames) {
    return {
      prd_cd: `${prdType === 'wine' ? 'W' : 'L'}${String(seq).padStart(5, '0')}`,
      prd_type: prdType,
      type_cd: typeCd,
      type_nm: typeNames[typeCd][0],
      type_en_nm: typeNames[typeCd][1],
    };
  }

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
      ...typeFields('wine', wineSeq, typeCd, WINE_TYPE_NM),
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
      ...typeFields('liquor', liquorSeq, typeCd, LIQUOR_TYPE_NM),
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
  return products;
}
