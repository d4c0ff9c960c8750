export { msi, msi10, msi11, msi1010, msi1110 } from './msi.js';
