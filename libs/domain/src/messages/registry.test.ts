import { describe, expect, it, vi } from 'vitest';
import { MESSAGES, message, registerMessages, type MessageKey } from './index';

describe('the lazily filled message registry', () => {
  it('given a feature table not yet registered, when a key is asked, then the key comes back and nothing throws', () => {
    const key = 'zz.testOnly' as MessageKey;
    expect(message(key, 'ko')).toBe('zz.testOnly');
  });

  it('given a registered table, when its keys are asked, then both languages answer, with placeholders filled', () => {
    registerMessages({ ko: { 'zz.hello': '안녕 {name}' }, en: { 'zz.hello': 'Hello {name}' } });
    expect(message('zz.hello' as MessageKey, 'ko', { name: '보틀' })).toBe('안녕 보틀');
    expect(message('zz.hello' as MessageKey, 'en', { name: 'Bottle' })).toBe('Hello Bottle');
  });

  it('given the core strings, then message() answers them without any registration', () => {
    expect(message('error.default', 'en')).toBe(MESSAGES.en['error.default']);
    expect(message('footer.home', 'ko')).toBe(MESSAGES.ko['footer.home']);
  });
});

describe('English on demand', () => {
  it('given a fresh page life, when English is asked before it loads, then Korean answers; after loadLanguage, English does', async () => {
    vi.resetModules();
    const fresh = await import('./index');
    expect(fresh.isLanguageLoaded('en')).toBe(false);
    expect(fresh.isLanguageLoaded('ko')).toBe(false);
    // The first route's Korean strings are there at once; the rest wait for loadLanguage.
    expect(fresh.message('footer.home', 'ko')).toBe('홈');
    expect(fresh.message('store.addressCopied', 'ko')).toBe('store.addressCopied');
    expect(fresh.message('error.default', 'en')).toBe(fresh.MESSAGES.ko['error.default']);
    await fresh.loadLanguage('ko');
    expect(fresh.isLanguageLoaded('ko')).toBe(true);
    expect(fresh.isLanguageLoaded('en')).toBe(false);
    expect(fresh.message('store.addressCopied', 'ko')).toBe(fresh.MESSAGES.ko['store.addressCopied']);
    await fresh.loadLanguage('en');
    expect(fresh.isLanguageLoaded('en')).toBe(true);
    expect(fresh.message('error.default', 'en')).toBe('An error occurred. Please try again shortly.');
    // Loading twice is one fetch and harmless.
    await fresh.loadLanguage('en');
    expect(fresh.message('footer.home', 'en')).toBe(fresh.MESSAGES.en['footer.home']);
  });

  it('given a feature registered before English loaded, then its English strings survive the load', async () => {
    vi.resetModules();
    const fresh = await import('./index');
    fresh.registerMessages({ ko: { 'zz.f': '기능' }, en: { 'zz.f': 'Feature' } });
    await fresh.loadLanguage('en');
    expect(fresh.message('zz.f' as MessageKey, 'en')).toBe('Feature');
  });

  it('given the strings chunk failed to load (offline), when loadLanguage is called again, then it fetches again and succeeds (issue 12 item 2)', async () => {
    vi.resetModules();
    let attempts = 0;
    vi.doMock('./extended-ko', async (importOriginal) => {
      attempts += 1;
      if (attempts === 1) throw new TypeError('Failed to fetch dynamically imported module: /assets/extended-ko.js');
      return importOriginal();
    });
    try {
      const fresh = await import('./index');
      await expect(fresh.loadLanguage('ko')).rejects.toThrow();
      expect(fresh.isLanguageLoaded('ko')).toBe(false);
      await fresh.loadLanguage('ko');
      expect(fresh.isLanguageLoaded('ko')).toBe(true);
      expect(attempts).toBe(2);
    } finally {
      vi.doUnmock('./extended-ko');
    }
  });
});
