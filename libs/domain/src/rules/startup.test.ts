import { describe, expect, it } from 'vitest';
import { needsMandatoryUpdate, securityAfterHash, securityFirstStep } from './startup';

describe('mandatory update (spec §4: installed lower than required for the OS)', () => {
  it.each([
    [{ deviceOs: 'I', appVer: '1.9.9', iosVer: '1.10.0', andVer: '9.9.9' }, true],
    [{ deviceOs: 'I', appVer: '1.10.0', iosVer: '1.10.0', andVer: '9.9.9' }, false],
    [{ deviceOs: 'A', appVer: '2.0.0', iosVer: '9.9.9', andVer: '2.0.1' }, true],
    [{ deviceOs: 'A', appVer: '2.1', iosVer: '9.9.9', andVer: '2.0.1' }, false],
    [{ deviceOs: 'web', appVer: '0.0.0', iosVer: '9.9.9', andVer: '9.9.9' }, false],
    [{ deviceOs: 'A', appVer: '1.0.0', andVer: null }, false],
    [{ deviceOs: 'I', appVer: '1.0.0', iosVer: '' }, false],
    [{ deviceOs: null, appVer: null }, false],
    [{ deviceOs: 'I', appVer: null, iosVer: '0.0.1' }, true],
  ])('given %j then %s', (check, expected) => {
    expect(needsMandatoryUpdate(check)).toBe(expected);
  });
});

describe('security check (spec §4)', () => {
  it.each([
    [{ compromised: 'Y', certKeyDvs: 'D' }, 'quit'],
    [{ compromised: 'N', certKeyDvs: 'D' }, 'pass'],
    [{ compromised: 'N', certKeyDvs: 'S' }, 'verify-hash'],
    [{}, 'verify-hash'],
  ] as const)('given native result %j then %s', (result, expected) => {
    expect(securityFirstStep(result)).toBe(expected);
  });

  it.each([
    ['N', 'quit'],
    ['Y', 'pass'],
    [undefined, 'pass'],
  ] as const)('given valid_yn %j then %s', (validYn, expected) => {
    expect(securityAfterHash(validYn)).toBe(expected);
  });
});
