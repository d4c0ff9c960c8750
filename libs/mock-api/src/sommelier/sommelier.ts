/**
 * The local sommelier behind /app/chat (issue 7): a retrieval and rules engine over the
 * catalogue, not a language model. It reads Korean or English requests for food, budget, wine
 * or liquor type, taste words, occasion and gifts, keeps them as the thread's context, and
 * answers with a short explanation and 1-5 products in stock at the member's store.
 */
import { withParticle } from '@bottle/domain';
import { dataset } from '../data/dataset';
import type { SeedProduct } from '../data/types';
import {
  EAN13_L_CODES,
  EAN13_PARITY,
  RASTER_MAX_SIDE,
  decodeEan13FromLuminance,
  isValidEan13,
  rgbaToLuminance,
  type LuminanceImage,
  type Rasterizer,
} from './ean13-raster';
import { nodeRasterizer } from './node-rasterizer';

export { RASTER_MAX_SIDE, type LuminanceImage, type Rasterizer } from './ean13-raster';
export { nodeRasterizer } from './node-rasterizer';

export type Lang = 'ko' | 'en';

/** What a conversation has asked for so far. */
export interface SommelierRequest {
  types?: string[];
  category?: 'wine' | 'liquor';
  minPrice?: number;
  maxPrice?: number;
  foods?: string[];
  sweet?: 'dry' | 'sweet';
  body?: 'light' | 'full';
  smoky?: boolean;
  crisp?: boolean;
  gift?: boolean;
  occasion?: string;
  nation?: string;
}

interface Rule<T> {
  words: RegExp;
  value: T;
}

const TYPE_RULES: Rule<string[]>[] = [
  { words: /스파클링|샴페인|샴빠뉴|프로세코|까바|카바|sparkling|champagne|prosecco|cava|bubbl/i, value: ['034006002'] },
  { words: /로제|rose|rosé/i, value: ['034006003'] },
  { words: /레드|red wine|\bred\b/i, value: ['034006001'] },
  { words: /화이트|white wine|\bwhite\b/i, value: ['034006004'] },
  { words: /무알콜|논알콜|알코올 ?프리|non-?alcoholic|alcohol[- ]free|no alcohol/i, value: ['034006005'] },
  { words: /내추럴|natural wine|\bnatural\b/i, value: ['034006007'] },
  { words: /포트|셰리|주정강화|port\b|sherry|fortified|madeira/i, value: ['034006008'] },
  { words: /싱글 ?몰트|single malt/i, value: ['034005009'] },
  { words: /버번|bourbon/i, value: ['034005010'] },
  { words: /재패니즈 ?위스키|일본 ?위스키|japanese whisk/i, value: ['034005011'] },
  { words: /블렌디드|blended/i, value: ['034005001'] },
  { words: /위스키|whisky|whiskey|scotch/i, value: ['034005001', '034005009', '034005010', '034005011'] },
  { words: /브랜디|코냑|cognac|brandy/i, value: ['034005002'] },
  { words: /리큐르|liqueur/i, value: ['034005003'] },
  { words: /보드카|vodka/i, value: ['034005004'] },
  { words: /사케|니혼슈|sake/i, value: ['034005005'] },
  { words: /백주|고량주|바이주|baijiu|kaoliang/i, value: ['034005006'] },
  { words: /데킬라|테킬라|tequila/i, value: ['034005012'] },
  // Hangul has no \b word boundary: a one-syllable name must stand alone or take a particle.
  { words: /(?:^|\s)럼(?:$|\s|으로|을|이|은|추천)|\brum\b/i, value: ['034005013'] },
  { words: /(?:^|\s)진(?:$|\s|으로|을|이|은|추천)|\bgin\b/i, value: ['034005014'] },
  { words: /미니어처|미니 ?보틀|miniature|mini bottle/i, value: ['034005015'] },
];

