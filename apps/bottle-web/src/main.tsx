/**
 * Entry point: parse the configuration, install the native shell's preview when the page asked
 * for it (`?shell=ios|android`, the only dynamic import of a test double), wire the app, render,
 * then hide the native splash.
 *
 * A page the server sent prerendered (the root carries `data-prerendered`) is
 * hydrated, once the router has the route's code, with the state it was rendered with
 * (app/first-tree.ts), so React keeps the HTML the member already sees and then renders what
 * differs for them. Any other page (index.html's empty root) is rendered from scratch.
 */
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { bootstrap } from './app/bootstrap';
import { firstTreeState, PRERENDERED_ATTRIBUTE } from './app/first-tree';
import { whenRouterReady } from './app/router';
import { appConfig } from './config/app-config';
import { wantsShellPreview } from './shell-preview/wants-shell';
import { loadLanguage } from '@bottle/domain';
import { loadMutationTags } from '@bottle/api';
import { takeSsoReturnAddress } from './lib/session/sso-return-address';
import { yieldToMain } from './lib/yield-to-main';

// First of all: a one-time sign-on key leaves the address before anything reads it.
takeSsoReturnAddress();

async function main(): Promise<void> {
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element');
  let config;
  try {
    // A build serves the configuration it checked and reads no variables (vite.config.ts builtConfig).
    config = appConfig(import.meta.env.PROD ? {} : import.meta.env);
  } catch (error) {
    // Only the dev server and tests parse here (a build checked its configuration already), so
    // the error is told by its name: the class stays out of the build, and so does this branch.
    if (!import.meta.env.PROD && error instanceof Error && error.name === 'ConfigError') {
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
  // Evaluating the framework and the entry is one task already; the store, the router and the
  // route's first calls come in the next one, and the first render in a third (lib/yield-to-main.ts).
  await yieldToMain();
  const booted = bootstrap(config);
  // A member who chose English sees English from the first paint; Korean needs nothing more
  // for the home screen (other screens fetch their strings with their code).
  if (booted.store.getState().settings.lang === 'en') await loadLanguage('en').catch(() => undefined);
  const prerendered = root.hasAttribute(PRERENDERED_ATTRIBUTE);
  await yieldToMain();
  const app = (
    <StrictMode>
      <App
        store={booted.store}
        router={booted.router}
        services={{ config, getBridge: booted.native.getBridge, inWebView: booted.native.inWebView }}
        {...(prerendered ? { serverState: firstTreeState() } : {})}
      />
    </StrictMode>
  );
  if (prerendered) {
    await whenRouterReady(booted.router);
    // As a transition, hydration works in slices and gives the main thread back between them
    // (one long task on a mid-range phone otherwise), while a tap on a part not yet
    // hydrated still hydrates that part first. The page is already painted: nothing waits on it.
    startTransition(() => {
      hydrateRoot(root, app, {
        // A mismatch makes React render the part afresh (a flash): say so for whoever watches the console.
        onRecoverableError: (error) => console.error('The prerendered page did not match its first render', error),
      });
    });
  } else {
    createRoot(root).render(app);
  }
  // Field data (LCP, INP, CLS, TTFB of sampled devices): its code loads after the page has.
  const fieldData = () =>
    void import('./lib/web-vitals')
      .then(({ reportWebVitals }) => reportWebVitals(booted.router, booted.native.inWebView))
      .catch(() => undefined);
  // The API's table of what each write invalidates is off the first route (libs/api
  // loadMutationTags): fetched once the page has loaded, before a member taps anything that writes.
  const afterLoad = () => {
    fieldData();
    void loadMutationTags().catch(() => undefined);
  };
  if (document.readyState === 'complete') afterLoad();
  else window.addEventListener('load', afterLoad, { once: true });
  // The shell's launch splash stays until start-up has decided what to show.
  void booted.startup.then((result) => {
    if (booted.native.inWebView)
      void booted.native
        .getBridge()
        .then((b) => b.hideSplash())
        .catch(() => undefined);
    return result;
  });
}

void main();
