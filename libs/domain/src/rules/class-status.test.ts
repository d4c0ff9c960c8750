import { describe, expect, it } from 'vitest';
import { kstToday } from '../format/date';
import { classStatusOn, classTakesSignUps } from './class-status';

describe('classStatusOn (spec §4 class: soon, ongoing, ended)', () => {
  it('given a class day before today, then it has ended whatever the server said', () => {
    expect(classStatusOn({ class_dt: '20261223', status: 'CLASS_ING' }, '20261224')).toBe('CLASS_END');
    expect(classStatusOn({ class_dt: '20261223', apply_start_dt: '20261201', status: 'CLASS_SOON' }, '20261224')).toBe('CLASS_END');
  });

  it('given the class day is today, then it is still ongoing (sign-ups are taken up to the class day)', () => {
    expect(classStatusOn({ class_dt: '20261224', apply_start_dt: '20261201' }, '20261224')).toBe('CLASS_ING');
  });

  it('given a sign-up start after today, then it is soon; from that day on it is ongoing', () => {
    const cls = { class_dt: '20261231', apply_start_dt: '20261225' };
    expect(classStatusOn(cls, '20261224')).toBe('CLASS_SOON');
    expect(classStatusOn(cls, '20261225')).toBe('CLASS_ING');
  });

  it('given no sign-up start, then the server status stands for a day not yet passed, and a server END is never reopened', () => {
    expect(classStatusOn({ class_dt: '20261231', status: 'CLASS_SOON' }, '20261224')).toBe('CLASS_SOON');
    expect(classStatusOn({ class_dt: '20261231', status: 'CLASS_ING' }, '20261224')).toBe('CLASS_ING');
    expect(classStatusOn({ class_dt: '20261231', apply_start_dt: '20261201', status: 'CLASS_END' }, '20261224')).toBe('CLASS_END');
  });

  it('given a malformed class day, then the other facts decide; a malformed today is an error', () => {
    expect(classStatusOn({ class_dt: '2026-12-23', status: 'CLASS_ING' }, '20261224')).toBe('CLASS_ING');
    expect(() => classStatusOn({ class_dt: '20261224' }, '2026-12-24')).toThrow(RangeError);
  });

  it('takes sign-ups only while ongoing', () => {
    expect(classTakesSignUps({ class_dt: '20261231', apply_start_dt: '20261201' }, '20261224')).toBe(true);
    expect(classTakesSignUps({ class_dt: '20261231', apply_start_dt: '20261226' }, '20261224')).toBe(false);
    expect(classTakesSignUps({ class_dt: '20261223', status: 'CLASS_ING' }, '20261224')).toBe(false);
  });
});

describe('at the Korean day boundary (KST midnight is 15:00 UTC)', () => {
  const cls = { class_dt: '20261224', apply_start_dt: '20261225', status: 'CLASS_ING' as const };

  it('given 14:59 UTC on 24 December (23:59 in Korea), then a class on the 24th is ongoing', () => {
    const today = kstToday(Date.parse('2026-12-24T14:59:59Z'));
    expect(today).toBe('20261224');
    expect(classStatusOn({ class_dt: '20261224', status: 'CLASS_ING' }, today)).toBe('CLASS_ING');
    expect(classStatusOn(cls, today)).toBe('CLASS_SOON');
  });

  it('given 15:00 UTC on 24 December (00:00 on the 25th in Korea), then that class has ended and one opening on the 25th is ongoing', () => {
    const today = kstToday(Date.parse('2026-12-24T15:00:00Z'));
    expect(today).toBe('20261225');
    expect(classStatusOn({ class_dt: '20261224', status: 'CLASS_ING' }, today)).toBe('CLASS_END');
    expect(classStatusOn({ class_dt: '20261231', apply_start_dt: '20261225' }, today)).toBe('CLASS_ING');
  });
});
