/**
 * Runtime configuration, parsed and checked once at start-up (docs/conventions.md: "fails with the list of
 * what is wrong"). Every value comes from VITE_BOTTLE_* variables at build time; see README.md
 * "Configuration". There is one path, live: the bases default to same-origin paths,
 * which the demo server answers (apps/demo-server) and which a production host may proxy; the
 * chain's own hosts are set by the variables. Nothing here knows whether it talks to a demo.
 */
export interface AppConfig {
  /** Main (bottle service) API base. */
  apiBase: string;
  /** User service (single sign-on, social accounts) base. */
  userApiBase: string;
  /** AI sommelier chat API base. */
  chatApiBase: string;
  /** The retailer's single sign-on pages (callLogout.sso, callScreenInit.sso …). */
  ssoBase: string;
  social: {
    kakao: SocialProviderConfig;
    naver: SocialProviderConfig;
  };
  /** The user-agent marker of the chain's native shell (spec §4: native-app context detection). */
  nativeUserAgentMarker: string;
  /** The company's main website, linked from the desktop guidance screen. */
  companySite: string;
  /**
   * The exhibit whose page shows a QR code on the desktop guidance screen (spec §2: "one specific
   * exhibit number", not given; the demo dataset's prize exhibit is 1004).
   */
  prizeExhibitNo: string;
  /**
   * Google Analytics 4 measurement ID (`VITE_BOTTLE_GA_ID`, e.g. G-AB12CD34EF). With none (the
   * demo), gtag.js is not loaded and events stay in `window.dataLayer`.
   */
  gaMeasurementId?: string;
  /**
   * Kakao Maps JavaScript key (`VITE_BOTTLE_KAKAO_MAP_KEY`): with one, store lists offer a map
   * (Kakao Maps JS SDK, its hosts in the page policy: csp-sources.ts); without one the lists say
   * why there is no map.
   */
  kakaoMapKey?: string;
  /**
   * Toss Payments' client key (`VITE_BOTTLE_TOSS_CLIENT_KEY`, `test_ck_…` or `live_ck_…`) for
   * paying when reserving (docs/payments.md). The demo's key (the default) opens the demo
   * server's payment window; any other key loads Toss's SDK. Never a secret key.
   */
  tossClientKey: string;
}

/** The demo PG's client key: with it, the app opens the demo server's window (DEMO_PAY_WINDOW_PATH). */
export const DEMO_TOSS_CLIENT_KEY = 'test_ck_bottle_demo_window';
/** The demo server's payment window (apps/demo-server src/pg/window.ts). */
export const DEMO_PAY_WINDOW_PATH = '/pg/window';

/** A social login provider (OAuth 2.0 authorisation code, spec §7 "Social provider token exchange"). */
export interface SocialProviderConfig {
  /** The provider's authorisation page the member is sent to. */
  authorizeUrl: string;
  /** The token endpoint the code is exchanged at. */
  tokenUrl: string;
  clientId: string;
}

export class ConfigError extends Error {
  override readonly name = 'ConfigError';
  constructor(readonly problems: string[]) {
    super(`Invalid Bottle configuration:\n- ${problems.join('\n- ')}`);
  }
}

type Env = Record<string, string | boolean | undefined>;

/** Same-origin defaults: the demo server's layout, and a production host's when it proxies them. */
const DEFAULT_BASES = {
  apiBase: '/api',
  userApiBase: '/user-api',
  chatApiBase: '/chat-api',
  ssoBase: '/sso',
} as const;

