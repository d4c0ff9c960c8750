// @vitest-environment node
/**
 * Issue 20 part 1: the hosts a build's configuration talks to, which the page's policy must allow
 * (written beside index.html as csp-sources.json, read by the demo server): none with the
 * defaults; the origins of absolute bases; gtag.js's hosts and policies only with a GA ID.
 */
import { describe, expect, it } from 'vitest';
import { cspSources, GTAG_POLICY_NAME } from './csp-sources';
import { parseConfig } from './env';

describe('cspSources', () => {
  it('given the defaults (same-origin bases, no measurement ID), then nothing beyond the own origin is needed', () => {
    expect(cspSources(parseConfig({}))).toEqual({ connect: [], image: [], script: [], formAction: [], trustedTypes: [] });
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
});
