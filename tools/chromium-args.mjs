/**
 * The command-line switches every headless Chromium of the workspace starts with: the e2e
 * journeys (e2e/bottle-web-e2e/playwright.config.ts) and the Lighthouse budgets
 * (tools/lighthouse.mjs). No sandbox and no GPU (containers and CI runners have neither), no QUIC,
 * and no first-run, update, sync or background calls, so a run talks only to the local servers.
 */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
