// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { classifyBuild, demoBuildBanner, demoValuedSettings, LiveBuildError } from './live-build';

/** The chain's settings: every one a live build must carry. */
const LIVE = {
  VITE_BOTTLE_KAKAO_AUTHORIZE_URL: 'https://kauth.kakao.com/oauth/authorize',
  VITE_BOTTLE_KAKAO_TOKEN_URL: 'https://kauth.kakao.com/oauth/token',
  VITE_BOTTLE_KAKAO_CLIENT_ID: 'a1b2c3d4e5',
  VITE_BOTTLE_NAVER_AUTHORIZE_URL: 'https://nid.naver.com/oauth2.0/authorize',
  VITE_BOTTLE_NAVER_TOKEN_URL: 'https://user.bottle.co.kr/oauth/naver/token',
  VITE_BOTTLE_NAVER_CLIENT_ID: 'Nv12345',
  VITE_BOTTLE_COMPANY_SITE: 'https://www.bottle.co.kr/',
  VITE_BOTTLE_PRIZE_EXHIBIT_NO: '2207',
  VITE_BOTTLE_TOSS_CLIENT_KEY: 'live_ck_chainKey1234',
};

describe('a production build and demo values', () => {
  it('given no configuration and no demo flag, when built for production, then it fails naming every missing setting at once', () => {
    let caught: unknown;
    try {
      classifyBuild({}, 'production', undefined);
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(LiveBuildError);
    const problems = (caught as LiveBuildError).problems;
    expect(problems.map((p) => p.split(' ')[0])).toEqual([
      'VITE_BOTTLE_KAKAO_AUTHORIZE_URL',
      'VITE_BOTTLE_KAKAO_TOKEN_URL',
      'VITE_BOTTLE_KAKAO_CLIENT_ID',
      'VITE_BOTTLE_NAVER_AUTHORIZE_URL',
      'VITE_BOTTLE_NAVER_TOKEN_URL',
      'VITE_BOTTLE_NAVER_CLIENT_ID',
      'VITE_BOTTLE_COMPANY_SITE',
      'VITE_BOTTLE_PRIZE_EXHIBIT_NO',
      'VITE_BOTTLE_TOSS_CLIENT_KEY',
    ]);
    const message = (caught as Error).message;
    for (const demoValue of [
      'demo-kakao-client',
      'demo-naver-client',
      'https://www.example.com/',
      '"1004"',
      '/oauth/kakao/authorize',
      '/oauth/naver/token',
    ]) {
      expect(message).toContain(demoValue);
    }
    expect(message).toContain('BOTTLE_DEMO_BUILD=1');
  });

  it('given settings set to the demo values, then each is named as a demo value', () => {
    const env = {
      ...LIVE,
      VITE_BOTTLE_KAKAO_CLIENT_ID: 'demo-kakao-client',
      VITE_BOTTLE_COMPANY_SITE: 'https://www.example.com/',
      VITE_BOTTLE_PRIZE_EXHIBIT_NO: '1004',
      VITE_BOTTLE_NAVER_AUTHORIZE_URL: '/oauth/naver/authorize',
      VITE_BOTTLE_TOSS_CLIENT_KEY: 'test_ck_bottle_demo_window',
    };
    expect(() => classifyBuild(env, 'production', undefined)).toThrow(LiveBuildError);
    expect(demoValuedSettings(env).map((d) => d.problem)).toEqual([
      expect.stringMatching(/^VITE_BOTTLE_KAKAO_CLIENT_ID is the demo's "demo-kakao-client"/),
      expect.stringMatching(/^VITE_BOTTLE_NAVER_AUTHORIZE_URL is the demo's "\/oauth\/naver\/authorize"/),
      expect.stringMatching(/^VITE_BOTTLE_COMPANY_SITE is the demo's "https:\/\/www.example.com\/"/),
      expect.stringMatching(/^VITE_BOTTLE_PRIZE_EXHIBIT_NO is the demo's "1004"/),
      expect.stringMatching(/^VITE_BOTTLE_TOSS_CLIENT_KEY is the demo's "test_ck_bottle_demo_window"/),
    ]);
  });

  it('given the chain settings, when built for production, then it is a live build with no demo value', () => {
    expect(classifyBuild(LIVE, 'production', undefined)).toEqual({ demo: false, demoValues: [] });
    // The API bases may stay same-origin: a production host may proxy them.
    expect(demoValuedSettings(LIVE)).toEqual([]);
  });

  it('given the explicit demo flag, then the build goes through and says it is a demo build, listing its demo values', () => {
    const kind = classifyBuild({}, 'production', '1');
    expect(kind.demo).toBe(true);
    expect(kind.demoValues).toHaveLength(9);
    const banner = demoBuildBanner(kind);
    expect(banner).toMatch(/^bottle-web: DEMO BUILD \(BOTTLE_DEMO_BUILD=1\)/);
    expect(banner).toContain('VITE_BOTTLE_KAKAO_CLIENT_ID = "demo-kakao-client"');
    expect(banner).toContain('never ship it');
  });

  it('given a development build (the dev server, tests), then nothing is refused', () => {
    expect(classifyBuild({}, 'development', undefined)).toEqual({ demo: false, demoValues: [] });
  });

  it('given a flag that is neither on nor off, then the build fails rather than guessing', () => {
    expect(() => classifyBuild(LIVE, 'production', 'maybe')).toThrow(/BOTTLE_DEMO_BUILD must be 1/);
    expect(classifyBuild({}, 'production', '1').demo).toBe(true);
    expect(() => classifyBuild({}, 'production', '0')).toThrow(LiveBuildError);
  });
});
