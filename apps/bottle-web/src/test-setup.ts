import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { loadLanguage } from '@bottle/domain';

// English is fetched on demand in the app; tests may render either language.
await loadLanguage('en');

// Routes load lazily and data comes through msw/node: on the shared 2-core CI machine the
// first render of a file can take more than Testing Library's default 1 s.
configure({ asyncUtilTimeout: 5000 });

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
