/**
 * The AI sommelier conversation of this tab session (spec §3 "Chat": chat message, image
 * message). A pure reducer over a list of entries, plus the parser that reads a stored copy
 * back (session storage can hold anything: an older shape, a hand-edited value).
 */
import type { ApiErrorKind, ChatResponse, ProductSummary } from '@bottle/api';

/** Why a member's message has no answer: an ApiError kind, or the page went away mid-request. */
export type FailureReason = ApiErrorKind | 'interrupted' | 'unknown';

export type Delivery = { state: 'sending' } | { state: 'sent' } | { state: 'failed'; reason: FailureReason };

export interface UserTextEntry {
  id: string;
  role: 'user';
  kind: 'text';
  text: string;
  delivery: Delivery;
}

export interface UserImageEntry {
  id: string;
  role: 'user';
  kind: 'image';
  /** A small data URL for the log; null when the picture was too big to keep. */
  thumbnail: string | null;
  delivery: Delivery;
}

export type UserEntry = UserTextEntry | UserImageEntry;

export type Rating = 'up' | 'down';
export type FeedbackState = { rating: Rating; state: 'saving' | 'saved' | 'failed' } | null;

export interface AssistantEntry {
  id: string;
  role: 'assistant';
  /** The server's message id, which feedback refers to. */
  messageId: string;
  /** The user entry this answers. */
  replyTo: string;
  text: string;
  products: ProductSummary[];
  suggestions: string[];
  feedback: FeedbackState;
}

export type ChatEntry = UserEntry | AssistantEntry;

export interface Conversation {
  entries: ChatEntry[];
}

export const emptyConversation: Conversation = { entries: [] };

export type ConversationAction =
  | { type: 'userMessage'; entry: UserEntry }
  | { type: 'sending'; id: string }
  | { type: 'answered'; id: string; answerId: string; response: ChatResponse }
  | { type: 'failed'; id: string; reason: FailureReason }
  | { type: 'remove'; id: string }
  | { type: 'feedback'; id: string; feedback: FeedbackState }
  | { type: 'reset' };

/** An answer shows one to five product cards (our assumption; the spec does not show the payload). */
export const MAX_PRODUCTS_PER_ANSWER = 5;

export function conversationReducer(state: Conversation, action: ConversationAction): Conversation {
  switch (action.type) {
    case 'userMessage':
      return { entries: [...state.entries, action.entry] };
    case 'sending':
      return mapUser(state, action.id, (e) => ({ ...e, delivery: { state: 'sending' } }));
    case 'failed':
      return mapUser(state, action.id, (e) => ({ ...e, delivery: { state: 'failed', reason: action.reason } }));
    case 'answered': {
      const at = state.entries.findIndex((e) => e.id === action.id && e.role === 'user');
      // The conversation was reset while the request was in flight: the answer belongs to nothing.
      if (at < 0) return state;
      const { response } = action;
      const answer: AssistantEntry = {
        id: action.answerId,
        role: 'assistant',
        messageId: response.message_id,
        replyTo: action.id,
        text: response.answer,
        products: (response.prd_list ?? []).slice(0, MAX_PRODUCTS_PER_ANSWER),
        suggestions: response.suggestion_list ?? [],
        feedback: null,
      };
      const entries = state.entries.map((e) =>
        e.id === action.id && e.role === 'user' ? { ...e, delivery: { state: 'sent' as const } } : e,
      );
      // The answer goes right after the message it answers (a retried old message included).
      entries.splice(at + 1, 0, answer);
      return { entries };
    }
    case 'remove':
      return { entries: state.entries.filter((e) => e.id !== action.id) };
    case 'feedback':
      return {
        entries: state.entries.map((e) => (e.id === action.id && e.role === 'assistant' ? { ...e, feedback: action.feedback } : e)),
      };
    case 'reset':
      return emptyConversation;
  }
}

function mapUser(state: Conversation, id: string, f: (e: UserEntry) => UserEntry): Conversation {
  return { entries: state.entries.map((e) => (e.id === id && e.role === 'user' ? f(e) : e)) };
}

