export { ean13, ean8 } from './ean.js';
export { ean5, ean2 } from './addon.js';
export { upc, upce } from './upc.js';
export { ean13Checksum, ean8Checksum, upcChecksum } from './checksums.js';
