/**
 * The chat sinks: the member's messages and what the sommelier sends back
 * (answers, follow-up chips, recommended products' names), which may echo the member's words.
 * The kept conversation holds every hostile string, shown in one render; sending costs a round
 * trip and a render per message, so the composer takes every other string of hostileSample()
 * (of every XSS vector and every 10th naughty string; blank ones cannot be sent) against a
 * sommelier that echoes each.
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { ChatResponse } from '@bottle/api';
import { THREAD_ID_HEADER } from '@bottle/domain';
import { renderApp } from '../../testing/render-app';
import {
  expectNoMarkupEscaped,
  expectNothingRan,
  expectShownAsText,
  HOSTILE_STRINGS,
  hostileProduct,
  hostileSample,
  setupHostileSuite,
  watchForScripts,
} from '../../testing/hostile-input';
import { CONVERSATION_STORAGE_KEY } from '../../features/chat/model/conversation-store';
import { serializeConversation, type ChatEntry } from '../../features/chat/model/conversation';

const mock = setupHostileSuite();

/** A sommelier that answers every message with the message itself, as chips and a product name too. */
function echoingSommelier(): void {
  let n = 0;
  mock.server.use(
    http.post('*/app/chat', async ({ request }) => {
      const { message } = (await request.json()) as { message: string };
      n += 1;
      const answer: ChatResponse = {
        message_id: `echo-${n}`,
        answer: message,
        prd_list: [hostileProduct(message, n)],
        suggestion_list: [message],
      };
      return HttpResponse.json(answer, { headers: { [THREAD_ID_HEADER]: 'hostile-thread' } });
    }),
  );
}

describe('hostile chat messages', () => {
  it('given a kept conversation of every hostile string from both sides, when the chat opens, then each shows as text and nothing escapes', async () => {
    const entries: ChatEntry[] = HOSTILE_STRINGS.flatMap((text, i): ChatEntry[] => [
      { id: `u${i}`, role: 'user', kind: 'text', text, delivery: { state: 'sent' } },
      {
        id: `a${i}`,
        role: 'assistant',
        messageId: `m${i}`,
        replyTo: `u${i}`,
        text,
        products: [hostileProduct(text, i)],
        suggestions: [text],
        feedback: null,
      },
    ]);
    sessionStorage.setItem(CONVERSATION_STORAGE_KEY, serializeConversation({ entries }));
    const spies = watchForScripts();
    renderApp({ route: '/chat' });
    const log = await screen.findByRole('log', { name: '대화 내용', hidden: true }, { timeout: 20_000 });
    // Role queries are slow on a log this long: the product links are counted instead.
    await waitFor(() => expect(log.querySelectorAll('a[href^="/product/W9"]').length).toBeGreaterThanOrEqual(HOSTILE_STRINGS.length), {
      timeout: 30_000,
    });
    expectShownAsText(log, HOSTILE_STRINGS);
    expectNoMarkupEscaped();
    expectNothingRan(spies);
  });

  it('given a sommelier that echoes, when the member sends each string of the hostile sample, then the message, the answer, the chip and the product name show as text and nothing escapes', async () => {
    echoingSommelier();
    const spies = watchForScripts();
    // Every other string of the sample: a round trip and a render each.
    const sendable = hostileSample()
      .filter((text) => text.trim() !== '')
      .filter((_, i) => i % 2 === 0);
    // A fresh conversation every 25 messages: each answer re-renders the whole log.
    for (let first = 0; first < sendable.length; first += 25) {
      sessionStorage.clear();
      const app = renderApp({ route: '/chat' });
      const composer = await screen.findByRole('textbox', { name: '소믈리에에게 보낼 메시지', hidden: true }, { timeout: 20_000 });
      const log = screen.getByRole('log', { name: '대화 내용', hidden: true });
      for (const [i, text] of sendable.slice(first, first + 25).entries()) {
        fireEvent.change(composer, { target: { value: text } });
        fireEvent.keyDown(composer, { key: 'Enter' });
        // Role queries grow slow with the log: the echoed product's link tells the answer came.
        await waitFor(() => expect(log.querySelectorAll('a[href^="/product/W9"]').length).toBeGreaterThanOrEqual(i + 1));
        expectShownAsText(log, text);
        expectNoMarkupEscaped(document.body, text);
      }
      app.unmount();
    }
    expectNothingRan(spies);
  });
});
