import { afterEach, describe, expect, it } from 'vitest';
import { LATER_MODULE_REL, releaseLaterModules } from './later-preloads';

afterEach(() => {
  document.head.replaceChildren();
});

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

  it('given a page without such links, or released already, then nothing changes', () => {
    document.head.innerHTML = '<link rel="modulepreload" crossorigin href="/assets/framework-f1.js">';
    const before = document.head.innerHTML;
    releaseLaterModules(document);
    expect(document.head.innerHTML).toBe(before);
  });
});
