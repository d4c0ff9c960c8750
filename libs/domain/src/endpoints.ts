/**
 * Every call of spec §7 as data, so that libs/api defines exactly one endpoint per entry and a
 * test there walks this list. Paths are exactly the spec's.
 *
 * Methods: the spec shows no method for the public list; every /app/* and /v2/* read of that list
 * is POST (assumption, like the authenticated app calls whose method the spec gives as POST).
 * The user-service calls and the authenticated app calls are POST (spec §7); the token refresh
 * and the recent-search count are GET (spec §7).
 */

import { TOKEN_REFRESH_PATH } from './constants';
import { isTokenFreePath, normalizePath } from './rules/paths';

export type EndpointService = 'bottle' | 'user' | 'chat';
export type HttpMethod = 'GET' | 'POST';
/** 'public': may be called without a token (spec §6, §7); 'token': needs the member's tokens. */
export type EndpointAuth = 'public' | 'token';

export interface EndpointSpec {
  readonly service: EndpointService;
  readonly method: HttpMethod;
  readonly path: string;
  readonly auth: EndpointAuth;
}

/** The "Calls without login (public)" list of spec §7, grouped as the spec groups them. */
export const PUBLIC_ENDPOINT_GROUPS = {
  storeAndCommon: [
    '/app/store/list',
    '/app/store/info',
    '/v2/hybridapp/common/crnttime',
    '/v2/hybridapp/common/hash',
    '/v2/hybridapp/common/whole/app/ver',
    '/v2/hybridapp/common/view/count/update',
  ],
  main: [
    '/app/main/banner/area/info',
    '/app/main/monthlyitem/list',
    '/app/main/monthlyitem/show',
    '/app/main/theme/list',
    '/app/main/theme/info',
    '/app/main/theme/item/list',
    '/v2/hybridapp/main/theme/list',
    '/app/main/weeklyWine/cdlist',
    '/app/main/weeklyWine/list',
    '/app/main/bestseller/liquor/list',
    '/app/main/recommItem/list',
    '/app/main/popup/list',
    '/app/main/splash/list',
  ],
  help: ['/v2/hybridapp/mypage/faq/list', '/v2/hybridapp/mypage/notice/list', '/v2/hybridapp/mypage/notice/info'],
  foodAndWineKnowledge: [
    '/app/foodFairing/foodcate/list',
    '/app/foodFairing/food/list',
    '/app/foodFairing/info',
    '/app/winepedia/list',
    '/v2/hybridapp/winepedia/detail',
  ],
  search: [
    '/app/search/type/list',
    '/app/search/topwrd/list',
    '/app/search/topwrd/all/list',
    '/app/search/recomwrd/list',
    '/app/search/autocomplete',
    '/app/search/insertsuccwd',
    '/app/search/wine/conditional',
    '/app/search/liquor/conditional',
    '/app/search/wine/result/list',
    '/app/search/liquor/result/list',
    '/app/search/conditional',
  ],
  product: [
    '/app/product/info',
    '/app/product/init',
    '/app/product/rsrvbtn/info',
    '/app/product/wineToMatch',
    '/app/product/item/image',
    '/app/product/wine/styleTab/info',
    '/app/product/wine/infoTab/info',
    '/app/product/wine/wineryTab/info',
    '/app/product/liquor/infoTab/info',
    '/app/product/liquor/styleTab/info',
    '/app/product/liquor/distilleryTab/info',
  ],
  tastingClassEventsExhibitions: [
    '/app/tasting/thema/list',
    '/app/tasting/thema/info',
    '/app/class/list',
    '/v2/hybridapp/event/list',
    '/v2/hybridapp/event/win/show',
    '/app/exhibition/list',
    '/app/exhibition/show',
  ],
} as const;

type PublicGroups = typeof PUBLIC_ENDPOINT_GROUPS;
export type PublicEndpointPath = PublicGroups[keyof PublicGroups][number];

/** Paths callable without a token (spec §7): the allowlist libs/api checks before warning (spec §6). */
export const PUBLIC_ENDPOINTS: readonly PublicEndpointPath[] = /*#__PURE__*/ flatGroups(PUBLIC_ENDPOINT_GROUPS);

// Tables are derived through /*#__PURE__*/ calls so that a bundle using only isPublicEndpoint
// does not carry the whole endpoint table (budgets of the app's first route).
function flatGroups(groups: PublicGroups): PublicEndpointPath[] {
  return Object.values(groups).flat();
}

