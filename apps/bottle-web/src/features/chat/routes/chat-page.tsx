/**
 * The AI sommelier screen (spec §1 "An AI sommelier, a chat-style assistant that gives
 * recommendations"; §2 /chat and the chat popups; §3 "Chat" state; §7 "AI chat client").
 *
 * A full-height screen over the tab layout: header, the conversation log, the composer fixed at
 * the bottom above the safe area. Entering shows the AI assistant loading overlay until the
 * screen is ready; leaving /chat resets it (spec §2), and the voice and camera popups with it.
 */
import { ANALYTICS_EVENTS } from '@bottle/domain';
import styled from '@emotion/styled';
import { focusRing } from '../components/focus-ring';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useRecentSearchCountQuery, useUserInfoQuery } from '@bottle/api';
import { ChatCameraPopup, ChatRecordingVoicePopup } from '@bottle/ui';
import { useAppDispatch, useAppSelector } from '../../../lib/store/hooks';
import { paths } from '../../../config/paths';
import { trackEvent } from '../../../lib/analytics';
import { useLang, useT } from '../../../lib/i18n';
import { popupActions } from '../../../lib/popups/popup-slice';
import { showConfirm } from '../../../lib/popups/popup-thunks';
import { aboveFooterScreen } from '../../../lib/kit';
import { Composer, type ComposerHandle } from '../components/composer';
import { Icon } from '../components/icons';
import { MessageLog } from '../components/message-log';
import { isAwaitingAnswer } from '../model/conversation';
import { useConversation } from '../model/conversation-store';
import { useDraft } from '../model/draft';
import { ChatImageError, MAX_IMAGE_BYTES, type ChatImageProblem } from '../model/image';
import { useVoiceInput, type VoiceOutcome } from '../model/speech';
import { CHAT_MESSAGE_MAX_CHARS, useSommelier } from '../model/use-sommelier';
import { chatMessages, type ChatMessageKey } from '../messages';
import { selectLoggedIn } from '../../../lib/session/auth-slice';
import { useInWebView } from '../../../lib/services';

// Above the footer tabs: the composer takes their place on this screen.
const Screen = styled.div`
  ${aboveFooterScreen}
  height: var(--app-height, 100dvh);
  max-width: ${({ theme }) => theme.maxContentWidth};
  margin: 0 auto;
  padding-top: var(--safe-top, env(safe-area-inset-top, 0px));
  background: ${({ theme }) => theme.colors.white};
`;

const Header = styled.header`
  flex: 0 0 auto;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  min-height: 56px;
  padding: 0 ${({ theme }) => theme.space.xs};
  border-bottom: 1px solid ${({ theme }) => theme.colors.gray200};
  h1 {
    flex: 1 1 auto;
    margin: 0;
    font-size: ${({ theme }) => theme.typography.size.lg};
    color: ${({ theme }) => theme.colors.bottleGreen};
  }
`;

const HeaderButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 44px;
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space.sm};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.md};
  background: transparent;
  color: ${({ theme }) => theme.colors.black};
  font: inherit;
  font-size: ${({ theme }) => theme.typography.size.sm};
  cursor: pointer;
  &:disabled {
    cursor: not-allowed;
    color: ${({ theme }) => theme.colors.gray700};
  }
  ${focusRing('-2px')}
`;

const Notice = styled.p`
  flex: 0 0 auto;
  margin: 0;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.lg}`};
  background: ${({ theme }) => theme.colors.grayBg};
  color: ${({ theme }) => theme.colors.gray900};
  font-size: ${({ theme }) => theme.typography.size.sm};
  /* Kept in the accessibility tree while empty so the first notice is announced. */
  &:empty {
    padding: 0;
  }
`;

const RecentNote = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.gray700};
  font-size: ${({ theme }) => theme.typography.size.sm};
  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    color: ${({ theme }) => theme.colors.bottleGreen};
  }
