import { STORAGE_KEYS } from '@bottle/domain';
import { getApiRuntime } from './config';

/** The chat thread id kept in session storage 'threadId' (spec §3), or null. */
export function getChatThreadId(): string | null {
  return getApiRuntime().config.sessionStorage.getItem(STORAGE_KEYS.threadId);
}

/**
 * Ends the chat thread (spec §3 "Requests carry a thread identifier"): the next chat request
 * goes without `x-thread-id` and the chat server starts a new thread. Removes 'threadId' from
 * the configured session storage, or stores '' when that storage has no `removeItem` (an empty
 * id is never sent). Storage failures (e.g. a browser that refuses storage) are ignored: the id
 * then lingers in a storage the page cannot use anyway.
 */
export function clearChatThreadId(): void {
  const storage = getApiRuntime().config.sessionStorage;
  try {
    if (typeof storage.removeItem === 'function') storage.removeItem(STORAGE_KEYS.threadId);
    else storage.setItem(STORAGE_KEYS.threadId, '');
  } catch {
    // See above: nothing else can be done with a storage that throws.
  }
}
