export { itf, itf14, itf14Checksum } from './itf.js';
