// @vitest-environment node
/**
 * The hosts a build's configuration talks to, which the page's policy must allow
 * (written beside index.html as csp-sources.json, read by the demo server): none with the
 * defaults; the origins of absolute bases; gtag.js's hosts and policies only with a GA ID.
 */
import { describe, expect, it } from 'vitest';
import { cspSources, GTAG_POLICY_NAME, TOSS_POLICY_NAME } from './csp-sources';
import { parseConfig } from './env';

describe('cspSources', () => {
  it('given the defaults (same-origin bases, no measurement ID), then nothing beyond the own origin is needed', () => {
    expect(cspSources(parseConfig({}))).toEqual({ connect: [], image: [], script: [], formAction: [], trustedTypes: [], frame: [] });
  });

  it("given the chain's absolute hosts, then connect-src names each origin once and form-action the sign-on host", () => {
    const sources = cspSources(
      parseConfig({
        VITE_BOTTLE_API_BASE: 'https://api.bottle.example/v1/',
        VITE_BOTTLE_USER_API_BASE: 'https://user.bottle.example',
        VITE_BOTTLE_CHAT_API_BASE: 'https://api.bottle.example/chat',
        VITE_BOTTLE_SSO_BASE: 'https://sso.chain.example/login',
        VITE_BOTTLE_KAKAO_TOKEN_URL: 'https://api.bottle.example/oauth/kakao',
      }),
    );
    expect(sources.connect).toEqual(['https://api.bottle.example', 'https://user.bottle.example']);
    expect(sources.formAction).toEqual(['https://sso.chain.example']);
    expect(sources.trustedTypes).toEqual([]);
  });

  it('given a GA measurement ID, then gtag.js may load and send: its hosts, and the policy that names its script', () => {
    const sources = cspSources(parseConfig({ VITE_BOTTLE_GA_ID: 'G-AB12CD34EF' }));
    expect(sources.script).toEqual(['https://www.googletagmanager.com']);
    expect(sources.connect).toContain('https://*.google-analytics.com');
    expect(sources.image).toContain('https://*.googletagmanager.com');
    expect(sources.trustedTypes).toEqual([GTAG_POLICY_NAME, 'goog#html']);
  });

  it('given a Kakao map key, then the SDK may load and draw: its script hosts, the tile hosts, and the default policy limited to its scripts', () => {
    const sources = cspSources(parseConfig({ VITE_BOTTLE_KAKAO_MAP_KEY: '0123456789abcdef0123456789abcdef' }));
    expect(sources.script).toEqual(['https://dapi.kakao.com', 'https://t1.daumcdn.net']);
    expect(sources.image).toEqual(['https://*.daumcdn.net']);
    expect(sources.connect).toContain('https://dapi.kakao.com');
    expect(sources.trustedTypes).toEqual(['bottle-kakao-maps', 'default']);
  });

  it('given a map key that is not one, then the configuration names it', () => {
    expect(() => parseConfig({ VITE_BOTTLE_KAKAO_MAP_KEY: 'abc"&x=<script>' })).toThrow(
      /VITE_BOTTLE_KAKAO_MAP_KEY is not a Kakao JavaScript key/,
    );
  });

  it("given the chain's Toss client key, then Toss's SDK may load, connect and open its window; the demo's key needs nothing (its window is same-origin)", () => {
    const sources = cspSources(parseConfig({ VITE_BOTTLE_TOSS_CLIENT_KEY: 'live_ck_chainKey1234' }));
    expect(sources.script).toEqual(['https://js.tosspayments.com']);
    expect(sources.frame).toEqual(['https://*.tosspayments.com']);
    expect(sources.connect).toContain('https://*.tosspayments.com');
    expect(sources.trustedTypes).toEqual([TOSS_POLICY_NAME]);
  });

  it('given a secret key where the client key goes, then the configuration is refused', () => {
    expect(() => parseConfig({ VITE_BOTTLE_TOSS_CLIENT_KEY: 'live_sk_chainSecret1234' })).toThrow(/client key/);
  });
});
