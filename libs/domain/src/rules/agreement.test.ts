import { describe, expect, it } from 'vitest';
import { agreementLabel, allRequiredAccepted, isRequiredAgreement } from './agreement';

describe("agreementLabel (spec §5: '(필수)' for must_yn Y, '(선택)' for N)", () => {
  it.each([
    ['Y', 'ko', '(필수)'],
    ['N', 'ko', '(선택)'],
    ['Y', 'en', '(Required)'],
    ['N', 'en', '(Optional)'],
  ] as const)('given must_yn %s in %s then %s', (mustYn, lang, label) => {
    expect(agreementLabel(mustYn, lang)).toBe(label);
  });

  it('defaults to Korean', () => {
    expect(agreementLabel('Y')).toBe('(필수)');
  });

  it.each([null, undefined, '', 'y', 'YES', 1])('given malformed must_yn %j then optional', (value) => {
    expect(isRequiredAgreement(value)).toBe(false);
    expect(agreementLabel(value)).toBe('(선택)');
  });
});

describe('allRequiredAccepted', () => {
  const agreements = [
    { agmt_type: '1', must_yn: 'Y' },
    { agmt_type: 2, must_yn: 'Y' },
    { agmt_type: '3', must_yn: 'N' },
  ];

  it('given every required type accepted then true, optional ones aside', () => {
    expect(allRequiredAccepted(agreements, ['1', '2'])).toBe(true);
    expect(allRequiredAccepted(agreements, new Set(['1', '2', '3']))).toBe(true);
  });

  it('given a required type missing then false', () => {
    expect(allRequiredAccepted(agreements, ['1', '3'])).toBe(false);
  });

  it('given a required record without agmt_type then false', () => {
    expect(allRequiredAccepted([{ must_yn: 'Y' }], ['1'])).toBe(false);
  });

  it.each([null, undefined, []])('given no agreements (%j) then true', (value) => {
    expect(allRequiredAccepted(value, [])).toBe(true);
  });
});
