/**
 * The security headers of every answer, and the strict Content-Security-Policy of every HTML
 * page. The spec makes the app keep tokens in localStorage, so any script that runs in
 * the page can read them: the policy is what keeps foreign script out.
 *
 * - script-src: a per-response nonce on the app's own entry script, and 'strict-dynamic' so what
 *   that script imports may run and nothing else ('self' only for browsers without CSP 3); no
 *   'unsafe-inline', no 'unsafe-eval', no wildcard.
 * - style-src: files of the app, Emotion's style tags (the same nonce, read by libs/ui from the
 *   csp-nonce meta tag) and, by hash, the one stylesheet a dependency inserts at run time (vaul's
 *   drawer rules). No 'unsafe-inline'.
 * - require-trusted-types-for 'script' with one named policy, the sanitiser's (libs/ui
 *   sanitize-html.ts): the only HTML the app sets comes through DOMPurify.
 * - violations are reported to /csp-report (report-uri and the Reporting API), which the server logs.
 *
 * The same policy, as an nginx snippet for production hosting, is in this app's README.
 */
import { createHash, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

export const CSP_REPORT_PATH = '/csp-report';
/** The only Trusted Types policy the app creates (libs/ui SANITIZER_POLICY_NAME). */
export const TRUSTED_TYPES_POLICY = 'bottle-sanitizer';

export interface CspOptions {
  /** The per-response nonce of an app page; a page without script (the sign-on host's) has none. */
  nonce?: string;
  /** sha256 sources of stylesheets that dependencies insert at run time. */
  styleHashes?: readonly string[];
  /**
   * sha256 sources of the style attributes a prerendered page carries (Radix's
   * `outline:none` on a tab list, `animation-duration:0s` on a tab panel), allowed by hash in
   * style-src-attr ('unsafe-hashes' allows exactly these values, no other attribute).
   */
  styleAttributeHashes?: readonly string[];
  /** Where the API, chat and sign-on pages live; same origin in the demo. */
  connectSources?: readonly string[];
  imageSources?: readonly string[];
  formActions?: readonly string[];
  /** Script hosts for browsers before CSP 3 ('strict-dynamic' ignores host lists): gtag.js's. */
  scriptSources?: readonly string[];
  /** Trusted Types policies besides the sanitiser's (gtag's, when the build measures). */
  trustedTypesPolicies?: readonly string[];
  /** frame-src beyond 'self' (a payment gateway's window). */
  frameSources?: readonly string[];
}

/**
 * The hosts an app build talks to beyond its own origin, as the build writes them beside
 * index.html (`csp-sources.json`, apps/bottle-web/src/config/csp-sources.ts): the policy allows
 * exactly these.
 */
export interface BuildCspSources {
  connect: string[];
  image: string[];
  script: string[];
  formAction: string[];
  trustedTypes: string[];
  /** Optional: builds before it had none. */
  frame?: string[];
}

/** A policy source list entry the build may name: an https origin, optionally with a leading `*.` host wildcard. */
const HOST_SOURCE = /^https:\/\/(\*\.)?[a-z0-9.-]+(:\d+)?$/;
const POLICY_NAME = /^[A-Za-z0-9-#=_/@.%]+$/;

/**
 * The build's csp-sources.json as CspOptions; throws naming the bad entry for anything that is not
 * a plain https origin (or a policy name), so a broken file can never widen the policy.
 */
export function cspOptionsFromBuild(
  json: string,
): Pick<CspOptions, 'connectSources' | 'imageSources' | 'formActions' | 'scriptSources' | 'trustedTypesPolicies' | 'frameSources'> {
  const parsed = JSON.parse(json) as Partial<Record<keyof BuildCspSources, unknown>>;
  const list = (key: keyof BuildCspSources, pattern: RegExp): string[] => {
    const value = parsed[key] ?? [];
    if (!Array.isArray(value) || !value.every((v): v is string => typeof v === 'string' && pattern.test(v))) {
      throw new Error(
        `csp-sources.json: "${key}" must be a list of ${pattern === HOST_SOURCE ? 'https origins' : 'policy names'}, got ${JSON.stringify(value)}`,
      );
    }
    return value;
  };
  return {
    connectSources: list('connect', HOST_SOURCE),
    imageSources: list('image', HOST_SOURCE),
    scriptSources: list('script', HOST_SOURCE),
    formActions: list('formAction', HOST_SOURCE),
    trustedTypesPolicies: list('trustedTypes', POLICY_NAME),
    frameSources: list('frame', HOST_SOURCE),
  };
}

export function contentSecurityPolicy(options: CspOptions = {}): string {
  const nonce = options.nonce ? [`'nonce-${options.nonce}'`] : [];
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    ['script-src', ...(nonce.length ? [...nonce, "'strict-dynamic'"] : []), "'self'", ...(options.scriptSources ?? [])],
    ['style-src', "'self'", ...nonce, ...(options.styleHashes ?? []).map((h) => `'${h}'`)],
    ...(options.styleAttributeHashes?.length
      ? [['style-src-attr', "'unsafe-hashes'", ...options.styleAttributeHashes.map((h) => `'${h}'`)] as [string, ...string[]]]
      : []),
    ['img-src', "'self'", 'data:', 'blob:', ...(options.imageSources ?? [])],
    ['font-src', "'self'"],
    ['connect-src', "'self'", ...(options.connectSources ?? [])],
    // A payment gateway's window (Toss's, in a frame over the page) when the build names one.
    ...(options.frameSources?.length ? [['frame-src', "'self'", ...options.frameSources] as [string, ...string[]]] : []),
    ['media-src', "'self'", 'blob:'],
    ['worker-src', "'self'"],
    ['manifest-src', "'self'"],
    ['object-src', "'none'"],
    ['base-uri', "'none'"],
    // The native shell loads the app at the top level; no one else may frame it (clickjacking).
    ['frame-ancestors', "'self'"],
    ['form-action', "'self'", ...(options.formActions ?? [])],
    ['require-trusted-types-for', "'script'"],
    ['trusted-types', TRUSTED_TYPES_POLICY, ...(options.trustedTypesPolicies ?? [])],
    ['report-uri', CSP_REPORT_PATH],
    ['report-to', 'csp'],
  ];
  return directives.map((d) => d.join(' ')).join('; ');
}

/** Hardening headers for every answer (HTML, files, API). */
export const HARDENING_HEADERS: Readonly<Record<string, string>> = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  // Camera (photo search, the sommelier) and microphone (voice search) for the app's own origin only.
  'permissions-policy': 'camera=(self), microphone=(self), geolocation=(self), payment=(), usb=(), serial=(), bluetooth=()',
  'cross-origin-opener-policy': 'same-origin',
};

