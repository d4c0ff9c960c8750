/**
 * The catalogue's own vocabulary the app knows by code: countries, grape varieties, foods and
 * food categories, each with its Korean and English name. The app shows these names from here in
 * the member's language, so an answer that carries only Korean names (or a code) still reads in
 * English; a name the table does not know is shown as the server sent it (`nameOf`).
 */
import type { Lang } from '../lang';
import { defineCodes } from './code-table';
import type { CodeDefinitions, CodeIn, CodeTable } from './code-table';

/** Countries by ISO 3166-1 alpha-2 code, the `nation_cd` of a product (assumption A6). */
export const NATIONS = defineCodes('nation', {
  AR: { code: 'AR', ko: '아르헨티나', en: 'Argentina' },
  AT: { code: 'AT', ko: '오스트리아', en: 'Austria' },
  AU: { code: 'AU', ko: '호주', en: 'Australia' },
  BB: { code: 'BB', ko: '바베이도스', en: 'Barbados' },
  CL: { code: 'CL', ko: '칠레', en: 'Chile' },
  CN: { code: 'CN', ko: '중국', en: 'China' },
  DE: { code: 'DE', ko: '독일', en: 'Germany' },
  ES: { code: 'ES', ko: '스페인', en: 'Spain' },
  FR: { code: 'FR', ko: '프랑스', en: 'France' },
  GB: { code: 'GB', ko: '영국', en: 'United Kingdom' },
  GT: { code: 'GT', ko: '과테말라', en: 'Guatemala' },
  IE: { code: 'IE', ko: '아일랜드', en: 'Ireland' },
  IT: { code: 'IT', ko: '이탈리아', en: 'Italy' },
  JP: { code: 'JP', ko: '일본', en: 'Japan' },
  KR: { code: 'KR', ko: '대한민국', en: 'Korea' },
  MX: { code: 'MX', ko: '멕시코', en: 'Mexico' },
  NL: { code: 'NL', ko: '네덜란드', en: 'Netherlands' },
  NZ: { code: 'NZ', ko: '뉴질랜드', en: 'New Zealand' },
  PL: { code: 'PL', ko: '폴란드', en: 'Poland' },
  PT: { code: 'PT', ko: '포르투갈', en: 'Portugal' },
  RU: { code: 'RU', ko: '러시아', en: 'Russia' },
  SE: { code: 'SE', ko: '스웨덴', en: 'Sweden' },
  TW: { code: 'TW', ko: '대만', en: 'Taiwan' },
  US: { code: 'US', ko: '미국', en: 'USA' },
  VE: { code: 'VE', ko: '베네수엘라', en: 'Venezuela' },
  ZA: { code: 'ZA', ko: '남아프리카공화국', en: 'South Africa' },
});
export type NationCode = CodeIn<typeof NATIONS>;

/**
 * Grape varieties. The chain names a variety by its Korean name (the wine info tab's
 * `grape_list`, the filter key `kind`'s option code), so that name is the code.
 */
