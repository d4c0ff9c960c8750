/**
 * Strings of the app's catalogue screens (apps/bottle-web/src/features/catalogue). Merged into the one
 * catalogue by ./index.ts; keys identical in ko and en, prefixed 'catalogue.'.
 */
export const catalogueMessages = {
  ko: {},
  en: {},
} as const;
