/**
 * The configuration start-up reads (the app's entry and the early-data module).
 *
 * In the dev server and in tests it is the VITE_BOTTLE_* variables, parsed and checked now
 * (./env.ts `parseConfig`: a wrong value shows its problems in place of the app). A build parses
 * and checks the same variables with the same function and serves this module as the result
 * (vite.config.ts `builtConfig`): the variables are fixed at build time anyway, so a build with a
 * wrong value fails there, and the parser and its messages stay out of what every first visit
 * downloads (docs/decisions/0171-react-router-tree-shaking.md, "The configuration").
 *
 * @example
 * const config = appConfig(import.meta.env);
 */
import { parseConfig, type AppConfig } from './env';

/** The checked configuration of `env` (a build: the configuration it was built with). */
export function appConfig(env: Record<string, string | boolean | undefined>): AppConfig {
  return parseConfig(env);
}