export const GRAPE_VARIETIES = defineCodes('grapeVariety', {
  cabernetSauvignon: { code: '카베르네 소비뇽', ko: '카베르네 소비뇽', en: 'Cabernet Sauvignon' },
  merlot: { code: '메를로', ko: '메를로', en: 'Merlot' },
  cabernetFranc: { code: '카베르네 프랑', ko: '카베르네 프랑', en: 'Cabernet Franc' },
  petitVerdot: { code: '프티 베르도', ko: '프티 베르도', en: 'Petit Verdot' },
  pinotNoir: { code: '피노 누아', ko: '피노 누아', en: 'Pinot Noir' },
  grenache: { code: '그르나슈', ko: '그르나슈', en: 'Grenache' },
  syrah: { code: '시라', ko: '시라', en: 'Syrah' },
  sangiovese: { code: '산지오베제', ko: '산지오베제', en: 'Sangiovese' },
  nebbiolo: { code: '네비올로', ko: '네비올로', en: 'Nebbiolo' },
  corvina: { code: '코르비나', ko: '코르비나', en: 'Corvina' },
  tempranillo: { code: '템프라니요', ko: '템프라니요', en: 'Tempranillo' },
  shiraz: { code: '쉬라즈', ko: '쉬라즈', en: 'Shiraz' },
  malbec: { code: '말벡', ko: '말벡', en: 'Malbec' },
  carmenere: { code: '카르메네르', ko: '카르메네르', en: 'Carmenere' },
  pinotage: { code: '피노타주', ko: '피노타주', en: 'Pinotage' },
  pinotMeunier: { code: '피노 뫼니에', ko: '피노 뫼니에', en: 'Pinot Meunier' },
  chardonnay: { code: '샤르도네', ko: '샤르도네', en: 'Chardonnay' },
  macabeo: { code: '마카베오', ko: '마카베오', en: 'Macabeo' },
  parellada: { code: '파렐야다', ko: '파렐야다', en: 'Parellada' },
  xarelLo: { code: '사렐로', ko: '사렐로', en: 'Xarel-lo' },
  glera: { code: '글레라', ko: '글레라', en: 'Glera' },
  moscato: { code: '모스카토', ko: '모스카토', en: 'Moscato' },
  cinsault: { code: '생소', ko: '생소', en: 'Cinsault' },
  zinfandel: { code: '진판델', ko: '진판델', en: 'Zinfandel' },
  baga: { code: '바가', ko: '바가', en: 'Baga' },
  sauvignonBlanc: { code: '소비뇽 블랑', ko: '소비뇽 블랑', en: 'Sauvignon Blanc' },
  riesling: { code: '리슬링', ko: '리슬링', en: 'Riesling' },
  gewurztraminer: { code: '게뷔르츠트라미너', ko: '게뷔르츠트라미너', en: 'Gewurztraminer' },
  pinotGrigio: { code: '피노 그리지오', ko: '피노 그리지오', en: 'Pinot Grigio' },
  albarino: { code: '알바리뇨', ko: '알바리뇨', en: 'Albarino' },
  semillon: { code: '세미용', ko: '세미용', en: 'Semillon' },
  zweigelt: { code: '츠바이겔트', ko: '츠바이겔트', en: 'Zweigelt' },
  blaufrankisch: { code: '블라우프랭키쉬', ko: '블라우프랭키쉬', en: 'Blaufrankisch' },
  gamay: { code: '가메', ko: '가메', en: 'Gamay' },
  nerelloMascalese: { code: '네렐로 마스칼레세', ko: '네렐로 마스칼레세', en: 'Nerello Mascalese' },
  malvasia: { code: '말바지아', ko: '말바지아', en: 'Malvasia' },
  ribollaGialla: { code: '리볼라 잘라', ko: '리볼라 잘라', en: 'Ribolla Gialla' },
  tourigaNacional: { code: '투리가 나시오날', ko: '투리가 나시오날', en: 'Touriga Nacional' },
  tintaRoriz: { code: '틴타 로리즈', ko: '틴타 로리즈', en: 'Tinta Roriz' },
  palomino: { code: '팔로미노', ko: '팔로미노', en: 'Palomino' },
  pedroXimenez: { code: '페드로 히메네스', ko: '페드로 히메네스', en: 'Pedro Ximenez' },
});
export type GrapeVarietyCode = CodeIn<typeof GRAPE_VARIETIES>;

/** Food categories of food pairing (`cate_cd`). */
export const FOOD_CATEGORIES = defineCodes('foodCategory', {
  meat: { code: 'meat', ko: '고기', en: 'Meat' },
  seafood: { code: 'seafood', ko: '해산물', en: 'Seafood' },
  korean: { code: 'korean', ko: '한식', en: 'Korean' },
  casual: { code: 'casual', ko: '간편식', en: 'Casual' },
  cheese: { code: 'cheese', ko: '치즈', en: 'Cheese' },
  dessert: { code: 'dessert', ko: '디저트', en: 'Dessert' },
});
export type FoodCategoryCode = CodeIn<typeof FOOD_CATEGORIES>;

