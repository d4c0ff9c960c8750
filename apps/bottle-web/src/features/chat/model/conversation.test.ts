// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { ChatResponse } from '@bottle/api';
import {
  conversationReducer,
  emptyConversation,
  isAwaitingAnswer,
  parseConversation,
  serializeConversation,
  type Conversation,
} from './conversation';
import { createConversationStore } from './conversation-store';
import { checkImageFile, ChatImageError, MAX_IMAGE_BYTES } from './image';
import { getSpeechRecognition, transcriptOf } from './speech';

const product = {
  prd_cd: 'W1',
  prd_nm: '와인',
  ctg: 'wine',
  type_cd: '034006001',
  img_url: '',
  sale_prc: 19000,
  bnkr_cnt: 0,
  isMyBucker: 'N',
} as const;
const answer = (n: number): ChatResponse => ({
  message_id: 'msg-1',
  answer: '추천해요',
  prd_list: Array.from({ length: n }, (_, i) => ({ ...product, prd_cd: `W${i}` })),
  suggestion_list: ['더 저렴한 걸로'],
});

function sent(text: string, id = 'u1'): Conversation {
  return conversationReducer(emptyConversation, {
    type: 'userMessage',
    entry: { id, role: 'user', kind: 'text', text, delivery: { state: 'sending' } },
  });
}

describe('the conversation reducer', () => {
  it('given a message awaiting its answer, when it comes, then the answer follows the message and the message is sent', () => {
    const c = conversationReducer(sent('레드 와인'), { type: 'answered', id: 'u1', answerId: 'a1', response: answer(2) });
    expect(c.entries.map((e) => e.id)).toEqual(['u1', 'a1']);
    expect(c.entries[0]).toMatchObject({ delivery: { state: 'sent' } });
    expect(isAwaitingAnswer(c)).toBe(false);
  });

  it('given an answer with more than five products, then five are kept', () => {
    const c = conversationReducer(sent('x'), { type: 'answered', id: 'u1', answerId: 'a1', response: answer(8) });
    expect(c.entries[1]).toMatchObject({ role: 'assistant' });
    expect(c.entries[1]?.role === 'assistant' && c.entries[1].products).toHaveLength(5);
  });

  it('given a retried older message, when its answer comes, then it goes right after that message', () => {
    let c = conversationReducer(sent('first'), { type: 'failed', id: 'u1', reason: 'network' });
    c = conversationReducer(c, {
      type: 'userMessage',
      entry: { id: 'u2', role: 'user', kind: 'text', text: 'second', delivery: { state: 'sent' } },
    });
    c = conversationReducer(c, { type: 'answered', id: 'u1', answerId: 'a1', response: answer(1) });
    expect(c.entries.map((e) => e.id)).toEqual(['u1', 'a1', 'u2']);
  });

  it('given a reset while a request was in flight, when its answer comes, then it is dropped', () => {
    const c = conversationReducer(conversationReducer(sent('x'), { type: 'reset' }), {
      type: 'answered',
      id: 'u1',
      answerId: 'a1',
      response: answer(1),
    });
    expect(c.entries).toEqual([]);
  });
});

