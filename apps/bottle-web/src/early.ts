/**
 * The early-data entry: the build's second entry, named `async` in every page's head ahead of the
 * app (vite.config.ts), so the screen's first calls leave before the framework has loaded.
 */
import { startEarlyCalls } from './early-data';

startEarlyCalls(window, import.meta.env);
