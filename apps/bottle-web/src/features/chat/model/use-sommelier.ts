/**
 * What the chat screen does with the AI chat client (spec §7 "AI chat client": /app/chat,
 * /app/chat/image, /app/chat/feedback). libs/api sends and stores the thread id (spec §3, §4);
 * this hook only turns calls into conversation entries: a message shows at once as "sending",
 * then gets its answer or a failure the member can retry, so nothing they typed is lost.
 */
import { useCallback } from 'react';
import {
  clearChatThreadId,
  isApiError,
  useChatFeedbackMutation,
  useChatImageMutation,
  useChatMutation,
  type ChatResponse,
} from '@bottle/api';
import { ANALYTICS_EVENTS } from '@bottle/domain';

import { trackEvent } from '../../../lib/analytics';
import type { FailureReason, Rating } from './conversation';
import { conversationStore, type ConversationStore } from './conversation-store';
import { checkImageFile, checkPictureBytes, makeThumbnail, readAsDataUrl, uploadForSommelier } from './image';
import { useInWebView } from '../../../lib/services';

/** The longest message sent (libs/mock-api answers 400 above it; the live limit is not shown). */
export const CHAT_MESSAGE_MAX_CHARS = 1000;

// Photos waiting for an answer or a retry, by entry id. Kept in memory only: a photo of several
// MB does not belong in session storage (the log keeps its thumbnail there).
const photos = new Map<string, string>();
// Running requests by entry id, so "new conversation" can abort them (an answer arriving after
// the reset would otherwise store the old thread id again).
const running = new Map<string, { abort(): void }>();

let seq = 0;
function newId(prefix: string): string {
  seq += 1;
  return `${prefix}-${Date.now().toString(36)}-${seq}-${Math.random().toString(36).slice(2, 8)}`;
}

interface Abortable<T> extends Promise<unknown> {
  abort(): void;
  unwrap(): Promise<T>;
}

export interface Sommelier {
  send(text: string): void;
  /** Reads, checks and sends a photo; rejects with a ChatImageError the screen explains. */
  sendPhoto(file: File, prompt: string): Promise<void>;
  /** Retries a failed message. 'photo-gone' when a photo of an earlier page life must be chosen again. */
  retry(id: string): 'sent' | 'photo-gone';
  /** Takes a failed text message out of the log and gives its text back for editing. */
  takeBack(id: string): string;
  rate(answerId: string, rating: Rating): void;
  /** Starts a new conversation: clears the log and the thread (the next message starts one). */
  reset(): void;
}

