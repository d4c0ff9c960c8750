import { STORAGE_KEYS } from '@bottle/domain';
import { getApiRuntime } from './config';

/** The chat thread id kept in session storage 'threadId' (spec §3), or null. */
export function getChatThreadId(): string | null {
  return getApiRuntime().config.sessionStorage.getItem(STORAGE_KEYS.threadId);
}
