/**
 * Sanitiser for the HTML the server sends (spec §2 "Terms: agreement text shown as HTML"; spec §3
 * agmt_text; notice and event bodies). The HTML is treated as hostile: DOMPurify with the HTML
 * profile only (no SVG or MathML, where most parser-differential tricks live), no inline styles or
 * <style> (CSS expressions, overlay phishing), no forms or frames, and links opened in a new
 * context without an opener.
 *
 * Hardening:
 * - a private DOMPurify instance: its hooks never reach another user of DOMPurify in the page;
 * - `id` and `name` are prefixed (`user-content-`), so no element can clobber a global or a form
 *   field the app reads (DOM clobbering), and a link to `#x` follows its prefixed target;
 * - the output is idempotent: sanitising it again gives it back unchanged (a changing output is
 *   how mutation XSS starts), checked over the whole payload list;
 * - under Trusted Types (`require-trusted-types-for 'script'`) the one policy the app creates,
 *   `bottle-sanitizer`, lets only DOMPurify parse and return HTML: `trustedHtml()` is what a
 *   component sets as innerHTML.
 */
import createDOMPurify, { type DOMPurify as Purifier } from 'dompurify';

/** The Trusted Types policy name (the demo server's Content-Security-Policy allows this one only). */
export const SANITIZER_POLICY_NAME = 'bottle-sanitizer';
const NAMED_PREFIX = 'user-content-';

const FORBID_TAGS = [
  'style',
  'form',
  'input',
  'button',
  'textarea',
  'select',
  'option',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'base',
  'link',
  'meta',
  'template',
  'noscript',
  'svg',
  'math',
];
const FORBID_ATTR = ['style', 'srcset', 'action', 'formaction', 'xlink:href', 'background', 'ping'];

/** Attributes that hold a URL; checked again after DOMPurify's own URI rule. */
const URL_ATTRS = new Set(['href', 'src', 'cite', 'longdesc', 'poster', 'data', 'usemap']);
/** Letters only, lower case: 'java\tscript:' and ' JaVa script:' both become 'javascript:'. */
// Control characters are the point: browsers ignore them inside a URL scheme.
// eslint-disable-next-line no-control-regex
const normalise = (value: string) => value.replace(/[\u0000-\u0020\u007f-\u009f]/g, '').toLowerCase();
const SCRIPT_SCHEME = /(?:java|vb|live)script:|data:text\/html/;

interface TrustedTypePolicyLike {
  createHTML(input: string): unknown;
}

interface Sanitiser {
  purify: Purifier;
  /** The Trusted Types policy when the browser has them (never in jsdom or Node). */
  policy: TrustedTypePolicyLike | undefined;
}

let instance: Sanitiser | null | undefined;

function createPolicy(): TrustedTypePolicyLike | undefined {
  type Rules = { createHTML(s: string): string; createScriptURL(s: string): string };
  const tt = (globalThis as { trustedTypes?: { createPolicy(name: string, rules: Rules): TrustedTypePolicyLike } }).trustedTypes;
  if (!tt) return undefined;
  // createHTML is the identity on purpose: only DOMPurify calls it, on the markup it is about to
  // parse and on the markup it has sanitised (TRUSTED_TYPES_POLICY below); nothing else in the app
  // can reach the policy. DOMPurify requires a createScriptURL too; the app has no use for one.
  return tt.createPolicy(SANITIZER_POLICY_NAME, {
    createHTML: (input: string) => input,
    createScriptURL: () => {
      throw new TypeError(`${SANITIZER_POLICY_NAME} makes no script URLs`);
    },
  });
}

function sanitiser(): Sanitiser | null {
  if (instance !== undefined) return instance;
  const win = globalThis.window;
  if (!win?.document) return (instance = null);
  const purify = createDOMPurify(win);
  addHooks(purify);
  return (instance = { purify, policy: createPolicy() });
}

/** What DOMPurify's SANITIZE_NAMED_PROPS does to an id, applied to in-page links' targets too. */
function prefixed(value: string): string {
  return value.startsWith(NAMED_PREFIX) ? value : `${NAMED_PREFIX}${value}`;
}

function addHooks(purify: Purifier): void {
  // Defence in depth: DOMPurify already drops javascript: URLs; this also drops values that
  // merely contain one after a prefix (a relative URL like `javascript:…` in backticks is
  // harmless in browsers today, but nothing in server HTML needs it).
  purify.addHook('uponSanitizeAttribute', (_node, data) => {
    if (URL_ATTRS.has(data.attrName) && SCRIPT_SCHEME.test(normalise(data.attrValue))) data.keepAttr = false;
  });
  purify.addHook('afterSanitizeAttributes', (node) => {
    // Agreement images rarely carry alt text; without one a screen reader reads the file name.
    // Marking them decorative is the lesser harm (the agreement's words are in the text).
    if (node.tagName === 'IMG' && !node.hasAttribute('alt')) node.setAttribute('alt', '');
    if (node.tagName === 'A' && node.hasAttribute('href')) {
      const href = node.getAttribute('href') ?? '';
      if (href.startsWith('#') && href.length > 1) {
        // An in-page link follows its target's prefixed id.
        node.setAttribute('href', `#${prefixed(href.slice(1))}`);
      } else {
        // Removed first and set in a fixed order, so a second pass writes the same markup
        // (DOMPurify drops a `target` it was given, and setAttribute appends new ones at the end).
        node.removeAttribute('target');
        node.removeAttribute('rel');
        node.setAttribute('target', '_blank');
        node.setAttribute('rel', 'noopener noreferrer');
      }
    }
  });
}

const CONFIG = {
  USE_PROFILES: { html: true },
  FORBID_TAGS,
  FORBID_ATTR,
  ALLOW_DATA_ATTR: false,
  ALLOW_UNKNOWN_PROTOCOLS: false,
  // DOM clobbering: every id and name becomes `user-content-…`, which no code refers to; an id
  // already prefixed is left as it is, so the output is idempotent.
  SANITIZE_NAMED_PROPS: true,
  SANITIZE_DOM: true,
};

/**
 * Sanitised HTML as text. Anything that is not a string gives ''.
 *
 * @example
 * sanitizeHtml('<p onclick="x()">Terms <script>x()</script></p>'); // '<p>Terms </p>'
 */
export function sanitizeHtml(html: unknown): string {
  if (typeof html !== 'string' || html === '') return '';
  const s = sanitiser();
  if (!s) return '';
  const { policy } = s;
  const out = s.purify.sanitize(html, {
    ...CONFIG,
    ...(policy ? { TRUSTED_TYPES_POLICY: policy as never } : {}),
    RETURN_TRUSTED_TYPE: false,
  });
  return String(out);
}

/**
 * Sanitised HTML to set as innerHTML (`dangerouslySetInnerHTML={{ __html: trustedHtml(x) }}`):
 * a TrustedHTML made by the sanitiser's policy where the browser enforces Trusted Types, else the
 * same text as `sanitizeHtml`.
 */
export function trustedHtml(html: unknown): string {
  const clean = sanitizeHtml(html);
  const policy = sanitiser()?.policy;
  // TrustedHTML is accepted wherever React takes __html; typed as string for React's types.
  return (policy ? policy.createHTML(clean) : clean) as string;
}
