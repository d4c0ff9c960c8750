/**
 * Catalogue search (spec §7 public, libs/api A23): search words, autocomplete, filter options,
 * the wine and liquor result lists, and a member's recent searches (A15-A20).
 */
import type {
  AutocompleteResponse,
  ConditionalFiltersResponse,
  RecentSearchListResponse,
  SearchResultResponse,
  SearchTypeListResponse,
  SearchWordListResponse,
} from '@bottle/api';
import { dataset } from '../../data/dataset';
import { badRequest } from '../../state/errors';
import { Reviews } from '../../state/reviews';
import type { SeedProduct } from '../../data/types';
import { autocompleteCatalogue, searchCatalogue } from '../../search/catalogue-search';
import { isExchangeable, searchTabOf } from '../../search/exchange';
import { optNum, optStr, page, str, type HandlerContext } from '../http';
import { summary } from '../present';
import { ack, type Registrars } from './register';

type Product = (typeof dataset.products)[number];
/** Filter values by key as a request carries them (spec §3 wine filter keys). */
type FilterValues = Partial<Record<string, string[]>>;

/** Reads `filters` of a request body: an object of code lists; a malformed one is a bad request. */
function filterValues(body: Record<string, unknown>): FilterValues {
  const filters = (body['filters'] ?? {}) as Record<string, unknown>;
  if (typeof filters !== 'object' || Array.isArray(filters)) throw badRequest('filters must be an object');
  const out: FilterValues = {};
  for (const [key, v] of Object.entries(filters)) {
    if (!Array.isArray(v) || !v.every((x) => typeof x === 'string')) throw badRequest(`filters.${key} must be a list of codes`);
    if (v.length) out[key] = v as string[];
  }
  return out;
}

/**
 * The products that pass every filter: values of one key are alternatives (레드 or 화이트),
 * except the five senses, where each chosen level must hold; keys combine with "and".
 */
function applyFilters(list: readonly Product[], filters: FilterValues): Product[] {
  // An empty list is no filter (as in a request, where filterValues drops it).
  const chosen = (key: string) => (filters[key]?.length ? filters[key] : undefined);
  const [types, kinds, nations, styles, prices, senses] = ['type', 'kind', 'nation', 'style', 'price', 'fivesense'].map(chosen);
  let out = [...list];
  if (types) out = out.filter((p) => types.includes(p.type_cd));
  // Spec §3 filter key "kind" is the grape variety (libs/domain WINE_FILTER_KEYS: 품종).
  if (kinds) out = out.filter((p) => p.grapes.some((g) => kinds.includes(g.ko) || kinds.includes(g.en)));
  if (nations) out = out.filter((p) => nations.includes(p.nation_cd) || nations.includes(p.nation_nm));
  if (styles) out = out.filter((p) => styles.includes(p.style_nm) || styles.includes(p.style_en_nm));
  if (prices) {
    out = out.filter((p) =>
      prices.some((range) => {
        const [lo, hi] = range.split('-').map((x) => (x ? Number(x) : NaN));
        return (Number.isNaN(lo ?? NaN) || p.price >= (lo ?? 0)) && (Number.isNaN(hi ?? NaN) || p.price <= (hi ?? Infinity));
      }),
    );
  }
  if (senses) {
    // codes like 'sweetness:4' keep products at that level or above
    out = out.filter((p) =>
      senses.every((code) => {
        const [axis, level] = code.split(':');
        const value = (p as unknown as Record<string, unknown>)[axis ?? ''];
        return typeof value === 'number' && value >= Number(level);
      }),
    );
  }
  return out;
}

