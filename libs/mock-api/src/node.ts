/**
 * @bottle/mock-api/node: the demo backend for Vitest and Node (msw/node). In-memory state, a
 * fresh backend per server, no latency.
 *
 * @example
 * const mock = createMockServer();
 * beforeAll(() => mock.server.listen({ onUnhandledRequest: 'error' }));
 * afterEach(() => mock.reset());
 * afterAll(() => mock.server.close());
 */
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { createMockApi, type MockApi, type MockApiOptions } from './handlers/index';

export interface MockServer extends MockApi {
  server: ReturnType<typeof setupServer>;
  /** Clean state, no scenarios, real clock: call between tests. */
  reset(): void;
}

export function createMockServer(options: MockApiOptions = {}): MockServer {
  const api = createMockApi({ latency: 0, ...options });
  const server = setupServer(...api.handlers);
  return {
    ...api,
    server,
    reset() {
      api.backend.reset();
      api.scenarios.clear();
      api.backend.clock.reset();
      server.resetHandlers();
    },
  };
}
export type { MockApiOptions } from './handlers/index';

/** A mock server for one Vitest file: listening for its tests, clean state after each (the apps' test harnesses). */
export function setupMockServer(options: MockApiOptions = {}): MockServer {
  const mock = createMockServer(options);
  beforeAll(() => mock.server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => mock.reset());
  afterAll(() => mock.server.close());
  return mock;
}
export { demoDeskPin, demoDeskReservation } from './state/desk';
// Reviews (state/reviews.ts): tests read and seed the demo's reviews directly.
export { Reviews } from './state/reviews';
