/**
 * The early-data entry: the build's second entry, named first in every page's head, before the
 * app's entry and in order with it (vite.config.ts), so the screen's first calls leave before the
 * framework has run.
 */
import { startEarlyCalls } from './early-data';

startEarlyCalls(window, import.meta.env);
