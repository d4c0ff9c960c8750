/**
 * The first API calls of each prerendered screen, as the page's early-data module
 * (../early-data.ts) makes them before the app has loaded: the same calls the screen's route
 * loader starts (home: ./router.tsx, and the monthly picks its first section asks for; the
 * product: features/catalogue/routes.tsx), with the same
 * path and body, so that the app's own request adopts the answer (libs/api early-calls).
 * `early-calls.test.tsx` holds the two lists together: every call here must be adopted by the
 * screen, none made twice.
 *
 * Dependency-free on purpose: the early module runs ahead of the framework and must stay tiny,
 * and must not share a chunk with the catalogue (its code tables, a few KB) that home and the
 * product page would wait for. So the search's calls are read from the URL here with the few
 * rules they need, for the common search (a word, a category, a sort) only; the test holds them
 * equal to the search screen's own state functions (features/catalogue/lib/search-state).
 */

export interface EarlyCallSpec {
  /** Path under the bottle service's base (spec §7). */
  path: string;
  /**
   * The body the endpoint sends (its argument, `{}` when it takes none), keys in the order the
   * endpoint writes them: the app's request is matched on its JSON text.
   */
  body: Record<string, unknown>;
  /**
   * The screen's largest picture in this call's answer, when it has one: the page asks for it as
   * soon as the answer is there, before the app has rendered the <img> (same URL, so the browser
   * uses that download).
   */
  picture?: (answer: unknown) => string | undefined;
  /**
   * The prerendered page's place for that picture (`EARLY_PICTURE_SLOT`'s value on an empty
   * <img> the screen draws while its data is on its way): the page shows the picture there at
   * once, before the framework has run, instead of only asking for it.
   */
  slot?: string;
  /**
   * The name of the screen's first item in this call's answer: the page writes it, as text, into
   * the prerendered place for it (`EARLY_TEXT_SLOT` with the same `slot`), so the largest text of
   * the first viewport is drawn before the framework has run.
   */
  name?: (answer: unknown) => string | undefined;
}

/**
 * The attribute of an empty <img> a prerendered screen draws where its largest picture will be
 * (the kit's `ProductShelfPlaceholder`, which names the same attribute): the early module sets its
 * `src` from the answer. Repeated here, not imported, so the early module stays free of the app's
 * code; `hydration.test.tsx` holds the two equal.
 */
export const EARLY_PICTURE_SLOT = 'data-early-picture';
/**
 * The attribute of an empty element a prerendered screen draws where its first item's name will
 * be: the early module writes the name into it as text (`textContent`, never markup). Repeated in
 * the screen's placeholder; `hydration.test.tsx` holds the two equal.
 */
export const EARLY_TEXT_SLOT = 'data-early-text';
/** The search results' slot: the first card of the first category shown (its picture and name). */
export const SEARCH_FIRST_SLOT = 'search-first';
/** Home's slot: the first monthly pick's first picture. */
export const HOME_FIRST_PICK_SLOT = 'home-first-pick';
/** Home's slot: the first banner's picture, the phone's largest element once drawn. */
export const HOME_FIRST_BANNER_SLOT = 'home-first-banner';
/** A product page's slot: the product's first picture, the page's largest element. */
export const PRODUCT_FIRST_PICTURE_SLOT = 'product-first-picture';
/** The events screen's slot: the first event's cover, the phone's largest element (its name is smaller: not drawn early). */
export const EVENT_FIRST_SLOT = 'event-first';

type Json = Record<string, unknown> | undefined;
const asObject = (value: unknown): Json => (value && typeof value === 'object' ? (value as Record<string, unknown>) : undefined);
const asList = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
const asText = (value: unknown): string | undefined => (typeof value === 'string' && value !== '' ? value : undefined);

/** Home's first banner (components/banner-carousel: the first of every area's banners). */
function firstBanner(answer: unknown): string | undefined {
  const first = asList(asObject(answer)?.['area_list']).flatMap((area) => asList(asObject(area)?.['bnr_list']))[0];
  return asText(asObject(first)?.['img_url']);
}

/**
 * Home's largest element on a phone: the first picture of the first monthly pick's shelf
 * (components/home-sections, the shelf in the first viewport).
 */
function firstMonthlyPicture(answer: unknown): string | undefined {
  const firstPick = asObject(asList(asObject(answer)?.['list'])[0]);
  return asText(asObject(asList(firstPick?.['prd_list'])[0])?.['img_url']);
}

/** The product's first picture (components/product-gallery, no picture chosen in the URL). */
function firstProductPicture(answer: unknown): string | undefined {
  return asText(asList(asObject(answer)?.['img_list'])[0]);
}

/**
 * A text of the first item of a page of a list (`list`): the search's first product
 * (features/catalogue search-results: the first card), the first event (content events-page).
 */
const firstItemText = (key: string) => (answer: unknown) => asText(asObject(asList(asObject(answer)?.['list'])[0])?.[key]);
const firstItemPicture = firstItemText('img_url');

/**
 * Home (spec §7 "Main"): the banners, the stores, and the monthly picks, whose first shelf is in
 * the first viewport below the banners (its first picture is the phone's largest element).
 */