const FOOD_RULES: Rule<string>[] = [
  { words: /스테이크|steak/i, value: 'steak' },
  { words: /불고기|bulgogi/i, value: 'bulgogi' },
  { words: /갈비|삼겹살|고기|바베큐|bbq|galbi|pork belly|\bmeat\b|barbecue/i, value: 'galbi' },
  { words: /양고기|양갈비|\blamb\b/i, value: 'lamb' },
  { words: /(?:^|\s)회(?:$|\s|랑|와|에|하고|나)|생선회|사시미|sashimi|raw fish/i, value: 'sashimi' },
  { words: /(?:^|\s)굴(?:$|\s|이랑|에|과|하고|요리)|생굴|oyster/i, value: 'oyster' },
  { words: /생선|fish/i, value: 'grilled_fish' },
  { words: /초밥|스시|sushi/i, value: 'sushi' },
  { words: /해산물|seafood/i, value: 'seafood_pasta' },
  { words: /파전|부침개|빈대떡|(?:^|\s)전(?:$|\s|이랑|에|과|하고|이나)|jeon|pancake/i, value: 'jeon' },
  { words: /떡볶이|tteokbokki/i, value: 'tteokbokki' },
  { words: /치킨|닭|fried chicken|chicken/i, value: 'fried_chicken' },
  { words: /피자|pizza/i, value: 'pizza' },
  { words: /파스타|pasta/i, value: 'pasta_tomato' },
  { words: /타코|멕시칸|taco|mexican/i, value: 'tacos' },
  { words: /중식|짜장|탕수육|마라|chinese/i, value: 'chinese' },
  { words: /블루 ?치즈|blue cheese/i, value: 'cheese_blue' },
  { words: /치즈|cheese/i, value: 'cheese_hard' },
  { words: /샐러드|salad/i, value: 'salad' },
  { words: /초콜릿|초코|chocolate/i, value: 'dessert_choco' },
  { words: /디저트|케이크|과일|dessert|cake|fruit/i, value: 'dessert_fruit' },
];

/** Reads a budget: "3만원 이하", "5만원대", "under 50,000 won", "between 20000 and 40000". */
export function parseBudget(text: string): Pick<SommelierRequest, 'minPrice' | 'maxPrice'> {
  const amounts: number[] = [];
  const re = /(\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)\s*(만|천|k\b|K\b)?\s*(원|won|krw)?/g;
  for (const m of text.matchAll(re)) {
    const raw = Number((m[1] ?? '').replace(/,/g, ''));
    const unit = m[2];
    const currency = m[3];
    if (!unit && !currency && raw < 1000) continue; // "2 bottles", "12 years", vintages…
    if (!unit && !currency && raw >= 1900 && raw <= 2100) continue; // a vintage year
    const won = unit === '만' ? raw * 10000 : unit === '천' ? raw * 1000 : /k/i.test(unit ?? '') ? raw * 1000 : raw;
    amounts.push(won);
  }
  if (!amounts.length) return {};
  const range = /사이|between|~|-\s*\d|에서/i.test(text) && amounts.length >= 2;
  if (range) return { minPrice: Math.min(...amounts), maxPrice: Math.max(...amounts) };
  const amount = amounts[0] ?? 0;
  if (/\d\s*(?:만|천)?\s*원?\s*대(?:$|\s|로|의)|정도|쯤|around|about/i.test(text)) {
    return { minPrice: Math.round(amount * 0.8), maxPrice: Math.round(amount * 1.25) };
  }
  if (/이상|넘는|over|above|at least|more than/i.test(text)) return { minPrice: amount };
  return { maxPrice: amount };
}