/** Headers for an HTML page: the hardening ones, the policy and where reports go. */
export function htmlSecurityHeaders(options: CspOptions = {}): Record<string, string> {
  return {
    ...HARDENING_HEADERS,
    'content-security-policy': contentSecurityPolicy(options),
    'reporting-endpoints': `csp="${CSP_REPORT_PATH}"`,
  };
}

export function newNonce(): string {
  return randomBytes(16).toString('base64');
}

/**
 * The page with the nonce on each of its script tags, and a csp-nonce meta tag that libs/ui reads
 * for Emotion's style tags and Radix's scroll lock (a nonce attribute's value is hidden from page
 * script except through the element's `nonce` property, so an injected tag cannot learn it).
 */
export function withNonce(html: string, nonce: string): string {
  const tagged = html.replace(/<script(?=[\s>])/gi, `<script nonce="${nonce}"`).replace(/<style(?=[\s>])/gi, `<style nonce="${nonce}"`);
  return tagged.replace(/<head(\s[^>]*)?>/i, (head) => `${head}<meta property="csp-nonce" nonce="${nonce}">`);
}

export function sha256Source(text: string): string {
  return `sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`;
}

/**
 * vaul (the bottom sheet under libs/ui) inserts its drawer stylesheet with a style tag of its own
 * that carries no nonce: allowed by the hash of its text, read from the installed vaul so an
 * upgrade keeps working. undefined when it cannot be found (the server warns; drawers then lose
 * their slide animation, nothing else).
 */
export function vaulStyleHash(): string | undefined {
  try {
    const require = createRequire(import.meta.url);
    const source = readFileSync(require.resolve('vaul').replace(/index\.js$/, 'index.mjs'), 'utf8');
    const literal = /__insertCSS\(("(?:[^"\\]|\\.)*")\)/.exec(source)?.[1];
    return literal ? sha256Source(JSON.parse(literal) as string) : undefined;
  } catch {
    return undefined;
  }
}

/** One CSP violation report, either format (report-uri's or the Reporting API's), as a log line. */
export function describeViolations(body: string): string[] {
  let value: unknown;
  try {
    value = JSON.parse(body);
  } catch {
    return ['a CSP report that is not JSON'];
  }
  const reports = Array.isArray(value)
    ? value.map((r: { body?: unknown }) => r?.body)
    : [(value as { 'csp-report'?: unknown })?.['csp-report']];
  return reports.map((r) => {
    const report = (r ?? {}) as Record<string, unknown>;
    const directive = report['effectiveDirective'] ?? report['effective-directive'] ?? report['violated-directive'] ?? '?';
    const blocked = report['blockedURL'] ?? report['blocked-uri'] ?? '?';
    const page = report['documentURL'] ?? report['document-uri'] ?? '?';
    const sample = report['sample'] ?? report['script-sample'] ?? '';
    return `CSP violation: ${String(directive)} blocked ${String(blocked)} on ${String(page)}${sample ? ` (${String(sample).slice(0, 60)})` : ''}`;
  });
}
