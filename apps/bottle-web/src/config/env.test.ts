// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { ConfigError, parseConfig } from './env';

describe('parseConfig', () => {
  it('given no variables, then every base is a same-origin path (the demo server, or a proxying host)', () => {
    const c = parseConfig({});
    expect(c.apiBase).toBe('/api');
    expect(c.userApiBase).toBe('/user-api');
    expect(c.chatApiBase).toBe('/chat-api');
    expect(c.ssoBase).toBe('/sso');
    expect(c.social.kakao).toEqual({
      authorizeUrl: '/oauth/kakao/authorize',
      tokenUrl: '/oauth/kakao/token',
      clientId: 'demo-kakao-client',
    });
    expect(c.social.naver.authorizeUrl).toBe('/oauth/naver/authorize');
    expect(c).not.toHaveProperty('mode');
  });

  it('given the chain hosts, then trailing slashes are dropped', () => {
    const c = parseConfig({
      VITE_BOTTLE_API_BASE: 'https://api.example.com/',
      VITE_BOTTLE_USER_API_BASE: 'https://user.example.com',
      VITE_BOTTLE_CHAT_API_BASE: 'https://chat.example.com',
      VITE_BOTTLE_SSO_BASE: 'https://sso.example.com/sso/',
      VITE_BOTTLE_KAKAO_AUTHORIZE_URL: 'https://kauth.kakao.com/oauth/authorize',
    });
    expect(c.apiBase).toBe('https://api.example.com');
    expect(c.ssoBase).toBe('https://sso.example.com/sso');
    expect(c.social.kakao.authorizeUrl).toBe('https://kauth.kakao.com/oauth/authorize');
  });

  it('given a protocol-relative base, a bad authorize URL and the old mode variable, then every problem is named at once', () => {
    try {
      parseConfig({
        VITE_BOTTLE_MODE: 'live',
        VITE_BOTTLE_API_BASE: '//evil.example',
        VITE_BOTTLE_NAVER_AUTHORIZE_URL: 'javascript:alert(1)',
      });
      expect.unreachable();
    } catch (e) {
      expect(e).toBeInstanceOf(ConfigError);
      const problems = (e as ConfigError).problems.join('\n');
      expect(problems).toMatch(/VITE_BOTTLE_API_BASE/);
      expect(problems).toMatch(/VITE_BOTTLE_NAVER_AUTHORIZE_URL/);
      expect(problems).toMatch(/VITE_BOTTLE_MODE is gone/);
    }
  });

  it("given a client secret among the variables, or Naver's own token endpoint, then the build refuses: the secret belongs to the chain's backend", () => {
    for (const env of [
      { VITE_BOTTLE_NAVER_CLIENT_SECRET: 's3cr3t' },
      { VITE_BOTTLE_KAKAO_CLIENT_SECRET: 's3cr3t' },
      { VITE_BOTTLE_NAVER_TOKEN_URL: 'https://nid.naver.com/oauth2.0/token' },
    ]) {
      expect(() => parseConfig(env)).toThrow(/client.secret/);
    }
    // The chain backend's exchange, which adds the secret itself, is the live setting.
    expect(parseConfig({ VITE_BOTTLE_NAVER_TOKEN_URL: 'https://user.example.com/oauth/naver/token' }).social.naver.tokenUrl).toBe(
      'https://user.example.com/oauth/naver/token',
    );
  });

  it('given a GA4 measurement ID, then it is kept; given anything else, then the error names it (it becomes part of a script URL)', () => {
    expect(parseConfig({}).gaMeasurementId).toBeUndefined();
    expect(parseConfig({ VITE_BOTTLE_GA_ID: 'G-AB12CD34EF' }).gaMeasurementId).toBe('G-AB12CD34EF');
    expect(() => parseConfig({ VITE_BOTTLE_GA_ID: 'G-AB"><x' })).toThrow(/VITE_BOTTLE_GA_ID must be a GA4 measurement ID/);
  });
});