/** Extracts the request of one message. */
export function parseMessage(text: string): SommelierRequest {
  const req: SommelierRequest = {};
  const types = new Set<string>();
  for (const rule of TYPE_RULES) if (rule.words.test(text)) for (const t of rule.value) types.add(t);
  // "red" inside "whisky with red label" etc. is rare in requests; a liquor word wins over wine colour words.
  if (types.size) req.types = [...types];
  if (!req.types) {
    if (/와인|wine/i.test(text)) req.category = 'wine';
    else if (/양주|증류주|spirit|liquor|하이볼|highball/i.test(text)) req.category = 'liquor';
  }
  const foods = new Set<string>();
  for (const rule of FOOD_RULES) if (rule.words.test(text)) foods.add(rule.value);
  if (foods.size) req.foods = [...foods];
  Object.assign(req, parseBudget(text));
  if (/드라이|달지 ?않|안 ?단|dry|not sweet/i.test(text)) req.sweet = 'dry';
  else if (/달콤|단 |단맛|스위트|달달|sweet/i.test(text)) req.sweet = 'sweet';
  if (/풀바디|묵직|진한|무거운|full[- ]?bodied|bold|heavy|rich/i.test(text)) req.body = 'full';
  else if (/가벼운|라이트|산뜻|light|easy[- ]drinking/i.test(text)) req.body = 'light';
  if (/스모키|피트|피티|smoky|smokey|peat/i.test(text)) req.smoky = true;
  if (/상큼|산미|crisp|fresh|zesty|acid/i.test(text)) req.crisp = true;
  if (/선물|기프트|gift|present/i.test(text)) req.gift = true;
  const occasion = [
    [/캠핑|camping/i, 'camping'],
    [/파티|모임|party|gathering/i, 'party'],
    [/데이트|기념일|date|anniversary/i, 'date'],
    [/생일|birthday/i, 'birthday'],
    [/집들이|housewarming/i, 'housewarming'],
    [/하이볼|칵테일|highball|cocktail/i, 'cocktail'],
  ].find(([re]) => (re as RegExp).test(text));
  if (occasion) req.occasion = occasion[1] as string;
  if (/프랑스|france|french|보르도|부르고뉴|bordeaux|burgundy/i.test(text)) req.nation = 'France';
  else if (/이탈리아|italy|italian/i.test(text)) req.nation = 'Italy';
  else if (/칠레|chile/i.test(text)) req.nation = 'Chile';
  else if (/미국|나파|usa|american|napa|california/i.test(text)) req.nation = 'USA';
  else if (/호주|australia/i.test(text)) req.nation = 'Australia';
  else if (/스페인|spain|spanish/i.test(text)) req.nation = 'Spain';
  return req;
}

/** Whether a message is a follow-up that keeps the earlier request ("cheaper", "another one"). */
export function followUp(text: string): { cheaper: boolean; pricier: boolean; another: boolean } {
  return {
    cheaper: /더 ?싼|저렴|싸게|cheaper|less expensive|lower price/i.test(text),
    pricier: /더 ?비싼|고급|좋은 걸로|pricier|more expensive|premium|fancier/i.test(text),
    another: /다른|또|더 ?보여|another|other|more options|something else/i.test(text),
  };
}

export function detectLang(text: string): Lang {
  return /[가-힣]/.test(text) ? 'ko' : 'en';
}

/** Merges a new message into the thread's request: new values replace old ones of the same kind. */
export function mergeRequest(previous: SommelierRequest, next: SommelierRequest): SommelierRequest {
  const merged: SommelierRequest = { ...previous };
  if (next.types || next.category) {
    delete merged.types;
    delete merged.category;
  }
  return { ...merged, ...next };
}

export interface Recommendation {
  products: SeedProduct[];
  answer: string;
  /** The request after relaxing what found nothing. */
  request: SommelierRequest;
  relaxed: string[];
}

