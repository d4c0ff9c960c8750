export { codabar } from './codabar';
