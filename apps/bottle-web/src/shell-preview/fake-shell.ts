/**
 * The native shell's preview (README "Trying the native shell"): `?shell=ios` or `?shell=android`
 * installs the fake shell of @bottle/bridge/testing before the app's first bridge call, so
 * web-view-only behaviour (barcode brightness, call and copy buttons, native back) can be tried
 * in a desktop browser. The choice is kept for the tab's session so in-app navigation and reloads
 * keep it; `?shell=off` removes it. main.tsx loads this module only when a shell was asked for,
 * so no one else pays for it. It runs before bootstrap, like a real shell's document-start
 * script: the fake injects its per-load secret, bootstrap's openChannel takes it, and the fake
 * then queues events until the bridge says `ready` and asks the page about every back press.
 */
import { installFakeShell, shellFromQuery } from '@bottle/bridge/testing';
import { SHELL_PREVIEW_KEY } from './wants-shell';

function chosenShell(): 'ios' | 'android' | undefined {
  const fromQuery = shellFromQuery(location.search);
  if (fromQuery) {
    sessionStorage.setItem(SHELL_PREVIEW_KEY, fromQuery);
    return fromQuery;
  }
  const saved = sessionStorage.getItem(SHELL_PREVIEW_KEY);
  return saved === 'ios' || saved === 'android' ? saved : undefined;
}

export function installShellPreview(): void {
  const shell = chosenShell();
  // A Playwright init script may already have installed a fake shell; never install twice.
  if (shell && !(window as { __bottleFakeShell?: unknown }).__bottleFakeShell) {
    installFakeShell({ platform: shell, latencyMs: 40 });
  }
}
