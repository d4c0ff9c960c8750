/**
 * Every endpoint of libs/api (spec §7 and libs/api/ASSUMPTIONS.md A15-A20), answering exactly
 * libs/api's types. The route table is walked by handlers.test.ts against libs/domain's
 * ENDPOINTS and libs/api's endpoint files.
 */
import type {
  AgreementListResponse,
  AlarmListResponse,
  AlarmRegisterResponse,
  AppCardInfoResponse,
  AppVersionResponse,
  AutocompleteResponse,
  ChatFeedbackResponse,
  ClassListResponse,
  ConditionalFiltersResponse,
  CouponListResponse,
  CurrentTimeResponse,
  DistilleryTabResponse,
  EventListResponse,
  EventWinShowResponse,
  ExhibitionListResponse,
  ExhibitionShowResponse,
  FaqListResponse,
  FoodCategoryListResponse,
  FoodListResponse,
  FoodPairingInfoResponse,
  GradeInfoResponse,
  HashVerifyResponse,
  IsMemberResponse,
  LiquorInfoTabResponse,
  LiquorStyleTabResponse,
  LoginResponse,
  MainBannerResponse,
  MainPopupListResponse,
  MonthlyItem,
  MonthlyItemListResponse,
  MypageInitResponse,
  NoticeInfoResponse,
  NoticeListResponse,
  PickupCreateResponse,
  PickupInfoResponse,
  PickupListResponse,
  PickupPassCodeResponse,
  PickupStatus,
  ProductImageResponse,
  ProductInfoResponse,
  ProductInitResponse,
  ProductListResponse,
  ProductStoreStockResponse,
  PushListResponse,
  PushSettingInfoResponse,
  ReceiptInfoResponse,
  ReceiptListResponse,
  RecentSearchCountResponse,
  RecentSearchListResponse,
  ReservationButtonInfoResponse,
  SearchResultResponse,
  SearchTypeListResponse,
  SearchWordListResponse,
  SocialInfoResponse,
  SplashListResponse,
  StoreInfoResponse,
  StoreListResponse,
  TasteLevel,
  TastingNoteInfoResponse,
  TastingNoteInsertResponse,
  TastingNoteListResponse,
  TastingThemeInfoResponse,
  TastingThemeListResponse,
  ThemeInfoResponse,
  ThemeItemListResponse,
  ThemeListResponse,
  TokenRefreshResponse,
  UserGradeResponse,
  UserInfoResponse,
  WeeklyWineCodeListResponse,
  WineInfoTabResponse,
  WineStyleTabResponse,
  WineToMatchResponse,
  WinepediaDetailResponse,
  WinepediaListResponse,
  WineryTabResponse,
  WishListResponse,
  WishToggleResponse,
} from '@bottle/api';
import { CNO_HEADER, SSP_HEADERS, gradeProgress, kstDayFromNow, toYmd, toYmdHms } from '@bottle/domain';
import { dataset, productImage } from '../data/dataset';
import type { SeedProduct, SeedTheme } from '../data/types';
import type { MockBackend } from '../state/backend';
import { badRequest, notFound, refused } from '../state/errors';

/** A dataset level (1..5, possibly fractional) on libs/api's taste scale. */
const tasteLevel = (n: number): TasteLevel => Math.min(5, Math.max(1, Math.round(n))) as TasteLevel;
import { banner, cardImage, event, exhibition, storeInfo, summaries, summary, wineClass } from './present';
import { OAuthError, optNum, optStr, page, str, type HandlerContext, type RouteSpec } from './http';
import { chatFeedback, chatImage, chatMessage } from './chat';
import { autocompleteCatalogue, searchCatalogue } from '../search/catalogue-search';

type Route = (spec: RouteSpec, answer: (ctx: HandlerContext) => unknown) => void;

const GRADE_NM: Record<number, string> = { 1: 'Family', 2: 'Silver', 3: 'Gold', 4: 'Diamond' };
const GRADE_KO: Record<number, string> = { 1: '패밀리', 2: '실버', 3: '골드', 4: '다이아몬드' };
/**
 * 12-month purchases from which each grade applies (issue 12 item 7; the spec gives no amounts).
 * They fit the demo members' receipts, so each member's grade is the one their spend reaches,
 * except 신입생 (newbie, Family), whose spend already reaches Silver at the next monthly update.
 * Next grade and amount to it: libs/domain's gradeProgress over these, as the app computes them.
 */
const GRADE_STANDARD: Record<number, number> = { 1: 0, 2: 3_800_000, 3: 5_000_000, 4: 10_000_000 };
/** Extra discount of a pickup reservation per grade, percent (the grade's pickup benefit). */
const GRADE_PICKUP_DC_RATE: Record<number, number> = { 1: 2, 2: 4, 3: 6, 4: 8 };
const GRADE_LIST = [1, 2, 3, 4].map((g) => ({ grade_cd: String(g), standard_amt: GRADE_STANDARD[g] ?? 0 }));

function product(backend: MockBackend, body: Record<string, unknown>): SeedProduct {
  return backend.product(str(body, 'prd_cd'));
}

function storeOf(backend: MockBackend, cno: string | null): string {
  return (cno && backend.memberState(cno).def_str_cd) || '201';
}

function themeBy(body: Record<string, unknown>): SeedTheme {
  const no = str(body, 'theme_no');
  const t = dataset.content.themes.find((x) => String(x.theme_no) === no);
  if (!t) throw notFound(`unknown theme ${no}`);
  return t;
}

function monthly(backend: MockBackend, cno: string | null, m: (typeof dataset.content.monthly_items)[number]): MonthlyItem {
  return {
    mnth_item_no: String(m.monthly_no),
    ym: toYmd(backend.now()).slice(0, 6),
    title: m.monthly_ttl,
    img_url: cardImage(m.monthly_ttl, '#7b1e3a'),
    prd_list: summaries(backend, m.prd_cds, cno),
  };
}

