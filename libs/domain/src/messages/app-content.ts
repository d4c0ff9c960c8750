/**
 * Strings of the app's content screens (apps/bottle-web/src/features/content). Merged into the one
 * catalogue by ./index.ts; keys identical in ko and en, prefixed 'content.'.
 */
export const contentMessages = {
  ko: {},
  en: {},
} as const;