function isBase(value: string): boolean {
  if (value.startsWith('/') && !value.startsWith('//')) return true;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

function hostOf(value: string): string | undefined {
  try {
    return new URL(value).hostname;
  } catch {
    return undefined;
  }
}

/** Parses the VITE_BOTTLE_* variables; throws ConfigError naming every problem at once. */
export function parseConfig(env: Env): AppConfig {
  const problems: string[] = [];
  const str = (key: string): string | undefined => {
    const v = env[key];
    return typeof v === 'string' && v.trim() !== '' ? v.trim() : undefined;
  };
  const url = (key: string, fallback: string): string => {
    const v = str(key);
    if (v === undefined) return fallback;
    if (!isBase(v)) problems.push(`${key} must be an http(s) URL or a same-origin path starting with "/", got "${v}"`);
    return v.replace(/\/+$/, '');
  };
  if (str('VITE_BOTTLE_MODE') !== undefined) {
    // Demo and live are one build now: a leftover variable would mislead whoever set it.
    problems.push('VITE_BOTTLE_MODE is gone: the app always takes the live path; run the demo server (npm start) for a demo');
  }

  const config: AppConfig = {
    apiBase: url('VITE_BOTTLE_API_BASE', DEFAULT_BASES.apiBase),
    userApiBase: url('VITE_BOTTLE_USER_API_BASE', DEFAULT_BASES.userApiBase),
    chatApiBase: url('VITE_BOTTLE_CHAT_API_BASE', DEFAULT_BASES.chatApiBase),
    ssoBase: url('VITE_BOTTLE_SSO_BASE', DEFAULT_BASES.ssoBase),
    social: {
      kakao: {
        authorizeUrl: url('VITE_BOTTLE_KAKAO_AUTHORIZE_URL', '/oauth/kakao/authorize'),
        tokenUrl: url('VITE_BOTTLE_KAKAO_TOKEN_URL', '/oauth/kakao/token'),
        clientId: str('VITE_BOTTLE_KAKAO_CLIENT_ID') ?? 'demo-kakao-client',
      },
      naver: {
        authorizeUrl: url('VITE_BOTTLE_NAVER_AUTHORIZE_URL', '/oauth/naver/authorize'),
        tokenUrl: url('VITE_BOTTLE_NAVER_TOKEN_URL', '/oauth/naver/token'),
        clientId: str('VITE_BOTTLE_NAVER_CLIENT_ID') ?? 'demo-naver-client',
      },
    },
    nativeUserAgentMarker: str('VITE_BOTTLE_NATIVE_UA_MARKER') ?? 'BottleApp',
    companySite: str('VITE_BOTTLE_COMPANY_SITE') ?? 'https://www.example.com/',
    prizeExhibitNo: str('VITE_BOTTLE_PRIZE_EXHIBIT_NO') ?? '1004',
    tossClientKey: DEMO_TOSS_CLIENT_KEY,
  };
  // Every VITE_ variable is built into the bundle anyone can read, and the providers
  // forbid shipping a client secret there: the chain's backend keeps it (README "Social login").
  for (const key of Object.keys(env)) {
    if (key.startsWith('VITE_') && /SECRET/i.test(key) && str(key) !== undefined) {
      problems.push(
        `${key}: a client secret must not be built into the app; the chain's backend adds it at its token exchange (README "Social login")`,
      );
    }
  }
  // Naver's token endpoint requires client_secret, so the app can never call it directly.
  if (hostOf(config.social.naver.tokenUrl) === 'nid.naver.com') {
    problems.push(
      `VITE_BOTTLE_NAVER_TOKEN_URL must be the chain backend's exchange, not nid.naver.com: Naver requires a client_secret the app must not hold (README "Social login")`,
    );
  }
  const tossKey = str('VITE_BOTTLE_TOSS_CLIENT_KEY');
  if (tossKey !== undefined && !/^(test|live)_(ck|gck)_[A-Za-z0-9_]{4,100}$/.test(tossKey)) {
    problems.push(
      `VITE_BOTTLE_TOSS_CLIENT_KEY must be a Toss Payments client key (test_ck_… or live_ck_…), never a secret key, got "${tossKey.slice(0, 8)}…"`,
    );
  }
  config.tossClientKey = tossKey ?? DEMO_TOSS_CLIENT_KEY;
  const gaId = str('VITE_BOTTLE_GA_ID');
  if (gaId !== undefined) {
    // Only a measurement ID's characters: the ID becomes part of a script URL.
    if (/^G-[A-Z0-9]{4,20}$/.test(gaId)) config.gaMeasurementId = gaId;
    else problems.push(`VITE_BOTTLE_GA_ID must be a GA4 measurement ID like G-AB12CD34EF, got "${gaId}"`);
  }
  const mapKey = str('VITE_BOTTLE_KAKAO_MAP_KEY');
  if (mapKey !== undefined) {
    // Only a key's characters: the key becomes part of the SDK's script URL.
    if (/^[A-Za-z0-9]{16,64}$/.test(mapKey)) config.kakaoMapKey = mapKey;
    else problems.push(`VITE_BOTTLE_KAKAO_MAP_KEY is not a Kakao JavaScript key: "${mapKey}"`);
  }
  if (problems.length > 0) throw new ConfigError(problems);
  return config;
}
