import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';
import { loadLanguage } from '@bottle/domain';
// Register libs/ui's and the app shell's strings before loading them (as main.tsx's imports do).
import '@bottle/ui';
import './lib/i18n';

// English is fetched on demand in the app; tests may render either language.
await loadLanguage('en');

// Routes load lazily and data comes through msw/node: on the shared 2-core CI machine the
// first render of a file can take more than Testing Library's default 1 s.
configure({ asyncUtilTimeout: 5000 });

// The rest is about the browser's globals: a file of logic only runs in Node's environment (a
// `@vitest-environment node` comment at its top), which skips building a DOM for it.
if (typeof window !== 'undefined') {
  // jsdom does not implement scrolling; the shell scrolls to the top on every route change.
  window.scrollTo = () => undefined;

  // jsdom lacks pointer capture, which the bottom sheet (vaul) calls while dragging.
  if (!Element.prototype.setPointerCapture) {
    Element.prototype.setPointerCapture = () => undefined;
    Element.prototype.releasePointerCapture = () => undefined;
    Element.prototype.hasPointerCapture = () => false;
  }

  // Vitest runs without globals, so Testing Library cannot register its own cleanup.
  afterEach(() => cleanup());

  // Every test starts from clean browser state, whatever ran before it in the file
  // (suites pass in any order, `npm run test:shuffle`). The store, the API configuration and the
  // mock backend are fresh per test already (testing/render-app.tsx).
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    for (const cookie of document.cookie.split(';')) {
      const name = cookie.split('=')[0]?.trim();
      if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
    }
    delete (window as { dataLayer?: unknown }).dataLayer;
    delete (window as { gtag?: unknown }).gtag;
  });
}
