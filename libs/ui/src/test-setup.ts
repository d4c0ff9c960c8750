/**
 * Vitest setup for libs/ui (jsdom): jest-dom matchers, cleanup between tests, and the few
 * browser APIs jsdom lacks that Radix Dialog and vaul touch (they never matter for behaviour
 * under test, they only must not throw).
 */
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';
import { loadLanguage } from '@bottle/domain';
import { registerUiMessages } from './messages';

// Components are tested in English too; the app fetches English strings on demand.
registerUiMessages();
await loadLanguage('en');

afterEach(() => {
  cleanup();
});

// Every test starts from clean storage whatever ran before it (any order).
beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

if (!window.matchMedia) {
  window.matchMedia = (query: string): MediaQueryList =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

if (!Element.prototype.hasPointerCapture) {
  Element.prototype.hasPointerCapture = () => false;
  Element.prototype.setPointerCapture = () => undefined;
  Element.prototype.releasePointerCapture = () => undefined;
}
if (!Element.prototype.scrollIntoView) {
  Element.prototype.scrollIntoView = () => undefined;
}
// jsdom implements scrollTo as "not implemented" (it logs an error); the scroll-lock restores
// the position through it, so record the call instead.
window.scrollTo = ((x: number | ScrollToOptions, y?: number) => {
  const left = typeof x === 'number' ? x : (x.left ?? window.scrollX);
  const top = typeof x === 'number' ? (y ?? 0) : (x.top ?? window.scrollY);
  Object.defineProperty(window, 'scrollX', { value: left, configurable: true, writable: true });
  Object.defineProperty(window, 'scrollY', { value: top, configurable: true, writable: true });
  Object.defineProperty(window, 'pageYOffset', { value: top, configurable: true, writable: true });
}) as typeof window.scrollTo;
