import { describe, expect, it } from 'vitest';
import { ConfigError, parseConfig } from './env';

describe('parseConfig', () => {
  it('given no variables, then it runs demo mode on same-origin bases', () => {
    const c = parseConfig({});
    expect(c.mode).toBe('demo');
    expect(c.apiBase).toBe('/api');
    expect(c.userApiBase).toBe('/user-api');
    expect(c.chatApiBase).toBe('/chat-api');
  });

  it('given live mode without bases, then it lists every missing base at once', () => {
    try {
      parseConfig({ VITE_BOTTLE_MODE: 'live' });
      expect.unreachable();
    } catch (e) {
      expect(e).toBeInstanceOf(ConfigError);
      expect((e as ConfigError).problems).toHaveLength(4);
    }
  });

  it('given a bad mode and a protocol-relative base, then both problems are named', () => {
    expect(() => parseConfig({ VITE_BOTTLE_MODE: 'prod', VITE_BOTTLE_API_BASE: '//evil.example' })).toThrow(
      /VITE_BOTTLE_MODE[\s\S]*VITE_BOTTLE_API_BASE/,
    );
  });

  it('given live bases, then trailing slashes are dropped', () => {
    const c = parseConfig({
      VITE_BOTTLE_MODE: 'live',
      VITE_BOTTLE_API_BASE: 'https://api.example.com/',
      VITE_BOTTLE_USER_API_BASE: 'https://user.example.com',
      VITE_BOTTLE_CHAT_API_BASE: 'https://chat.example.com',
      VITE_BOTTLE_SSO_BASE: 'https://sso.example.com',
    });
    expect(c.apiBase).toBe('https://api.example.com');
    expect(c.mode).toBe('live');
  });
});
