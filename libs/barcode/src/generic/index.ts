export { genericBarcode } from './generic.js';
