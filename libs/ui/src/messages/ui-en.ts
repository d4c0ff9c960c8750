/**
 * English texts of libs/ui (./ui-core.ts, ./ui-ko.ts): a module of its own so that the app fetches it only when a
 * member uses English (loadLanguage, registered by ./index.ts).
 */
import type { UiMessageKey } from './ui-ko';

export const uiMessagesEn: Record<UiMessageKey, string> = {
  'ui.confirm': 'Confirm',
  'ui.cancel': 'Cancel',
  'ui.close': 'Close',
  'ui.notice': 'Notice',
  'ui.loading': 'Loading',
  'ui.offline.title': 'You are offline',
  'ui.offline.body': 'This will load by itself once you are connected.',
  'ui.agree': 'Agree',
  'ui.terms.content': 'Terms text',
  'ui.chatLoading.title': 'AI assistant',
  'ui.mainStore.empty': 'There are no stores to choose from.',
  'ui.mainStore.list': 'Stores',
  'ui.inspectionAppCard.title': 'App card under inspection',
  'ui.inspectionAppCard.body':
    'The mobile app card is temporarily unavailable because of a system inspection. Please use it again once the inspection is over.',
  'ui.inspectionAppCard.period': 'Inspection time',
  'ui.barcode.cardNumber': 'Card number',
  'ui.barcode.imageAlt': 'Membership card barcode, number {number}',
  'ui.barcode.invalid': 'This card number cannot be shown as a barcode.',
  'ui.barcode.enlarge': 'Enlarge',
  'ui.barcode.shrink': 'Card size',
  'ui.storeInfo.closedDays': 'Regular holidays',
  'ui.chatVoice.title': 'Ask by voice',
  'ui.chatVoice.listening': 'Listening. Go ahead and speak.',
  'ui.chatVoice.processing': 'Recognising what you said.',
  'ui.chatVoice.error': 'The microphone is unavailable. Please check the microphone permission.',
  'ui.chatVoice.stop': 'Done speaking',
  'ui.chatVoice.transcript': 'Recognised text',
  'ui.chatCamera.title': 'Ask with a photo',
  'ui.chatCamera.body': 'Take a photo with the wine label clearly visible, or pick one from your album.',
  'ui.chatCamera.take': 'Take a photo',
  'ui.chatCamera.album': 'Choose from album',
  'ui.textPanel.placeholder': 'Please enter some text.',
  'ui.sheet.handle': 'Drag down to close',
  'ui.empty.title': 'Nothing to show yet.',
  'ui.error.title': 'We could not load this.',
  'ui.routerError.reload': 'Reload',
};
