/**
 * Entry point: parse the configuration, install the native shell's preview when the page asked
 * for it (`?shell=ios|android`, the only dynamic import of a test double), wire the app, render,
 * then hide the native splash.
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { bootstrap } from './app/bootstrap';
import { ConfigError, parseConfig } from './config/env';
import { wantsShellPreview } from './shell-preview/wants-shell';
import { loadLanguage } from '@bottle/domain';

async function main(): Promise<void> {
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element');
  let config;
  try {
    config = parseConfig(import.meta.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      root.textContent = error.message;
      console.error(error.message);
      return;
    }
    throw error;
  }
  if (wantsShellPreview()) {
    const { installShellPreview } = await import('./shell-preview/fake-shell');
    installShellPreview();
  }
  const booted = bootstrap(config);
  // A member who chose English sees English from the first paint; Korean needs nothing more
  // for the home screen (other screens fetch their strings with their code).
  if (booted.store.getState().settings.lang === 'en') await loadLanguage('en').catch(() => undefined);
  createRoot(root).render(
    <StrictMode>
      <App store={booted.store} router={booted.router} services={{ config, getBridge: booted.native.getBridge }} />
    </StrictMode>,
  );
  // The shell's launch splash stays until start-up has decided what to show.
  void booted.startup.then((result) => {
    if (booted.native.inWebView) void booted.native.getBridge().then((b) => b.hideSplash()).catch(() => undefined);
    return result;
  });
}

void main();
