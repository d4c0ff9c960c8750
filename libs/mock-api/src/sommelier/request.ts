/**
 * Reading a sommelier request: food, budget, wine or liquor type, taste words,
 * occasion and gifts in Korean or English, and how a thread's next message changes what it
 * asked for (follow-ups, merging). Pure text rules; no catalogue here.
 */

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