/** Search over the catalogue: keyword, filters by key (spec §3 wine filter keys), price and sort. */
function search(ctx: HandlerContext, ctg: 'wine' | 'liquor' | 'all'): SearchResultResponse {
  const { body, backend } = ctx;
  const keyword = optStr(body, 'keyword')?.trim();
  const filters = filterValues(body);
  const min = optNum(body, 'min_prc');
  const max = optNum(body, 'max_prc');
  let list = dataset.products.filter((p) => ctg === 'all' || p.prd_type === ctg);
  // Spec §3 search tabs: the exchange tab lists what the mobile gift voucher covers (search/exchange.ts).
  if (searchTabOf(body).searchType === 3) list = list.filter((p) => isExchangeable(p, (prd, str) => backend.stockAt(prd, str)));
  // Forgiving of spellings, spaces and initials: see search/catalogue-search.ts.
  const match = keyword ? searchCatalogue(keyword) : undefined;
  if (match) list = list.filter(match.matches);
  list = applyFilters(list, filters);
  if (min !== undefined) list = list.filter((p) => p.price >= min);
  if (max !== undefined) list = list.filter((p) => p.price <= max);
  const sort = optStr(body, 'sort') ?? 'popular';
  // With a keyword, the default order puts the products it names first (then popularity): a
  // sort the member chose (price, new) is theirs.
  const relevance = match && sort === 'popular' ? match.rank : () => 0;
  // libs/api A40: by rating, the best average first, then the more reviewed, then popularity
  const ratings = sort === 'rating' ? new Reviews(backend).summaries(list.map((p) => p.prd_cd)) : undefined;
  const byRating = (a: SeedProduct, b: SeedProduct): number => {
    const ra = ratings?.get(a.prd_cd);
    const rb = ratings?.get(b.prd_cd);
    return (rb?.avg_rating ?? -1) - (ra?.avg_rating ?? -1) || (rb?.review_cnt ?? 0) - (ra?.review_cnt ?? 0);
  };
  const sorted = [...list].sort(
    (a, b) =>
      relevance(a) - relevance(b) ||
      (ratings ? byRating(a, b) : 0) ||
      (sort === 'price_asc'
        ? a.price - b.price
        : sort === 'price_desc'
          ? b.price - a.price
          : sort === 'new'
            ? b.prd_cd.localeCompare(a.prd_cd)
            : backend.bnkrCnt(b.prd_cd) - backend.bnkrCnt(a.prd_cd)),
  );
  if (keyword && ctx.cno) backend.addRecentSearch(ctx.cno, keyword.toLowerCase());
  const found = page(
    body,
    sorted.map((p) => summary(backend, p, ctx.cno)),
  );
  // libs/api A23: the spelling the catalogue uses, when the one typed is in no product; also on
  // an empty page, so a category without results names the spelling the others were found with.
  return match?.matchedKeyword ? { ...found, matched_keyword: match.matchedKeyword } : found;
}

/**
 * The filter options (libs/api A23), each with `cnt` (A34): how many products it leaves given the
 * request's `filters` (the answers so far): the other keys' values as chosen, this key's value
 * replaced by the option (the five senses add it, since each chosen level must hold). An option
 * at 0 cannot match the answers so far.
 */
function filterOptions(ctg: 'wine' | 'liquor' | 'all', filters: FilterValues = {}): ConditionalFiltersResponse {
  const list = dataset.products.filter((p) => ctg === 'all' || p.prd_type === ctg);
  // The grapes offered are the commonest among the wines the other answers leave (말벡 after
  // 레드 + 아르헨티나, not the catalogue's top white grapes), and any grape already chosen.
  const response = filterOptionList(list, applyFilters(list, { ...filters, kind: [] }), filters['kind'] ?? []);
  for (const group of response.filter_list) {
    const others: FilterValues = { ...filters, [group.key]: group.key === 'fivesense' ? (filters['fivesense'] ?? []) : [] };
    const base = applyFilters(list, others);
    for (const option of group.options) {
      option.cnt = applyFilters(base, { [group.key]: [option.code] }).length;
    }
  }
  return response;
}

