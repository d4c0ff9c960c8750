/**
 * Scenarios for tests and demos: make a given endpoint answer 401, 500, a network
 * error, or slowly, once or until cleared.
 *
 * @example
 * mock.scenarios.fail('/app/store/list', 500);          // next call only
 * mock.scenarios.networkError('/app/main/banner/area/info', { times: Infinity });
 * mock.scenarios.slow('/app/chat', 3000);
 * mock.scenarios.fail(EVERY_CALL, 503, { times: Infinity }); // the whole gateway (the demo's own controls excepted)
 * mock.scenarios.clear();
 */

/** The path that arms a scenario for every call of the services (not the demo's own /mock-api controls). */
export const EVERY_CALL = '*';
const DEMO_CONTROLS = '/mock-api/';
export type Scenario = { kind: 'status'; status: number } | { kind: 'network' } | { kind: 'slow'; ms: number };

interface Armed {
  scenario: Scenario;
  remaining: number;
}

export interface ScenarioOptions {
  /** How many calls it affects; 1 by default, Infinity until cleared. */
  times?: number;
}

export class Scenarios {
  private armed = new Map<string, Armed>();

  /** Arms a scenario for an exact path of spec §7 or libs/api (e.g. '/app/store/list'). */
  set(path: string, scenario: Scenario, options: ScenarioOptions = {}): void {
    if (path !== EVERY_CALL && !path.startsWith('/'))
      throw new TypeError(`scenario path must start with '/' (or be '${EVERY_CALL}'), got ${JSON.stringify(path)}`);
    if (scenario.kind === 'status' && (!Number.isInteger(scenario.status) || scenario.status < 400 || scenario.status > 599)) {
      throw new RangeError(`scenario status must be 400-599, got ${scenario.status}`);
    }
    if (scenario.kind === 'slow' && !(scenario.ms >= 0)) throw new RangeError(`scenario delay must be >= 0 ms, got ${scenario.ms}`);
    const times = options.times ?? 1;
    if (!(times >= 1)) throw new RangeError(`scenario times must be >= 1, got ${times}`);
    this.armed.set(path, { scenario, remaining: times });
  }

  /** The endpoint answers `status` (401 makes libs/api refresh; 500 a server error). */
  fail(path: string, status: 401 | 403 | 404 | 500 | 502 | 503 | number, options?: ScenarioOptions): void {
    this.set(path, { kind: 'status', status }, options);
  }

  /** The endpoint's call fails at the network level (fetch rejects). */
  networkError(path: string, options?: ScenarioOptions): void {
    this.set(path, { kind: 'network' }, options);
  }

  /** The endpoint answers normally after `ms`. */
  slow(path: string, ms: number, options?: ScenarioOptions): void {
    this.set(path, { kind: 'slow', ms }, options);
  }

  clear(path?: string): void {
    if (path) this.armed.delete(path);
    else this.armed.clear();
  }

  /** Whether a scenario is armed for exactly `path` (or EVERY_CALL). */
  has(path: string): boolean {
    return this.armed.has(path);
  }

  /** Used by the router: the scenario for this call (its own, else the one for every call), counting it down. */
  take(path: string): Scenario | undefined {
    const key = this.armed.has(path) ? path : path.startsWith(DEMO_CONTROLS) ? undefined : EVERY_CALL;
    if (key === undefined) return undefined;
    const armed = this.armed.get(key);
    if (!armed) return undefined;
    armed.remaining -= 1;
    if (armed.remaining <= 0) this.armed.delete(key);
    return armed.scenario;
  }
}
