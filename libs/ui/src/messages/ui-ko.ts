/**
 * libs/ui's Korean strings beyond the first route's (./ui-core.ts): popups, sheets, panels and
 * the voice and camera prompts. Fetched with loadLanguage() (./index.ts). Where the domain
 * already has a string (store.*, barcode.*, desktop.*, update.*, inspection.*,
 * aiAssistant.loading, loading.general, error.*), libs/ui uses that key instead of repeating it.
 */
import type { uiCoreKo } from './ui-core';

/** libs/ui strings beyond the first route's (./ui-core.ts), fetched with loadLanguage(). */
export const uiExtraKo = {
  'ui.confirm': '확인',
  'ui.cancel': '취소',
  'ui.close': '닫기',
  'ui.notice': '알림',
  'ui.agree': '동의',
  'ui.terms.content': '약관 내용',
  'ui.chatLoading.title': 'AI 어시스턴트',
  'ui.mainStore.empty': '선택할 수 있는 매장이 없습니다.',
  'ui.mainStore.list': '매장 목록',
  'ui.inspectionAppCard.title': '앱 카드 점검 안내',
  'ui.inspectionAppCard.body': '시스템 점검으로 모바일 앱 카드를 잠시 이용할 수 없습니다. 점검이 끝난 뒤 다시 이용해 주세요.',
  'ui.inspectionAppCard.period': '점검 시간',
  'ui.barcode.cardNumber': '카드 번호',
  'ui.barcode.imageAlt': '멤버십 카드 바코드, 번호 {number}',
  'ui.barcode.invalid': '바코드로 표시할 수 없는 카드 번호입니다.',
  'ui.barcode.enlarge': '크게 보기',
  'ui.barcode.shrink': '작게 보기',
  'ui.storeInfo.closedDays': '정기 휴무',
  'ui.chatVoice.title': '음성으로 질문하기',
  'ui.chatVoice.listening': '듣고 있어요. 말씀해 주세요.',
  'ui.chatVoice.processing': '말씀하신 내용을 인식하고 있어요.',
  'ui.chatVoice.error': '마이크를 사용할 수 없습니다. 마이크 권한을 확인해 주세요.',
  'ui.chatVoice.stop': '말하기 완료',
  'ui.chatVoice.transcript': '인식된 내용',
  'ui.chatCamera.title': '사진으로 질문하기',
  'ui.chatCamera.body': '와인 라벨이 잘 보이도록 촬영하거나 앨범에서 사진을 골라 주세요.',
  'ui.chatCamera.take': '사진 촬영',
  'ui.chatCamera.album': '앨범에서 선택',
  'ui.textPanel.placeholder': '내용을 입력해 주세요.',
  'ui.sheet.handle': '끌어서 닫기',
} as const;

/** Every key of libs/ui's own strings. */
export type UiMessageKey = keyof typeof uiCoreKo | keyof typeof uiExtraKo;
