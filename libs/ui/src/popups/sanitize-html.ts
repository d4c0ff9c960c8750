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

let hooked = false;

function ensureHooks(purify: typeof DOMPurify): void {
  if (hooked) return;
  hooked = true;
  purify.addHook('afterSanitizeAttributes', (node) => {
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