const HOME: readonly EarlyCallSpec[] = [
  { path: '/app/main/banner/area/info', body: {}, picture: firstBanner, slot: HOME_FIRST_BANNER_SLOT },
  { path: '/app/store/list', body: {} },
  { path: '/app/main/monthlyitem/list', body: {}, picture: firstMonthlyPicture, slot: HOME_FIRST_PICK_SLOT },
];

/** A product page: its info, stock and pictures, for the product code in the path. */
function product(prdCd: string, pictureChosen: boolean): EarlyCallSpec[] {
  const body = { prd_cd: prdCd };
  return [
    { path: '/app/product/info', body },
    { path: '/app/product/init', body },
    {
      path: '/app/product/item/image',
      body,
      ...(pictureChosen ? {} : { picture: firstProductPicture, slot: PRODUCT_FIRST_PICTURE_SLOT }),
    },
  ];
}

/**
 * Items per page of a paged list: products per result page (catalogue search-state PAGE_SIZE),
 * events per page (content events-page PAGE_SIZE).
 */
const PAGE_SIZE = 20;

/**
 * The events screen (spec §2 "event") as the page prerenders it, the ongoing events: their first
 * page, in the body the screen's paged list sends (its argument, then `page_no` 1). A URL naming
 * a tab (`?status=…`) is not prerendered, and its list is left to the app.
 */
const EVENTS: readonly EarlyCallSpec[] = [
  {
    path: '/v2/hybridapp/event/list',
    body: { status: 'ing', page_size: PAGE_SIZE, page_no: 1 },
    picture: firstItemPicture,
    slot: EVENT_FIRST_SLOT,
  },
];

/** Longest search word sent (catalogue search-state MAX_QUERY_LENGTH). */
const SEARCH_MAX_QUERY = 100;
const SEARCH_CATEGORIES = ['all', 'wine', 'liquor'];
const SEARCH_SORTS = ['popular', 'new', 'price_asc', 'price_desc'];
/**
 * The URL keys of a search this module leaves to the app: another tab, a price range, a wine
 * filter (spec §3 wine filter keys). Such a search's result calls are not made early; the app
 * makes them itself, once, as before.
 */
export const SEARCH_KEYS_LEFT_TO_THE_APP = ['tab', 'min', 'max', 'type', 'nation', 'kind', 'fivesense', 'style', 'price'];

/**
 * The search screen (spec §2 "search page"): the search tabs (/app/search/type/list) and, when
 * it shows results for a word or a category on the product tab, the first result page of both
 * categories under "all", of the chosen one otherwise (the infinite query's first page,
 * `page_no` 1, however many pages the URL asks for: the list asks for the rest after it). The
 * body is the app's (`resultQuery` and the page number, in that key order): its JSON text is
 * what the app's request is matched on.
 */
function searchCalls(search: string): EarlyCallSpec[] {
  const tabs: EarlyCallSpec = { path: '/app/search/type/list', body: {} };
  const params = new URLSearchParams(search);
  if (SEARCH_KEYS_LEFT_TO_THE_APP.some((key) => params.has(key) && !(key === 'tab' && params.get(key) === 'product'))) return [tabs];
  const q = (params.get('q') ?? '').trim().slice(0, SEARCH_MAX_QUERY);
  // The value when allowed, else the first allowed one (each list has one).
  const pick = (value: string | null, allowed: string[]) => (allowed.includes(value as string) ? value : allowed[0]) as string;
  const category = pick(params.get('category'), SEARCH_CATEGORIES);
  if (q === '' && category === 'all') return [tabs];
  // Product tab (search_type 1), no filter chosen (filter_mode "all").
  const body = {
    ...(q ? { keyword: q } : {}),
    page_size: PAGE_SIZE,
    sort: pick(params.get('sort'), SEARCH_SORTS),
    search_type: 1,
    filter_mode: 'all',
    page_no: 1,
  };
  // The first card on the screen is the wine section's under "all", else the chosen category's.
  const first = { picture: firstItemPicture, name: firstItemText('prd_nm'), slot: SEARCH_FIRST_SLOT };
  const calls: EarlyCallSpec[] = [tabs];
  if (category !== 'liquor') calls.push({ path: '/app/search/wine/result/list', body, ...first });
  if (category !== 'wine') calls.push({ path: '/app/search/liquor/result/list', body, ...(category === 'liquor' ? first : {}) });
  return calls;
}

/**
 * The early calls for a page's path and query (none for a path that has no prerendered screen
 * with calls). A product page whose URL chooses a picture (`seq_no`) does not guess it.
 */
export function earlyCallsFor(pathname: string, search = ''): readonly EarlyCallSpec[] {
  if (pathname === '/') return HOME;
  if (/^\/search\/?$/.test(pathname)) return searchCalls(search);
  if (/^\/event\/?$/.test(pathname) && search === '') return EVENTS;
  const match = /^\/product\/([^/]+)\/?$/.exec(pathname);
  if (match?.[1]) {
    let prdCd: string;
    try {
      prdCd = decodeURIComponent(match[1]);
    } catch {
      return [];
    }
    return prdCd ? product(prdCd, new URLSearchParams(search).has('seq_no')) : [];
  }
  return [];
}
