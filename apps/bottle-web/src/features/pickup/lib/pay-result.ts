/**
 * What the payment window's way back means to the confirm step (docs/payments.md): each failure
 * code Toss returns, and the server's refusals, as the message the member reads there, the draft kept.
 */
import type { PickupMessageKey } from '../messages';

/** Where the payment choice is kept beside the draft (sessionStorage). */
export function payChoiceKey(prdCd: string): string {
  return `bottle.draft.pickup-pay.${prdCd}`;
}

const KNOWN: Readonly<Record<string, PickupMessageKey>> = {
  PAY_PROCESS_CANCELED: 'pickup.pay.error.PAY_PROCESS_CANCELED',
  REJECT_CARD_COMPANY: 'pickup.pay.error.REJECT_CARD_COMPANY',
  INVALID_CARD_EXPIRATION: 'pickup.pay.error.INVALID_CARD_EXPIRATION',
  EXCEED_MAX_AMOUNT: 'pickup.pay.error.EXCEED_MAX_AMOUNT',
  AMOUNT: 'pickup.pay.error.AMOUNT',
  CLOSED: 'pickup.pay.error.CLOSED',
  WINDOW: 'pickup.pay.error.WINDOW',
};

/** The message of a failure code; any code the app does not know reads as a plain failure. */
export function payErrorKey(code: string): PickupMessageKey {
  return KNOWN[code] ?? 'pickup.pay.error.OTHER';
}

/** The server's payment refusals (409, rspDtc) the way back turns into a code of the confirm step. */
export const PAY_REFUSAL_CODES: Readonly<Record<string, string>> = { '4103': 'AMOUNT', '4105': 'CLOSED', '4104': 'OTHER' };
