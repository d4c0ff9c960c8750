/**
 * The pure rules of the draw screens: which countdown a draw shows (on the server's clock), how
 * long is left, and the published result as libs/domain's `verifyDraw` reads it.
 */
import type { DrawDetail, DrawResultResponse, DrawSummary } from '@bottle/api';
import { fromYmdHm, fromYmdHms, type PublishedDraw } from '@bottle/domain';

export type CountdownKind = 'opens' | 'closes' | 'draws';

/** The instant a draw's countdown runs to, and what happens then; undefined once drawn. */
export function countdownTarget(
  draw: Pick<DrawSummary, 'status' | 'entry_start_dt' | 'entry_end_dt' | 'draw_dt'>,
): { kind: CountdownKind; at: number } | undefined {
  const at = (s: string) => fromYmdHm(s)?.getTime();
  const pick = (kind: CountdownKind, s: string) => {
    const t = at(s);
    return t === undefined ? undefined : { kind, at: t };
  };
  if (draw.status === 'COMING') return pick('opens', draw.entry_start_dt);
  if (draw.status === 'OPEN') return pick('closes', draw.entry_end_dt);
  if (draw.status === 'CLOSED') return pick('draws', draw.draw_dt);
  return undefined;
}

/** Whole days, hours, minutes and seconds left (never negative). */
export function remaining(ms: number): { d: number; h: number; m: number; s: number } {
  const total = Math.max(0, Math.floor(ms / 1000));
  return { d: Math.floor(total / 86_400), h: Math.floor((total % 86_400) / 3600), m: Math.floor((total % 3600) / 60), s: total % 60 };
}

/**
 * Milliseconds to add to the device's clock to read the server's, from a draw's `server_dt` as
 * answered at `receivedAt`: the countdown never trusts a phone whose clock is off. 0 when unknown.
 */
export function serverOffset(serverDt: string | undefined, receivedAt: number | undefined): number {
  const server = fromYmdHms(serverDt)?.getTime();
  return server === undefined || receivedAt === undefined ? 0 : server - receivedAt;
}

/** The published result as the verifier reads it. */
export function publishedDraw(result: DrawResultResponse): PublishedDraw {
  return {
    seed: result.seed,
    commitment: result.commitment,
    entries: result.entries,
    weights: Object.fromEntries(result.weights.map((w) => [w.grade, w.weight])),
    quantity: result.qty,
    order: result.order,
    winners: result.winners,
  };
}

/** Each grade's share of the first bottle with the entries so far (the odds table's last column). */
export function gradeShares(weights: DrawDetail['weights']): Record<string, number> {
  const total = weights.reduce((sum, w) => sum + w.weight * w.entry_cnt, 0);
  return Object.fromEntries(weights.map((w) => [w.grade, total > 0 ? (w.weight * w.entry_cnt) / total : 0]));
}

/** A hash shortened for a list row (the whole one is in the row's title and the verify page). */
export function shortHash(hash: string): string {
  return hash.length > 16 ? `${hash.slice(0, 10)}…${hash.slice(-6)}` : hash;
}
