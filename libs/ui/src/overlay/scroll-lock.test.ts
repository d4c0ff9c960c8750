import { afterEach, describe, expect, it } from 'vitest';
import { SCROLL_LOCK_ATTRIBUTE, bodyScrollLockCount, lockBodyScroll } from './scroll-lock';

describe('lockBodyScroll', () => {
  afterEach(() => {
    expect(bodyScrollLockCount()).toBe(0);
    window.scrollTo(0, 0);
  });

  it('given a page scrolled to 600, when the first lock is taken, then the body is pinned at -600px and scrolling is hidden', () => {
    window.scrollTo(0, 600);
    const release = lockBodyScroll();
    expect(document.body.style.position).toBe('fixed');
    expect(document.body.style.top).toBe('-600px');
    expect(document.body.style.overflow).toBe('hidden');
    expect(document.body.style.width).toBe('100%');
    expect(document.body.getAttribute(SCROLL_LOCK_ATTRIBUTE)).toBe('1');
    release();
  });

  it('given two nested locks, when the inner one is released, then the page stays locked until the outer one is released', () => {
    window.scrollTo(0, 250);
    const outer = lockBodyScroll();
    const inner = lockBodyScroll();
    expect(bodyScrollLockCount()).toBe(2);
    expect(document.body.getAttribute(SCROLL_LOCK_ATTRIBUTE)).toBe('2');
    inner();
    expect(document.body.style.position).toBe('fixed');
    expect(document.body.getAttribute(SCROLL_LOCK_ATTRIBUTE)).toBe('1');
    outer();
    expect(document.body.style.position).toBe('');
    expect(document.body.hasAttribute(SCROLL_LOCK_ATTRIBUTE)).toBe(false);
  });

  it('given the page was pinned, when the last lock is released, then the scroll position and the inline body styles come back', () => {
    document.body.style.overflow = 'auto';
    window.scrollTo(0, 1234);
    const release = lockBodyScroll();
    // While fixed, the browser reports 0; the lock must not rely on reading it back.
    window.scrollTo(0, 0);
    release();
    expect(window.scrollY).toBe(1234);
    expect(document.body.style.overflow).toBe('auto');
    expect(document.body.style.position).toBe('');
    expect(document.body.style.top).toBe('');
    document.body.style.overflow = '';
  });

  it('given a release function, when it is called twice, then only one lock is released', () => {
    const a = lockBodyScroll();
    const b = lockBodyScroll();
    a();
    a();
    expect(bodyScrollLockCount()).toBe(1);
    b();
  });
});