/** The user-service calls of spec §7, all POST with the user service header. */
export const USER_SERVICE_PATHS = [
  '/fo/user/ssobottle/login/auto-sso',
  '/fo/user/ssobottle/login/auto-bt',
  '/fo/user/ssobottle/login/lpoint',
  '/fo/user/ssobottle/login/easy',
  '/fo/user/ssobottle/login/social',
  '/fo/user/ssobottle/login/apple-info',
  '/fo/user/sso/signup/sso-agmt',
  '/fo/user/sso/signup/agmt/list',
  '/fo/user/sso/signup',
  '/fo/user/ssobottle/agmt/list',
  '/fo/user/ssobottle/signup',
  '/fo/user/ssobottle/ismember',
  '/fo/user/ssobottle/withdraw',
  '/fo/user/ssobottle/logout',
  '/fo/user/ssobottle/membs/social-info',
  '/fo/user/ssobottle/membs/social-save',
  '/fo/user/ssobottle/membs/social-clear',
  '/fo/user/ssobottle/apple-clear',
  '/fo/user/ssobottle/apple-save',
] as const;

/** The authenticated app calls of spec §7, all POST with the bottle service header. */
export const AUTHENTICATED_APP_PATHS = [
  '/app/member/user/info',
  '/app/member/user/setDefaultStore',
  '/v2/hybridapp/receipt/list',
  '/v2/hybridapp/receipt/info',
  '/v2/hybridapp/mypage/setup/push/info',
  '/v2/hybridapp/mypage/setup/push/update',
  '/v2/hybridapp/member/user/appcard/info',
  '/app/mypage/init',
  '/app/mypage/usergrade',
  '/v2/hybridapp/mypage/grade/info',
  '/app/notice/push/list',
  '/app/notice/push/delete',
  '/app/notice/push/read',
] as const;

// TOKEN_REFRESH_PATH lives with the constants (./constants.ts): every page's base query reads it,
// and this module's lists then stay off the app's first route.
export { TOKEN_REFRESH_PATH };

/** The AI chat client's calls (spec §7). */
export const CHAT_PATHS = ['/app/chat', '/app/chat/image', '/app/chat/feedback'] as const;
export const RECENT_SEARCH_COUNT_PATH = '/app/logs/recent-search-history/total-count';

/**
 * Every call of spec §7. User-service calls are 'public' when their path is token-free
 * (login, signup: spec §2) and 'token' otherwise (assumption). The chat client sends no token
 * headers (spec §7 lists only its content type), so its calls are 'public' (assumption).
 */
export const ENDPOINTS: readonly EndpointSpec[] = /*#__PURE__*/ buildEndpoints();

function buildEndpoints(): EndpointSpec[] {
  return [
    ...PUBLIC_ENDPOINTS.map((path): EndpointSpec => ({ service: 'bottle', method: 'POST', path, auth: 'public' })),
    { service: 'bottle', method: 'GET', path: TOKEN_REFRESH_PATH, auth: 'token' },
    ...AUTHENTICATED_APP_PATHS.map((path): EndpointSpec => ({ service: 'bottle', method: 'POST', path, auth: 'token' })),
    ...USER_SERVICE_PATHS.map((path): EndpointSpec => ({
      service: 'user',
      method: 'POST',
      path,
      auth: isTokenFreePath(path) ? 'public' : 'token',
    })),
    ...CHAT_PATHS.map((path): EndpointSpec => ({ service: 'chat', method: 'POST', path, auth: 'public' })),
    { service: 'chat', method: 'GET', path: RECENT_SEARCH_COUNT_PATH, auth: 'public' },
  ];
}

/** The entry of ENDPOINTS for a service and path, if the spec lists it. */
export function findEndpoint(service: EndpointService, path: string): EndpointSpec | undefined {
  const wanted = normalizePath(path);
  return ENDPOINTS.find((e) => e.service === service && e.path === wanted);
}

const PUBLIC_SET: ReadonlySet<string> = /*#__PURE__*/ new Set(PUBLIC_ENDPOINTS);

/**
 * Whether a request may be sent without a token (spec §6, §7): its path (query and host ignored)
 * is exactly one of PUBLIC_ENDPOINTS. Matching is exact so that '/app/store/list/secret' does not
 * ride on '/app/store/list'.
 */
export function isPublicEndpoint(path: unknown): boolean {
  return PUBLIC_SET.has(normalizePath(path));
}
