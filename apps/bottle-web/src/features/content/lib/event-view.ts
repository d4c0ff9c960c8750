/**
 * Event rules of the event screens. The body (`event_conts`, HTML) and the link
 * (`link_kind`/`link_url`) come typed from libs/api A10: the page sanitises the HTML (libs/ui
 * `sanitizeHtml`) and follows the link through `resolveLink` (spec §3 link kinds).
 */
import type { BottleEvent } from '@bottle/api';

/** Whether the event takes entries now: ongoing and not past its end (spec §3 BEFORE/ING). */
export function isEventOpen(event: BottleEvent, listStatus: 'ing' | 'end'): boolean {
  return listStatus === 'ing' && event.status === 'ING';
}
