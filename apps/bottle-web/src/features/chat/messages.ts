/**
 * Strings of the chat screens: the AI sommelier (spec §1, §2 "AI sommelier", §3 "Chat"), ko and
 * en, prefixed 'chat.', registered on first use by `useT(chatMessages)`. The screen title reuses
 * the domain's 'screen.aiSommelier'; the voice and camera buttons reuse libs/ui's
 * 'ui.chatVoice.title' and 'ui.chatCamera.title'.
 *
 * The suggestion chips are phrased so libs/mock-api's local sommelier understands them (type,
 * budget, food, occasion and taste words); the live service reads free text anyway.
 */
import type { MessageTable } from '@bottle/domain';
import type { AreaMessageKey } from '../../lib/i18n';

const ko = {
  'chat.back': '뒤로 가기',
  'chat.newConversation': '새 대화',
  'chat.newConversationConfirm': '새 대화를 시작할까요? 지금까지 나눈 대화는 지워집니다.',
  'chat.newConversationStart': '새로 시작',
  'chat.greeting':
    '안녕하세요, 보틀 AI 소믈리에예요. 함께 드실 음식, 예산, 선물 여부, 좋아하는 맛을 알려 주시면 매장에 있는 와인과 술 중에서 골라 드릴게요.',
  'chat.suggestionsLabel': '이렇게 물어보세요',
  'chat.followUpsLabel': '이어서 물어보기',
  'chat.suggestion.food': '삼겹살에 어울리는 3만원 이하 레드 와인',
  'chat.suggestion.budget': '5만원대 스테이크에 어울리는 와인',
  'chat.suggestion.gift': '10만원 이하 선물용 위스키',
  'chat.suggestion.taste': '달콤한 스파클링 와인 추천해 줘',
  'chat.log': '대화 내용',
  'chat.you': '나',
  'chat.sommelier': 'AI 소믈리에',
  'chat.typing': 'AI 소믈리에가 답변을 준비하고 있어요',
  'chat.sending': '보내는 중',
  'chat.composerLabel': '소믈리에에게 보낼 메시지',
  'chat.composerPlaceholder': '음식, 예산, 취향을 알려 주세요',
  'chat.send': '보내기',
  'chat.charCount': '{count}/{max}자',
  'chat.products': '추천 상품 {count}개',
  'chat.price': '{price}원',
  'chat.photoAlt': '보낸 사진',
  'chat.photoMissing': '사진 (미리보기 없음)',
  'chat.photoPrompt': '사진 속 상품을 알려 주세요.',
  'chat.photoNotImage': '사진 파일만 보낼 수 있어요.',
  'chat.photoTooLarge': '사진이 너무 커요. {max}MB 이하의 사진을 골라 주세요.',
  'chat.photoUnreadable': '사진을 읽지 못했어요. 다른 사진을 골라 주세요.',
  'chat.photoChooseAgain': '사진 다시 선택',
  'chat.failed': '메시지를 보내지 못했어요.',
  'chat.failedOffline': '오프라인 상태라 보내지 못했어요. 연결되면 다시 시도해 주세요.',
  'chat.failedInterrupted': '답변을 받기 전에 화면을 벗어났어요. 다시 보내 주세요.',
  'chat.editFailed': '고쳐서 보내기',
  'chat.feedbackLabel': '이 답변이 도움이 되었나요?',
  'chat.feedbackUp': '도움이 됐어요',
  'chat.feedbackDown': '도움이 안 됐어요',
  'chat.feedbackSaving': '의견을 보내고 있어요.',
  'chat.feedbackThanks': '의견 감사합니다.',
  'chat.feedbackFailed': '의견을 보내지 못했어요. 다시 눌러 주세요.',
  'chat.voiceInserted': '인식한 내용을 입력창에 넣었어요. 확인한 뒤 보내 주세요.',
  'chat.voiceNoSpeech': '말씀을 알아듣지 못했어요. 다시 시도해 주세요.',
} as const;

// Typed by the Korean keys: an English text missing (or misspelt) fails the typecheck.
const en: Readonly<Record<keyof typeof ko, string>> = {
  'chat.back': 'Back',
  'chat.newConversation': 'New chat',
  'chat.newConversationConfirm': 'Start a new chat? The conversation so far will be cleared.',
  'chat.newConversationStart': 'Start over',
  'chat.greeting':
    "Hello, I'm Bottle's AI sommelier. Tell me the food, your budget, whether it's a gift and the taste you like, and I'll pick wines and spirits from what your store has.",
  'chat.suggestionsLabel': 'Try asking',
  'chat.followUpsLabel': 'Follow-up questions',
  'chat.suggestion.food': 'Red wine under 30,000 won for pork belly',
  'chat.suggestion.budget': 'Wine for steak between 50,000 and 60,000 won',
  'chat.suggestion.gift': 'Whisky gift under 100,000 won',
  'chat.suggestion.taste': 'A sweet sparkling wine, please',
  'chat.log': 'Conversation',
  'chat.you': 'You',
  'chat.sommelier': 'AI sommelier',
  'chat.typing': 'The AI sommelier is preparing an answer',
  'chat.sending': 'Sending',
  'chat.composerLabel': 'Message to the sommelier',
  'chat.composerPlaceholder': 'Tell me the food, budget and taste',
  'chat.send': 'Send',
  'chat.charCount': '{count}/{max} characters',
  'chat.products': '{count} recommended products',
  'chat.price': '{price} won',
  'chat.photoAlt': 'Photo you sent',
  'chat.photoMissing': 'Photo (no preview)',
  'chat.photoPrompt': 'What is the product in this photo?',
  'chat.photoNotImage': 'Only picture files can be sent.',
  'chat.photoTooLarge': 'The photo is too large. Please choose one of {max} MB or less.',
  'chat.photoUnreadable': "The photo couldn't be read. Please choose another one.",
  'chat.photoChooseAgain': 'Choose the photo again',
  'chat.failed': "Your message couldn't be sent.",
  'chat.failedOffline': "You're offline, so it wasn't sent. Try again once you're connected.",
  'chat.failedInterrupted': 'You left the screen before the answer came. Please send it again.',
  'chat.editFailed': 'Edit and resend',
  'chat.feedbackLabel': 'Was this answer helpful?',
  'chat.feedbackUp': 'Helpful',
  'chat.feedbackDown': 'Not helpful',
  'chat.feedbackSaving': 'Sending your feedback.',
  'chat.feedbackThanks': 'Thank you for your feedback.',
  'chat.feedbackFailed': "Your feedback couldn't be sent. Please tap again.",
  'chat.voiceInserted': 'What you said is in the message box. Check it, then send.',
  'chat.voiceNoSpeech': "I couldn't catch that. Please try again.",
};

export const chatMessages: MessageTable<keyof typeof ko> = { ko, en };

/** A key a chat screen can show: its own or a shared one (registered for the toast in src/app/message-keys.ts). */
export type ChatMessageKey = AreaMessageKey<typeof chatMessages>;
