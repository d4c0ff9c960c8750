/**
 * The early-data entry: the build's second entry, named first in every page's head, before the
 * app's entry and in order with it (vite.config.ts), so the screen's first calls leave before the
 * framework has run. The modules the page named for later are preloaded once those calls are
 * answered (lib/later-preloads.ts), or at once when there is none.
 */
import { startEarlyCalls } from './early-data';
import { releaseLaterModulesAfter } from './lib/later-preloads';

let answers: Promise<Response>[] = [];
try {
  // A build serves the configuration it checked and reads no variables (vite.config.ts builtConfig).
  answers = startEarlyCalls(window, import.meta.env.PROD ? {} : import.meta.env);
} finally {
  releaseLaterModulesAfter(document, answers);
}