export function useSommelier(store: ConversationStore = conversationStore): Sommelier {
  const inWebView = useInWebView();
  const [chat] = useChatMutation();
  const [chatImage] = useChatImageMutation();
  const [chatFeedback] = useChatFeedbackMutation();

  const deliver = useCallback(
    (id: string, call: () => Abortable<ChatResponse>) => {
      store.setInFlight(id, true);
      store.dispatch({ type: 'sending', id });
      const request = call();
      running.set(id, request);
      request
        .unwrap()
        .then((response) => {
          // Answered: the photo is no longer needed for a retry.
          photos.delete(id);
          store.dispatch({ type: 'answered', id, answerId: newId('a'), response });
        })
        .catch((error: unknown) => {
          const reason: FailureReason = isApiError(error) ? error.kind : 'unknown';
          store.dispatch({ type: 'failed', id, reason });
        })
        .finally(() => {
          running.delete(id);
          store.setInFlight(id, false);
        });
    },
    [store],
  );

  /**
   * A photo: a JPEG, PNG, WebP or GIF goes to the image bucket in 65536-byte chunks first and the
   * call carries its key (A38); an SVG, which the bucket does not take, goes as a data URL. The
   * entry shows "sending" from the start; a failed upload fails it like a failed call.
   */
  const deliverPhoto = useCallback(
    (id: string, image: string, message?: string) => {
      const withMessage = message ? { message } : {};
      store.setInFlight(id, true);
      store.dispatch({ type: 'sending', id });
      uploadForSommelier(image)
        .then((key) => {
          store.setInFlight(id, false);
          deliver(id, () => chatImage(key ? { image_key: key, ...withMessage } : { image, ...withMessage }));
        })
        .catch((error: unknown) => {
          const apiError = (error as { error?: unknown } | null)?.error;
          const reason: FailureReason = isApiError(apiError) ? apiError.kind : 'unknown';
          store.dispatch({ type: 'failed', id, reason });
          store.setInFlight(id, false);
        });
    },
    [store, deliver, chatImage],
  );

  const send = useCallback(
    (raw: string) => {
      const text = raw.trim().slice(0, CHAT_MESSAGE_MAX_CHARS);
      if (!text) return;
      const id = newId('u');
      store.dispatch({ type: 'userMessage', entry: { id, role: 'user', kind: 'text', text, delivery: { state: 'sending' } } });
      trackEvent(ANALYTICS_EVENTS.aiChatSend, inWebView);
      deliver(id, () => chat({ message: text }));
    },
    [store, deliver, chat, inWebView],
  );

  const sendPhoto = useCallback(
    async (file: File, prompt: string) => {
      checkImageFile(file);
      const image = await readAsDataUrl(file);
      checkPictureBytes(file, image);
      const thumbnail = await makeThumbnail(file, image);
      const id = newId('u');
      photos.set(id, image);
      store.dispatch({ type: 'userMessage', entry: { id, role: 'user', kind: 'image', thumbnail, delivery: { state: 'sending' } } });
      trackEvent(ANALYTICS_EVENTS.aiChatImageSend, inWebView);
      deliverPhoto(id, image, prompt);
    },
    [store, deliverPhoto, inWebView],
  );

  const retry = useCallback(
    (id: string): 'sent' | 'photo-gone' => {
      const entry = store.getSnapshot().entries.find((e) => e.id === id);
      if (!entry || entry.role !== 'user' || entry.delivery.state === 'sending') return 'sent';
      if (entry.kind === 'text') {
        deliver(id, () => chat({ message: entry.text }));
        return 'sent';
      }
      const image = photos.get(id);
      if (!image) {
        store.dispatch({ type: 'remove', id });
        return 'photo-gone';
      }
      // The prompt is not kept with the entry; the answer's language follows the photo alone.
      deliverPhoto(id, image);
      return 'sent';
    },
    [store, deliver, deliverPhoto, chat],
  );

  const takeBack = useCallback(
    (id: string): string => {
      const entry = store.getSnapshot().entries.find((e) => e.id === id);
      if (!entry || entry.role !== 'user' || entry.kind !== 'text' || entry.delivery.state !== 'failed') return '';
      store.dispatch({ type: 'remove', id });
      return entry.text;
    },
    [store],
  );

  const rate = useCallback(
    (answerId: string, rating: Rating) => {
      const entry = store.getSnapshot().entries.find((e) => e.id === answerId);
      if (!entry || entry.role !== 'assistant' || entry.feedback?.state === 'saving') return;
      store.dispatch({ type: 'feedback', id: answerId, feedback: { rating, state: 'saving' } });
      trackEvent(ANALYTICS_EVENTS.aiChatFeedback, inWebView, { rating });
      chatFeedback({ message_id: entry.messageId, rating })
        .unwrap()
        .then(() => store.dispatch({ type: 'feedback', id: answerId, feedback: { rating, state: 'saved' } }))
        .catch(() => store.dispatch({ type: 'feedback', id: answerId, feedback: { rating, state: 'failed' } }));
    },
    [store, chatFeedback, inWebView],
  );

  const reset = useCallback(() => {
    running.forEach((r) => r.abort());
    running.clear();
    photos.clear();
    store.dispatch({ type: 'reset' });
    // libs/api keeps the thread id (spec §3 session storage 'threadId'); without it the next
    // message starts a new thread.
    clearChatThreadId();
  }, [store]);

  return { send, sendPhoto, retry, takeBack, rate, reset };
}
