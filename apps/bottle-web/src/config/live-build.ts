/**
 * A live build cannot ship demo values. `parseConfig` fills every setting the demo server can
 * answer with a demo value (same-origin `/oauth/*` pages, `demo-*` client ids, example.com as
 * the company site, the demo dataset's prize exhibit), so a build without configuration runs
 * against the demo server. A production build (NODE_ENV=production, which `vite build` sets)
 * therefore refuses to start when any of those settings is missing or still holds a demo value,
 * naming every one at once; only an explicit demo flag (`BOTTLE_DEMO_BUILD=1`, set by `npm
 * start`, `npm test`, the e2e runs and CI) lets it through, and then the build says loudly that
 * it is a demo build. The API bases are not listed: a production host may proxy the same-origin
 * paths (README "Configuration").
 */
// With its extension: vite.config.ts loads this file natively as well as through the bundler.
import { DEMO_TOSS_CLIENT_KEY, parseConfig, type AppConfig } from './env.ts';

type Env = Record<string, string | boolean | undefined>;

/** The variable that marks a build as the demo server's. Not `VITE_`: it never reaches the bundle. */
export const DEMO_BUILD_FLAG = 'BOTTLE_DEMO_BUILD';

/** A setting a live build must set to the chain's own value. */
interface LiveSetting {
  key: string;
  /** What the setting is, for the message. */
  what: string;
  /** Whether a (parsed) value is one of the demo's. */
  isDemo: (value: string) => boolean;
  value: (config: AppConfig) => string;
}

/** A same-origin path (the demo server's `/oauth/*` pages, not the provider's or the chain's). */
const sameOriginOauth = (value: string) => value.startsWith('/oauth/');
const demoClientId = (value: string) => /^demo-/i.test(value);

const LIVE_SETTINGS: readonly LiveSetting[] = [
  {
    key: 'VITE_BOTTLE_KAKAO_AUTHORIZE_URL',
    what: "Kakao's authorisation page (https://kauth.kakao.com/oauth/authorize)",
    isDemo: sameOriginOauth,
    value: (c) => c.social.kakao.authorizeUrl,
  },
  {
    key: 'VITE_BOTTLE_KAKAO_TOKEN_URL',
    what: "the Kakao token exchange (Kakao's, or the chain backend's when the app has a secret)",
    isDemo: sameOriginOauth,
    value: (c) => c.social.kakao.tokenUrl,
  },
  { key: 'VITE_BOTTLE_KAKAO_CLIENT_ID', what: "the Kakao app's REST API key", isDemo: demoClientId, value: (c) => c.social.kakao.clientId },
  {
    key: 'VITE_BOTTLE_NAVER_AUTHORIZE_URL',
    what: "Naver's authorisation page (https://nid.naver.com/oauth2.0/authorize)",
    isDemo: sameOriginOauth,
    value: (c) => c.social.naver.authorizeUrl,
  },
  {
    key: 'VITE_BOTTLE_NAVER_TOKEN_URL',
    what: 'the chain backend\'s Naver token exchange (README "Social login")',
    isDemo: sameOriginOauth,
    value: (c) => c.social.naver.tokenUrl,
  },
  {
    key: 'VITE_BOTTLE_NAVER_CLIENT_ID',
    what: "the Naver application's client ID",
    isDemo: demoClientId,
    value: (c) => c.social.naver.clientId,
  },
  {
    key: 'VITE_BOTTLE_COMPANY_SITE',
    what: "the company's main website",
    isDemo: (v) => /^https?:\/\/(www\.)?example\.(com|org|net)(\/|$)/i.test(v),
    value: (c) => c.companySite,
  },
  {
    key: 'VITE_BOTTLE_PRIZE_EXHIBIT_NO',
    what: 'the exhibit whose page shows the prize QR code',
    isDemo: (v) => v === '1004',
    value: (c) => c.prizeExhibitNo,
  },
  {
    key: 'VITE_BOTTLE_TOSS_CLIENT_KEY',
    what: "the chain's Toss Payments client key (live_ck_…; docs/payments.md)",
    isDemo: (v) => v === DEMO_TOSS_CLIENT_KEY,
    value: (c) => c.tossClientKey,
  },
];

/**
 * Every setting of `env` a live build must not ship as it is: unset (so the demo default) or set
 * to a demo value. Empty for a build configured for the chain's hosts.
 */
export function demoValuedSettings(env: Env): DemoValue[] {
  const config = parseConfig(env);
  const found: DemoValue[] = [];
  for (const setting of LIVE_SETTINGS) {
    const raw = env[setting.key];
    const set = typeof raw === 'string' && raw.trim() !== '';
    const value = setting.value(config);
    if (!set)
      found.push({ key: setting.key, value, problem: `${setting.key} is not set (the demo's "${value}" would ship): set ${setting.what}` });
    else if (setting.isDemo(value))
      found.push({ key: setting.key, value, problem: `${setting.key} is the demo's "${value}": set ${setting.what}` });
  }
  return found;
}

export interface DemoValue {
  key: string;
  /** The value the build would carry. */
  value: string;
  /** What is wrong and what to set, for the build's error. */
  problem: string;
}

export class LiveBuildError extends Error {
  override readonly name = 'LiveBuildError';
  constructor(readonly problems: string[]) {
    super(
      `A production build cannot ship demo values. Set:\n- ${problems.join('\n- ')}\n` +
        `(For the demo server's build, say so: ${DEMO_BUILD_FLAG}=1, as npm start and npm test do.)`,
    );
  }
}

export interface BuildKind {
  /** True for the demo server's build (explicitly flagged). */
  demo: boolean;
  /** The demo values this build carries (empty for a live build). */
  demoValues: DemoValue[];
}

/**
 * Decides what a build is. A production build (`nodeEnv` "production") with no demo flag must be
 * fully configured, else LiveBuildError names every setting at once; with the flag it is a demo
 * build carrying the listed demo values. Other builds (development) are not checked.
 */
export function classifyBuild(env: Env, nodeEnv: string | undefined, demoFlag: string | undefined): BuildKind {
  const demoValues = demoValuedSettings(env);
  const demo = demoFlag !== undefined && /^(1|true|yes)$/i.test(demoFlag.trim());
  if (demoFlag !== undefined && demoFlag.trim() !== '' && !demo && !/^(0|false|no)$/i.test(demoFlag.trim())) {
    throw new LiveBuildError([`${DEMO_BUILD_FLAG} must be 1 (a demo build) or 0, got "${demoFlag}"`]);
  }
  if (!demo && nodeEnv === 'production' && demoValues.length > 0) throw new LiveBuildError(demoValues.map((d) => d.problem));
  return { demo, demoValues: demo ? demoValues : [] };
}

/** The banner a demo build prints, so nobody mistakes its output for the live app. */
export function demoBuildBanner(kind: BuildKind): string {
  const lines = kind.demoValues.map((d) => `  - ${d.key} = "${d.value}"`);
  return [
    `bottle-web: DEMO BUILD (${DEMO_BUILD_FLAG}=1) for the demo server; never ship it.`,
    ...(lines.length ? ['  demo values in it:', ...lines] : []),
  ].join('\n');
}
