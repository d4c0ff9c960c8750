/**
 * @bottle/mock-api: the demo backend of Bottle (issue 7). Environment-neutral: the browser
 * entry is `@bottle/mock-api/browser`, the Node/Vitest entry `@bottle/mock-api/node`.
 */
export { dataset, productImage } from './data/dataset';
export type { Dataset } from './data/dataset';
export type * from './data/types';
export { bottleSvg, bottleSvgDataUri, TYPE_COLOURS } from './data/bottle-svg';
export { MockClock, ymd, ymdhm, ymdhms, dayFromNow } from './clock';
