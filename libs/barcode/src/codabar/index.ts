export { codabar } from './codabar.js';
