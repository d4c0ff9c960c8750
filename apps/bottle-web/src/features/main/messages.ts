/**
 * Strings of the home screen (banners, the member's store, the store list, the sections below), ko and en, prefixed
 * 'main.', registered on first use by `useT(mainMessages)`. The home screen is the first route,
 * so both languages travel in its chunk: a few hundred bytes, no extra request.
 */
import type { MessageTable } from '@bottle/domain';
import type { AreaMessageKey } from '../../lib/i18n';

const ko = {
  'main.title': '보틀 홈',
  'main.banners': '추천 배너',
  'main.bannerPosition': '{total}개 중 {index}번째',
  'main.myStoreButton': '{name} 매장 정보 보기',
  'main.storeInfo': '매장 정보',
  'main.stores': '매장 안내',
  'main.storesDescription': '매장을 누르면 영업시간과 픽업 데스크 정보를 볼 수 있어요.',
  'main.noBanners': '진행 중인 기획전이 없습니다.',
  'main.noStores': '안내할 매장이 없습니다.',
  'main.price': '{price}원',
  'main.monthly': '이달의 추천',
  'main.monthlyEmpty': '이달의 추천 상품이 아직 없어요.',
  'main.themes': '테마로 고르기',
  'main.themeTabs': '테마',
  'main.themeEmpty': '이 테마에 담긴 상품이 없어요.',
  'main.themesEmpty': '준비된 테마가 없어요.',
  'main.weekly': '이번 주 와인',
  'main.weeklyTabs': '이번 주 와인 분류',
  'main.weeklyEmpty': '이번 주 와인이 아직 없어요.',
  'main.bestsellers': '주류 베스트셀러',
  'main.bestsellersEmpty': '베스트셀러를 집계하고 있어요.',
  'main.recommended': '추천 상품',
  'main.recommendedForMember': '회원님을 위한 추천',
  'main.recommendedEmpty': '추천할 상품을 찾고 있어요.',
  'main.shortcuts': '바로가기',
  'main.askSommelier': 'AI 소믈리에에게 물어보기',
  'main.askSommelierHint': '오늘 저녁에 어울리는 와인을 추천받아 보세요.',
  'main.eventsAndClasses': '이벤트·클래스',
  'main.eventsHint': '시음회, 클래스, 당첨 발표를 확인하세요.',
  'main.alarms': '알림',
  'main.alarmsUnread': '알림, 읽지 않은 알림 {count}개',
} as const;

// Typed by the Korean keys: an English text missing (or misspelt) fails the typecheck.
const en: Readonly<Record<keyof typeof ko, string>> = {
  'main.title': 'Bottle home',
  'main.banners': 'Featured',
  'main.bannerPosition': '{index} of {total}',
  'main.myStoreButton': 'Store information for {name}',
  'main.storeInfo': 'Store information',
  'main.stores': 'Stores',
  'main.storesDescription': 'Tap a store to see its hours and pickup desk.',
  'main.noBanners': 'No promotions right now.',
  'main.noStores': 'No stores to show.',
  'main.price': '₩{price}',
  'main.monthly': "This month's picks",
  'main.monthlyEmpty': "This month's picks are not out yet.",
  'main.themes': 'Choose by theme',
  'main.themeTabs': 'Themes',
  'main.themeEmpty': 'This theme has no products yet.',
  'main.themesEmpty': 'No themes yet.',
  'main.weekly': 'Wines of the week',
  'main.weeklyTabs': 'Wine of the week categories',
  'main.weeklyEmpty': 'No wines of the week yet.',
  'main.bestsellers': 'Liquor bestsellers',
  'main.bestsellersEmpty': 'The bestsellers are being counted.',
  'main.recommended': 'Recommended',
  'main.recommendedForMember': 'Recommended for you',
  'main.recommendedEmpty': 'We are still finding products to recommend.',
  'main.shortcuts': 'Shortcuts',
  'main.askSommelier': 'Ask the AI sommelier',
  'main.askSommelierHint': 'Get a wine for tonight recommended.',
  'main.eventsAndClasses': 'Events and classes',
  'main.eventsHint': 'Tastings, classes and prize results.',
  'main.alarms': 'Notifications',
  'main.alarmsUnread': 'Notifications, {count} unread',
};

export const mainMessages: MessageTable<keyof typeof ko> = { ko, en };

/** A key the home screen can show: its own or a shared one (registered for the toast in src/app/message-keys.ts). */
export type MainMessageKey = AreaMessageKey<typeof mainMessages>;
