/**
 * The libs/ui strings the app's first route shows (screen states). The rest (./ui.ts) arrives
 * with loadLanguage() before any popup or other screen renders.
 */
export const uiCoreKo = {
  'ui.loading': '불러오는 중입니다',
  'ui.empty.title': '표시할 내용이 없습니다.',
  'ui.error.title': '정보를 불러오지 못했습니다.',
  'ui.routerError.reload': '새로고침',
} as const;