`;

/**
 * A member's recent searches, counted by the chat service (spec §7 GET
 * /app/logs/recent-search-history/total-count with the member's cno): the sommelier can be asked
 * about what they looked for, and the search tab lists the words. Nothing for a visitor, for a
 * member without searches, or while the count is unknown.
 */
function RecentSearchNote() {
  const t = useT(chatMessages);
  const loggedIn = useAppSelector(selectLoggedIn);
  const user = useUserInfoQuery(undefined, { skip: !loggedIn });
  const cno = user.data?.cno;
  const count = useRecentSearchCountQuery({ cno: cno ?? '' }, { skip: !loggedIn || !cno });
  const n = count.data?.total_count ?? 0;
  if (!loggedIn || n <= 0) return null;
  return (
    <RecentNote>
      {t('chat.recentSearches', { n })} <Link to={paths.search}>{t('chat.recentSearchesLink')}</Link>
    </RecentNote>
  );
}

const SUGGESTIONS: readonly ChatMessageKey[] = [
  'chat.suggestion.food',
  'chat.suggestion.budget',
  'chat.suggestion.gift',
  'chat.suggestion.taste',
];

const PHOTO_PROBLEM: Record<ChatImageProblem, ChatMessageKey> = {
  'not-image': 'chat.photoNotImage',
  'too-large': 'chat.photoTooLarge',
  unreadable: 'chat.photoUnreadable',
};

function nextFrame(run: () => void): () => void {
  if (typeof requestAnimationFrame === 'function') {
    const id = requestAnimationFrame(run);
    return () => cancelAnimationFrame(id);
  }
  const id = setTimeout(run, 0);
  return () => clearTimeout(id);
}

export function ChatPage() {
  const t = useT(chatMessages);
  const lang = useLang();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  const inWebView = useInWebView();
  const voiceOpen = useAppSelector((s) => s.popup.chatVoice);
  const cameraOpen = useAppSelector((s) => s.popup.chatCamera);
  const conversation = useConversation();
  const sommelier = useSommelier();
  const [draft, setDraft] = useDraft();
  const [notice, setNotice] = useState('');
  const awaiting = isAwaitingAnswer(conversation);
  const log = useRef<HTMLDivElement>(null);
  const composer = useRef<ComposerHandle>(null);

  // Spec §2: the AI assistant loading overlay shows while the screen gets ready, and leaving
  // /chat resets it, whatever state it is in (with the voice and camera popups of this screen).
  useEffect(() => {
    dispatch(popupActions.openChatLoading());
    trackEvent(ANALYTICS_EVENTS.aiSommelierOpen, inWebView);
    // Ready once the restored conversation has been laid out: the next frame.
    const cancel = nextFrame(() => dispatch(popupActions.closeChatLoading()));
    return () => {
      cancel();
      dispatch(popupActions.closeChatLoading());
      dispatch(popupActions.closeChatVoice());
      dispatch(popupActions.closeChatCamera());
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per visit of the screen: inWebView does not change during it, and a re-run would count the visit twice.
  }, [dispatch]);

  // A question brought from another screen (the product page's "ask the sommelier") goes into the composer, never sent without the member; a draft of their own stays
  // below it. The parameter is taken off the URL so a reload does not add it again.
  const ask = new URLSearchParams(location.search).get('ask');
  useEffect(() => {
    if (ask === null) return;
    const question = ask.trim().slice(0, CHAT_MESSAGE_MAX_CHARS);
    if (question && !draft.includes(question)) setDraft(draft.trim() ? `${question}\n${draft}` : question);
    const rest = new URLSearchParams(location.search);
    rest.delete('ask');
    const search = rest.toString();
    void navigate({ pathname: location.pathname, search: search ? `?${search}` : '' }, { replace: true });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per question in the URL: the draft, location and navigate it reads are this render's, and re-running on a draft edit would add the question again.
  }, [ask]);

  // Keep the newest message in view.
  useLayoutEffect(() => {
    const el = log.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [conversation.entries.length, awaiting]);

  const send = useCallback(
    (text: string) => {
      if (awaiting || !text.trim()) return;
      setNotice('');
      sommelier.send(text);
    },
    [awaiting, sommelier],
  );

  const sendDraft = () => {
    if (awaiting || !draft.trim()) return;
    send(draft);
    setDraft('');
    composer.current?.focus();
  };

  const onVoiceDone = useCallback(
    (outcome: VoiceOutcome) => {
      dispatch(popupActions.closeChatVoice());
      if (outcome.kind === 'no-speech') {
        setNotice(t('chat.voiceNoSpeech'));
        return;
      }
      // The member confirms (and may correct) what was heard before it is sent.
      setDraft(draft.trim() ? `${draft.trimEnd()} ${outcome.text}` : outcome.text);
      setNotice(t('chat.voiceInserted'));
      composer.current?.focus();
    },
    [dispatch, draft, setDraft, t],
  );
  const voice = useVoiceInput(lang, onVoiceDone);

  const openVoice = () => {
    setNotice('');
    trackEvent(ANALYTICS_EVENTS.aiChatVoiceStart, inWebView);
    dispatch(popupActions.openChatVoice());
    voice.start();
  };
  const cancelVoice = () => {
    voice.cancel();
    dispatch(popupActions.closeChatVoice());
  };

  const openCamera = () => {
    setNotice('');
    trackEvent(ANALYTICS_EVENTS.aiChatCameraOpen, inWebView);
    dispatch(popupActions.openChatCamera());
  };
  const onPhoto = (file: File) => {
    dispatch(popupActions.closeChatCamera());
    if (awaiting) return;
    sommelier.sendPhoto(file, t('chat.photoPrompt')).catch((error: unknown) => {
      const problem = error instanceof ChatImageError ? error.problem : 'unreadable';
      setNotice(t(PHOTO_PROBLEM[problem], { max: MAX_IMAGE_BYTES / (1024 * 1024) }));
    });
  };

  const retry = (id: string) => {
    if (awaiting) return;
    // A photo from before a reload is not kept (only its thumbnail): choose it again.
    if (sommelier.retry(id) === 'photo-gone') openCamera();
  };
  const takeBack = (id: string) => {
    const text = sommelier.takeBack(id);
    if (!text) return;
    setDraft(draft.trim() ? `${text}\n${draft}` : text);
    composer.current?.focus();
  };

  const newConversation = () =>
    dispatch(
      showConfirm({
        message: t('chat.newConversationConfirm'),
        confirmLabel: t('chat.newConversationStart'),
        onConfirm: () => {
          sommelier.reset();
          setNotice('');
          composer.current?.focus();
        },
      }),
    );

  const goBack = () => {
    // Opened directly (a reload, a link from outside): there is no screen behind to go back to.
    if (location.key === 'default') void navigate(paths.home);
    else void navigate(-1);
  };

  const suggestions = useMemo(() => SUGGESTIONS.map((k) => t(k)), [t]);

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
