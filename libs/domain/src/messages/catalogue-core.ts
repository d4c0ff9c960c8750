/**
 * The domain strings the app's first route shows (footer, error states, loading): the only
 * domain strings every visit downloads. The rest (./catalogue.ts) arrives with loadLanguage()
 * before any other screen or popup renders (budgets: tools/budgets.mjs).
 */
export const domainCoreKo = {
  'error.default': '오류가 발생했습니다. 잠시 후 다시 시도해 주세요.',
  'error.unexpectedApplication': '예기치 않은 애플리케이션 오류가 발생했습니다!',
  'error.unexpectedApplicationHint': '문제가 계속되면 앱을 다시 실행해 주세요.',
  'error.goHome': '홈으로 가기',
  'error.retry': '다시 시도',
  'error.offline': '오프라인 상태입니다. 연결되면 자동으로 다시 불러옵니다.',
  'loading.general': '불러오는 중입니다…',
  'footer.home': '홈',
  'footer.foodPairing': '푸드 페어링',
  'footer.search': '검색',
  'footer.myDiary': '마이 다이어리',
  'footer.myPage': '마이페이지',
} as const satisfies Record<string, string>;