// ---- reading a stored copy ----------------------------------------------------------------

const FAILURE_REASONS: readonly FailureReason[] = [
  'network',
  'timeout',
  'cancelled',
  'bad-request',
  'bad-response',
  'unauthorized',
  'offline',
  'interrupted',
  'unknown',
];

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
const isString = (v: unknown): v is string => typeof v === 'string';

function parseDelivery(v: unknown, inFlight: (id: string) => boolean, id: string): Delivery | null {
  if (!isObject(v)) return null;
  if (v['state'] === 'sent') return { state: 'sent' };
  if (v['state'] === 'sending') {
    // A request of an earlier page life can no longer answer: offer a retry instead of a spinner.
    return inFlight(id) ? { state: 'sending' } : { state: 'failed', reason: 'interrupted' };
  }
  if (v['state'] === 'failed') {
    const reason = FAILURE_REASONS.find((r) => r === v['reason']) ?? 'unknown';
    return { state: 'failed', reason };
  }
  return null;
}

function parseProduct(v: unknown): ProductSummary | null {
  if (!isObject(v) || !isString(v['prd_cd']) || !isString(v['prd_nm']) || typeof v['sale_prc'] !== 'number') return null;
  return v as unknown as ProductSummary;
}

function parseFeedback(v: unknown): FeedbackState {
  if (!isObject(v) || (v['rating'] !== 'up' && v['rating'] !== 'down')) return null;
  // A save cut short by a reload is not known to have arrived.
  const state = v['state'] === 'saved' ? 'saved' : 'failed';
  return { rating: v['rating'], state };
}

function parseEntry(v: unknown, inFlight: (id: string) => boolean): ChatEntry | null {
  if (!isObject(v) || !isString(v['id'])) return null;
  const id = v['id'];
  if (v['role'] === 'user') {
    const delivery = parseDelivery(v['delivery'], inFlight, id);
    if (!delivery) return null;
    if (v['kind'] === 'text' && isString(v['text'])) return { id, role: 'user', kind: 'text', text: v['text'], delivery };
    if (v['kind'] === 'image') {
      const thumbnail = isString(v['thumbnail']) && v['thumbnail'].startsWith('data:image/') ? v['thumbnail'] : null;
      return { id, role: 'user', kind: 'image', thumbnail, delivery };
    }
    return null;
  }
  if (v['role'] === 'assistant' && isString(v['messageId']) && isString(v['text']) && isString(v['replyTo'])) {
    const products = Array.isArray(v['products']) ? v['products'].map(parseProduct).filter((p): p is ProductSummary => p !== null) : [];
    const suggestions = Array.isArray(v['suggestions']) ? v['suggestions'].filter(isString) : [];
    return {
      id,
      role: 'assistant',
      messageId: v['messageId'],
      replyTo: v['replyTo'],
      text: v['text'],
      products: products.slice(0, MAX_PRODUCTS_PER_ANSWER),
      suggestions,
      feedback: parseFeedback(v['feedback']),
    };
  }
  return null;
}

/**
 * Reads a stored conversation. Anything unreadable is dropped entry by entry (a damaged copy
 * must not cost the rest of the conversation); a value that is not a conversation at all gives
 * the empty one. `inFlight` tells which 'sending' entries still have a request in this page life.
 */
export function parseConversation(raw: string | null, inFlight: (id: string) => boolean = () => false): Conversation {
  if (!raw) return emptyConversation;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return emptyConversation;
  }
  if (!isObject(value) || value['version'] !== 1 || !Array.isArray(value['entries'])) return emptyConversation;
  const entries = value['entries'].map((e) => parseEntry(e, inFlight)).filter((e): e is ChatEntry => e !== null);
  return { entries };
}

export function serializeConversation(c: Conversation): string {
  return JSON.stringify({ version: 1, entries: c.entries });
}

/** True while any message of the conversation waits for its answer. */
export function isAwaitingAnswer(c: Conversation): boolean {
  return c.entries.some((e) => e.role === 'user' && e.delivery.state === 'sending');
}
