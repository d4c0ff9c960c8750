/**
 * The typed route table (bulletproof-react `src/config/paths.ts`). Spec §2 fixes /login,
 * /product/findplace, /exhibition?exhibit_no=, /chat and the social login callbacks; the other
 * paths are our design (see ../../ASSUMPTIONS.md).
 */
export const paths = {
  home: '/',
  foodPairing: '/food-pairing',
  search: '/search',
  diary: '/diary',
  myPage: '/mypage',
  login: '/login',
  product: (id: string) => `/product/${encodeURIComponent(id)}`,
  productFindPlace: '/product/findplace',
  exhibition: '/exhibition',
  chat: '/chat',
  kakaoCallback: '/login_callback_kakao',
  naverCallback: '/login_callback_naver',
  gallery: '/gallery',
} as const;

/** Paths on which pinch zoom (scale 0.5–5) is allowed (spec §2 "viewport"). */
export const ZOOMABLE_PATH_PREFIXES: readonly string[] = ['/product/', '/exhibition', '/winepedia'];
