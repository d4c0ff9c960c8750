/**
 * Runtime configuration, parsed and checked once at start-up (style.md: "fails with the list of
 * what is wrong"). Every value comes from VITE_BOTTLE_* variables at build time; see README.md
 * "Configuration". Demo mode (the default) answers every call with libs/mock-api, so the bases
 * default to same-origin paths that the MSW worker intercepts.
 */
export type AppMode = 'demo' | 'live';

export interface AppConfig {
  mode: AppMode;
  /** Main (bottle service) API base. */
  apiBase: string;
  /** User service (single sign-on, social accounts) base. */
  userApiBase: string;
  /** AI sommelier chat API base. */
  chatApiBase: string;
  /** The retailer's single sign-on pages (callLogout.sso, callScreenInit.sso …). */
  ssoBase: string;
  social: {
    kakao: { tokenUrl: string; clientId: string };
    naver: { tokenUrl: string; clientId: string };
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
}

export class ConfigError extends Error {
  override readonly name = 'ConfigError';
  constructor(readonly problems: string[]) {
    super(`Invalid Bottle configuration:\n- ${problems.join('\n- ')}`);
  }
}

type Env = Record<string, string | boolean | undefined>;

const DEMO_DEFAULTS = {
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

/** Parses the VITE_BOTTLE_* variables; throws ConfigError naming every problem at once. */
export function parseConfig(env: Env): AppConfig {
  const problems: string[] = [];
  const str = (key: string): string | undefined => {
    const v = env[key];
    return typeof v === 'string' && v.trim() !== '' ? v.trim() : undefined;
  };
  const rawMode = str('VITE_BOTTLE_MODE') ?? 'demo';
  if (rawMode !== 'demo' && rawMode !== 'live') {
    problems.push(`VITE_BOTTLE_MODE must be "demo" or "live", got "${rawMode}"`);
  }
  const mode: AppMode = rawMode === 'live' ? 'live' : 'demo';

  const base = (key: string, fallback: string): string => {
    const v = str(key);
    if (v === undefined) {
      if (mode === 'live') problems.push(`${key} is required in live mode`);
      return fallback;
    }
    if (!isBase(v)) problems.push(`${key} must be an http(s) URL or a same-origin path starting with "/", got "${v}"`);
    return v.replace(/\/+$/, '');
  };

  const config: AppConfig = {
    mode,
    apiBase: base('VITE_BOTTLE_API_BASE', DEMO_DEFAULTS.apiBase),
    userApiBase: base('VITE_BOTTLE_USER_API_BASE', DEMO_DEFAULTS.userApiBase),
    chatApiBase: base('VITE_BOTTLE_CHAT_API_BASE', DEMO_DEFAULTS.chatApiBase),
    ssoBase: base('VITE_BOTTLE_SSO_BASE', DEMO_DEFAULTS.ssoBase),
    social: {
      kakao: {
        tokenUrl: str('VITE_BOTTLE_KAKAO_TOKEN_URL') ?? '/oauth/kakao/token',
        clientId: str('VITE_BOTTLE_KAKAO_CLIENT_ID') ?? 'demo-kakao-client',
      },
      naver: {
        tokenUrl: str('VITE_BOTTLE_NAVER_TOKEN_URL') ?? '/oauth/naver/token',
        clientId: str('VITE_BOTTLE_NAVER_CLIENT_ID') ?? 'demo-naver-client',
      },
    },
    nativeUserAgentMarker: str('VITE_BOTTLE_NATIVE_UA_MARKER') ?? 'BottleApp',
    companySite: str('VITE_BOTTLE_COMPANY_SITE') ?? 'https://www.example.com/',
    prizeExhibitNo: str('VITE_BOTTLE_PRIZE_EXHIBIT_NO') ?? '1004',
  };
  if (problems.length > 0) throw new ConfigError(problems);
  return config;
}