/** Search over the catalogue: keyword, filters by key (spec §3 wine filter keys), price and sort. */
function search(backend: MockBackend, ctx: HandlerContext, ctg: 'wine' | 'liquor' | 'all'): SearchResultResponse {
  const body = ctx.body;
  const keyword = optStr(body, 'keyword')?.trim();
  const filters = (body['filters'] ?? {}) as Record<string, unknown>;
  if (typeof filters !== 'object' || Array.isArray(filters)) throw badRequest('filters must be an object');
  const values = (key: string): string[] | undefined => {
    const v = filters[key];
    if (v === undefined) return undefined;
    if (!Array.isArray(v) || !v.every((x) => typeof x === 'string')) throw badRequest(`filters.${key} must be a list of codes`);
    return v.length ? (v as string[]) : undefined;
  };
  const types = values('type') ?? values('kind');
  const nations = values('nation');
  const styles = values('style');
  const prices = values('price');
  const senses = values('fivesense');
  const min = optNum(body, 'min_prc');
  const max = optNum(body, 'max_prc');
  let list = dataset.products.filter((p) => ctg === 'all' || p.prd_type === ctg);
  // Forgiving of spellings, spaces and initials (issue 12 item 10): see search/catalogue-search.ts.
  const match = keyword ? searchCatalogue(keyword) : undefined;
  if (match) list = list.filter(match.matches);
  if (types) list = list.filter((p) => types.includes(p.type_cd));
  if (nations) list = list.filter((p) => nations.includes(p.nation_cd) || nations.includes(p.nation_nm));
  if (styles) list = list.filter((p) => styles.includes(p.style_nm) || styles.includes(p.style_en_nm));
  if (prices) {
    list = list.filter((p) =>
      prices.some((range) => {
        const [lo, hi] = range.split('-').map((x) => (x ? Number(x) : NaN));
        return (Number.isNaN(lo ?? NaN) || p.price >= (lo ?? 0)) && (Number.isNaN(hi ?? NaN) || p.price <= (hi ?? Infinity));
      }),
    );
  }
  if (senses) {
    // codes like 'sweetness:4' keep products at that level or above
    list = list.filter((p) =>
      senses.every((code) => {
        const [axis, level] = code.split(':');
        const value = (p as unknown as Record<string, unknown>)[axis ?? ''];
        return typeof value === 'number' && value >= Number(level);
      }),
    );
  }
  if (min !== undefined) list = list.filter((p) => p.price >= min);
  if (max !== undefined) list = list.filter((p) => p.price <= max);
  const sort = optStr(body, 'sort') ?? 'popular';
  const sorted = [...list].sort((a, b) =>
    sort === 'price_asc' ? a.price - b.price : sort === 'price_desc' ? b.price - a.price : sort === 'new' ? b.prd_cd.localeCompare(a.prd_cd) : backend.bnkrCnt(b.prd_cd) - backend.bnkrCnt(a.prd_cd),
  );
  if (keyword && ctx.cno) backend.addRecentSearch(ctx.cno, keyword.toLowerCase());
  const found = page(body, sorted.map((p) => summary(backend, p, ctx.cno)));
  // libs/api A23: which spelling found the results, when the one typed found nothing.
  return match?.matchedKeyword && found.total_cnt > 0 ? { ...found, matched_keyword: match.matchedKeyword } : found;
}

