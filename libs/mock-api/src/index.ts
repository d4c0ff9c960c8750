/**
 * @bottle/mock-api: the demo backend of Bottle: handlers, dataset, scenarios and the
 * state API, environment-neutral. Used by the demo server (apps/demo-server, over HTTP through
 * MSW's getResponse) and by tests (`@bottle/mock-api/node`, msw/node).
 */
export { createMockApi } from './handlers/index';
export type { MockApi, MockApiOptions } from './handlers/index';
export type { RouteSpec, RouteTable, Service, Auth } from './handlers/http';
export { Scenarios, EVERY_CALL } from './scenarios';
export type { Scenario, ScenarioOptions } from './scenarios';
export { MockBackend, emptyState, STAGE_TO_STATUS } from './state/backend';
export type {
  MockBackendOptions,
  MockStateData,
  MemberState,
  PickupRecord,
  PickupStage,
  ChatThread,
  SignedUpMember,
} from './state/backend';
export { MockApiError, MOCK_CODES } from './state/errors';
export { sommelierTurn, sommelierStore } from './handlers/chat';
export { parseMessage, parseBudget, recommend, findBarcodeInImage, decodeEan13Modules } from './sommelier/index';
export type { SommelierRequest, Recommendation } from './sommelier/index';
export { dataset, productImage } from './data/dataset';
export type { Dataset } from './data/dataset';
export type * from './data/types';
export { bottleSvg, bottleSvgDataUri, TYPE_COLOURS } from './data/bottle-svg';
export { MockClock } from './clock';
export {
  TossPg,
  TossError,
  DEMO_TOSS_CLIENT_KEY,
  DEMO_TOSS_SECRET_KEY,
  DEMO_FAIL_CODES,
  DEMO_FAIL_MESSAGES,
  DEMO_CARDS,
  tossAuthorization,
} from './state/toss-pg';
export type { DemoFailCode, TossPaymentAnswer } from './state/toss-pg';
export { Payments, PAYMENT_HOLD_MS } from './state/payments';
export { Draws, DRAW_CODES, DEFAULT_DRAW_WEIGHTS } from './state/draws';
export type { DrawRecord, DrawsState } from './state/draws';
