export { code93, code93FullASCII } from './code93.js';
