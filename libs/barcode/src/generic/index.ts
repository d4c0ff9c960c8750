export { genericBarcode } from './generic';
