/**
 * What the event screens read from an event. libs/api's `BottleEvent` has no body or link; a
 * server that sends them (`content` HTML, `link_kind`/`link_url` of spec §3) gets them shown,
 * read defensively here (see the feature README, "API gaps").
 */
import type { BottleEvent, LinkKind } from '@bottle/api';

export interface EventExtras {
  /** HTML body, sanitised before display. */
  content?: string;
  link_kind?: LinkKind;
  link_url?: string;
}

export function eventExtras(event: BottleEvent | undefined): EventExtras {
  if (!event) return {};
  const rec = event as unknown as Record<string, unknown>;
  const str = (k: string) => (typeof rec[k] === 'string' && rec[k] ? (rec[k] as string) : undefined);
  const content = str('content') ?? str('event_conts');
  const kind = str('link_kind');
  const url = str('link_url');
  return {
    ...(content ? { content } : {}),
    ...(kind === 'APPLIST' || kind === 'URL' || kind === 'USELESS' ? { link_kind: kind } : {}),
    ...(url ? { link_url: url } : {}),
  };
}

/** Whether the event takes entries now: ongoing and not past its end (spec §3 BEFORE/ING). */
export function isEventOpen(event: BottleEvent, listStatus: 'ing' | 'end'): boolean {
  return listStatus === 'ing' && event.status === 'ING';
}
