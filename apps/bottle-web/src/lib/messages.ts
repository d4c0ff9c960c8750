/**
 * The app shell's own strings: the frame around every screen (footer menu label, skip link,
 * "not found", the offline screen). All Korean ones are in the first route's core: the offline
 * screen must show when no other chunk can load. English (./messages-en.ts)
 * comes with loadLanguage('en'). Each screen area's strings live beside it
 * (features/<area>/messages.ts), the domain's and libs/ui's in their libraries.
 */
import type { MessagePack } from '@bottle/domain';

export const shellMessagesKo = {
  'app.name': '보틀',
  'app.footerNav': '하단 메뉴',
  'app.skipToContent': '본문으로 건너뛰기',
  'app.notFound': '찾으시는 페이지가 없습니다.',
  'app.offline.title': '화면을 불러오지 못했어요',
  'app.offline.body': '인터넷 연결을 확인한 뒤 다시 시도해 주세요.',
  'app.offline.retry': '다시 시도',
  'app.offline.stillOffline': '아직 인터넷에 연결되어 있지 않아요. 연결된 뒤 다시 시도해 주세요.',
} as const;

export type ShellMessageKey = keyof typeof shellMessagesKo;

export const SHELL_MESSAGES: MessagePack<ShellMessageKey> = {
  core: shellMessagesKo,
  en: () => import('./messages-en').then((m) => m.shellMessagesEn),
};
