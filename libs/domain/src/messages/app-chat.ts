/**
 * Strings of the app's chat screens (apps/bottle-web/src/features/chat). Merged into the one
 * catalogue by ./index.ts; keys identical in ko and en, prefixed 'chat.'.
 */
export const chatMessages = {
  ko: {},
  en: {},
} as const;
