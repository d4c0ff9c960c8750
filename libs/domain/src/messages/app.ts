/**
 * User-facing strings of the app's own screens (apps/bottle-web): navigation, the main screen
 * and other routes. Owned by the app; merged into the one catalogue by ./index.ts. Keys must be
 * identical in ko and en (a test checks the whole catalogue).
 */
import { appMessagesEn } from './app-en';

export const appMessagesKo = {
  'app.name': '보틀',
  'app.footerNav': '하단 메뉴',
  'app.skipToContent': '본문으로 건너뛰기',
  'app.notFound': '찾으시는 페이지가 없습니다.',
  'main.title': '보틀 홈',
  'main.banners': '추천 배너',
  'main.bannerPosition': '{total}개 중 {index}번째',
  'main.myStoreButton': '{name} 매장 정보 보기',
  'main.storeInfo': '매장 정보',
  'main.stores': '매장 안내',
  'main.storesDescription': '매장을 누르면 영업시간과 픽업 데스크 정보를 볼 수 있어요.',
  'main.noBanners': '진행 중인 기획전이 없습니다.',
  'main.noStores': '안내할 매장이 없습니다.',
} as const;

export type AppMessageKey = keyof typeof appMessagesKo;

export { appMessagesEn };

export const appMessages = { ko: appMessagesKo, en: appMessagesEn } as const;
