import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { chatEndpoints, clearChatThreadId, getChatThreadId } from '../src/index';
import { CHAT, useMswServer, setupApi } from './helpers';

const server = useMswServer();

describe('chat thread id (spec §3, §4)', () => {
  it('given a chat answer with the thread header, when the next chat, image and feedback calls go out, then they carry it and each new id replaces it', async () => {
    const { store, sessionStorage } = setupApi();
    const sent: (string | null)[] = [];
    let next = 1;
    const answer = ({ request }: { request: Request }) => {
      sent.push(request.headers.get('x-thread-id'));
      return HttpResponse.json({ message_id: 'm', answer: 'a' }, { headers: { 'x-thread-id': `thread-${next++}` } });
    };
    server.use(
      http.post(`${CHAT}/app/chat`, answer),
      http.post(`${CHAT}/app/chat/image`, answer),
      http.post(`${CHAT}/app/chat/feedback`, answer),
    );

    await store.dispatch(chatEndpoints.endpoints.chat.initiate({ message: 'hello' }));
    expect(sessionStorage.getItem('threadId')).toBe('thread-1');
    expect(getChatThreadId()).toBe('thread-1');
    await store.dispatch(chatEndpoints.endpoints.chatImage.initiate({ image: 'data:image/png;base64,AA' }));
    await store.dispatch(chatEndpoints.endpoints.chatFeedback.initiate({ message_id: 'm', rating: 'up' }));
    expect(sent).toEqual([null, 'thread-1', 'thread-2']);
    expect(sessionStorage.getItem('threadId')).toBe('thread-3');
  });

  it('given an answer without the header, when it arrives, then the stored thread id is kept', async () => {
    const { store, sessionStorage } = setupApi();
    sessionStorage.setItem('threadId', 'kept');
    server.use(http.post(`${CHAT}/app/chat`, () => HttpResponse.json({ message_id: 'm', answer: 'a' })));
    await store.dispatch(chatEndpoints.endpoints.chat.initiate({ message: 'hello' }));
    expect(sessionStorage.getItem('threadId')).toBe('kept');
  });

  it('given a thread, when it is cleared, then the id is removed and the next chat goes without one and starts a new thread', async () => {
    const { store, sessionStorage } = setupApi();
    sessionStorage.setItem('threadId', 'old-thread');
    const sent: (string | null)[] = [];
    server.use(
      http.post(`${CHAT}/app/chat`, ({ request }) => {
        sent.push(request.headers.get('x-thread-id'));
        return HttpResponse.json({ message_id: 'm', answer: 'a' }, { headers: { 'x-thread-id': 'new-thread' } });
      }),
    );
    clearChatThreadId();
    expect(sessionStorage.getItem('threadId')).toBeNull();
    expect(getChatThreadId()).toBeNull();
    await store.dispatch(chatEndpoints.endpoints.chat.initiate({ message: 'hello' }));
    expect(sent).toEqual([null]);
    expect(getChatThreadId()).toBe('new-thread');
  });

  it("given an injected session storage without removeItem, when the thread is cleared, then '' is stored and no id is sent", async () => {
    const values = new Map<string, string>([['threadId', 'old-thread']]);
    const storage = { getItem: (k: string) => values.get(k) ?? null, setItem: (k: string, v: string) => void values.set(k, v) };
    const { store } = setupApi({ sessionStorage: storage });
    const sent: (string | null)[] = [];
    server.use(
      http.post(`${CHAT}/app/chat`, ({ request }) => {
        sent.push(request.headers.get('x-thread-id'));
        return HttpResponse.json({ message_id: 'm', answer: 'a' });
      }),
    );
    clearChatThreadId();
    expect(values.get('threadId')).toBe('');
    await store.dispatch(chatEndpoints.endpoints.chat.initiate({ message: 'hello' }));
    expect(sent).toEqual([null]);
  });

  it('given a session storage that throws, when the thread is cleared, then nothing is thrown', () => {
    const refuse = () => {
      throw new DOMException('denied', 'SecurityError');
    };
    setupApi({ sessionStorage: { getItem: () => null, setItem: refuse, removeItem: refuse } });
    expect(() => clearChatThreadId()).not.toThrow();
  });
});
