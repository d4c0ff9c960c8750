/**
 * The libs/ui strings the app's first route shows (screen states). The rest (./ui-ko.ts) arrives
 * with loadLanguage() before any popup or other screen renders.
 */
export const uiCoreKo = {
  'ui.loading': '불러오는 중입니다',
  'ui.empty.title': '표시할 내용이 없습니다.',
  'ui.error.title': '정보를 불러오지 못했습니다.',
  'ui.routerError.reload': '새로고침',
  // Shown instead of loading placeholders while offline.
  'ui.offline.title': '인터넷에 연결되어 있지 않아요',
  'ui.offline.body': '연결되면 자동으로 불러올게요.',
} as const;
