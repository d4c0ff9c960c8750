/**
 * The early-data entry: the build's second entry, named first in every page's head, before the
 * app's entry and in order with it (vite.config.ts), so the screen's first calls leave before the
 * framework has run. Then the modules the page named for later are preloaded: the calls have
 * their connections by now (lib/later-preloads.ts).
 */
import { startEarlyCalls } from './early-data';
import { releaseLaterModules } from './lib/later-preloads';

try {
  // A build serves the configuration it checked and reads no variables (vite.config.ts builtConfig).
  startEarlyCalls(window, import.meta.env.PROD ? {} : import.meta.env);
} finally {
  releaseLaterModules(document);
}
