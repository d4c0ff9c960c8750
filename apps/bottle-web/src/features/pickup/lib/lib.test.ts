import { describe, expect, it } from 'vitest';
import type { PushNotice } from '@bottle/api';
import { addDays, bookableDates, formatApiDate, kstToday } from './dates';
import { EMPTY_DRAFT, parseDraft } from './draft';
import { msUntilNextWindow, secondsLeft, windowOf } from './pass-code-window';
import { holdDeadline, timeline } from './status';

const push = (no: number, type: PushNotice['push_type'], at: string, link = '/pickup/PK1'): PushNotice => ({
  push_no: `PS${no}`,
  push_type: type,
  title: '',
  body: '',
  send_dt: at,
  read_yn: 'N',
  link_kind: 'APPLIST',
  link_url: link,
});

describe('the pickup draft', () => {
  it('given a stored draft, when it is read back, then every field returns', () => {
    const d = { step: 'confirm', qty: 3, strCd: '361', pickupDt: '20261224', agreed: true };
    expect(parseDraft(JSON.stringify(d))).toEqual(d);
  });
  it('given malformed or foreign values, then each falls back to the empty draft field', () => {
    expect(parseDraft('not json')).toEqual(EMPTY_DRAFT);
    expect(parseDraft('null')).toEqual(EMPTY_DRAFT);
    expect(parseDraft(JSON.stringify({ step: 'pay', qty: 40, strCd: 5, pickupDt: '2026-12-24', agreed: 'yes' }))).toEqual(EMPTY_DRAFT);
  });
});

describe('pickup dates (KST)', () => {
  it('given 23:30 UTC, then today in Korea is already the next day', () => {
    expect(kstToday(Date.UTC(2026, 11, 23, 23, 30))).toBe('20261224');
  });
  it('gives 14 bookable days from today', () => {
    const days = bookableDates(Date.UTC(2026, 11, 30, 3));
    expect(days).toHaveLength(14);
    expect(days[0]).toBe('20261230');
    expect(days[2]).toBe('20270101');
  });
  it('formats API dates in Korean and English and adds days across a month', () => {
    expect(formatApiDate('20261224')).toBe('12월 24일 (목)');
    expect(formatApiDate('202612241030', 'en')).toBe('Thu, Dec 24 10:30');
    expect(formatApiDate('garbage')).toBe('garbage');
    expect(addDays('202612301015', 3)).toBe('202701021015');
  });
});

describe('the pass code window', () => {
  it('counts down to the next 30-second boundary', () => {
    expect(windowOf(59_999)).toBe(1);
    expect(msUntilNextWindow(60_000)).toBe(30_000);
    expect(msUntilNextWindow(89_001)).toBe(999);
    expect(secondsLeft(89_001)).toBe(1);
    expect(secondsLeft(60_000)).toBe(30);
  });
});

describe('the reservation timeline', () => {
  const base = { pickup_no: 'PK1', reg_dt: '202612241000' };
  it('given a reservation set aside, then confirmation and readiness are done and pickup is current; the hold ends 3 days later', () => {
    const pushes = [push(3, 'PICKUP_TYPE2', '202612241012'), push(2, 'PICKUP_TYPE1', '202612241002'), push(1, 'PICKUP', '202612241000'), push(9, 'PICKUP', '202612241000', '/pickup/PK2')];
    const items = timeline({ ...base, status: 'READY' }, pushes);
    expect(items.map((i) => [i.kind, i.state])).toEqual([
      ['received', 'done'],
      ['confirmed', 'done'],
      ['ready', 'done'],
      ['pickedUp', 'current'],
    ]);
    expect(holdDeadline({ pickup_no: 'PK1', status: 'READY' }, pushes)).toBe('202612271012');
  });
  it('given a move after confirmation, then the store must confirm again', () => {
    const pushes = [push(1, 'PICKUP', '202612241000'), push(2, 'PICKUP_TYPE1', '202612241002'), push(3, 'PICKUP', '202612241005')];
    const items = timeline({ ...base, status: 'RESERVED' }, pushes);
    expect(items.map((i) => [i.kind, i.state])).toEqual([
      ['received', 'done'],
      ['moved', 'done'],
      ['confirmed', 'current'],
      ['ready', 'upcoming'],
      ['pickedUp', 'upcoming'],
    ]);
  });
  it('given a cancelled reservation without notices, then it ends with the cancellation', () => {
    expect(timeline({ ...base, status: 'CANCELLED' }, undefined).map((i) => i.kind)).toEqual(['received', 'cancelled']);
  });
});
