/** What the desk says for a failed call (the codes are apps/store-desk/README.md "Errors"). */
import { isApiError } from '@bottle/api/desk';
import type { DeskMessageKey } from './i18n';

export function deskErrorKey(error: unknown): DeskMessageKey {
  if (!isApiError(error)) return 'desk.error.generic';
  if (error.kind === 'network' || error.kind === 'offline' || error.kind === 'timeout') return 'desk.error.network';
  if (error.kind === 'unauthorized') return 'desk.sessionEnded';
  if (error.status === 404) return 'desk.check.notHere';
  if (error.rspDtc === '4091') return 'desk.check.stale';
  if (error.rspDtc === '4092') return 'desk.check.notReady';
  if (error.rspDtc === '4093') return 'desk.check.expired';
  if (error.rspDtc === '4094') return 'desk.check.locked';
  return 'desk.error.generic';
}