function score(p: SeedProduct, req: SommelierRequest): number {
  let s = 0;
  if (req.foods?.some((f) => p.foods.includes(f))) s += 5;
  if (req.sweet === 'dry') s += 5 - p.sweetness;
  if (req.sweet === 'sweet') s += p.sweetness;
  if (req.body === 'full') s += p.body;
  if (req.body === 'light') s += 5 - p.body;
  if (req.smoky && p.tags.includes('smoky')) s += 6;
  if (req.crisp) s += p.acidity;
  if (req.gift) s += p.type_cd === '034005007' ? 3 : p.price >= 50000 ? 2 : 0;
  if (req.occasion === 'camping' && p.volume_ml <= 750 && p.price < 60000) s += 2;
  if (req.occasion === 'party' && p.type_cd === '034006002') s += 2;
  if (req.occasion === 'cocktail' && ['034005004', '034005014', '034005013', '034005001'].includes(p.type_cd)) s += 3;
  if (req.nation && p.nation_en_nm === req.nation) s += 3;
  // Popularity breaks ties, so answers are stable for the same request.
  return s + p.bnkr_cnt / 1000;
}

function matches(p: SeedProduct, req: SommelierRequest): boolean {
  if (req.types && !req.types.includes(p.type_cd)) return false;
  if (req.category && p.prd_type !== req.category) return false;
  if (req.maxPrice !== undefined && p.price > req.maxPrice) return false;
  if (req.minPrice !== undefined && p.price < req.minPrice) return false;
  if (req.foods && !req.foods.some((f) => p.foods.includes(f))) return false;
  if (req.smoky && !p.tags.includes('smoky')) return false;
  if (req.sweet === 'dry' && p.sweetness > 2) return false;
  if (req.sweet === 'sweet' && p.sweetness < 4) return false;
  if (req.body === 'full' && p.body < 4) return false;
  if (req.body === 'light' && p.body > 3) return false;
  if (req.nation && p.nation_en_nm !== req.nation) return false;
  if (req.gift && p.volume_ml < 375) return false;
  return true;
}

/** Soft criteria dropped one by one when nothing matches; type and budget are never dropped. */
const RELAXABLE: (keyof SommelierRequest)[] = ['nation', 'body', 'sweet', 'foods', 'smoky'];

export function recommend(
  req: SommelierRequest,
  options: { inStock: (p: SeedProduct) => boolean; exclude?: readonly string[]; lang: Lang; limit?: number },
): Recommendation {
  const limit = Math.min(5, Math.max(1, options.limit ?? 3));
  const exclude = new Set(options.exclude ?? []);
  let current = { ...req };
  const relaxed: string[] = [];
  const pool = dataset.products.filter((p) => options.inStock(p) && !exclude.has(p.prd_cd));
  let found = pool.filter((p) => matches(p, current));
  for (const key of RELAXABLE) {
    if (found.length) break;
    if (current[key] === undefined) continue;
    const next = { ...current };
    delete next[key];
    current = next;
    relaxed.push(key);
    found = pool.filter((p) => matches(p, current));
  }
  const products = found
    .map((p) => ({ p, s: score(p, req) }))
    .sort((a, b) => b.s - a.s || a.p.price - b.p.price)
    .slice(0, limit)
    .map((x) => x.p);
  return { products, answer: explain(req, products, relaxed, options.lang), request: current, relaxed };
}

const won = (n: number) => `${n.toLocaleString('en-US')}`;

