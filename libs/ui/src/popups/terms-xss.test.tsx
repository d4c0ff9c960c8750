import { act, fireEvent, screen } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { renderUi } from '../testing/render';
import { sanitizeHtml } from './sanitize-html';
import { TermsPopup } from './terms-popup';
import { XSS_PAYLOADS } from './xss-payloads';

/**
 * Inline handlers and scripts run in jsdom's own realm (vitest runs jsdom with runScripts
 * 'dangerously'), whose `window` is not the test's global object. So the tripwire is installed
 * inside that realm by a real <script>: assigning `window.__xss` (or `parent.__xss`) or calling
 * `alert` there marks <html data-xss-ran>, which the test can read.
 */
const TRIPWIRE = `
  Object.defineProperty(window, '__xss', {
    configurable: true,
    get: function () { return undefined; },
    set: function (v) { document.documentElement.setAttribute('data-xss-ran', 'flag:' + v); },
  });
  window.alert = function (m) { document.documentElement.setAttribute('data-xss-ran', 'alert:' + m); };
`;
const ran = () => document.documentElement.getAttribute('data-xss-ran');

const FORBIDDEN_ELEMENTS =
  'script, iframe, frame, frameset, object, embed, form, input, button, textarea, select, base, link, meta, style, svg, math, template, noscript';
const URL_ATTRS = ['href', 'src', 'action', 'formaction', 'xlink:href', 'data', 'background', 'srcdoc', 'poster', 'content'];

/** Letters only, lower case: 'java\tscript:' and ' JaVa script:' both become 'javascript:'. */
// Control characters are the point: browsers ignore them inside a URL scheme.
// eslint-disable-next-line no-control-regex
const normalise = (value: string) => value.replace(/[\u0000-\u0020\u007f-\u009f]/g, '').toLowerCase();

function assertInert(root: Element) {
  expect(root.querySelectorAll(FORBIDDEN_ELEMENTS)).toHaveLength(0);
  for (const el of root.querySelectorAll('*')) {
    for (const attr of Array.from(el.attributes)) {
      expect(attr.name.toLowerCase().startsWith('on'), `${el.tagName} keeps ${attr.name}`).toBe(false);
      expect(attr.name.toLowerCase(), `${el.tagName} keeps a style attribute`).not.toBe('style');
      if (URL_ATTRS.includes(attr.name.toLowerCase()) || attr.name.toLowerCase().endsWith('href')) {
        const v = normalise(attr.value);
        expect(v.startsWith('javascript:') || v.includes('javascript:'), `${el.tagName}[${attr.name}]=${attr.value}`).toBe(false);
        expect(v.startsWith('vbscript:'), `${el.tagName}[${attr.name}]`).toBe(false);
        expect(v.startsWith('data:text/html'), `${el.tagName}[${attr.name}]`).toBe(false);
      }
    }
  }
}

/** Fires every event the payloads hook, so a surviving handler would run now. */
function poke(root: Element) {
  for (const el of root.querySelectorAll('*')) {
    fireEvent.click(el);
    fireEvent.mouseOver(el);
    fireEvent.pointerDown(el);
    fireEvent.focus(el);
    fireEvent.error(el);
    fireEvent.load(el);
    fireEvent.animationStart(el);
    el.dispatchEvent(new Event('toggle'));
  }
}

describe('Terms popup against XSS (spec §2 Terms, agreement HTML from the server)', () => {
  beforeAll(() => {
    const script = document.createElement('script');
    script.textContent = TRIPWIRE;
    document.head.appendChild(script);
  });
  beforeEach(() => {
    document.documentElement.removeAttribute('data-xss-ran');
  });

  it(`has at least 50 payloads (has ${XSS_PAYLOADS.length})`, () => {
    expect(XSS_PAYLOADS.length).toBeGreaterThanOrEqual(50);
    expect(new Set(XSS_PAYLOADS).size).toBe(XSS_PAYLOADS.length);
  });

  it('control: in this test environment an unsanitised inline handler does run, so the flag can detect execution', () => {
    const div = document.createElement('div');
    div.innerHTML = '<img src="x" onerror="window.__xss=1"><img src=x:alert(alt) onerror=eval(src) alt=0>';
    document.body.appendChild(div);
    const [flagImg, alertImg] = Array.from(div.querySelectorAll('img'));
    fireEvent.error(flagImg as Element);
    expect(ran()).toBe('flag:1');
    fireEvent.error(alertImg as Element);
    expect(ran()).toBe('alert:0');
    div.remove();
  });

  it.each(XSS_PAYLOADS.map((p, i) => [i + 1, p] as const))('payload %i is rendered inert: %s', async (_index, payload) => {
    renderUi(<TermsPopup open title="약관" html={`<p>before</p>${payload}<p>after</p>`} onClose={() => undefined} />);
    const region = screen.getByTestId('terms-html');
    // The harmless text before the payload survives: sanitising is not blanking. (Text after it
    // may legitimately be swallowed by an unclosed attribute or comment in the payload.)
    expect(region.textContent).toContain('before');
    assertInert(region);
    poke(region);
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(ran()).toBeNull();
  });

  it('sanitizeHtml leaves nothing executable in any payload, also outside the popup', () => {
    for (const payload of XSS_PAYLOADS) {
      const template = document.createElement('template');
      template.innerHTML = sanitizeHtml(payload);
      const root = wrap(template);
      assertInert(root);
      document.body.appendChild(root);
      poke(root);
      root.remove();
    }
    expect(ran()).toBeNull();
  });

  it('sanitizeHtml keeps ordinary agreement markup and gives "" for non-strings', () => {
    const html =
      '<h3>제1조</h3><p>내용 <strong>강조</strong> <em>기울임</em></p><ul><li>a</li></ul><table><tbody><tr><td>1</td></tr></tbody></table>';
    expect(sanitizeHtml(html)).toBe(html);
    expect(sanitizeHtml(undefined)).toBe('');
    expect(sanitizeHtml(42)).toBe('');
    expect(sanitizeHtml(null)).toBe('');
  });
});

function wrap(template: HTMLTemplateElement): Element {
  const div = document.createElement('div');
  div.appendChild(template.content.cloneNode(true));
  return div;
}
