import { describe, expect, it } from 'vitest';
import { message } from '../messages';
import { LOGIN_TARGETS, decideLoginError } from './login-error';
import type { LoginDecision } from './login-error';

const DEFAULT_KO = message('error.default', 'ko');
const SERVER = '서버 메시지';

/** Every row of the spec §8 login error table, for code 44. */
const CODE_44_TABLE: ReadonlyArray<[detail: string, withHandler: LoginDecision, withoutHandler: LoginDecision]> = [
  [
    '401',
    { kind: 'inline', message: message('login.recheckIdPassword'), autoLogin: 'N' },
    { kind: 'alert', message: message('login.recheckIdPassword'), autoLogin: 'N' },
  ],
  [
    '404',
    { kind: 'navigate', target: LOGIN_TARGETS.releaseLogin, autoLogin: 'N' },
    { kind: 'navigate', target: 'release-login', autoLogin: 'N' },
  ],
  ...(
    [
      ['405', LOGIN_TARGETS.findPassword],
      ['406', LOGIN_TARGETS.dormancyLogin],
      ['407', LOGIN_TARGETS.dormancyLogin],
      ['408', LOGIN_TARGETS.dormancyLogin],
      ['410', LOGIN_TARGETS.newPassword],
      ['414', LOGIN_TARGETS.regularMemberConversion],
      ['419', LOGIN_TARGETS.termsAcceptance],
      ['420', LOGIN_TARGETS.childTermsAcceptance],
    ] as const
  ).map(([detail, target]): [string, LoginDecision, LoginDecision] => {
    const decision: LoginDecision = { kind: 'alert-then-navigate', message: SERVER, target, autoLogin: 'N' };
    return [detail, decision, decision];
  }),
  [
    '415',
    { kind: 'alert', message: message('login.adultsOnly'), autoLogin: 'N' },
    { kind: 'alert', message: message('login.adultsOnly'), autoLogin: 'N' },
  ],
  [
    '430',
    { kind: 'alert', message: message('login.duplicateMember'), autoLogin: 'N' },
    { kind: 'alert', message: message('login.duplicateMember'), autoLogin: 'N' },
  ],
  [
    '439',
    { kind: 'navigate', target: LOGIN_TARGETS.join, autoLogin: 'N' },
    { kind: 'navigate', target: LOGIN_TARGETS.join, autoLogin: 'N' },
  ],
  ...(['705', '720', '722'] as const).map((detail): [string, LoginDecision, LoginDecision] => {
    const decision: LoginDecision = { kind: 'navigate', target: LOGIN_TARGETS.setEasyLogin, autoLogin: 'N' };
    return [detail, decision, decision];
  }),
  ['422', { kind: 'ignore', autoLogin: 'N' }, { kind: 'ignore', autoLogin: 'N' }],
  ['716', { kind: 'ignore', autoLogin: 'N' }, { kind: 'ignore', autoLogin: 'N' }],
  ['999', { kind: 'fail', message: SERVER, autoLogin: 'N' }, { kind: 'fail', message: SERVER, autoLogin: 'N' }],
  ['400', { kind: 'fail', message: SERVER, autoLogin: 'N' }, { kind: 'fail', message: SERVER, autoLogin: 'N' }],
];