function explain(req: SommelierRequest, products: SeedProduct[], relaxed: string[], lang: Lang): string {
  if (!products.length) {
    return lang === 'ko'
      ? '말씀하신 조건에 맞고 지금 매장에 재고가 있는 상품을 찾지 못했어요. 예산이나 종류를 조금 넓혀 보시겠어요?'
      : "I couldn't find anything in stock at your store that fits. Could you widen the budget or the type?";
  }
  const parts: string[] = [];
  if (lang === 'ko') {
    if (req.foods?.length) parts.push('음식과의 궁합');
    if (req.sweet) parts.push(req.sweet === 'dry' ? '드라이한 맛' : '달콤한 맛');
    if (req.body) parts.push(req.body === 'full' ? '묵직한 바디감' : '가벼운 바디감');
    if (req.smoky) parts.push('스모키한 풍미');
    if (req.maxPrice !== undefined) parts.push(`${won(req.maxPrice)}원 이하 예산`);
    if (req.gift) parts.push('선물용');
    // Particles follow the word (spec §9, libs/domain): "예산을", never "예산을(를)" (issue 12).
    const why = parts.length ? `${withParticle(parts.join(', '), '을/를')} 고려해 ` : '';
    const first = products[0];
    const note = first ? ` 특히 ${withParticle(first.prd_nm, '은/는')} ${first.tasting_note}` : '';
    const relax = relaxed.length ? ' (조건 일부를 완화해 찾았어요.)' : '';
    return `${why}매장에 재고가 있는 ${products.length}가지를 골랐어요.${note}${relax}`;
  }
  if (req.foods?.length) parts.push('the food match');
  if (req.sweet) parts.push(req.sweet === 'dry' ? 'a dry taste' : 'a sweet taste');
  if (req.body) parts.push(req.body === 'full' ? 'a full body' : 'a light body');
  if (req.smoky) parts.push('smokiness');
  if (req.maxPrice !== undefined) parts.push(`a budget of ${won(req.maxPrice)} won`);
  if (req.gift) parts.push('gifting');
  const why = parts.length ? `With ${parts.join(', ')} in mind, ` : '';
  const first = products[0];
  const note = first ? ` ${first.prd_en_nm}: ${first.tasting_note_en}` : '';
  const relax = relaxed.length ? ' (I relaxed part of the request to find these.)' : '';
  return `${why}here ${products.length === 1 ? 'is 1 bottle' : `are ${products.length} bottles`} in stock at your store.${note}${relax}`;
}

// ---- image: EAN-13 in the uploaded bytes ---------------------------------------------------

const ean13Valid = isValidEan13;

/** L, G and R patterns of EAN-13 digits, and the first digit's parity pattern (ISO/IEC 15420). */
const L: readonly string[] = EAN13_L_CODES;
const G = L.map((p) => [...p].reverse().map((b) => (b === '1' ? '0' : '1')).join(''));
const R = L.map((p) => [...p].map((b) => (b === '1' ? '0' : '1')).join(''));
const PARITY: readonly string[] = EAN13_PARITY;

/** Decodes the 95 modules of an EAN-13 symbol ('1' bar, '0' space) into its 13 digits. */
export function decodeEan13Modules(bits: string): string | null {
  if (bits.length !== 95 || !bits.startsWith('101') || !bits.endsWith('101') || bits.slice(45, 50) !== '01010') return null;
  let parity = '';
  let digits = '';
  for (let i = 0; i < 6; i += 1) {
    const chunk = bits.slice(3 + i * 7, 10 + i * 7);
    const l = L.indexOf(chunk);
    const g = G.indexOf(chunk);
    if (l >= 0) {
      digits += String(l);
      parity += 'L';
    } else if (g >= 0) {
      digits += String(g);
      parity += 'G';
    } else return null;
  }
  for (let i = 0; i < 6; i += 1) {
    const r = R.indexOf(bits.slice(50 + i * 7, 57 + i * 7));
    if (r < 0) return null;
    digits += String(r);
  }
  const first = PARITY.indexOf(parity);
  if (first < 0) return null;
  const code = String(first) + digits;
  return ean13Valid(code) ? code : null;
}

/** One `<rect>` of an SVG in the SVG's own coordinates (its groups' translates applied). */
interface SvgBox {
  x: number;
  y: number;
  w: number;
  h: number;
  fill: string;
}

/** An attribute's value, double- or single-quoted; undefined when absent. */
function svgAttr(attrs: string, name: string): string | undefined {
  const m = new RegExp(`(?:^|\\s)${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)')`, 'i').exec(attrs);
  return m ? (m[1] ?? m[2]) : undefined;
}

/** `translate(x, y)` / `translate(x y)` / `translate(x)` of a transform attribute; other transforms count as none. */
function svgTranslate(attrs: string): { dx: number; dy: number } {
  const m = /translate\(\s*(-?[\d.]+)(?:[\s,]+(-?[\d.]+))?\s*\)/i.exec(svgAttr(attrs, 'transform') ?? '');
  return { dx: Number(m?.[1] ?? 0) || 0, dy: Number(m?.[2] ?? 0) || 0 };
}

