/**
 * `createMockApi`: the MSW handlers of every libs/api endpoint over one MockBackend, with the
 * scenarios API. Environment-neutral: the browser and Node entries wrap it.
 */
import type { HttpHandler } from 'msw';
import { MockBackend, type MockBackendOptions, type MockStateData } from '../state/backend';
import { Scenarios } from '../scenarios';
import { createRouter, type RouteTable } from './http';
import { registerRoutes } from './routes';
import { registerDemoControls } from './demo-controls';

export interface MockApiOptions extends MockBackendOptions {
  /** Delay before each answer (ms or [min, max]); 0 by default, the browser entry sets a realistic range. */
  latency?: number | readonly [number, number];
  /** A saved state to start from (the browser entry's IndexedDB snapshot). */
  state?: MockStateData;
  /** Awaited after each handled call, before its answer (the browser entry persists the state). */
  afterAnswer?: () => Promise<void>;
}

export interface MockApi {
  handlers: HttpHandler[];
  routes: RouteTable;
  backend: MockBackend;
  scenarios: Scenarios;
}

/**
 * @example
 * const mock = createMockApi({ accessTokenTtlMs: 60_000 });
 * const server = setupServer(...mock.handlers);
 */
export function createMockApi(options: MockApiOptions = {}): MockApi {
  const { latency = 0, state, afterAnswer, ...backendOptions } = options;
  const backend = new MockBackend(backendOptions, state);
  const scenarios = new Scenarios();
  const router = createRouter({ backend, scenarios, latency, ...(afterAnswer ? { afterAnswer } : {}) });
  registerRoutes(router.route);
  registerDemoControls(router.route, { scenarios });
  return { handlers: router.handlers, routes: router.routes, backend, scenarios };
}