describe('reading a stored conversation', () => {
  it('given a round trip, then the same conversation comes back', () => {
    const c = conversationReducer(sent('x'), { type: 'answered', id: 'u1', answerId: 'a1', response: answer(1) });
    expect(parseConversation(serializeConversation(c))).toEqual(c);
  });

  it('given damaged storage, then what can be read is kept and the rest dropped', () => {
    expect(parseConversation('not json')).toEqual(emptyConversation);
    expect(parseConversation('{"version":2,"entries":[]}')).toEqual(emptyConversation);
    const raw = JSON.stringify({
      version: 1,
      entries: [
        { id: 'u1', role: 'user', kind: 'text', text: 'ok', delivery: { state: 'sent' } },
        { id: 'u2', role: 'user', kind: 'text', delivery: { state: 'sent' } },
        { id: 'u3', role: 'user', kind: 'image', thumbnail: 'javascript:alert(1)', delivery: { state: 'failed', reason: 'weird' } },
        {
          id: 'a1',
          role: 'assistant',
          messageId: 'm',
          replyTo: 'u1',
          text: 'hi',
          products: [{ prd_cd: 1 }],
          feedback: { rating: 'up', state: 'saving' },
        },
      ],
    });
    expect(parseConversation(raw).entries).toEqual([
      { id: 'u1', role: 'user', kind: 'text', text: 'ok', delivery: { state: 'sent' } },
      // Only picture data URLs are shown; an unknown failure reason reads as unknown.
      { id: 'u3', role: 'user', kind: 'image', thumbnail: null, delivery: { state: 'failed', reason: 'unknown' } },
      // A feedback save cut short by a reload is not known to have arrived.
      {
        id: 'a1',
        role: 'assistant',
        messageId: 'm',
        replyTo: 'u1',
        text: 'hi',
        products: [],
        suggestions: [],
        feedback: { rating: 'up', state: 'failed' },
      },
    ]);
  });

  it('given a message stored as sending, then it is failed unless its request runs in this page life', () => {
    const raw = serializeConversation(sent('x'));
    expect(parseConversation(raw).entries[0]).toMatchObject({ delivery: { state: 'failed', reason: 'interrupted' } });
    expect(parseConversation(raw, (id) => id === 'u1').entries[0]).toMatchObject({ delivery: { state: 'sending' } });
  });

  it('given storage that is full, then the conversation is saved without photo thumbnails', () => {
    const saved = new Map<string, string>();
    const storage = {
      getItem: (k: string) => saved.get(k) ?? null,
      setItem: (k: string, v: string) => {
        if (v.includes('data:image/png')) throw new DOMException('full', 'QuotaExceededError');
        saved.set(k, v);
      },
      removeItem: (k: string) => void saved.delete(k),
    };
    const store = createConversationStore(storage, 'k');
    store.dispatch({
      type: 'userMessage',
      entry: { id: 'u1', role: 'user', kind: 'image', thumbnail: 'data:image/png;base64,AAAA', delivery: { state: 'sent' } },
    });
    expect(store.getSnapshot().entries[0]).toMatchObject({ thumbnail: 'data:image/png;base64,AAAA' });
    expect(JSON.parse(saved.get('k') ?? '{}').entries[0].thumbnail).toBeNull();
  });
});

describe('photo and voice input checks', () => {
  it('given a file that is not a picture, empty or too large, then a typed error says which', () => {
    const problem = (file: { type: string; size: number; name: string }) => {
      try {
        checkImageFile(file);
        return 'ok';
      } catch (e) {
        return e instanceof ChatImageError ? e.problem : 'other';
      }
    };
    expect(problem({ type: 'image/jpeg', size: 1000, name: 'a.jpg' })).toBe('ok');
    expect(problem({ type: 'application/pdf', size: 1000, name: 'a.pdf' })).toBe('not-image');
    expect(problem({ type: 'image/png', size: 0, name: 'a.png' })).toBe('unreadable');
    expect(problem({ type: 'image/png', size: MAX_IMAGE_BYTES + 1, name: 'a.png' })).toBe('too-large');
  });

  it('given the prefixed or standard constructor, then speech recognition is found; otherwise none', () => {
    class R {}
    expect(getSpeechRecognition({ webkitSpeechRecognition: R })).toBe(R);
    expect(getSpeechRecognition({ SpeechRecognition: R })).toBe(R);
    expect(getSpeechRecognition({})).toBeNull();
  });

  it('given interim and final results, then the transcript joins them', () => {
    const results = {
      length: 2,
      0: { isFinal: true, length: 1, 0: { transcript: '삼겹살에 ' } },
      1: { isFinal: false, length: 1, 0: { transcript: '어울리는 와인' } },
    };
    expect(transcriptOf({ resultIndex: 1, results })).toBe('삼겹살에 어울리는 와인');
  });
});