/** The fill of a rect or group: the `fill` attribute, or `fill:` inside `style` (JsBarcode writes it there). */
function svgFill(attrs: string): string | undefined {
  const style = /(?:^|;)\s*fill\s*:\s*([^;]+)/i.exec(svgAttr(attrs, 'style') ?? '')?.[1];
  return (style ?? svgAttr(attrs, 'fill'))?.trim().toLowerCase();
}

const WHITE_FILLS = new Set(['#fff', '#ffffff', 'white', 'none', 'transparent', 'rgb(255,255,255)', 'rgb(255, 255, 255)']);

/**
 * Every `<rect>` of an SVG with absolute coordinates. libs/barcode and JsBarcode draw an EAN-13
 * in several `<g transform="translate(x, y)">` groups (guards, left half, centre, right half,
 * each with x relative to its group), so the translates of the enclosing groups are added up.
 */
function svgRects(svg: string): { rects: SvgBox[]; canvas: { w: number; h: number } | null } {
  const rects: SvgBox[] = [];
  const stack: { dx: number; dy: number; fill: string }[] = [{ dx: 0, dy: 0, fill: '#000000' }];
  let canvas: { w: number; h: number } | null = null;
  for (const m of svg.matchAll(/<(\/?)(svg|g|rect)\b([^>]*?)(\/?)>/gi)) {
    const [, closing, tag = '', attrs = '', selfClosing] = m;
    const name = tag.toLowerCase();
    const top = stack[stack.length - 1] ?? { dx: 0, dy: 0, fill: '#000000' };
    if (name === 'g' || name === 'svg') {
      if (closing) {
        if (stack.length > 1) stack.pop();
        continue;
      }
      if (name === 'svg' && !canvas) {
        const view = (svgAttr(attrs, 'viewBox') ?? '').trim().split(/[\s,]+/).map(Number);
        const w = view.length === 4 ? view[2] : parseFloat(svgAttr(attrs, 'width') ?? '');
        const h = view.length === 4 ? view[3] : parseFloat(svgAttr(attrs, 'height') ?? '');
        if (w !== undefined && h !== undefined && Number.isFinite(w) && Number.isFinite(h)) canvas = { w, h };
      }
      if (selfClosing) continue;
      const t = name === 'g' ? svgTranslate(attrs) : { dx: 0, dy: 0 };
      stack.push({ dx: top.dx + t.dx, dy: top.dy + t.dy, fill: svgFill(attrs) ?? top.fill });
      continue;
    }
    if (closing) continue; // </rect>
    const own = svgTranslate(attrs);
    const box = {
      x: Number(svgAttr(attrs, 'x') ?? 0) + top.dx + own.dx,
      y: Number(svgAttr(attrs, 'y') ?? 0) + top.dy + own.dy,
      w: Number(svgAttr(attrs, 'width') ?? NaN),
      h: Number(svgAttr(attrs, 'height') ?? NaN),
      fill: svgFill(attrs) ?? top.fill,
    };
    if ([box.x, box.y, box.w, box.h].every(Number.isFinite) && box.w > 0 && box.h > 0) rects.push(box);
  }
  return { rects, canvas };
}

/**
 * Reads the bars of an SVG barcode (libs/barcode and JsBarcode draw one `<rect>` per bar) into
 * modules, taking the narrowest bar as one module. Not bars: white or unfilled rects, a rect
 * covering the whole canvas (the background), and rects much shorter than the bars (the data
 * bars are the most common height; EAN guard bars are taller and count).
 */
