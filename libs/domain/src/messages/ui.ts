/**
 * User-facing strings of libs/ui's components (popups, sheets, panels, states).
 * Owned by libs/ui work; merged into the one message catalogue by ./index.ts of this folder.
 * Keys must be identical in ko and en (a test checks the whole catalogue).
 */
export const uiMessages = {
  ko: {
    'ui.confirm': '확인',
    'ui.cancel': '취소',
    'ui.close': '닫기',
  },
  en: {
    'ui.confirm': 'Confirm',
    'ui.cancel': 'Cancel',
    'ui.close': 'Close',
  },
} as const;
