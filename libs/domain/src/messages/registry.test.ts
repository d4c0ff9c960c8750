import { describe, expect, it } from 'vitest';
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
