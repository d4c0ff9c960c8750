import { describe, expect, it } from 'vitest';
import { RedirectPathError } from './redirect-path';
import { buildSsoLogoutUrl, buildSsoPwCampBridgeUrl, buildSsoScreenAfterUrl, buildSsoScreenInitUrl, SsoConfigError } from './sso-urls';

const ssoBase = 'https://sso.example.com/sso';

describe('SSO redirect URL builders (spec §7, §4 Logout)', () => {
  it('given an access token with padding, when building the logout URL, then equals signs are replaced', () => {
    expect(buildSsoLogoutUrl({ ssoBase, acesTkn: 'ab+c/d==' })).toBe('https://sso.example.com/sso/callLogout.sso?acesTkn=ab%2Bc%2Fd%3D%3D');
  });

  it('given a callType and a safe path, when building the screen-init URL, then both are in the query', () => {
    expect(buildSsoScreenInitUrl({ ssoBase: `${ssoBase}/`, callType: 'LOGIN', redirect_path: '/mypage?tab=1' })).toBe(
      'https://sso.example.com/sso/callScreenInit.sso?callType=LOGIN&redirect_path=%2Fmypage%3Ftab%3D1',
    );
  });

  it('given membership flags, when building the pwCampBridge URL, then both flags are sent', () => {
    expect(buildSsoPwCampBridgeUrl({ ssoBase, martgoMemberYn: 'Y', bottleMemberYn: 'N' })).toBe(
      'https://sso.example.com/sso/pwCampBridge.sso?martgoMemberYn=Y&bottleMemberYn=N',
    );
    expect(() => buildSsoPwCampBridgeUrl({ ssoBase, martgoMemberYn: 'yes' as 'Y', bottleMemberYn: 'N' })).toThrow(TypeError);
  });

  it('given the optional login fields, when building the screen-after URL, then present ones are appended in order', () => {
    expect(
      buildSsoScreenAfterUrl({ ssoBase, callType: 'JOIN', acesTkn: 't=', redirect_path: '/', ssoTkn: 's', frnYn: 'N', rspDtc: '419' }),
    ).toBe('https://sso.example.com/sso/callScreenAfter.sso?callType=JOIN&acesTkn=t%3D&redirect_path=%2F&ssoTkn=s&frnYn=N&rspDtc=419');
    expect(buildSsoScreenAfterUrl({ ssoBase, callType: 'JOIN', acesTkn: 't', redirect_path: '/' })).toBe(
      'https://sso.example.com/sso/callScreenAfter.sso?callType=JOIN&acesTkn=t&redirect_path=%2F',
    );
  });

  it('given an unsafe redirect_path, when building either redirect URL, then it throws and builds nothing', () => {
    expect(() => buildSsoScreenInitUrl({ ssoBase, callType: 'LOGIN', redirect_path: '//evil.example' })).toThrow(RedirectPathError);
    expect(() => buildSsoScreenAfterUrl({ ssoBase, callType: 'LOGIN', acesTkn: 't', redirect_path: 'javascript:alert(1)' })).toThrow(
      RedirectPathError,
    );
  });

  it('given a missing token or a bad base, when building, then a typed error names the problem', () => {
    expect(() => buildSsoLogoutUrl({ ssoBase, acesTkn: '' })).toThrow('acesTkn is required');
    expect(() => buildSsoLogoutUrl({ ssoBase: '/sso', acesTkn: 't' })).toThrow(SsoConfigError);
    expect(() => buildSsoLogoutUrl({ ssoBase: 'javascript:alert(1)', acesTkn: 't' })).toThrow(SsoConfigError);
  });
});
