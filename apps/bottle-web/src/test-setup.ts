import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';
import { APP_CALLING_KEY, EARLY_CALLS_KEY } from '@bottle/api';
import { loadLanguage } from '@bottle/domain';
// Register libs/ui's and the app shell's strings before loading them (as main.tsx's imports do).
import { resetBackClosablesForTests } from '@bottle/ui';
import './lib/i18n';
import { takeLoginHandOff } from './features/account/lib/login-handoff';
import { resetAnalyticsForTests } from './lib/analytics';
import { forgetSsoReturn } from './lib/session/sso-return-address';
import { resetMemberPositionForTests } from './lib/stores-nearby/member-position';

// English is fetched on demand in the app; tests may render either language.
await loadLanguage('en');

// Routes load lazily and data comes through msw/node: on the shared 2-core CI machine the
// first render of a file can take more than Testing Library's default 1 s.
configure({ asyncUtilTimeout: 5000 });

// What a page keeps in its modules and on its global object starts empty for every test, as on
// a page just opened, whatever an earlier test of the file left there (a file's tests share its
// modules; docs/decisions/0751-shared-module-graph.md).
beforeEach(() => {
  // The early calls' registry and the app's "first request made" mark (libs/api early-calls):
  // a page makes its early calls only before the app's first request.
  delete (globalThis as Record<string, unknown>)[EARLY_CALLS_KEY];
  delete (globalThis as Record<string, unknown>)[APP_CALLING_KEY];
  // The popups' history guard (libs/ui): a test that ended while its own `history.back()` was
  // pending left later popups unguarded and their answers (the login confirm's) never run.
  resetBackClosablesForTests();
  // A sign-on result no login screen took, a kept way-back query, the member's position, and
  // whether gtag started: each is the page's memory of something a test did.
  takeLoginHandOff();
  forgetSsoReturn();
  resetMemberPositionForTests();
  resetAnalyticsForTests();
});

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

  // Vitest runs without globals, so Testing Library cannot register its own cleanup. Then what
  // the page queued lands before the next test starts: a popup the cleanup closed removes its
  // history entry with `history.back()` (libs/ui useBackCloses), whose `popstate` jsdom fires
  // two tasks later; arriving during the next test, it would close that test's popup.
  afterEach(async () => {
    cleanup();
    for (let i = 0; i < 3; i += 1) await new Promise((resolve) => setTimeout(resolve, 0));
  });

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
