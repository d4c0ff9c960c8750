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
  // Issue 12 item 2: offline. In the first route's strings: they must show without the network.
  'app.offline.title': '화면을 불러오지 못했어요',
  'app.offline.body': '인터넷 연결을 확인한 뒤 다시 시도해 주세요.',
  'app.offline.retry': '다시 시도',
  'app.offline.stillOffline': '아직 인터넷에 연결되어 있지 않아요. 연결된 뒤 다시 시도해 주세요.',
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
