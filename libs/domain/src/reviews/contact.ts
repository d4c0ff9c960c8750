/**
 * Contact details refused in a review: phone numbers, e-mail addresses and web addresses (a
 * review is about the bottle; these are spam or someone's personal data). The text is first
 * folded with NFKC so full-width digits and '＠' count as their ASCII forms.
 */

export type ContactKind = 'phone' | 'email' | 'url';

// Korean mobile and area numbers with any separators (010-1234-5678, 010 1234 5678,
// 01012345678, +82 10-1234-5678, 02.123.4567), and any run of 9 to 12 digits starting with 0
// (how every Korean number is dialled) however it is spaced. Vintages (2019 2020) do not start
// with 0 and are left alone.
const PHONE = /(?:\+?82[\s.)-]*|\b0)(?:1[016789]|2|[3-6][1-5]|70|50\d?)[\s.)-]*\d{3,4}[\s.-]*\d{4}\b/;
const DIGIT_RUN = /(?<!\d)0(?:[\s.-]*\d){8,11}(?!\d)/;
const EMAIL = /[\p{L}\p{N}._%+-]+\s*(?:@|\(at\)|\[at\])\s*[\p{L}\p{N}-]+(?:\s*(?:\.|\(dot\)|\[dot\])\s*[\p{L}\p{N}-]+)+/iu;
// A scheme, a www. host (spaces around the dot too), or a host with a common top-level domain
// written without spaces (naver.com, bit.ly/x, t.me/x; "with it. Me too" is a sentence).
const URL_SCHEME = /\b(?:https?|ftp|javascript|data):/i;
const URL_WWW = /\bwww\s*\.\s*[a-z0-9-]+/i;
const URL_HOST =
  /\b[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.(?:com|net|org|kr|co|io|me|ly|gl|to|link|shop|xyz|info|biz|app|site|online|store|kakao|page|gg|tv|cc|us|jp|cn)\b/i;

/** Which kinds of contact detail the text holds (none: []). */
export function contactKinds(text: string): ContactKind[] {
  const folded = text.normalize('NFKC');
  const kinds: ContactKind[] = [];
  if (PHONE.test(folded) || DIGIT_RUN.test(folded)) kinds.push('phone');
  if (EMAIL.test(folded)) kinds.push('email');
  if (URL_SCHEME.test(folded) || URL_WWW.test(folded) || URL_HOST.test(folded)) kinds.push('url');
  return kinds;
}
