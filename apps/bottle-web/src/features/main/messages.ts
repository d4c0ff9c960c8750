/**
 * Strings of the home screen (banners, the member's store, the store list), ko and en, prefixed
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
};

export const mainMessages: MessageTable<keyof typeof ko> = { ko, en };

/** A key the home screen can show: its own or a shared one (registered for the toast in src/app/message-keys.ts). */
export type MainMessageKey = AreaMessageKey<typeof mainMessages>;
