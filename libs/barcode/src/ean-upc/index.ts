export { ean13, ean8 } from './ean';
export { ean5, ean2 } from './addon';
export { upc, upce } from './upc';
export { ean13Checksum, ean8Checksum, upcChecksum } from './checksums';
