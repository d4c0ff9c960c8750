/**
 * The AI sommelier screen (spec §1 "An AI sommelier, a chat-style assistant that gives
 * recommendations"; §2 /chat and the chat popups; §3 "Chat" state; §7 "AI chat client").
 *
 * A full-height screen over the tab layout: header, the conversation log, the composer fixed at
 * the bottom above the safe area. Entering shows the AI assistant loading overlay until the
 * screen is ready; leaving /chat resets it (spec §2), and the voice and camera popups with it.
 */
import { ANALYTICS_EVENTS } from '@bottle/domain';
import { ChatCameraPopup, ChatRecordingVoicePopup } from '@bottle/ui';
import { trackEvent } from '../../../lib/analytics';
import { popupActions } from '../../../lib/popups/popup-slice';
import { Header, HeaderButton, Notice, Screen } from '../components/chat-screen-styles';
import { Composer } from '../components/composer';
import { Icon } from '../components/icons';
import { MessageLog } from '../components/message-log';
import { RecentSearchNote } from '../components/recent-search-note';
import { CHAT_MESSAGE_MAX_CHARS } from '../model/use-sommelier';
import { useChatPage } from '../model/use-chat-page';

export function ChatPage() {
  const page = useChatPage();
  const { t, lang, conversation, sommelier, voice } = page;
  return (
    <Screen>
      <Header>
        <HeaderButton type="button" aria-label={t('chat.back')} onClick={page.goBack}>
          <Icon name="back" />
        </HeaderButton>
        <h1>{t('screen.aiSommelier')}</h1>
        <HeaderButton type="button" onClick={page.newConversation} disabled={conversation.entries.length === 0}>
          {t('chat.newConversation')}
        </HeaderButton>
      </Header>
      <MessageLog
        ref={page.log}
        entries={conversation.entries}
        lang={lang}
        awaiting={page.awaiting}
        suggestions={page.suggestions}
        onSuggestion={page.send}
        onRetry={page.retry}
        onTakeBack={page.takeBack}
        onRate={sommelier.rate}
        onOpenProduct={(prdCd) => trackEvent(ANALYTICS_EVENTS.aiRecommendItemClick, page.inWebView, { prd_cd: prdCd })}
        greetingNote={<RecentSearchNote />}
      />
      <Notice role="status">{page.notice}</Notice>
      <Composer
        ref={page.composer}
        value={page.draft}
        onChange={page.setDraft}
        onSend={page.sendDraft}
        canSend={!page.awaiting}
        maxLength={CHAT_MESSAGE_MAX_CHARS}
        cameraDisabled={page.awaiting}
        voiceSupported={voice.supported}
        onVoice={page.openVoice}
        onCamera={page.openCamera}
      />
      <ChatRecordingVoicePopup
        open={page.voiceOpen}
        status={voice.status ?? 'listening'}
        transcript={voice.transcript}
        onStop={voice.stop}
        onCancel={page.cancelVoice}
      />
      <ChatCameraPopup open={page.cameraOpen} onSelect={page.onPhoto} onCancel={() => page.dispatch(popupActions.closeChatCamera())} />
    </Screen>
  );
}
