export { code39 } from './code39.js';
