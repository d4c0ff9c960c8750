/**
 * The sommelier screen's state and actions (routes/chat-page.tsx): the visit (the loading
 * overlay, spec §2, and a question brought from another screen), the conversation kept in view,
 * sending the draft, a suggestion, a voice transcript or a photo, retrying and taking back a
 * message, and starting over.
 */
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { ANALYTICS_EVENTS } from '@bottle/domain';
import { paths } from '../../../config/paths';
import { trackEvent } from '../../../lib/analytics';
import { useLang, useT } from '../../../lib/i18n';
import { popupActions } from '../../../lib/popups/popup-slice';
import { showConfirm } from '../../../lib/popups/popup-thunks';
import { useInWebView } from '../../../lib/services';
import { useAppDispatch, useAppSelector } from '../../../lib/store/hooks';
import type { ComposerHandle } from '../components/composer';
import { chatMessages, type ChatMessageKey } from '../messages';
import { isAwaitingAnswer } from './conversation';
import { useConversation } from './conversation-store';
import { useDraft } from './draft';
import { ChatImageError, MAX_IMAGE_BYTES, type ChatImageProblem } from './image';
import { useVoiceInput, type VoiceOutcome } from './speech';
import { CHAT_MESSAGE_MAX_CHARS, useSommelier } from './use-sommelier';

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

export function useChatPage() {
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

  return {
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
  };
}
