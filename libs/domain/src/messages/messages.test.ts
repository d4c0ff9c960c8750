import { describe, expect, it } from 'vitest';
import { MESSAGES, MESSAGE_KEYS, isMessageKey, lookupMessage, message, registerMessages } from './index';
import { domainMessagesKo } from './catalogue';

describe("the domain's strings", () => {
  it('has exactly the same keys in Korean and English', () => {
    expect(Object.keys(MESSAGES.en).sort()).toEqual(Object.keys(MESSAGES.ko).sort());
  });

  it('has no empty text in either language', () => {
    for (const key of MESSAGE_KEYS) {
      expect(MESSAGES.ko[key].trim(), `ko ${key}`).not.toBe('');
      expect(MESSAGES.en[key].trim(), `en ${key}`).not.toBe('');
    }
  });

  it('uses the same {placeholders} in both languages', () => {
    const names = (text: string): string[] => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1] ?? '').sort();
    for (const key of MESSAGE_KEYS) expect(names(MESSAGES.en[key]), key).toEqual(names(MESSAGES.ko[key]));
  });

  it('writes the domain Korean texts in Korean (each holds Hangul, placeholder-only ranges aside)', () => {
    const hangul = /[\uac00-\ud7a3]/;
    for (const [key, text] of Object.entries(domainMessagesKo)) {
      expect(hangul.test(text) || /^\{\w+\} ~ \{\w+\}$/.test(text), key).toBe(true);
    }
  });
});

describe('the spec §8 and §2 messages', () => {
  it.each([
    ['error.default', 'An error occurred. Please try again shortly.', '오류가 발생했습니다. 잠시 후 다시 시도해 주세요.'],
    ['error.unexpectedApplication', 'Unexpected Application Error!', '예기치 않은 애플리케이션 오류가 발생했습니다!'],
    ['login.recheckIdPassword', 'Please recheck the ID or password you entered.', '입력하신 아이디 또는 비밀번호를 다시 확인해 주세요.'],
    ['login.adultsOnly', '(44-415) This service is for adults only.', '(44-415) 성인만 이용할 수 있는 서비스입니다.'],
    [
      'login.duplicateMember',
      '(44-430) Duplicate member information exists. Please correct it via the loyalty-point customer center.',
      '(44-430) 중복된 회원 정보가 있습니다. 멤버십 포인트 고객센터를 통해 정정해 주세요.',
    ],
    ['store.addressCopied', 'The address has been copied.', '주소가 복사되었습니다.'],
    ['store.mainStoreSelected', 'The main store has been selected.', '대표 매장이 선택되었습니다.'],
    ['session.expired', 'Your login information has expired. Please log in again.', '로그인 정보가 만료되었습니다. 다시 로그인해 주세요.'],
  ] as const)('given key %s then en is %j and ko is %j', (key, en, ko) => {
    expect(message(key, 'en')).toBe(en);
    expect(message(key, 'ko')).toBe(ko);
  });

  it.each([
    'security.tampering',
    'aiAssistant.loading',
    'desktop.title',
    'desktop.goToWebsite',
    'desktop.scanQr',
    'update.title',
    'update.cancel',
    'update.update',
    'inspection.title',
    'loading.general',
  ] as const)('has the shell message %s', (key) => {
    expect(isMessageKey(key)).toBe(true);
  });
});

describe('message()', () => {
  it('defaults to Korean', () => {
    expect(message('store.addressCopied')).toBe('주소가 복사되었습니다.');
  });

  it('given a {name:을/를} placeholder, then the particle that follows the value is written, never the neutral form', () => {
    registerMessages({
      ko: { 'zz.removeConfirm': '‘{name}’{name:을/를} 마이 벙커에서 뺄까요?' },
      en: { 'zz.removeConfirm': 'Remove “{name}” from my bunker?' },
    });
    const remove = (lang: 'ko' | 'en', params: Record<string, string>) => lookupMessage('zz.removeConfirm', lang, params);
    expect(remove('ko', { name: '샤토 마고 2020' })).toBe('‘샤토 마고 2020’을 마이 벙커에서 뺄까요?');
    expect(remove('ko', { name: '모스카토 다스티' })).toBe('‘모스카토 다스티’를 마이 벙커에서 뺄까요?');
    // Latin or empty text cannot be read: the spec's neutral written form is the fallback.
    expect(remove('ko', { name: 'Opus One' })).toBe('‘Opus One’을(를) 마이 벙커에서 뺄까요?');
    expect(remove('en', { name: 'Opus One' })).toBe('Remove “Opus One” from my bunker?');
    // Without the param the placeholder stays visible, like any other.
    expect(remove('ko', {})).toBe('‘{name}’{name:을/를} 마이 벙커에서 뺄까요?');
  });

  it('fills {name} placeholders from params, numbers included', () => {
    expect(message('store.businessHoursRange', 'en', { start: '10:00', end: 22 })).toBe('10:00 – 22');
  });

  it('leaves a placeholder without a param visible instead of printing undefined', () => {
    expect(message('store.businessHoursRange', 'ko', { start: '10:00' })).toBe('10:00 ~ {end}');
  });

  it('ignores inherited object properties as params', () => {
    expect(message('store.businessHoursRange', 'ko', {})).toBe('{start} ~ {end}');
  });

  it('given an unknown language from untyped code then falls back to Korean', () => {
    expect(message('error.default', 'fr' as never)).toBe(MESSAGES.ko['error.default']);
  });

  it('given an unknown key from untyped code then returns the key rather than throwing', () => {
    expect(message('no.such.key' as never, 'en')).toBe('no.such.key');
  });

  it("tells the domain's keys from other strings (libs/ui's and the app's included)", () => {
    expect(isMessageKey('error.default')).toBe(true);
    expect(isMessageKey('ui.confirm')).toBe(false);
    expect(isMessageKey('toString')).toBe(false);
    expect(isMessageKey(undefined)).toBe(false);
  });
});
