/**
 * Controls of the demo itself (mock only, not part of libs/api): the backend's clock, so that a
 * journey through the screens can see what time does (an access token that expires after 5
 * minutes, issue 12 item 5; a class day that passes) without waiting.
 *
 * `POST /mock-api/clock` with one of
 * - `{ advance_ms: number }`: moves the clock forward (0 to 400 days);
 * - `{ set: string }`: freezes it at an ISO 8601 instant with its offset, e.g. '2026-12-24T10:00:00+09:00';
 * - `{ reset: true }`: back to the real time;
 * - `{}`: only reads it;
 * answers `{ now: <ISO 8601 UTC>, now_ms }`. In demo mode the backend lives in the page, so a
 * change lasts until the page reloads (the state in IndexedDB keeps no clock).
 */
import { badRequest } from '../state/errors';
import { optNum, optStr, type HandlerContext, type RouteSpec } from './http';

type Route = (spec: RouteSpec, answer: (ctx: HandlerContext) => unknown) => void;

/** How far one call may move the clock: a year and a bit, enough for any hold or class. */
const MAX_ADVANCE_MS = 400 * 24 * 60 * 60 * 1000;
/** An ISO 8601 instant that names its offset (Z or ±hh:mm), so no device time zone is assumed. */
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

export interface DemoClockResponse {
  now: string;
  now_ms: number;
}

export function registerDemoControls(route: Route): void {
  route({ method: 'POST', path: '/mock-api/clock', service: 'mock', auth: 'public' }, ({ body, backend }): DemoClockResponse => {
    const advance = optNum(body, 'advance_ms');
    const set = optStr(body, 'set');
    const reset = body['reset'];
    if (reset !== undefined && reset !== true) throw badRequest('reset must be true');
    if ([advance !== undefined, set !== undefined, reset === true].filter(Boolean).length > 1) {
      throw badRequest('give one of advance_ms, set, reset');
    }
    if (advance !== undefined) {
      if (advance < 0 || advance > MAX_ADVANCE_MS) throw badRequest(`advance_ms must be 0 to ${MAX_ADVANCE_MS}`);
      backend.clock.advance(advance);
    } else if (set !== undefined) {
      const at = ISO_INSTANT.test(set) ? Date.parse(set) : NaN;
      if (Number.isNaN(at)) throw badRequest('set must be an ISO 8601 instant with its offset, e.g. 2026-12-24T10:00:00+09:00');
      backend.clock.set(at);
    } else if (reset === true) {
      backend.clock.reset();
    }
    const now = backend.now();
    return { now: new Date(now).toISOString(), now_ms: now };
  });
}
