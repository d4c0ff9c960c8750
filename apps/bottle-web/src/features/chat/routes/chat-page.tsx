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
  const {
    t,
    lang,
    dispatch,
    inWebView,
    voiceOpen,
    cameraOpen,
    conversation,
    sommelier,
    draft,
    setDraft,
    notice,
    awaiting,
    log,
    composer,
    send,
    sendDraft,
    voice,
    openVoice,
    cancelVoice,
    openCamera,
    onPhoto,
    retry,
    takeBack,
    newConversation,
    goBack,
    suggestions,
  } = useChatPage();
  return (
    <Screen>
      <Header>
        <HeaderButton type="button" aria-label={t('chat.back')} onClick={goBack}>
          <Icon name="back" />
        </HeaderButton>
        <h1>{t('screen.aiSommelier')}</h1>
        <HeaderButton type="button" onClick={newConversation} disabled={conversation.entries.length === 0}>
          {t('chat.newConversation')}
        </HeaderButton>
      </Header>
      <MessageLog
        ref={log}
        entries={conversation.entries}
        lang={lang}
        awaiting={awaiting}
        suggestions={suggestions}
        onSuggestion={send}
        onRetry={retry}
        onTakeBack={takeBack}
        onRate={sommelier.rate}
        onOpenProduct={(prdCd) => trackEvent(ANALYTICS_EVENTS.aiRecommendItemClick, inWebView, { prd_cd: prdCd })}
        greetingNote={<RecentSearchNote />}
      />
      <Notice role="status">{notice}</Notice>
      <Composer
        ref={composer}
        value={draft}
        onChange={setDraft}
        onSend={sendDraft}
        canSend={!awaiting}
        maxLength={CHAT_MESSAGE_MAX_CHARS}
        cameraDisabled={awaiting}
        voiceSupported={voice.supported}
        onVoice={openVoice}
        onCamera={openCamera}
      />
      <ChatRecordingVoicePopup
        open={voiceOpen}
        status={voice.status ?? 'listening'}
        transcript={voice.transcript}
        onStop={voice.stop}
        onCancel={cancelVoice}
      />
      <ChatCameraPopup open={cameraOpen} onSelect={onPhoto} onCancel={() => dispatch(popupActions.closeChatCamera())} />
    </Screen>
  );
}