function filterOptions(ctg: 'wine' | 'liquor' | 'all'): ConditionalFiltersResponse {
  const list = dataset.products.filter((p) => ctg === 'all' || p.prd_type === ctg);
  const uniq = <T,>(xs: T[]) => [...new Set(xs)];
  const types = uniq(list.map((p) => `${p.type_cd}|${p.type_nm}`)).sort();
  const nations = uniq(list.map((p) => `${p.nation_cd}|${p.nation_nm}`)).sort();
  const styles = uniq(list.map((p) => p.style_nm)).sort();
  return {
    filter_list: [
      { key: 'type', name: '종류', options: types.map((t) => ({ key: 'type', code: t.split('|')[0] ?? '', name: t.split('|')[1] ?? '' })) },
      { key: 'nation', name: '국가', options: nations.map((n) => ({ key: 'nation', code: n.split('|')[0] ?? '', name: n.split('|')[1] ?? '' })) },
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

function receiptTotal(r: (typeof dataset.members.members)[number]['receipts'][number]): number {
  return r.lines.reduce((sum, l) => sum + l.price * l.qty, 0);
}

function purchases12m(cno: string): number {
  const m = dataset.memberByCno.get(cno);
  return m ? m.receipts.filter((r) => r.day_offset > -365).reduce((s, r) => s + receiptTotal(r), 0) : 0;
}

export function registerRoutes(route: Route): void {
  const pub = (path: string, answer: (ctx: HandlerContext) => unknown) => route({ method: 'POST', path, service: 'bottle', auth: 'optional' }, answer);
  const app = (path: string, answer: (ctx: HandlerContext) => unknown) => route({ method: 'POST', path, service: 'bottle', auth: 'token' }, answer);
  const user = (path: string, auth: 'public' | 'token', answer: (ctx: HandlerContext) => unknown) => route({ method: 'POST', path, service: 'user', auth }, answer);

  // ---- store and common (spec §7 public) ----------------------------------------------
  pub('/app/store/list', ({ body }): StoreListResponse => {
    const region = optStr(body, 'region_nm');
    return {
      str_list: dataset.stores.filter((s) => !region || s.str_addr.includes(region)).map((s) => ({ str_cd: s.str_cd, str_nm: s.str_nm, str_addr: s.str_addr })),
    };
  });
  pub('/app/store/info', ({ body, backend }): StoreInfoResponse => {
    const code = str(body, 'strCd');
    const store = dataset.storeByCode.get(code);
    if (!store) throw notFound(`unknown store ${code}`);
    return storeInfo(store, backend.now());
  });
  pub('/v2/hybridapp/common/crnttime', ({ backend }): CurrentTimeResponse => ({ crnt_time: toYmdHms(backend.now()) }));
  pub('/v2/hybridapp/common/hash', ({ body }): HashVerifyResponse => {
    // Demo rule: any hash passes except an empty one or one containing "tampered".
    const hash = optStr(body, 'hash') ?? '';
    return { valid_yn: hash && !hash.includes('tampered') ? 'Y' : 'N' };
  });
  pub('/v2/hybridapp/common/whole/app/ver', ({ backend }): AppVersionResponse => ({ ...backend.appVersions }));
  pub('/v2/hybridapp/common/view/count/update', ({ body }) => {
    str(body, 'log_type');
    str(body, 'target_id');
    return {};
  });

  // ---- main (spec §7 public) -----------------------------------------------------------
  pub('/app/main/banner/area/info', ({ body }): MainBannerResponse => {
    const area = optStr(body, 'area_cd');
    const areas = [...new Set(dataset.content.banners.map((b) => b.area_cd))].filter((a) => !area || a === area);
    return {
      area_list: areas.map((a) => ({
        area_cd: a,
        bnr_list: dataset.content.banners.filter((b) => b.area_cd === a).sort((x, y) => x.sort_seq - y.sort_seq).map(banner),
      })),
    };
  });
  pub('/app/main/monthlyitem/list', ({ backend, cno }): MonthlyItemListResponse => ({
    list: dataset.content.monthly_items.filter((m) => m.show_yn === 'Y').map((m) => monthly(backend, cno, m)),
  }));
  pub('/app/main/monthlyitem/show', ({ backend, cno, body }) => {
    const no = str(body, 'mnth_item_no');
    const m = dataset.content.monthly_items.find((x) => String(x.monthly_no) === no);
    if (!m) throw notFound(`unknown monthly item ${no}`);
    return monthly(backend, cno, m);
  });
  const themeList = (): ThemeListResponse => ({
    theme_list: dataset.content.themes.map((t) => ({ theme_no: String(t.theme_no), theme_nm: t.theme_ttl, img_url: cardImage(t.theme_ttl, '#333'), desc: t.theme_desc })),
  });
  pub('/app/main/theme/list', themeList);
  pub('/v2/hybridapp/main/theme/list', themeList);
  pub('/app/main/theme/info', ({ body }): ThemeInfoResponse => {
    const t = themeBy(body);
    return { theme_no: String(t.theme_no), theme_nm: t.theme_ttl, img_url: cardImage(t.theme_ttl, '#333'), desc: t.theme_desc };
  });
  pub('/app/main/theme/item/list', ({ body, backend, cno }): ThemeItemListResponse => ({ prd_list: summaries(backend, themeBy(body).prd_cds, cno) }));
  pub('/app/main/weeklyWine/cdlist', (): WeeklyWineCodeListResponse => ({
    cd_list: dataset.content.weekly_wine.map((w) => ({ week_cd: w.weekly_cd, week_nm: w.weekly_nm })),
  }));
  pub('/app/main/weeklyWine/list', ({ body, backend, cno }): ProductListResponse => {
    const code = str(body, 'week_cd');
    const w = dataset.content.weekly_wine.find((x) => x.weekly_cd === code);
    if (!w) throw notFound(`unknown week code ${code}`);
    return { prd_list: summaries(backend, w.prd_cds, cno) };
  });
  pub('/app/main/bestseller/liquor/list', ({ backend, cno }): ProductListResponse => ({ prd_list: summaries(backend, dataset.content.bestseller_liquor, cno) }));
  pub('/app/main/recommItem/list', ({ backend, cno }): ProductListResponse => ({ prd_list: summaries(backend, dataset.content.recomm_items, cno) }));
  pub('/app/main/popup/list', ({ backend }): MainPopupListResponse => ({
    popup_list: dataset.content.popups
      .filter((p) => p.day_from_offset <= 0 && p.day_to_offset >= 0)
      .map((p) => ({
        popup_no: String(p.popup_no),
        title: p.popup_ttl,
        img_url: cardImage(p.popup_ttl, '#d74728'),
        link_kind: p.link_type,
        ...(p.link_type === 'USELESS' ? {} : { link_url: p.link_url }),
        start_dt: kstDayFromNow(backend.now(), p.day_from_offset),
        end_dt: kstDayFromNow(backend.now(), p.day_to_offset),
      })),
  }));
  pub('/app/main/splash/list', ({ backend }): SplashListResponse => ({
    splash_list: dataset.content.splash.map((s) => ({
      splash_no: String(s.splash_no),
      img_url: cardImage(s.splash_ttl, s.bg_color),
      start_dt: kstDayFromNow(backend.now(), s.day_from_offset),
      end_dt: kstDayFromNow(backend.now(), s.day_to_offset),
    })),
  }));

  // ---- help ----------------------------------------------------------------------------
  pub('/v2/hybridapp/mypage/faq/list', ({ body }): FaqListResponse => {
    const ctg = optStr(body, 'faq_ctg_cd');
    const list = dataset.content.faqs
      .filter((f) => !ctg || f.faq_cate_nm === ctg)
      .map((f) => ({ faq_no: String(f.faq_no), faq_ctg_nm: f.faq_cate_nm, question: f.faq_ttl, answer: f.faq_conts }));
    return page(body, list);
  });
  pub('/v2/hybridapp/mypage/notice/list', ({ body, backend }): NoticeListResponse =>
    page(body, dataset.content.notices.map((n) => ({ notice_no: String(n.notice_no), title: n.notice_ttl, reg_dt: kstDayFromNow(backend.now(), n.day_offset) }))),
  );
  pub('/v2/hybridapp/mypage/notice/info', ({ body, backend }): NoticeInfoResponse => {
    const no = str(body, 'notice_no');
    const n = dataset.content.notices.find((x) => String(x.notice_no) === no);
    if (!n) throw notFound(`unknown notice ${no}`);
    return { notice_no: no, title: n.notice_ttl, reg_dt: kstDayFromNow(backend.now(), n.day_offset), content: `<p>${n.notice_conts}</p>` };
  });

  // ---- food and wine knowledge ----------------------------------------------------------
  pub('/app/foodFairing/foodcate/list', (): FoodCategoryListResponse => ({
    cate_list: dataset.content.food_categories.map((c) => ({ food_cate_cd: c.cate_cd, food_cate_nm: c.cate_nm, img_url: cardImage(c.cate_nm, '#8a5a2b') })),
  }));
  pub('/app/foodFairing/food/list', ({ body }): FoodListResponse => {
    const cate = optStr(body, 'food_cate_cd');
    return page(
      body,
      dataset.content.foods.filter((f) => !cate || f.cate_cd === cate).map((f) => ({ food_cd: f.food_cd, food_nm: f.food_nm, img_url: cardImage(f.food_nm, '#b8731f') })),
    );
  });
  pub('/app/foodFairing/info', ({ body, backend, cno }): FoodPairingInfoResponse => {
    const code = str(body, 'food_cd');
    const f = dataset.content.foods.find((x) => x.food_cd === code);
    if (!f) throw notFound(`unknown food ${code}`);
    return { food_cd: f.food_cd, food_nm: f.food_nm, img_url: cardImage(f.food_nm, '#b8731f'), desc: f.pairing_desc, prd_list: summaries(backend, f.prd_cds, cno) };
  });
  pub('/app/winepedia/list', ({ body }): WinepediaListResponse =>
    page(body, dataset.content.winepedia.map((w) => ({ wpd_no: String(w.wpd_no), title: w.wpd_ttl, summary: w.wpd_conts }))),
  );
  pub('/v2/hybridapp/winepedia/detail', ({ body }): WinepediaDetailResponse => {
    const no = str(body, 'wpd_no');
    const w = dataset.content.winepedia.find((x) => String(x.wpd_no) === no);
    if (!w) throw notFound(`unknown winepedia entry ${no}`);
    return { wpd_no: no, title: w.wpd_ttl, summary: w.wpd_conts, content: `<p>${w.wpd_conts}</p><p>${w.wpd_en_conts}</p>` };
  });

  // ---- search ----------------------------------------------------------------------------
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
  pub('/app/search/insertsuccwd', ({ body, backend, cno }) => {
    const keyword = str(body, 'keyword');
    backend.state.search_counts[keyword] = (backend.state.search_counts[keyword] ?? 0) + 1;
    if (cno) backend.addRecentSearch(cno, keyword);
    else backend.changed();
    return {};
  });
  pub('/app/search/wine/conditional', () => filterOptions('wine'));
  pub('/app/search/liquor/conditional', () => filterOptions('liquor'));
  pub('/app/search/conditional', ({ body }) => {
    const ctg = optStr(body, 'ctg');
    return filterOptions(ctg === 'wine' || ctg === 'liquor' ? ctg : 'all');
  });
  pub('/app/search/wine/result/list', (ctx) => search(ctx.backend, ctx, 'wine'));
  pub('/app/search/liquor/result/list', (ctx) => search(ctx.backend, ctx, 'liquor'));

  // ---- product ------------------------------------------------------------------------
  pub('/app/product/info', ({ body, backend, cno }): ProductInfoResponse => {
    const p = product(backend, body);
    const stock = backend.stockAt(p.prd_cd, storeOf(backend, cno));
    return {
      ...summary(backend, p, cno),
      ...(p.vintage ? { vintage: p.vintage } : {}),
      abv: p.abv,
      volume_ml: p.volume_ml,
      desc: p.tasting_note,
      rsrv_psbl_yn: stock > 0 ? 'Y' : 'N',
      stock_qty: stock,
      // libs/api A6: aroma level for every product; liquor's raw materials (the dataset's `grapes`).
      aroma: tasteLevel(p.aroma),
      ...(p.prd_type === 'liquor' && p.grapes.length > 0 ? { raw_mtrl_nm: p.grapes.map((g) => g.ko).join(', ') } : {}),
    };
  });
  pub('/app/product/init', ({ body, backend, cno }): ProductInitResponse => {
    const p = product(backend, body);
    return {
      prd_cd: p.prd_cd,
      ctg: p.prd_type,
      tab_list: p.prd_type === 'wine' ? ['style', 'info', 'winery'] : ['info', 'style', 'distillery'],
      str_cd: storeOf(backend, cno),
    };
  });
  pub('/app/product/rsrvbtn/info', ({ body, backend, cno }): ReservationButtonInfoResponse => {
    const p = product(backend, body);
    const inStock = backend.stockAt(p.prd_cd, storeOf(backend, cno)) > 0;
    return { rsrv_btn_yn: inStock ? 'Y' : 'N', rsrv_btn_txt: inStock ? '픽업 예약' : '재입고 알림 신청', alarm_yn: backend.hasAlarm(cno, p.prd_cd) ? 'Y' : 'N' };
  });
  // libs/api A21: every store's shelf with the time it was last counted (public).
  pub('/app/product/store/stock', ({ body, backend }): ProductStoreStockResponse => ({ str_list: backend.storeStock(str(body, 'prd_cd')) }));
  pub('/app/product/wineToMatch', ({ body, backend }): WineToMatchResponse => {
    const p = product(backend, body);
    return {
      food_list: p.foods.flatMap((code) => {
        const f = dataset.content.foods.find((x) => x.food_cd === code);
        return f ? [{ food_cd: f.food_cd, food_nm: f.food_nm, img_url: cardImage(f.food_nm, '#b8731f') }] : [];
      }),
    };
  });
  pub('/app/product/item/image', ({ body, backend }): ProductImageResponse => ({ img_list: [productImage(product(backend, body))] }));
  pub('/app/product/wine/styleTab/info', ({ body, backend }): WineStyleTabResponse => {
    const p = product(backend, body);
    return {
      sweetness: tasteLevel(p.sweetness),
      acidity: tasteLevel(p.acidity),
      body: tasteLevel(p.body),
      tannin: tasteLevel(p.tannin),
      aroma_list: [p.style_nm, ...p.tags],
    };
  });
  pub('/app/product/wine/infoTab/info', ({ body, backend }): WineInfoTabResponse => {
    const p = product(backend, body);
    return {
      grape_list: p.grapes.map((g) => g.ko),
      nation_nm: p.nation_nm,
      region_nm: p.region_nm,
      abv: p.abv,
      volume_ml: p.volume_ml,
      ...(p.vintage ? { vintage: p.vintage } : {}),
      serving_temp: p.type_cd === '034006001' ? '16-18℃' : p.type_cd === '034006008' ? '14-16℃' : '6-10℃',
      desc: p.tasting_note,
    };
  });
  pub('/app/product/wine/wineryTab/info', ({ body, backend }): WineryTabResponse => {
    const p = product(backend, body);
    return { winery_nm: p.producer_nm, winery_desc: `${p.nation_nm} ${p.region_nm}의 ${p.producer_nm}(${p.producer_en_nm}).`, img_url: cardImage(p.producer_en_nm, '#2b0d14') };
  });
  pub('/app/product/liquor/infoTab/info', ({ body, backend }): LiquorInfoTabResponse => {
    const p = product(backend, body);
    return { nation_nm: p.nation_nm, abv: p.abv, volume_ml: p.volume_ml, desc: `${p.grapes.map((g) => g.ko).join(', ')} · ${p.tasting_note}` };
  });
  pub('/app/product/liquor/styleTab/info', ({ body, backend }): LiquorStyleTabResponse => {
    const p = product(backend, body);
    const [nose = '', palate = ''] = p.tasting_note.split(/과 |와 /);
    return { nose, palate, finish: p.body >= 4 ? '길고 진한 여운' : '깔끔한 여운', flavor_list: [p.style_nm, ...p.tags] };
  });
  pub('/app/product/liquor/distilleryTab/info', ({ body, backend }): DistilleryTabResponse => {
    const p = product(backend, body);
    return { distillery_nm: p.producer_nm, distillery_desc: `${p.nation_nm} ${p.region_nm}의 ${p.producer_nm}(${p.producer_en_nm}).`, img_url: cardImage(p.producer_en_nm, '#5b3216') };
  });

  // ---- tasting themes, classes, events, exhibitions ---------------------------------------
  pub('/app/tasting/thema/list', ({ body }): TastingThemeListResponse =>
    page(body, dataset.content.tasting_themes.map((t) => ({ thema_no: String(t.thema_no), thema_nm: t.thema_ttl, img_url: cardImage(t.thema_ttl, '#00484d'), desc: t.thema_desc }))),
  );
  pub('/app/tasting/thema/info', ({ body, backend, cno }): TastingThemeInfoResponse => {
    const no = str(body, 'thema_no');
    const t = dataset.content.tasting_themes.find((x) => String(x.thema_no) === no);
    if (!t) throw notFound(`unknown tasting theme ${no}`);
    return { thema_no: no, thema_nm: t.thema_ttl, img_url: cardImage(t.thema_ttl, '#00484d'), desc: t.thema_desc, prd_list: summaries(backend, t.prd_cds, cno) };
  });
  pub('/app/class/list', ({ body, backend, cno }): ClassListResponse => {
    const status = optStr(body, 'status');
    return page(body, dataset.content.classes.map((k) => wineClass(backend, k, cno)).filter((k) => !status || k.status === status));
  });
  pub('/v2/hybridapp/event/list', ({ body, backend, cno }): EventListResponse => {
    const status = optStr(body, 'status') ?? 'ing';
    const list = dataset.content.events.filter((e) => (status === 'end' ? e.day_to_offset < 0 : e.day_to_offset >= 0)).map((e) => event(backend, e, cno));
    return page(body, list);
  });
  pub('/v2/hybridapp/event/win/show', ({ body, cno, backend }): EventWinShowResponse => {
    const no = str(body, 'event_no');
    const e = dataset.content.events.find((x) => String(x.event_no) === no);
    if (!e) throw notFound(`unknown event ${no}`);
    if (e.win_yn !== 'Y') return { event_no: no, result_status: 'NONE' };
    const joined = !!cno && backend.memberState(cno).joined_events.includes(no);
    return { event_no: no, result_status: joined ? 'SUCCESS' : 'FAIL', win_msg: e.win_conts };
  });
  pub('/app/exhibition/list', ({ body, backend }): ExhibitionListResponse => page(body, dataset.content.exhibitions.map((x) => exhibition(backend, x))));
  pub('/app/exhibition/show', ({ body, backend, cno }): ExhibitionShowResponse => {
    const no = str(body, 'exhibit_no');
    const x = dataset.content.exhibitions.find((e) => String(e.exhibit_no) === no);
    if (!x) throw notFound(`unknown exhibition ${no}`);
    const prizes = x.prizes.length
      ? `<h3>경품</h3><ol>${x.prizes.map((p) => `<li>${p.rank}등: ${p.prize_nm}</li>`).join('')}</ol>`
      : '';
    return { ...exhibition(backend, x), content: `<h2>${x.exhibit_ttl}</h2>${prizes}`, prd_list: summaries(backend, x.prd_cds, cno) };
  });

  // ---- token refresh (spec §4, §7) ------------------------------------------------------
  route({ method: 'GET', path: '/tokens/token-refresh', service: 'bottle', auth: 'public' }, ({ request, backend }): TokenRefreshResponse =>
    backend.refresh(request.headers.get(SSP_HEADERS.refreshToken)),
  );

  // ---- authenticated app calls (spec §7) --------------------------------------------------
  app('/app/member/user/info', ({ backend, cno }): UserInfoResponse => {
    const id = cno ?? '';
    const m = backend.member(id);
    const s = backend.memberState(id);
    const store = s.def_str_cd ? dataset.storeByCode.get(s.def_str_cd) : undefined;
    return {
      user_name: m.user_name,
      join_date: kstDayFromNow(backend.now(), m.join_day_offset),
      def_str_cd: store?.str_cd ?? '',
      def_str_nm: store?.str_nm ?? '',
      psp_id: m.psp_id,
      cno: m.cno,
      grade_cd: String(m.grade),
      mart_member_yn: m.mart_member_yn,
      bottle_member_yn: m.bottle_member_yn,
    };
  });
  app('/app/member/user/setDefaultStore', ({ body, backend, cno }) => {
    backend.setDefaultStore(cno ?? '', str(body, 'strCd'));
    return {};
  });
  app('/v2/hybridapp/receipt/list', ({ body, backend, cno }): ReceiptListResponse => {
    const ym = optStr(body, 'ym');
    const m = backend.member(cno ?? '');
    const list = m.receipts
      .map((r) => ({ rcpt_no: r.rcpt_no, str_cd: r.str_cd, str_nm: dataset.storeByCode.get(r.str_cd)?.str_nm ?? r.str_cd, sale_dt: kstDayFromNow(backend.now(), r.day_offset), tot_amt: receiptTotal(r) }))
      .filter((r) => !ym || r.sale_dt.startsWith(ym));
    return page(body, list);
  });
  app('/v2/hybridapp/receipt/info', ({ body, backend, cno }): ReceiptInfoResponse => {
    const no = str(body, 'rcpt_no');
    const r = backend.member(cno ?? '').receipts.find((x) => x.rcpt_no === no);
    if (!r) throw notFound(`unknown receipt ${no}`);
    const total = receiptTotal(r);
    const dc = total >= 100000 ? Math.round(total * 0.05 / 10) * 10 : 0;
    return {
      rcpt_no: r.rcpt_no,
      str_cd: r.str_cd,
      str_nm: dataset.storeByCode.get(r.str_cd)?.str_nm ?? r.str_cd,
      sale_dt: kstDayFromNow(backend.now(), r.day_offset),
      tot_amt: total,
      item_list: r.lines.map((l) => ({ prd_cd: l.prd_cd, prd_nm: dataset.productByCode.get(l.prd_cd)?.prd_nm ?? l.prd_cd, qty: l.qty, amt: l.price * l.qty })),
      dc_amt: dc,
      pay_amt: total - dc,
    };
  });
  app('/v2/hybridapp/mypage/setup/push/info', ({ backend, cno }): PushSettingInfoResponse => ({ ...backend.memberState(cno ?? '').push_setting }));
  app('/v2/hybridapp/mypage/setup/push/update', ({ body, backend, cno }) => {
    backend.updatePushSetting(cno ?? '', body as Record<string, 'Y' | 'N'>);
    return {};
  });
  app('/v2/hybridapp/member/user/appcard/info', ({ backend, cno }): AppCardInfoResponse => ({ membs_card_no: backend.member(cno ?? '').membs_card_no }));
  app('/app/mypage/init', ({ backend, cno }): MypageInitResponse => {
    const id = cno ?? '';
    const m = backend.member(id);
    const s = backend.memberState(id);
    return {
      user_name: m.user_name,
      grade_cd: String(m.grade),
      pickup_cnt: backend.pickups(id).filter((p) => ['RESERVED', 'READY'].includes(backend.toReservation(p).status)).length,
      coupon_cnt: m.coupons.filter((c) => c.use_yn === 'N' && c.day_to_offset >= 0).length,
      bnkr_cnt: s.wish.length,
      alarm_cnt: s.alarms.length,
      unread_push_cnt: s.pushes.filter((p) => p.read_yn === 'N').length,
    };
  });
  const grade = ({ backend, cno }: HandlerContext): UserGradeResponse => {
    const m = backend.member(cno ?? '');
    const amount = purchases12m(m.cno);
    const progress = gradeProgress(String(m.grade), amount, GRADE_LIST);
    return { grade_cd: String(m.grade), grade_nm: GRADE_NM[m.grade] ?? '', purchase_amt: amount, next_grade_amt: progress.amountToNext };
  };
  app('/app/mypage/usergrade', grade);
  // libs/api A22: every coupon of the member, used and expired ones too.
  app('/app/mypage/coupon/list', ({ backend, cno }): CouponListResponse => ({ coupon_list: backend.coupons(cno ?? '') }));
  app('/v2/hybridapp/mypage/grade/info', (): GradeInfoResponse => ({
    grade_list: [1, 2, 3, 4].map((g) => ({
      grade_cd: String(g),
      grade_nm: GRADE_NM[g] ?? '',
      benefit: `${GRADE_KO[g]} 등급: 픽업 예약 ${GRADE_PICKUP_DC_RATE[g] ?? 0}% 추가 할인, 월 ${g}장 쿠폰`,
      standard_amt: GRADE_STANDARD[g] ?? 0,
      // libs/api A13: the pickup benefit as a number, for the reservation's expected price.
      pickup_dc_rate: GRADE_PICKUP_DC_RATE[g] ?? 0,
    })),
  }));
  app('/app/notice/push/list', ({ backend, cno }): PushListResponse => ({ list: backend.pushList(cno ?? '') }));
  app('/app/notice/push/delete', ({ body, backend, cno }) => {
    backend.deletePush(cno ?? '', optStr(body, 'push_no'));
    return {};
  });
  app('/app/notice/push/read', ({ body, backend, cno }) => {
    backend.readPush(cno ?? '', optStr(body, 'push_no'));
    return {};
  });

  // ---- user service (spec §7) ---------------------------------------------------------------
  const login = ({ body, backend }: HandlerContext): LoginResponse => backend.login(str(body, 'login_id'), str(body, 'password'));
  // The app's way back from the sign-on host sends the ssoTkn it was given (issue 13); an ID and
  // password are still taken, as the chain's auto-sso takes "login data" (spec §7).
  user('/fo/user/ssobottle/login/auto-sso', 'public', (ctx): LoginResponse => {
    const ssoTkn = optStr(ctx.body, 'ssoTkn');
    return ssoTkn !== undefined ? ctx.backend.loginWithSsoToken(ssoTkn) : login(ctx);
  });
  user('/fo/user/ssobottle/login/lpoint', 'public', login);
  user('/fo/user/ssobottle/login/auto-bt', 'public', ({ body, backend }): LoginResponse => backend.issueSession(backend.memberOfAcesTkn(str(body, 'acesTkn'))));
  // Demo keys: 'demo-easy-<login id>', a social access token 'demo-<provider>-<login id>', apple_key 'demo-apple-<login id>'.
  const byDemoKey = (backend: MockBackend, key: string, prefix: RegExp): LoginResponse => {
    const id = key.replace(prefix, '');
    const member = dataset.memberByLoginId.get(id);
    if (!member || id === key) return { rspC: '44', rspDtc: '439', rspMsgCn: '회원 가입이 필요합니다.' };
    return backend.issueSession(member);
  };
  user('/fo/user/ssobottle/login/easy', 'public', ({ body, backend }) => {
    str(body, 'device_id');
    return byDemoKey(backend, str(body, 'easy_login_key'), /^demo-easy-/);
  });
  user('/fo/user/ssobottle/login/social', 'public', ({ body, backend }) => {
    const provider = str(body, 'provider');
    if (provider !== 'kakao' && provider !== 'naver') throw badRequest('provider must be kakao or naver');
    return byDemoKey(backend, str(body, 'access_token'), new RegExp(`^demo-${provider}-`));
  });
  user('/fo/user/ssobottle/login/apple-info', 'public', ({ body, backend }) => byDemoKey(backend, str(body, 'apple_key'), /^demo-apple-/));
  const agreements = (): AgreementListResponse => ({
    agmt_list: dataset.content.agreements.map(({ agmt_en_nm: _en, ...a }) => a),
  });
  user('/fo/user/sso/signup/agmt/list', 'public', agreements);
  user('/fo/user/ssobottle/agmt/list', 'public', agreements);
  const consents = (body: Record<string, unknown>) => {
    const list = body['agmt_list'];
    if (!Array.isArray(list)) throw badRequest('agmt_list is required');
    const accepted = new Set(list.filter((c: { agree_yn?: string }) => c?.agree_yn === 'Y').map((c: { agmt_id?: string }) => c.agmt_id));
    const missing = dataset.content.agreements.filter((a) => a.must_yn === 'Y' && !accepted.has(a.agmt_id));
    if (missing.length) throw refused(`required agreements missing: ${missing.map((a) => a.agmt_id).join(', ')}`);
  };
  user('/fo/user/sso/signup/sso-agmt', 'public', ({ body }) => {
    str(body, 'acesTkn');
    consents(body);
    return {};
  });
  const signup = ({ body, backend }: HandlerContext): LoginResponse => {
    consents(body);
    const store = optStr(body, 'def_str_cd');
    if (store && !dataset.storeByCode.has(store)) throw notFound(`unknown store ${store}`);
    // The demo signs the new member in as the prepared 'newbie' member.
    const member = dataset.memberByLoginId.get('newbie');
    if (!member) throw notFound('demo sign-up member missing');
    const session = backend.issueSession(member);
    backend.setDefaultStore(member.cno, store ?? '361');
    return session;
  };
  user('/fo/user/sso/signup', 'public', signup);
  user('/fo/user/ssobottle/signup', 'public', signup);
  user('/fo/user/ssobottle/ismember', 'token', ({ backend, cno }): IsMemberResponse => {
    const m = backend.member(cno ?? '');
    return { mart_member_yn: m.mart_member_yn, bottle_member_yn: m.bottle_member_yn };
  });
  user('/fo/user/ssobottle/withdraw', 'token', ({ backend, accessToken }) => {
    backend.withdraw(accessToken ?? '');
    return {};
  });
  user('/fo/user/ssobottle/logout', 'token', ({ backend, accessToken }) => {
    backend.logout(accessToken ?? '');
    return {};
  });
  user('/fo/user/ssobottle/membs/social-info', 'token', ({ body, backend }): SocialInfoResponse => {
    backend.memberOfAcesTkn(str(body, 'acesTkn'));
    return { social_list: [{ provider: 'kakao', link_yn: 'N' }, { provider: 'naver', link_yn: 'N' }, { provider: 'apple', link_yn: 'N' }] };
  });
  for (const path of ['/fo/user/ssobottle/membs/social-save', '/fo/user/ssobottle/membs/social-clear', '/fo/user/ssobottle/apple-save']) user(path, 'token', () => ({}));
  user('/fo/user/ssobottle/apple-clear', 'token', ({ body }) => {
    str(body, 'membs_on_cno');
    return {};
  });

  // ---- social providers' OAuth token endpoints (spec §7 "Social provider token exchange") -----
  // Demo mode's default token URLs are same-origin (/oauth/kakao/token, /oauth/naver/token): the
  // demo SSO screen's authorisation step returns code 'demo-<provider>-<login id>', exchanged here
  // for the access token 'demo-<provider>-<login id>' that /login/social accepts.
  for (const provider of ['kakao', 'naver'] as const) {
    route({ method: 'POST', path: `/oauth/${provider}/token`, service: 'oauth', auth: 'public', body: 'form' }, ({ body }) => {
      const field = (key: string): string => {
        const value = body[key];
        if (typeof value !== 'string' || !value) throw new OAuthError('invalid_request', `${key} is required`);
        return value;
      };
      if (field('grant_type') !== 'authorization_code') throw new OAuthError('invalid_request', 'grant_type must be authorization_code');
      field('client_id');
      field('redirect_uri');
      const code = field('code');
      const loginId = code.startsWith(`demo-${provider}-`) ? code.slice(`demo-${provider}-`.length) : '';
      // Any login id passes here: an unknown one then gets /login/social's "sign-up needed" answer (spec §8).
      if (!loginId) throw new OAuthError('invalid_grant', 'the authorization code is invalid or expired');
      return { access_token: `demo-${provider}-${loginId}`, token_type: 'bearer', expires_in: 21599 };
    });
  }

  // ---- chat (spec §7 AI chat client; no gateway or token headers, libs/api T4) ----------------
  route({ method: 'POST', path: '/app/chat', service: 'chat', auth: 'public' }, chatMessage);
  route({ method: 'POST', path: '/app/chat/image', service: 'chat', auth: 'public' }, chatImage);
  route({ method: 'POST', path: '/app/chat/feedback', service: 'chat', auth: 'public' }, (ctx): ChatFeedbackResponse => chatFeedback(ctx));
  route({ method: 'GET', path: '/app/logs/recent-search-history/total-count', service: 'chat', auth: 'public' }, ({ request, backend }): RecentSearchCountResponse => {
    const cno = request.headers.get(CNO_HEADER);
    if (!cno) throw badRequest(`the ${CNO_HEADER} header is required`);
    return { total_count: dataset.memberByCno.has(cno) ? backend.memberState(cno).recent.length : 0 };
  });

  // ---- beyond the spec (libs/api ASSUMPTIONS.md A15-A20) -------------------------------------
  app('/app/search/recent/list', ({ backend, cno }): RecentSearchListResponse => ({ list: backend.memberState(cno ?? '').recent }));
  app('/app/search/recent/delete', ({ body, backend, cno }) => {
    backend.deleteRecentSearch(cno ?? '', optStr(body, 'keyword'));
    return {};
  });
  app('/app/mybunker/toggle', ({ body, backend, cno }): WishToggleResponse => backend.toggleWish(cno ?? '', str(body, 'prd_cd')));
  app('/app/mybunker/list', ({ body, backend, cno }): WishListResponse => {
    const ctg = optStr(body, 'ctg');
    const list = backend
      .memberState(cno ?? '')
      .wish.map((c) => backend.product(c))
      .filter((p) => !ctg || ctg === 'all' || p.prd_type === ctg)
      .map((p) => summary(backend, p, cno));
    return page(body, list);
  });
  app('/app/pickup/create', ({ body, backend, cno }): PickupCreateResponse => {
    const record = backend.createPickup(cno ?? '', {
      prd_cd: str(body, 'prd_cd'),
      qty: optNum(body, 'qty') ?? NaN,
      str_cd: str(body, 'str_cd'),
      pickup_dt: str(body, 'pickup_dt'),
      privacy_agree_yn: optStr(body, 'privacy_agree_yn') ?? 'N',
    });
    return { pickup_no: record.pickup_no };
  });
  app('/app/pickup/list', ({ body, backend, cno }): PickupListResponse => {
    const status = optStr(body, 'status') as PickupStatus | undefined;
    return page(body, backend.pickups(cno ?? '').map((r) => backend.toReservation(r)).filter((r) => !status || r.status === status));
  });
  app('/app/pickup/info', ({ body, backend, cno }): PickupInfoResponse => backend.toReservation(backend.pickupRecord(cno ?? '', str(body, 'pickup_no'))));
  app('/app/pickup/cancel', ({ body, backend, cno }) => {
    backend.cancelPickup(cno ?? '', str(body, 'pickup_no'));
    return {};
  });
  app('/app/pickup/store/change', ({ body, backend, cno }) => {
    backend.changePickupStore(cno ?? '', str(body, 'pickup_no'), str(body, 'str_cd'));
    return {};
  });
  app('/app/pickup/passcode', async ({ body, backend, cno }): Promise<PickupPassCodeResponse> => {
    const no = str(body, 'pickup_no');
    return { pickup_no: no, pass_cd: await backend.passCode(cno ?? '', no) };
  });
  app('/app/alarm/list', ({ body, backend, cno }): AlarmListResponse => {
    const kind = optStr(body, 'alarm_kind');
    if (kind && kind !== 'restock' && kind !== 'reservation') throw badRequest('alarm_kind must be restock or reservation');
    return { list: backend.alarms(cno ?? '', kind as 'restock' | 'reservation' | undefined) };
  });
  app('/app/alarm/register', ({ body, backend, cno }): AlarmRegisterResponse => ({
    alarm_no: backend.registerAlarm(cno ?? '', str(body, 'alarm_kind') as 'restock', str(body, 'prd_cd'), optStr(body, 'str_cd')),
  }));
  app('/app/alarm/delete', ({ body, backend, cno }) => {
    backend.deleteAlarm(cno ?? '', str(body, 'alarm_no'));
    return {};
  });
  app('/app/tasting/note/list', ({ body, backend, cno }): TastingNoteListResponse => page(body, backend.notes(cno ?? '')));
  app('/app/tasting/note/info', ({ body, backend, cno }): TastingNoteInfoResponse => {
    const no = str(body, 'note_no');
    const note = backend.notes(cno ?? '').find((n) => n.note_no === no);
    if (!note) throw notFound(`unknown note ${no}`);
    return note;
  });
  app('/app/tasting/note/insert', ({ body, backend, cno }): TastingNoteInsertResponse => ({
    note_no: backend.insertNote(cno ?? '', body as never),
  }));
  app('/app/tasting/note/update', ({ body, backend, cno }) => {
    str(body, 'note_no');
    backend.updateNote(cno ?? '', body as never);
    return {};
  });
  app('/app/tasting/note/delete', ({ body, backend, cno }) => {
    backend.deleteNote(cno ?? '', str(body, 'note_no'));
    return {};
  });
  app('/v2/hybridapp/event/join', ({ body, backend, cno }) => {
    const no = str(body, 'event_no');
    const e = dataset.content.events.find((x) => String(x.event_no) === no);
    if (!e) throw notFound(`unknown event ${no}`);
    if (e.day_from_offset > 0 || e.day_to_offset < 0) throw refused('the event is not open');
    const s = backend.memberState(cno ?? '');
    if (!s.joined_events.includes(no)) s.joined_events.push(no);
    backend.changed();
    return {};
  });
  app('/app/class/join', ({ body, backend, cno }) => {
    const no = str(body, 'class_no');
    const k = dataset.content.classes.find((x) => String(x.class_no) === no);
    if (!k) throw notFound(`unknown class ${no}`);
    const view = wineClass(backend, k, cno);
    // Sign-ups only while the class is ongoing (libs/api A24, issue 12 item 9).
    if (view.status === 'CLASS_END') throw refused('the class has ended');
    if (view.status === 'CLASS_SOON') throw refused('sign-ups for the class have not opened yet');
    if (view.join_yn === 'N' && view.apply_cnt >= view.capacity) throw refused('the class is full');
    const s = backend.memberState(cno ?? '');
    if (!s.joined_classes.includes(no)) s.joined_classes.push(no);
    backend.changed();
    return {};
  });

  // ---- demo staff desk (mock only, not part of libs/api) ----------------------------------------
  route({ method: 'POST', path: '/mock-api/staff/pickup/verify', service: 'mock', auth: 'public' }, async ({ body, backend }) => {
    const r = await backend.staffVerify(str(body, 'pickup_no'), str(body, 'pass_cd'));
    return backend.toReservation(r);
  });
  route({ method: 'POST', path: '/mock-api/staff/pickup/step', service: 'mock', auth: 'public' }, ({ body, backend }) => {
    const stage = str(body, 'stage');
    if (stage !== 'CONFIRMED' && stage !== 'SET_ASIDE') throw badRequest('stage must be CONFIRMED or SET_ASIDE');
    return backend.toReservation(backend.staffStep(str(body, 'pickup_no'), stage));
  });
}