function modulesFromSvg(svg: string): string | null {
  const { rects: all, canvas } = svgRects(svg);
  const dark = all.filter((r) => {
    if (WHITE_FILLS.has(r.fill)) return false;
    const fullCanvas = canvas !== null && r.x <= 0 && r.y <= 0 && r.w >= canvas.w && r.h >= canvas.h;
    return !fullCanvas;
  });
  if (dark.length < 30) return null;
  const heights = new Map<number, number>();
  for (const r of dark) heights.set(r.h, (heights.get(r.h) ?? 0) + 1);
  const barHeight = [...heights.entries()].sort((a, b) => b[1] - a[1] || b[0] - a[0])[0]?.[0] ?? 0;
  const rects = dark.filter((r) => r.h >= barHeight * 0.95);
  if (rects.length < 30) return null;
  const module = Math.min(...rects.map((r) => r.w));
  rects.sort((a, b) => a.x - b.x);
  const start = rects[0]?.x ?? 0;
  const end = Math.max(...rects.map((r) => r.x + r.w));
  const total = Math.round((end - start) / module);
  if (total !== 95) return null;
  const bits = Array.from({ length: 95 }, () => '0');
  for (const r of rects) {
    const from = Math.round((r.x - start) / module);
    const count = Math.round(r.w / module);
    for (let i = from; i < from + count && i < 95; i += 1) bits[i] = '1';
  }
  return bits.join('');
}

function decodeDataUrl(image: string): { mime: string; bytes: Uint8Array } | null {
  if (!image.startsWith('data:')) return null;
  const comma = image.indexOf(',');
  if (comma < 0) return null;
  const header = image.slice(5, comma);
  const payload = image.slice(comma + 1);
  const mime = header.split(';')[0] || 'application/octet-stream';
  try {
    if (header.split(';').includes('base64')) {
      const binary = atob(payload.replace(/\s/g, ''));
      const bytes = new Uint8Array(binary.length);
      for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
      return { mime, bytes };
    }
    return { mime, bytes: new TextEncoder().encode(decodeURIComponent(payload)) };
  } catch {
    // Broken base64 or percent-encoding: treat it as an unreadable picture.
    return null;
  }
}

/**
 * Finds an EAN-13 of the catalogue in an uploaded picture (issue 7, `/app/chat/image`).
 *
 * Practical approach, documented in the README: the demo camera uploads either a rendered
 * barcode (an SVG from libs/barcode or JsBarcode: its bars are decoded module by module) or a
 * photo whose bytes carry the number as text (a PNG tEXt chunk, JPEG EXIF/comment or a file
 * name, as phone scanners and the demo camera write). Any 13-digit run with a valid check digit
 * that names a catalogue product counts. Synchronous: the bars of a camera photo are read by
 * `findBarcodeInUpload`, which calls this first.
 */
export function findBarcodeInImage(image: string, hint?: string): string | null {
  const candidates: string[] = [];
  const decoded = decodeDataUrl(image);
  const text = decoded ? new TextDecoder('latin1').decode(decoded.bytes) : image;
  if (decoded?.mime.includes('svg') || text.includes('<svg')) {
    const bits = modulesFromSvg(text);
    const fromBars = bits ? decodeEan13Modules(bits) : null;
    if (fromBars) candidates.push(fromBars);
  }
  for (const source of [text, hint ?? '']) for (const m of source.matchAll(/(?<!\d)\d{13}(?!\d)/g)) candidates.push(m[0]);
  return candidates.find((c) => ean13Valid(c) && dataset.productByBarcode.has(c)) ?? null;
}

// ---- image: EAN-13 bars in a camera photo (JPEG/PNG/WebP/GIF) --------------------------------

const RASTER_MIMES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;

/** The raster type of a picture: its data URL type, else its magic bytes; null for anything else. */
export function rasterMime(declared: string, bytes: Uint8Array): string | null {
  const mime = declared.toLowerCase() === 'image/jpg' ? 'image/jpeg' : declared.toLowerCase();
  if ((RASTER_MIMES as readonly string[]).includes(mime)) return mime;
  const at = (i: number) => bytes[i] ?? -1;
  const ascii = (from: number, text: string) => [...text].every((c, k) => at(from + k) === c.charCodeAt(0));
  if (at(0) === 0x89 && ascii(1, 'PNG')) return 'image/png';
  if (at(0) === 0xff && at(1) === 0xd8 && at(2) === 0xff) return 'image/jpeg';
  if (ascii(0, 'GIF8')) return 'image/gif';
  if (ascii(0, 'RIFF') && ascii(8, 'WEBP')) return 'image/webp';
  return null;
}