/** Foods of food pairing and of a wine's matches (`food_cd`). */
export const FOODS = defineCodes('food', {
  steak: { code: 'steak', ko: '스테이크', en: 'Steak' },
  bulgogi: { code: 'bulgogi', ko: '불고기', en: 'Bulgogi' },
  galbi: { code: 'galbi', ko: '갈비', en: 'Galbi' },
  lamb: { code: 'lamb', ko: '양갈비', en: 'Lamb chops' },
  sashimi: { code: 'sashimi', ko: '회', en: 'Sashimi' },
  oyster: { code: 'oyster', ko: '굴', en: 'Oysters' },
  grilledFish: { code: 'grilled_fish', ko: '생선구이', en: 'Grilled fish' },
  sushi: { code: 'sushi', ko: '초밥', en: 'Sushi' },
  seafoodPasta: { code: 'seafood_pasta', ko: '해산물 파스타', en: 'Seafood pasta' },
  jeon: { code: 'jeon', ko: '전', en: 'Jeon (savoury pancakes)' },
  tteokbokki: { code: 'tteokbokki', ko: '떡볶이', en: 'Tteokbokki' },
  friedChicken: { code: 'fried_chicken', ko: '치킨', en: 'Fried chicken' },
  pizza: { code: 'pizza', ko: '피자', en: 'Pizza' },
  pastaTomato: { code: 'pasta_tomato', ko: '토마토 파스타', en: 'Tomato pasta' },
  tacos: { code: 'tacos', ko: '타코', en: 'Tacos' },
  chinese: { code: 'chinese', ko: '중식', en: 'Chinese food' },
  cheeseHard: { code: 'cheese_hard', ko: '하드 치즈', en: 'Hard cheese' },
  cheeseSoft: { code: 'cheese_soft', ko: '소프트 치즈', en: 'Soft cheese' },
  cheeseBlue: { code: 'cheese_blue', ko: '블루 치즈', en: 'Blue cheese' },
  salad: { code: 'salad', ko: '샐러드', en: 'Salad' },
  dessertChoco: { code: 'dessert_choco', ko: '초콜릿 디저트', en: 'Chocolate dessert' },
  dessertFruit: { code: 'dessert_fruit', ko: '과일 디저트', en: 'Fruit dessert' },
});
export type FoodCode = CodeIn<typeof FOODS>;

/**
 * The name of a catalogue value in `lang`, from the app's table: by its code first, else by a
 * name in either language (a server may send the Korean or already the English name). A value
 * the table does not know is returned as it came (trimmed; '' for none), since it is the only
 * name there is.
 *
 * @example
 * nameOf(NATIONS, 'IT', 'en');                  // 'Italy'
 * nameOf(GRAPE_VARIETIES, '메를로', 'en');       // 'Merlot'
 * nameOf(GRAPE_VARIETIES, 'Merlot', 'ko');      // '메를로'
 * nameOf(NATIONS, '', 'en', '이탈리아');          // 'Italy' (no code: the name is looked up)
 */
export function nameOf<D extends CodeDefinitions>(table: CodeTable<D>, value: unknown, lang: Lang, fallbackName?: unknown): string {
  const find = (v: unknown) => {
    if (typeof v !== 'string' || v.trim() === '') return undefined;
    const text = v.trim();
    return table.entries.find((e) => e.code === text) ?? table.entries.find((e) => e.ko === text || e.en === text);
  };
  const entry = find(value) ?? find(fallbackName);
  if (entry) return lang === 'en' ? entry.en : entry.ko;
  const raw = typeof fallbackName === 'string' && fallbackName.trim() ? fallbackName : value;
  return typeof raw === 'string' ? raw.trim() : '';
}