describe('decideLoginError: code 44 (spec §8 table)', () => {
  it.each(CODE_44_TABLE)('given 44-%s with an inline handler then decides as the table says', (detail, withHandler) => {
    expect(decideLoginError({ rspC: '44', rspDtc: detail, rspMsgCn: SERVER }, { hasInlineHandler: true })).toEqual(withHandler);
  });

  it.each(CODE_44_TABLE)('given 44-%s without an inline handler then decides as the table says', (detail, _with, withoutHandler) => {
    expect(decideLoginError({ rspC: '44', rspDtc: detail, rspMsgCn: SERVER }, { hasInlineHandler: false })).toEqual(withoutHandler);
  });

  it('covers the spec table: every listed detail has a row', () => {
    const listed = [
      '401',
      '404',
      '405',
      '406',
      '407',
      '408',
      '410',
      '414',
      '419',
      '420',
      '415',
      '430',
      '439',
      '705',
      '720',
      '722',
      '422',
      '716',
    ];
    expect(CODE_44_TABLE.map(([d]) => d)).toEqual(expect.arrayContaining(listed));
  });

  it('given 44-440 (a withdrawn account, beside the spec table), then the member is told the account was withdrawn and offered the sign-up, in their language, whatever the server wrote', () => {
    expect(decideLoginError({ rspC: '44', rspDtc: '440', rspMsgCn: SERVER }, { hasInlineHandler: true })).toEqual({
      kind: 'offer',
      message: '탈퇴한 계정입니다. 보틀을 다시 이용하려면 새로 가입해 주세요.',
      target: LOGIN_TARGETS.join,
      autoLogin: 'N',
    });
    expect(decideLoginError({ rspC: '44', rspDtc: '440' }, { hasInlineHandler: false, lang: 'en' }).message).toBe(
      'This account was withdrawn. To use Bottle again, please sign up.',
    );
  });

  it('given numbers instead of strings then decides the same', () => {
    expect(decideLoginError({ rspC: 44, rspDtc: 404 }, { hasInlineHandler: false })).toEqual({
      kind: 'navigate',
      target: 'release-login',
      autoLogin: 'N',
    });
  });

  it('given an alert-then-navigate without a server message then alerts the default message', () => {
    expect(decideLoginError({ rspC: '44', rspDtc: '405', rspMsgCn: '  ' }, { hasInlineHandler: false })).toEqual({
      kind: 'alert-then-navigate',
      message: DEFAULT_KO,
      target: 'find-password',
      autoLogin: 'N',
    });
  });

  it('given lang en then uses the English fixed messages', () => {
    expect(decideLoginError({ rspC: '44', rspDtc: '415' }, { hasInlineHandler: false, lang: 'en' }).message).toBe(
      '(44-415) This service is for adults only.',
    );
    expect(decideLoginError({ rspC: '44', rspDtc: '401' }, { hasInlineHandler: true, lang: 'en' }).message).toBe(
      'Please recheck the ID or password you entered.',
    );
  });
});

describe('decideLoginError: other codes (spec §8)', () => {
  it('given 98-999 then only calls the failure callback, leaving auto-login alone', () => {
    expect(decideLoginError({ rspC: '98', rspDtc: '999', rspMsgCn: SERVER }, { hasInlineHandler: true })).toEqual({ kind: 'fail' });
  });

  it('given 98 with another detail then shows the message and sets auto-login to N', () => {
    expect(decideLoginError({ rspC: '98', rspDtc: '100', rspMsgCn: SERVER }, { hasInlineHandler: true })).toEqual({
      kind: 'alert',
      message: SERVER,
      autoLogin: 'N',
    });
  });

  it('given any other code then shows the message and sets auto-login to N', () => {
    expect(decideLoginError({ rspC: '50', rspDtc: '001', rspMsgCn: SERVER }, { hasInlineHandler: false })).toEqual({
      kind: 'alert',
      message: SERVER,
      autoLogin: 'N',
    });
  });

  it('given any other code without a message then shows the default message (ko and en)', () => {
    expect(decideLoginError({ rspC: '50', rspDtc: '001' }, { hasInlineHandler: false }).message).toBe(DEFAULT_KO);
    expect(decideLoginError({ rspC: '50', rspDtc: '001', rspMsgCn: null }, { hasInlineHandler: false, lang: 'en' }).message).toBe(
      'An error occurred. Please try again shortly.',
    );
  });
});

describe('decideLoginError: responses that are not handled (spec §8: both rspC and rspDtc needed)', () => {
  it.each([
    [{ rspC: '44' }],
    [{ rspDtc: '401' }],
    [{ rspC: '', rspDtc: '401' }],
    [{ rspC: '44', rspDtc: null }],
    [{ rspC: NaN, rspDtc: '401' }],
    [{}],
  ])('given %j then ignores it', (response) => {
    expect(decideLoginError(response, { hasInlineHandler: true })).toEqual({ kind: 'ignore' });
  });

  it.each([null, undefined])('given %j then ignores it', (response) => {
    expect(decideLoginError(response, { hasInlineHandler: false })).toEqual({ kind: 'ignore' });
  });
});
