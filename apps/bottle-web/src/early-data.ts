/**
 * The page's early data (../early.ts runs it): a module the page names before the app's entry,
 * so it runs first, as soon as the HTML is parsed, before the framework has run (and often before
 * it has downloaded). It makes the first API
 * calls of the screen the URL names (./app/early-calls.ts) exactly as the app will (the
 * configured base, libs/api's headers with the stored tokens and the XSRF value, the same
 * body), and leaves their answers for the app's base query to adopt (libs/api early-calls;
 * docs/decisions/0101-early-data.md). Nothing else: no state; its only drawing is the
 * screen's largest picture, and on search the first result's name as text, put into the
 * prerendered page's empty places for them (docs/decisions/0160-early-largest-picture.md).
 *
 * Not in the native shell's web view: there the start-up (spec §4) settles the session first,
 * and a call made with tokens about to change would be made twice. Not after the app's first
 * request either (it ran first: libs/api `appIsCalling`).
 */
import { appIsCalling, buildHeaders, createStorageTokenStore, resolveBase, startEarlyCall } from '@bottle/api';
import { appConfig } from './config/app-config';
import { EARLY_PICTURE_SLOT, EARLY_TEXT_SLOT, earlyCallsFor, type EarlyCallSpec } from './app/early-calls';
import { LANG_KEY } from './lib/device-keys';

/** Starts the early calls of `win`'s page; their answers, in the order the calls were made (none: no call). */
export function startEarlyCalls(win: Window, env: Record<string, string | boolean | undefined>): Promise<Response>[] {
  let config;
  try {
    config = appConfig(env);
  } catch {
    // The app shows the configuration's problems; the page calls nothing.
    return [];
  }
  if (win.navigator.userAgent.includes(config.nativeUserAgentMarker)) return [];
  // The app ran first (a page whose HTML names the two scripts otherwise, or an older cached
  // page) and its calls have left: the same calls now would be made twice.
  if (appIsCalling()) return [];
  const calls = earlyCallsFor(win.location.pathname, win.location.search);
  if (calls.length === 0) return [];
  let tokens;
  let language: 'ko' | 'en';
  try {
    tokens = createStorageTokenStore(win.localStorage).get();
    // The language the app's settings start with (lib/i18n.ts), which its calls carry.
    language = win.localStorage.getItem(LANG_KEY) === 'en' ? 'en' : 'ko';
  } catch {
    // Storage refused (a private mode): the app's own calls decide what to send.
    return [];
  }
  const origin = win.location.origin;
  const base = resolveBase(config.apiBase, origin);
  return calls.map((call) => {
    const url = `${base}${call.path}`;
    const headers = buildHeaders({ service: 'bottle', url, origin, tokens, cookies: win.document.cookie, language });
    const answer = startEarlyCall({ url, method: 'POST', headers, body: JSON.stringify(call.body) }, win.fetch.bind(win));
    if (call.picture || call.name) paintFromAnswer(win, answer, call);
    return answer;
  });
}

/**
 * The inline pictures the page may show itself: raster and SVG images (`data:image/…`), which an
 * <img> draws without running anything (an SVG in an <img> runs no script and loads nothing).
 */
const INLINE_PICTURE = /^data:image\/(?:png|jpeg|gif|webp|avif|svg\+xml)[;,]/i;

/**
 * Shows the screen's largest picture, and its first item's name, as soon as the answer naming
 * them is there, instead of when the app has loaded and rendered them. A web picture (http,
 * https) is asked for at once (a preload link, high priority); an inline one (data:image/…) needs
 * no download; nothing else is trusted from the answer. When the prerendered page has a place for
 * them (`slot`), the picture is shown there (`src`) and the name written there as text
 * (`textContent`: never markup): the framework, the hydration and the app's render no longer
 * stand before the screen's largest paint. The app's own elements replace the placeholders
 * later with the same picture and text (one download, same size and place).
 */
function paintFromAnswer(win: Window, answer: Promise<Response>, call: EarlyCallSpec): void {
  const { picture, name, slot } = call;
  const doc = win.document;
  const address = win.location.href;
  answer
    // Read from a copy made at once, before the app's base query reads the answer itself.
    .then((response) => (response.ok ? response.clone().json() : undefined))
    .then((json: unknown) => {
      const href = picture ? pictureAddress(win, picture(json)) : undefined;
      if (href && !href.startsWith('data:')) {
        const link = doc.createElement('link');
        link.rel = 'preload';
        link.setAttribute('as', 'image');
        link.setAttribute('fetchpriority', 'high');
        link.href = href;
        doc.head.append(link);
      }
      const text = name?.(json);
      // Only on the page the calls were made for: after the member has moved on in the app, a
      // place of the same name belongs to another screen.
      if (!slot || win.location.href !== address) return;
      const paint = () => {
        // The placeholders the prerender drew, still empty (the app has not replaced them).
        const img = doc.querySelector<HTMLImageElement>(`img[${EARLY_PICTURE_SLOT}="${slot}"]:not([src])`);
        // A web picture's request is the preload's (same URL), high priority already.
        if (img && href) img.src = href;
        const place = doc.querySelector(`[${EARLY_TEXT_SLOT}="${slot}"]`);
        if (place && text && place.textContent === '') place.textContent = text;
      };
      // DOMContentLoaded fires once per document: the listener needs no `once`.
      if (doc.readyState === 'loading') doc.addEventListener('DOMContentLoaded', paint);
      else paint();
    })
    .catch(() => undefined);
}

/**
 * The address of a picture the page may show itself: an http or https URL (resolved), or an
 * inline picture as the answer wrote it (the very address the app's <img> will have); nothing
 * for any other scheme.
 */
function pictureAddress(win: Window, src: string | undefined): string | undefined {
  if (!src) return undefined;
  const url = new URL(src, win.location.href);
  if (/^https?:$/.test(url.protocol)) return url.href;
  return INLINE_PICTURE.test(src) ? src : undefined;
}
