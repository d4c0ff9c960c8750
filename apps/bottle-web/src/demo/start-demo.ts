/**
 * Demo mode (README "Demo mode"): the only place the app loads test doubles.
 * - the MSW worker of libs/mock-api answers every call (state in IndexedDB, survives reloads;
 *   `?demo-reset=1` resets it);
 * - `?shell=ios` / `?shell=android` installs the fake native shell of @bottle/bridge/testing
 *   before the app's first bridge call, so web-view-only behaviour can be tried in a desktop
 *   browser. The choice is kept for the tab's session (sessionStorage) so in-app navigation
 *   and reloads keep it; `?shell=off` removes it.
 */
import { installFakeShell, shellFromQuery } from '@bottle/bridge/testing';

const SHELL_KEY = 'bottle.demo.shell';

function chosenShell(): 'ios' | 'android' | undefined {
  const query = new URLSearchParams(location.search).get('shell');
  if (query === 'off') {
    sessionStorage.removeItem(SHELL_KEY);
    return undefined;
  }
  const fromQuery = shellFromQuery(location.search);
  if (fromQuery) {
    sessionStorage.setItem(SHELL_KEY, fromQuery);
    return fromQuery;
  }
  const saved = sessionStorage.getItem(SHELL_KEY);
  return saved === 'ios' || saved === 'android' ? saved : undefined;
}

export async function startDemo(): Promise<void> {
  const shell = chosenShell();
  // A Playwright init script may already have installed a fake shell; never install twice.
  if (shell && !(window as { __bottleFakeShell?: unknown }).__bottleFakeShell) {
    installFakeShell({ platform: shell, latencyMs: 40 });
  }
  const { startDemoWorker } = await import('@bottle/mock-api/browser');
  await startDemoWorker({ serviceWorker: { url: '/mockServiceWorker.js' } });
}
