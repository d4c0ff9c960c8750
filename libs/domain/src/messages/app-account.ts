/**
 * Strings of the app's account screens (apps/bottle-web/src/features/account). Merged into the one
 * catalogue by ./index.ts; keys identical in ko and en, prefixed 'account.'.
 */
export const accountMessages = {
  ko: {},
  en: {},
} as const;
