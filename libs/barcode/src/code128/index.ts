export { code128, code128A, code128B, code128C } from './code128.js';