function filterOptionList(
  list: readonly Product[],
  grapeSource: readonly Product[],
  chosenGrapes: readonly string[],
): ConditionalFiltersResponse {
  const uniq = <T>(xs: T[]) => [...new Set(xs)];
  const types = uniq(list.map((p) => `${p.type_cd}|${p.type_nm}`)).sort();
  const nations = uniq(list.map((p) => `${p.nation_cd}|${p.nation_nm}`)).sort();
  const styles = uniq(list.map((p) => p.style_nm)).sort();
  // Grapes by how many products have them, the commonest first (the wine navigation's step).
  const grapeCount = new Map<string, number>();
  for (const p of grapeSource) for (const g of p.grapes) grapeCount.set(g.ko, (grapeCount.get(g.ko) ?? 0) + 1);
  const commonest = [...grapeCount]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, 16)
    .map(([g]) => g);
  const grapes = [...commonest, ...chosenGrapes.filter((g) => !commonest.includes(g))];
  return {
    filter_list: [
      { key: 'type', name: '종류', options: types.map((t) => ({ key: 'type', code: t.split('|')[0] ?? '', name: t.split('|')[1] ?? '' })) },
      {
        key: 'nation',
        name: '국가',
        options: nations.map((n) => ({ key: 'nation', code: n.split('|')[0] ?? '', name: n.split('|')[1] ?? '' })),
      },
      { key: 'kind', name: '품종', options: grapes.map((g) => ({ key: 'kind', code: g, name: g })) },
      { key: 'style', name: '스타일', options: styles.map((s) => ({ key: 'style', code: s, name: s })) },
      {
        key: 'fivesense',
        name: '오감',
        // The chain's server names its options in Korean (the app names taste levels itself).
        options: (
          [
            ['sweetness', '당도'],
            ['acidity', '산도'],
            ['body', '바디'],
            ['tannin', '타닌'],
            ['aroma', '향'],
          ] as const
        ).flatMap(([axis, name]) => [4, 5].map((lv) => ({ key: 'fivesense', code: `${axis}:${lv}`, name: `${name} ${lv} 이상` }))),
      },
      {
        key: 'price',
        name: '가격',
        options: [
          ['0-30000', '3만원 이하'],
          ['30000-50000', '3~5만원'],
          ['50000-100000', '5~10만원'],
          ['100000-', '10만원 이상'],
        ].map(([code, name]) => ({ key: 'price', code: code ?? '', name: name ?? '' })),
      },
    ],
  };
}

function words(list: readonly string[]): SearchWordListResponse {
  return { word_list: list.map((keyword, i) => ({ rank: i + 1, keyword })) };
}

export function registerCatalogueRoutes({ pub, app }: Registrars): void {
  pub('/app/search/type/list', (): SearchTypeListResponse => ({
    type_list: [
      { search_type: 1, search_type_nm: '상품' },
      { search_type: 2, search_type_nm: '가격' },
      { search_type: 3, search_type_nm: '교환' },
    ],
  }));
  pub('/app/search/topwrd/list', () => words(dataset.content.top_words.slice(0, 5)));
  pub('/app/search/topwrd/all/list', () => words(dataset.content.top_words));
  pub('/app/search/recomwrd/list', () => words(dataset.content.recom_words));
  pub('/app/search/autocomplete', ({ body }): AutocompleteResponse => ({ word_list: autocompleteCatalogue(str(body, 'keyword')) }));
  pub(
    '/app/search/insertsuccwd',
    ack(({ body, backend, cno }) => {
      const keyword = str(body, 'keyword');
      backend.state.search_counts[keyword] = (backend.state.search_counts[keyword] ?? 0) + 1;
      if (cno) backend.addRecentSearch(cno, keyword);
      else backend.changed();
    }),
  );
  pub('/app/search/wine/conditional', ({ body }) => filterOptions('wine', filterValues(body)));
  pub('/app/search/liquor/conditional', ({ body }) => filterOptions('liquor', filterValues(body)));
  pub('/app/search/conditional', ({ body }) => {
    const ctg = optStr(body, 'ctg');
    return filterOptions(ctg === 'wine' || ctg === 'liquor' ? ctg : 'all', filterValues(body));
  });
  pub('/app/search/wine/result/list', (ctx) => search(ctx, 'wine'));
  pub('/app/search/liquor/result/list', (ctx) => search(ctx, 'liquor'));
  app('/app/search/recent/list', ({ backend, cno }): RecentSearchListResponse => ({ list: backend.memberState(cno).recent }));
  app(
    '/app/search/recent/delete',
    ack(({ body, backend, cno }) => backend.deleteRecentSearch(cno, optStr(body, 'keyword'))),
  );
}
