export { pharmacode, PHARMACODE_MIN, PHARMACODE_MAX } from './pharmacode.js';
