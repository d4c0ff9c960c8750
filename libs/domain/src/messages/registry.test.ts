import { describe, expect, it, vi } from 'vitest';
import { MESSAGES, lookupMessage, message, registerMessages } from './index';

describe('the lazily filled message registry', () => {
  it('given a feature table not yet registered, when a key is asked, then the key comes back and nothing throws', () => {
    expect(lookupMessage('zz.testOnly', 'ko')).toBe('zz.testOnly');
  });

  it('given a registered table, when its keys are asked, then both languages answer, with placeholders filled', () => {
    registerMessages({ ko: { 'zz.hello': '안녕 {name}' }, en: { 'zz.hello': 'Hello {name}' } });
    expect(lookupMessage('zz.hello', 'ko', { name: '보틀' })).toBe('안녕 보틀');
    expect(lookupMessage('zz.hello', 'en', { name: 'Bottle' })).toBe('Hello Bottle');
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
    expect(fresh.lookupMessage('zz.f', 'en')).toBe('Feature');
  });

  it('given the same table registered again after English loaded, then nothing is overwritten', async () => {
    vi.resetModules();
    const fresh = await import('./index');
    const table = { ko: { 'zz.same': '같은' }, en: { 'zz.same': 'Same' } };
    fresh.registerMessages(table);
    fresh.registerMessages(table);
    await fresh.loadLanguage('en');
    expect(fresh.lookupMessage('zz.same', 'en')).toBe('Same');
  });
});

describe('message packs (a library or the app shell)', () => {
  const pack = () => {
    const fetched: string[] = [];
    return {
      fetched,
      pack: {
        core: { 'zz.core': '핵심' },
        extraKo: async () => (fetched.push('ko'), { 'zz.extra': '추가' }),
        en: async () => (fetched.push('en'), { 'zz.core': 'Core', 'zz.extra': 'Extra' }),
      },
    };
  };

  it('given a registered pack, then its Korean core answers at once and the rest only after loadLanguage', async () => {
    vi.resetModules();
    const fresh = await import('./index');
    const { pack: p, fetched } = pack();
    fresh.registerMessagePack(p);
    expect(fresh.lookupMessage('zz.core', 'ko')).toBe('핵심');
    expect(fresh.lookupMessage('zz.extra', 'ko')).toBe('zz.extra');
    expect(fetched).toEqual([]);
    await fresh.loadLanguage('ko');
    expect(fresh.lookupMessage('zz.extra', 'ko')).toBe('추가');
    expect(fresh.isLanguageLoaded('en')).toBe(false);
    await fresh.loadLanguage('en');
    expect(fresh.isLanguageLoaded('en')).toBe(true);
    expect(fresh.lookupMessage('zz.extra', 'en')).toBe('Extra');
    // Registering again and loading again fetches nothing more.
    fresh.registerMessagePack(p);
    await fresh.loadLanguage('en');
    expect(fetched).toEqual(['ko', 'en']);
  });

  it('given a pack registered after English was asked for, then its English strings are fetched without another call', async () => {
    vi.resetModules();
    const fresh = await import('./index');
    await fresh.loadLanguage('en');
    const { pack: p } = pack();
    fresh.registerMessagePack(p);
    expect(fresh.isLanguageLoaded('en')).toBe(false);
    await vi.waitFor(() => expect(fresh.isLanguageLoaded('en')).toBe(true));
    expect(fresh.lookupMessage('zz.core', 'en')).toBe('Core');
  });

  it('given the strings chunk failed to load (offline), when loadLanguage is called again, then it fetches again and succeeds', async () => {
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

describe('a pack that arrives with its screen', () => {
  it('given nothing asked for yet, when the requested languages load, then nothing is fetched and the Korean core answers', async () => {
    vi.resetModules();
    const fresh = await import('./index');
    const en = vi.fn(() => Promise.resolve({ 'zz.pack': 'Pack' }));
    fresh.registerMessagePack({ core: { 'zz.pack': '꾸러미' }, en });
    await fresh.loadRequestedLanguages();
    expect(en).not.toHaveBeenCalled();
    expect(fresh.lookupMessage('zz.pack', 'ko')).toBe('꾸러미');
  });

  it('given English asked for at start-up, when a pack registered later awaits the requested languages, then its English is there', async () => {
    vi.resetModules();
    const fresh = await import('./index');
    await fresh.loadLanguage('en');
    let answer: (strings: Record<string, string>) => void = () => undefined;
    const en = vi.fn(() => new Promise<Record<string, string>>((resolve) => (answer = resolve)));
    fresh.registerMessagePack({ core: { 'zz.late': '늦게' }, en });
    const ready = fresh.loadRequestedLanguages();
    let done = false;
    void ready.then(() => (done = true));
    await Promise.resolve();
    expect(done).toBe(false);
    answer({ 'zz.late': 'Late' });
    await ready;
    expect(en).toHaveBeenCalledTimes(1);
    expect(fresh.lookupMessage('zz.late', 'en')).toBe('Late');
  });
});
