import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  LATER_MODULE_REL,
  LATER_MODULES_PER_TASK,
  LATER_MODULES_WAIT_MS,
  releaseLaterModules,
  releaseLaterModulesAfter,
} from './later-preloads';

afterEach(() => {
  vi.useRealTimers();
  document.head.replaceChildren();
});

const laterPage = () => {
  document.head.innerHTML = `<link rel="${LATER_MODULE_REL}" crossorigin href="/assets/feature-routes-r1.js">`;
};
const released = () => document.head.querySelector('link')?.getAttribute('rel') === 'modulepreload';

/** A promise and the hands that settle it. */
function deferred() {
  let resolve!: (value: unknown) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('modules named for later', () => {
  it('given a page naming modules for later, when released, then each becomes a modulepreload link in its place, with its crossorigin and href as written', () => {
    document.head.innerHTML =
      '<link rel="modulepreload" crossorigin href="/assets/framework-f1.js">' +
      `<link rel="${LATER_MODULE_REL}" crossorigin href="/assets/feature-routes-r1.js">` +
      '<meta name="x">' +
      `<link rel="${LATER_MODULE_REL}" href="/assets/search-page-s1.js">`;
    releaseLaterModules(document);
    const links = [...document.head.querySelectorAll('link')].map((l) => [
      l.getAttribute('rel'),
      l.getAttribute('href'),
      l.hasAttribute('crossorigin'),
    ]);
    expect(links).toEqual([
      ['modulepreload', '/assets/framework-f1.js', true],
      ['modulepreload', '/assets/feature-routes-r1.js', true],
      ['modulepreload', '/assets/search-page-s1.js', false],
    ]);
    expect(document.head.children[2]?.tagName).toBe('META');
  });

  it("given more links than one task releases, then each task releases the next few in the page's order, each link once, until none is left", async () => {
    vi.useFakeTimers();
    const count = 3 * LATER_MODULES_PER_TASK + 1;
    document.head.innerHTML = Array.from({ length: count }, (_, i) => `<link rel="${LATER_MODULE_REL}" href="/assets/m${i}.js">`).join('');
    const order: string[] = [];
    const setRel = vi.spyOn(HTMLLinkElement.prototype, 'rel', 'set');
    setRel.mockImplementation(function (this: HTMLLinkElement, value: string) {
      order.push(this.getAttribute('href') ?? '');
      this.setAttribute('rel', value);
    });
    const releasedCount = () => document.head.querySelectorAll('link[rel="modulepreload"]').length;
    releaseLaterModules(document);
    // A second caller at the same time (the wait's timer and the answers): no link twice.
    releaseLaterModules(document);
    expect(releasedCount()).toBe(2 * LATER_MODULES_PER_TASK);
    await vi.advanceTimersByTimeAsync(0);
    expect(releasedCount()).toBe(count);
    await vi.runAllTimersAsync();
    expect(order).toEqual(Array.from({ length: count }, (_, i) => `/assets/m${i}.js`));
    setRel.mockRestore();
  });

  it('given a page without such links, or released already, then nothing changes', () => {
    document.head.innerHTML = '<link rel="modulepreload" crossorigin href="/assets/framework-f1.js">';
    const before = document.head.innerHTML;
    releaseLaterModules(document);
    expect(document.head.innerHTML).toBe(before);
  });
});

describe('modules named for later, released after the first answers', () => {
  it('given no early call, then they are released in the same task (before any timer)', async () => {
    vi.useFakeTimers();
    laterPage();
    releaseLaterModulesAfter(document, []);
    await Promise.resolve();
    await Promise.resolve();
    expect(released()).toBe(true);
  });

  it('given two calls, when one is answered and then the other fails, then they are released only after both', async () => {
    vi.useFakeTimers();
    laterPage();
    const a = deferred();
    const b = deferred();
    releaseLaterModulesAfter(document, [a.promise, b.promise]);
    expect(released()).toBe(false);
    a.resolve(new Response('{}'));
    await vi.advanceTimersByTimeAsync(0);
    expect(released()).toBe(false);
    b.reject(new TypeError('Failed to fetch'));
    await vi.advanceTimersByTimeAsync(0);
    expect(released()).toBe(true);
  });

  it('given an answer that does not come, then they are released when the wait is over, and once', async () => {
    vi.useFakeTimers();
    laterPage();
    const hanging = deferred();
    const setRel = vi.spyOn(HTMLLinkElement.prototype, 'rel', 'set');
    releaseLaterModulesAfter(document, [hanging.promise]);
    await vi.advanceTimersByTimeAsync(LATER_MODULES_WAIT_MS - 1);
    expect(released()).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(released()).toBe(true);
    // The late answer releases nothing again (the links are modulepreloads already).
    hanging.resolve(new Response('{}'));
    await vi.advanceTimersByTimeAsync(0);
    expect(setRel).toHaveBeenCalledTimes(1);
    setRel.mockRestore();
  });
});
