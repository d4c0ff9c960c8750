import { describe, expect, it } from 'vitest';
import { isAdultByBirthDate, normalizePhone, signupProblems } from './signup';
import examples from './signup.examples.json';

const good = { login_id: 'newmember1', password: 'bottle1234', user_name: '김신입', mbl_no: '010-1234-5678', brth_dt: '19950305' };

describe('the sign-up profile', () => {
  it('given every field well formed, then nothing is refused', () => {
    expect(signupProblems(good, '20261128')).toEqual({});
  });

  it('given empty fields, then each one is required (a password of spaces is not trimmed away: it is refused for its form)', () => {
    expect(signupProblems({}, '20261128')).toEqual({
      login_id: 'required',
      password: 'required',
      user_name: 'required',
      mbl_no: 'required',
      brth_dt: 'required',
    });
  });

  // Rows of signup.examples.json (decision 0770): [field, a value of it, the problem it is refused for].
  it.each(examples.refused)('given %s "%s", then it is refused as %s', (field, value, problem) => {
    expect(signupProblems({ ...good, [field]: value }, '20261128')).toEqual({ [field]: problem });
  });

  it("given a birth date, then age counts by birth year (Korea's youth protection act): 19 calendar years back is an adult from 1 January", () => {
    expect(isAdultByBirthDate('20071231', '20260101')).toBe(true);
    expect(isAdultByBirthDate('20080101', '20261231')).toBe(false);
    expect(signupProblems({ ...good, brth_dt: '2007-12-31' }, '20260101')).toEqual({});
  });

  it('given a phone with dashes or spaces, then it is the same digits', () => {
    expect(normalizePhone('010 1234-5678')).toBe('01012345678');
  });
});
