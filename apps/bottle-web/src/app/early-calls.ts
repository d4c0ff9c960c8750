/**
 * The first API calls of each prerendered screen, as the page's early-data module
 * (../early-data.ts) makes them before the app has loaded: the same calls the screen's route
 * loader starts (home: ./router.tsx; the product: features/catalogue/routes.tsx), with the same
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
}

/** Home (spec §7 "Main"): the banners and the stores. */
const HOME: readonly EarlyCallSpec[] = [
  { path: '/app/main/banner/area/info', body: {} },
  { path: '/app/store/list', body: {} },
];

/** A product page: its info, stock and pictures, for the product code in the path. */
function product(prdCd: string): EarlyCallSpec[] {
  return ['/app/product/info', '/app/product/init', '/app/product/item/image'].map((path) => ({ path, body: { prd_cd: prdCd } }));
}

/** The early calls for a page's path (none for a path that has no prerendered screen with calls). */
export function earlyCallsFor(pathname: string): EarlyCallSpec[] {
  if (pathname === '/') return [...HOME];
  const match = /^\/product\/([^/]+)\/?$/.exec(pathname);
  if (match?.[1]) {
    let prdCd: string;
    try {
      prdCd = decodeURIComponent(match[1]);
    } catch {
      return [];
    }
    return prdCd ? product(prdCd) : [];
  }
  return [];
}
