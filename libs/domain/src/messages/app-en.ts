/**
 * English texts of ./app.ts: a module of its own so that the app fetches it only when a
 * member uses English (loadLanguage in ./index.ts).
 */
import type { AppMessageKey } from './app';

export const appMessagesEn: Record<AppMessageKey, string> = {
  'app.name': 'Bottle',
  'app.footerNav': 'Main menu',
  'app.skipToContent': 'Skip to content',
  'app.notFound': 'The page you are looking for does not exist.',
  'app.offline.title': 'This screen could not be loaded',
  'app.offline.body': 'Check your internet connection and try again.',
  'app.offline.retry': 'Try again',
  'app.offline.stillOffline': 'You are still offline. Try again once you are connected.',
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

