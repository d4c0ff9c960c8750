/**
 * Sanitiser for agreement text (spec §2 "Terms: agreement text shown as HTML"; spec §3
 * agmt_text). The HTML comes from the server, so it is treated as hostile: DOMPurify with the
 * HTML profile only (no SVG or MathML, where most parser-differential tricks live), no inline
 * styles or <style> (CSS expressions, overlay phishing), no forms or frames, and links opened
 * in a new context without an opener.
 */
import DOMPurify from 'dompurify';

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

let hooked = false;

function ensureHooks(purify: typeof DOMPurify): void {
  if (hooked) return;
  hooked = true;
  // Defence in depth: DOMPurify already drops javascript: URLs; this also drops values that
  // merely contain one after a prefix (a relative URL like `javascript:…` in backticks is
  // harmless in browsers today, but nothing in agreement text needs it).
  purify.addHook('uponSanitizeAttribute', (_node, data) => {
    if (URL_ATTRS.has(data.attrName) && SCRIPT_SCHEME.test(normalise(data.attrValue))) {
      data.keepAttr = false;
    }
  });
  purify.addHook('afterSanitizeAttributes', (node) => {
    // Agreement images rarely carry alt text; without one a screen reader reads the file name.
    // Marking them decorative is the lesser harm (the agreement's words are in the text).
    if (node.tagName === 'IMG' && !node.hasAttribute('alt')) node.setAttribute('alt', '');
    if (node.tagName === 'A' && node.hasAttribute('href')) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
}

/**
 * Sanitised HTML, safe to set as innerHTML. Anything that is not a string gives ''.
 *
 * @example
 * sanitizeHtml('<p onclick="x()">Terms <script>x()</script></p>'); // '<p>Terms </p>'
 */
export function sanitizeHtml(html: unknown): string {
  if (typeof html !== 'string' || html === '') return '';
  ensureHooks(DOMPurify);
  return DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS,
    FORBID_ATTR,
    ALLOW_DATA_ATTR: false,
    ALLOW_UNKNOWN_PROTOCOLS: false,
    RETURN_TRUSTED_TYPE: false,
  });
}