/**
 * The browser's rasterizer (demo mode: MSW handlers run in the page): `createImageBitmap` decodes
 * the file, an OffscreenCanvas (or a regular canvas where OffscreenCanvas is missing) draws it
 * with the long side at most RASTER_MAX_SIDE, and its RGBA pixels become luminance. Without
 * `createImageBitmap` (Node) it answers null: Node uses `nodeRasterizer` instead (`pickRasterizer`).
 */
export const browserRasterizer: Rasterizer = async (mime, bytes) => {
  if (typeof globalThis.createImageBitmap !== 'function') return null;
  try {
    const bitmap = await globalThis.createImageBitmap(new Blob([bytes.slice()], { type: mime }));
    const scale = Math.min(1, RASTER_MAX_SIDE / Math.max(bitmap.width, bitmap.height));
    const width = Math.max(1, Math.round(bitmap.width * scale));
    const height = Math.max(1, Math.round(bitmap.height * scale));
    let ctx: OffscreenCanvasRenderingContext2D | CanvasRenderingContext2D | null = null;
    if (typeof globalThis.OffscreenCanvas === 'function') ctx = new globalThis.OffscreenCanvas(width, height).getContext('2d');
    else if (typeof document !== 'undefined') {
      const canvas = document.createElement('canvas');
      canvas.width = width;
      canvas.height = height;
      ctx = canvas.getContext('2d');
    }
    if (!ctx) {
      bitmap.close();
      return null;
    }
    ctx.drawImage(bitmap, 0, 0, width, height);
    bitmap.close();
    const { data } = ctx.getImageData(0, 0, width, height);
    return { width, height, luminance: rgbaToLuminance(data) };
  } catch {
    // A file the browser cannot decode is a picture it cannot read: the honest answer follows.
    return null;
  }
};

/** The catalogue EAN-13 read from the bars of a photo's pixels, or null (spec: issue 7, `/app/chat/image`). */
export function findBarcodeInLuminance(image: LuminanceImage): string | null {
  const code = decodeEan13FromLuminance(image.width, image.height, image.luminance);
  return code && dataset.productByBarcode.has(code) ? code : null;
}

/**
 * The rasterizer of where the handlers run: the browser's canvas when the page has
 * `createImageBitmap` (MSW in the page), else the pure-JS decoders of `nodeRasterizer` (the Node
 * demo server of issue 13, Vitest); with neither, none, and photos are not read.
 */
export function pickRasterizer(env: { createImageBitmap?: unknown; process?: { versions?: { node?: string } } } = globalThis): Rasterizer | null {
  if (typeof env.createImageBitmap === 'function') return browserRasterizer;
  if (typeof env.process?.versions?.node === 'string') return nodeRasterizer;
  return null;
}

/**
 * What `/app/chat/image` calls: the SVG bars or a written number first (`findBarcodeInImage`),
 * then, for a PNG/JPEG/WebP/GIF upload (data URL type or magic bytes), the bars in its pixels
 * through `rasterize` (`pickRasterizer()` by default; tests inject one).
 */
export async function findBarcodeInUpload(image: string, hint?: string, options: { rasterize?: Rasterizer } = {}): Promise<string | null> {
  const direct = findBarcodeInImage(image, hint);
  if (direct) return direct;
  const decoded = decodeDataUrl(image);
  if (!decoded) return null;
  const mime = rasterMime(decoded.mime, decoded.bytes);
  if (!mime) return null;
  const rasterize = options.rasterize ?? pickRasterizer();
  if (!rasterize) return null;
  const pixels = await rasterize(mime, decoded.bytes);
  return pixels ? findBarcodeInLuminance(pixels) : null;
}
