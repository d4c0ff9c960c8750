/**
 * What kind of notice a push is, in the member's words and language, from the push message type
 * (spec §3, libs/domain PUSH_MESSAGE_TYPES). The type table's own labels describe the server's
 * templates ("pickup unavailable (push on)"), not what a member reads, so the inbox groups them:
 * the four pickup steps are "pickup", the push on/off twins are one kind. A type the app does not
 * know shows no kind (the title still says what it is), never a code.
 */
import { PUSH_MESSAGE_TYPES, type PushMessageType } from '@bottle/domain';
import type { AccountMessageKey } from '../messages';

const P = PUSH_MESSAGE_TYPES.byName;

const KIND_OF_TYPE: Readonly<Record<PushMessageType, AccountMessageKey>> = {
  [P.pickup]: 'account.push.kind.pickup',
  [P.pickupType1]: 'account.push.kind.pickup',
  [P.pickupType2]: 'account.push.kind.pickup',
  [P.pickupComplete]: 'account.push.kind.pickupDone',
  [P.pickupForbiddenPushY]: 'account.push.kind.pickupUnavailable',
  [P.pickupForbiddenPushN]: 'account.push.kind.pickupUnavailable',
  [P.pickupOpenBefore]: 'account.push.kind.pickupOpening',
  [P.soldOutRestockY]: 'account.push.kind.restock',
  [P.soldOutRestockN]: 'account.push.kind.noRestock',
};

export function pushKindKey(type: string | undefined): AccountMessageKey | undefined {
  return type !== undefined && Object.hasOwn(KIND_OF_TYPE, type) ? KIND_OF_TYPE[type as PushMessageType] : undefined;
}
