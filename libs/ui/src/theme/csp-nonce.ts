/**
 * The page's Content-Security-Policy nonce, for the style tags the app's libraries
 * insert at run time: Emotion's, and the scroll lock's of Radix (react-remove-scroll through
 * get-nonce). The server puts a fresh nonce on each page's scripts and in
 * `<meta property="csp-nonce" nonce="…">`; browsers hide a nonce attribute's value from page
 * script, so it is read from the element's `nonce` property.
 */
import { setNonce } from 'get-nonce';

export function readCspNonce(doc: Document | undefined = globalThis.document): string | undefined {
  const meta = doc?.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]');
  const nonce = meta?.nonce || meta?.getAttribute('nonce') || '';
  return nonce === '' ? undefined : nonce;
}

let shared = false;

/** Hands the nonce to get-nonce once, for the Radix scroll lock's style tag. */
export function shareNonceWithLibraries(nonce: string | undefined): void {
  if (shared || !nonce) return;
  shared = true;
  setNonce(nonce);
}
