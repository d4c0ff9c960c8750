/**
 * The first API calls of each prerendered screen, as the page's early-data module
 * (../early-data.ts) makes them before the app has loaded: the same calls the screen's route
 * loader starts (home: ./router.tsx, and the monthly picks its first section asks for; the
 * product: features/catalogue/routes.tsx), with the same
 * path and body, so that the app's own request adopts the answer (libs/api early-calls).
 * `early-calls.test.tsx` holds the two lists together: every call here must be adopted by the
 * screen, none made twice.
 *
 * Dependency-free on purpose: the early module runs ahead of the framework and must stay tiny.
 */

export interface EarlyCallSpec {
  /** Path under the bottle service's base (spec §7). */
  path: string;
  /** The body the endpoint sends (its argument, `{}` when it takes none). */
  body: Record<string, string>;
  /**
   * The screen's largest picture in this call's answer, when it has one: the page asks for it as
   * soon as the answer is there, before the app has rendered the <img> (same URL, so the browser
   * uses that download).
   */
  picture?: (answer: unknown) => string | undefined;
}

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
 * Home (spec §7 "Main"): the banners, the stores, and the monthly picks, whose first shelf is in
 * the first viewport below the banners (its first picture is the phone's largest element).
 */
const HOME: readonly EarlyCallSpec[] = [
  { path: '/app/main/banner/area/info', body: {}, picture: firstBanner },
  { path: '/app/store/list', body: {} },
  { path: '/app/main/monthlyitem/list', body: {}, picture: firstMonthlyPicture },
];

/** A product page: its info, stock and pictures, for the product code in the path. */
function product(prdCd: string, pictureChosen: boolean): EarlyCallSpec[] {
  return [
    { path: '/app/product/info', body: { prd_cd: prdCd } },
    { path: '/app/product/init', body: { prd_cd: prdCd } },
    { path: '/app/product/item/image', body: { prd_cd: prdCd }, ...(pictureChosen ? {} : { picture: firstProductPicture }) },
  ];
}

/**
 * The early calls for a page's path and query (none for a path that has no prerendered screen
 * with calls). A product page whose URL chooses a picture (`seq_no`) does not guess it.
 */
export function earlyCallsFor(pathname: string, search = ''): EarlyCallSpec[] {
  if (pathname === '/') return [...HOME];
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
