/**
 * What the app's Content-Security-Policy must allow beyond its own origin, derived from the
 * build's configuration (connect-src "exactly the configured API bases … and
 * analytics hosts", form-action "the sign-on host", gtag under the same policy). The build writes
 * it next to index.html as `csp-sources.json` (vite.config.ts); the demo server reads it and
 * builds each page's policy from it, and a production host can do the same (demo-server README).
 * With the defaults (same-origin bases, no measurement ID) every list is empty.
 */
import { DEMO_TOSS_CLIENT_KEY, type AppConfig } from './env';

export interface CspSources {
  /** connect-src: origins of the API, user-service and chat bases and the social token exchanges, and GA's collection hosts. */
  connect: string[];
  /** img-src: GA's pixel hosts. */
  image: string[];
  /** script-src (for browsers before CSP 3's 'strict-dynamic'): gtag.js's origin. */
  script: string[];
  /** form-action: the sign-on host's origin (its pages post back to it). */
  formAction: string[];
  /** trusted-types: policies besides the sanitiser's (gtag's, and gtag.js's own `goog#html`). */
  trustedTypes: string[];
  /** frame-src: Toss's payment window (it opens in a frame over the page). */
  frame: string[];
}

/** The Trusted Types policy that may name Toss's SDK as a script URL (features/pickup's Toss adapter). */
export const TOSS_POLICY_NAME = 'bottle-toss';
/** Toss Payments' SDK (v2 standard), loaded by the live build only (a key other than the demo's). */
export const TOSS_SDK_URL = 'https://js.tosspayments.com/v2/standard';
const TOSS_HOSTS = ['https://*.tosspayments.com'];

/** The Trusted Types policy that may name gtag.js as a script URL (lib/analytics.ts creates it). */
export const GTAG_POLICY_NAME = 'bottle-gtag';
/** gtag.js's origin, and where it sends (Google's CSP guide for GA4). */
export const GTAG_ORIGIN = 'https://www.googletagmanager.com';
const GA_CONNECT = ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com'];
const GA_IMAGE = ['https://*.google-analytics.com', 'https://*.googletagmanager.com'];

/**
 * Kakao Maps (when the build has a map key): the SDK's loader on dapi.kakao.com loads its code
 * from t1.daumcdn.net; tiles and marker sprites come from daumcdn.net hosts (map0…3, t1, mts).
 * The loader inserts its second script itself, so Trusted Types needs a `default` policy that
 * names only these script URLs (lib/stores-nearby/kakao-maps.ts; decision 0900).
 */
export const KAKAO_MAPS_SDK_ORIGIN = 'https://dapi.kakao.com';
export const KAKAO_MAPS_CODE_ORIGIN = 'https://t1.daumcdn.net';
export const KAKAO_MAPS_POLICY_NAME = 'bottle-kakao-maps';
const KAKAO_MAPS_IMAGE = ['https://*.daumcdn.net'];

/** The origin of an absolute base; undefined for a same-origin path ('self' covers it). */
function originOf(base: string): string | undefined {
  if (base.startsWith('/')) return undefined;
  try {
    return new URL(base).origin;
  } catch {
    return undefined;
  }
}

const unique = (values: ReadonlyArray<string | undefined>): string[] => [...new Set(values.filter((v): v is string => v !== undefined))];

export function cspSources(config: AppConfig): CspSources {
  const ga = config.gaMeasurementId !== undefined;
  const map = config.kakaoMapKey !== undefined;
  // Toss's SDK and window only when the build pays through Toss (the demo's window is same-origin).
  const toss = config.tossClientKey !== DEMO_TOSS_CLIENT_KEY;
  return {
    connect: unique([
      ...[config.apiBase, config.userApiBase, config.chatApiBase, config.social.kakao.tokenUrl, config.social.naver.tokenUrl].map(originOf),
      ...(ga ? GA_CONNECT : []),
      ...(map ? [KAKAO_MAPS_SDK_ORIGIN] : []),
      ...(toss ? TOSS_HOSTS : []),
    ]),
    image: [...(ga ? GA_IMAGE : []), ...(map ? KAKAO_MAPS_IMAGE : [])],
    script: [
      ...(ga ? [GTAG_ORIGIN] : []),
      ...(map ? [KAKAO_MAPS_SDK_ORIGIN, KAKAO_MAPS_CODE_ORIGIN] : []),
      ...(toss ? [new URL(TOSS_SDK_URL).origin] : []),
    ],
    formAction: unique([originOf(config.ssoBase)]),
    trustedTypes: [
      ...(ga ? [GTAG_POLICY_NAME, 'goog#html'] : []),
      ...(map ? [KAKAO_MAPS_POLICY_NAME, 'default'] : []),
      ...(toss ? [TOSS_POLICY_NAME] : []),
    ],
    frame: toss ? [...TOSS_HOSTS] : [],
  };
}
