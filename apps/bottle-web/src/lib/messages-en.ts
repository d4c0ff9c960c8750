/**
 * English texts of ./messages.ts: a module of its own so that the app fetches it only when a
 * member uses English (loadLanguage).
 */
import type { ShellMessageKey } from './messages';

export const shellMessagesEn: Readonly<Record<ShellMessageKey, string>> = {
  'app.name': 'Bottle',
  'app.footerNav': 'Main menu',
  'app.skipToContent': 'Skip to content',
  'app.notFound': 'The page you are looking for does not exist.',
  'app.offline.title': 'This screen could not be loaded',
  'app.offline.body': 'Check your internet connection and try again.',
  'app.offline.retry': 'Try again',
  'app.offline.stillOffline': 'You are still offline. Try again once you are connected.',
};
