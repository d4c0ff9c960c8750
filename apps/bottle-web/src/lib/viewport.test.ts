import { describe, expect, it } from 'vitest';
import { applyViewportZoom, viewportContent } from './viewport';

describe('viewport zoom (spec §2, §9)', () => {
  it.each([
    ['/product/W00001', true],
    ['/exhibition', true],
    ['/winepedia/12', true],
    ['/', false],
    ['/search', false],
    ['/productive', false],
  ])('given %s, then zoom allowed is %s', (path, zoom) => {
    const content = viewportContent(path);
    if (zoom) expect(content).toContain('minimum-scale=0.5, maximum-scale=5, user-scalable=yes');
    else expect(content).toContain('maximum-scale=1, user-scalable=no');
  });

  it('given the document, then the viewport meta tag is rewritten', () => {
    // Only this test's tag is added and removed: the head also holds what other tests of the
    // worker put there (Emotion's style elements, which it removes itself later).
    const meta = document.createElement('meta');
    meta.name = 'viewport';
    meta.content = 'width=device-width';
    for (const old of document.querySelectorAll('meta[name=viewport]')) old.remove();
    document.head.append(meta);
    try {
      applyViewportZoom('/product/1');
      expect(document.querySelector('meta[name=viewport]')?.getAttribute('content')).toContain('maximum-scale=5');
    } finally {
      meta.remove();
    }
  });
});
