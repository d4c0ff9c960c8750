/**
 * The paths the shell itself needs on every page (footer tabs, home, the demo gallery), apart
 * from the full route table (./paths.ts) so the first route does not carry every screen's path.
 */
export const shellPaths = {
  home: '/',
  foodPairing: '/food-pairing',
  search: '/search',
  diary: '/diary',
  myPage: '/mypage',
  gallery: '/gallery',
} as const;

/** Paths on which pinch zoom (scale 0.5–5) is allowed (spec §2 "viewport"); see ASSUMPTIONS.md. */
export const ZOOMABLE_PATH_PREFIXES: readonly string[] = ['/product/', '/exhibition', '/winepedia', '/event/'];
