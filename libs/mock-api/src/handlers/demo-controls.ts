/**
 * Controls of the demo itself (mock only, not part of libs/api): the backend's clock, so that a
 * journey through the screens can see what time does (an access token that expires after 5
 * minutes; a class day that passes) without waiting.
 *
 * `POST /mock-api/clock` with one of
 * - `{ advance_ms: number }`: moves the clock forward (0 to 400 days);
 * - `{ set: string }`: freezes it at an ISO 8601 instant with its offset, e.g. '2026-12-24T10:00:00+09:00';
 * - `{ reset: true }`: back to the real time;
 * - `{}`: only reads it;
 * answers `{ now: <ISO 8601 UTC>, now_ms }`. A change counts as a change of the state (the backend's
 * listeners hear it), so the demo server (apps/demo-server) saves the clock's offset
 * with the state and a moved clock survives its restart; the in-page IndexedDB copy keeps none.
 *
 * `POST /mock-api/store-timing`: `{ confirm_after_s, ready_after_s }` (whole
 * seconds, or null for "only the store desk does it"; either may be left out), `{ reset: true }`
 * back to the defaults (2 and 10 minutes), `{}` reads; answers both settings. Kept with the state.
 *
 * `POST /mock-api/maintenance`: `{ system: true }` makes every call of the services
 * answer 503 (the gateway under inspection: the app shows its system inspection screen) until
 * `{ system: false }`; `{ card: true }` / `{ card: false }` the same for the app card's call alone
 * (the inspection app-card popup); `{}` reads. Answers both. Not kept with the state: a restart or
 * a reset ends it.
 *
 * `POST /mock-api/reset`: forgets every demo change (members' wish lists,
 * reservations, notes, chat threads, tokens), puts the clock back to the real time and clears
 * the armed scenarios; answers `{ reset: true }`. Journeys and people reset the demo server with
 * it (or by opening any app page with `?demo-reset=1`, which the server answers the same way).
 */
import { badRequest } from '../state/errors';
import { EVERY_CALL, type Scenarios } from '../scenarios';
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

/** When a lone demo's store confirms and sets aside (seconds; null: only the store desk). */
export interface StoreTimingResponse {
  confirm_after_s: number | null;
  ready_after_s: number | null;
}
/** A day: longer is a typo. */
const MAX_STORE_STEP_S = 24 * 60 * 60;

export interface MaintenanceResponse {
  system: boolean;
  card: boolean;
}
/** The app card's call (spec §7 member): its own inspection. */
const APP_CARD_PATH = '/v2/hybridapp/member/user/appcard/info';

export interface DemoResetResponse {
  reset: true;
}

/** What the controls reach besides the backend each call gets. */
export interface DemoControlsContext {
  scenarios: Scenarios;
}

export function registerDemoControls(route: Route, controls: DemoControlsContext): void {
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
    // A moved clock is part of what a persisted demo keeps: tell the listeners.
    if (advance !== undefined || set !== undefined || reset === true) backend.changed();
    const now = backend.now();
    return { now: new Date(now).toISOString(), now_ms: now };
  });

  // A lone demo's store: the store confirms N seconds after a reservation is
  // made and sets it aside M seconds after confirming; null leaves that step to the store desk.
  route({ method: 'POST', path: '/mock-api/store-timing', service: 'mock', auth: 'public' }, ({ body, backend }): StoreTimingResponse => {
    if (body['reset'] === true) backend.setStoreTiming(undefined);
    else if ('confirm_after_s' in body || 'ready_after_s' in body) {
      const current = backend.storeTiming();
      const seconds = (key: string, fallback: number | null): number | null => {
        if (!(key in body)) return fallback;
        if (body[key] === null) return null;
        const n = optNum(body, key);
        if (n === undefined || !Number.isInteger(n) || n < 0 || n > MAX_STORE_STEP_S)
          throw badRequest(`${key} must be null or whole seconds 0 to ${MAX_STORE_STEP_S}`);
        return n * 1000;
      };
      backend.setStoreTiming({
        confirm_after_ms: seconds('confirm_after_s', current.confirmAfterMs),
        ready_after_ms: seconds('ready_after_s', current.setAsideAfterMs),
      });
    }
    const { confirmAfterMs, setAsideAfterMs } = backend.storeTiming();
    return {
      confirm_after_s: confirmAfterMs === null ? null : confirmAfterMs / 1000,
      ready_after_s: setAsideAfterMs === null ? null : setAsideAfterMs / 1000,
    };
  });

  route({ method: 'POST', path: '/mock-api/maintenance', service: 'mock', auth: 'public' }, ({ body }): MaintenanceResponse => {
    for (const [key, path] of [
      ['system', EVERY_CALL],
      ['card', APP_CARD_PATH],
    ] as const) {
      const value = body[key];
      if (value === undefined) continue;
      if (typeof value !== 'boolean') throw badRequest(`${key} must be true or false`);
      if (value) controls.scenarios.fail(path, 503, { times: Infinity });
      else controls.scenarios.clear(path);
    }
    return { system: controls.scenarios.has(EVERY_CALL), card: controls.scenarios.has(APP_CARD_PATH) };
  });

  route({ method: 'POST', path: '/mock-api/reset', service: 'mock', auth: 'public' }, ({ backend }): DemoResetResponse => {
    controls.scenarios.clear();
    backend.clock.reset();
    // Last: reset() tells the listeners, so a persisted demo saves the clean state.
    backend.reset();
    return { reset: true };
  });
}
