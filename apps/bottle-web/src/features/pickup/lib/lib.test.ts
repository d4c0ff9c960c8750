// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { PickupHistoryItem, PickupHistoryStatus } from '@bottle/api';
import { addDays, formatDayLabel, kstToday } from '@bottle/domain';
import { BOOKING_DAYS, bookableDates } from './booking-window';
import { EMPTY_DRAFT, parseDraft } from './draft';
import { REROUTE_OFFERS, rerouteOffers } from './reroute';
import { canCallStore, canCancel, holdDeadline, isStoreConfirmed, lastStepKey, REFUSE_REASON_LABEL, timeline } from './status';
import { pickupMessages } from '../messages';

describe('the pickup draft', () => {
  it('given a stored draft, when it is read back, then every field returns', () => {
    const d = {
      step: 'confirm',
      qty: 3,
      strCd: '361',
      pickupDt: '20261224',
      agreed: true,
      attempt: 'a1b2c3d4-0000-4000-8000-000000000001',
    };
    expect(parseDraft(JSON.stringify(d))).toEqual(d);
  });
  it('given malformed or foreign values, then each falls back to the empty draft field', () => {
    expect(parseDraft('not json')).toEqual(EMPTY_DRAFT);
    expect(parseDraft('null')).toEqual(EMPTY_DRAFT);
    expect(parseDraft(JSON.stringify({ step: 'pay', qty: 40, strCd: 5, pickupDt: '2026-12-24', agreed: 'yes', attempt: 'x y' }))).toEqual(
      EMPTY_DRAFT,
    );
  });
});

describe('pickup dates (KST, libs/domain date module)', () => {
  it('given 23:30 UTC, then today in Korea is already the next day', () => {
    expect(kstToday(Date.UTC(2026, 11, 23, 23, 30))).toBe('20261224');
  });
  it.each([
    // [now (UTC), first bookable day, third bookable day, last bookable day]
    [Date.UTC(2026, 11, 30, 3), '20261230', '20270101', '20270112'],
    [Date.UTC(2026, 11, 30, 14, 59, 59), '20261230', '20270101', '20270112'],
    [Date.UTC(2026, 11, 30, 15), '20261231', '20270102', '20270113'],
    [Date.UTC(2028, 1, 27, 15), '20280228', '20280301', '20280312'],
  ])('given now is %d, when the booking window is listed, then 14 Korean days from %s', (now, first, third, last) => {
    const days = bookableDates(now);
    expect(days).toHaveLength(BOOKING_DAYS);
    expect(days[0]).toBe(first);
    expect(days[2]).toBe(third);
    expect(days.at(-1)).toBe(last);
    expect(new Set(days).size).toBe(BOOKING_DAYS);
  });
  it('formats API dates in Korean and English and adds days across a month', () => {
    expect(formatDayLabel('20261224')).toBe('12월 24일 (목)');
    expect(formatDayLabel('202612241030', 'en')).toBe('Thu, Dec 24 10:30');
    expect(formatDayLabel('garbage')).toBe('');
    expect(addDays('202612301015', 3)).toBe('202701021015');
  });
});

describe('cancel or call the store', () => {
  const h = (stat: PickupHistoryStatus, dt = '202611021000') => ({ stat, dt });
  it('given a reservation the store has not confirmed, then it can be cancelled and there is no call button', () => {
    const r = { status: 'RESERVED' as const, hist_list: [h('RESERVED')] };
    expect(isStoreConfirmed(r)).toBe(false);
    expect(canCancel(r)).toBe(true);
    expect(canCallStore(r)).toBe(false);
  });

  it('given the store confirmed it or set it aside, then cancel gives way to calling the store', () => {
    for (const r of [
      { status: 'RESERVED' as const, hist_list: [h('RESERVED'), h('CONFIRMED')] },
      { status: 'READY' as const, hist_list: [h('RESERVED'), h('CONFIRMED'), h('READY')] },
    ]) {
      expect(canCancel(r)).toBe(false);
      expect(canCallStore(r)).toBe(true);
    }
  });

  it('given a confirmed reservation moved to another store, then the new store has not confirmed it: one-tap cancel again', () => {
    const r = { status: 'RESERVED' as const, hist_list: [h('RESERVED'), h('CONFIRMED'), h('MOVED')] };
    expect(canCancel(r)).toBe(true);
  });

  it('given a closed reservation, then neither cancel nor call shows', () => {
    for (const status of ['PICKED_UP', 'CANCELLED', 'EXPIRED'] as const) {
      const r = { status, hist_list: [h('RESERVED'), h(status)] };
      expect(canCancel(r)).toBe(false);
      expect(canCallStore(r)).toBe(false);
    }
  });

  it('given a new step, then the step key changes and names the step', () => {
    const before = lastStepKey({ hist_list: [h('RESERVED')] });
    const after = lastStepKey({ hist_list: [h('RESERVED'), h('CONFIRMED')] });
    expect(after?.key).not.toBe(before?.key);
    expect(after?.stat).toBe('CONFIRMED');
    expect(lastStepKey(undefined)).toBeUndefined();
  });
});

describe('the reservation timeline (hist_list, libs/api A17)', () => {
  const base = { reg_dt: '202612241000', hold_end_dt: '202612271012' };
  const h = (stat: PickupHistoryItem['stat'], dt: string, str_cd = '361'): PickupHistoryItem => ({ stat, dt, str_cd });

  it('given a reservation set aside, then received, confirmation and readiness are done at their times and pickup is current; the hold end shows', () => {
    const hist_list = [h('RESERVED', '202612241000'), h('CONFIRMED', '202612241002'), h('READY', '202612241012')];
    const items = timeline({ ...base, status: 'READY', hist_list });
    expect(items.map((i) => [i.kind, i.state, i.at])).toEqual([
      ['received', 'done', '202612241000'],
      ['confirmed', 'done', '202612241002'],
      ['ready', 'done', '202612241012'],
      ['pickedUp', 'current', undefined],
    ]);
    expect(holdDeadline({ status: 'READY', hold_end_dt: '202612271012' })).toBe('202612271012');
  });

  it('given a reservation not yet set aside, then no hold deadline is given (it starts when the order is ready)', () => {
    expect(holdDeadline({ status: 'RESERVED', hold_end_dt: '202612271012' })).toBeNull();
  });

  it('given a move after confirmation, then the earlier confirmation stays in the history and the store must confirm again', () => {
    const hist_list = [h('RESERVED', '202612241000'), h('CONFIRMED', '202612241002'), h('MOVED', '202612241005', '201')];
    const items = timeline({ ...base, status: 'RESERVED', hist_list });
    expect(items.map((i) => [i.kind, i.state])).toEqual([
      ['received', 'done'],
      ['confirmed', 'done'],
      ['moved', 'done'],
      ['confirmed', 'current'],
      ['ready', 'upcoming'],
      ['pickedUp', 'upcoming'],
    ]);
  });

  it('given an expired reservation with a reminder, then it ends with the expiry at its time, and a step a newer server adds is left out', () => {
    const hist_list = [
      h('RESERVED', '202612241000'),
      h('CONFIRMED', '202612241002'),
      h('READY', '202612241012'),
      { stat: 'AUDITED', dt: '202612251000' } as unknown as PickupHistoryItem,
      h('REMINDED', '202612261012'),
      h('EXPIRED', '202612271012'),
    ];
    const items = timeline({ ...base, status: 'EXPIRED', hist_list });
    expect(items.map((i) => i.kind)).toEqual(['received', 'confirmed', 'ready', 'reminder', 'expired']);
    expect(items.at(-1)?.at).toBe('202612271012');
  });

  it('given the desk locked pass checks after wrong codes, then the timeline shows the refusal with its reason, and a member reads what happened in both languages', () => {
    const hist_list = [
      h('RESERVED', '202612241000'),
      h('CONFIRMED', '202612241002'),
      h('READY', '202612241012'),
      { ...h('REFUSED', '202612241100'), rsn_cd: 'PASS_LOCKED' as const },
    ];
    const items = timeline({ ...base, status: 'READY', hist_list });
    expect(items.find((i) => i.kind === 'refused')).toMatchObject({ state: 'done', at: '202612241100', reason: 'PASS_LOCKED' });
    const key = 'pickup.refuseReason.PASS_LOCKED' as const;
    expect(REFUSE_REASON_LABEL.PASS_LOCKED).toBe(key);
    expect(pickupMessages.ko[key]).toContain('신분증');
    expect(pickupMessages.en[key]).toContain('ID');
  });

  it('given a cancelled reservation without history, then it reads received at its registration and ends with the cancellation', () => {
    expect(timeline({ ...base, status: 'CANCELLED', hist_list: [] }).map((i) => [i.kind, i.at])).toEqual([
      ['received', '202612241000'],
      ['cancelled', undefined],
    ]);
  });
});

describe('one-tap reroute offers', () => {
  const store = (str_cd: string, str_addr: string, stock: number | undefined, main = false) => ({
    str_cd,
    str_nm: `S${str_cd}`,
    str_addr,
    stock,
    main,
  });
  const rows = [
    store('361', '서울특별시 송파구 올림픽로 240', 0, true),
    store('210', '경기도 성남시 분당구', 9),
    store('201', '서울특별시 중구 청파로', 5),
    store('207', '서울특별시 송파구 충민로 10', 2),
    store('218', '부산광역시 중구 중앙대로', 20),
    store('202', '서울특별시 구로구', 1),
    store('203', '서울특별시 강서구', undefined),
  ];

  it('given the store that failed, then the same district comes first, then the same city, never the failed store, one without enough or with unknown stock', () => {
    expect(rerouteOffers(rows, '361', 2).map((r) => r.str_cd)).toEqual(['207', '201', '210']);
  });

  it('given more bottles wanted, then only stores with that many are offered, at most three', () => {
    expect(rerouteOffers(rows, '361', 6).map((r) => r.str_cd)).toEqual(['210', '218']);
    expect(rerouteOffers(rows, '361', 1)).toHaveLength(REROUTE_OFFERS);
  });

  it('given equals, then the main store comes first', () => {
    const withMain = [store('201', '서울특별시 중구', 5), store('202', '서울특별시 구로구', 5, true), store('999', '서울특별시 강남구', 0)];
    expect(rerouteOffers(withMain, '999', 1).map((r) => r.str_cd)).toEqual(['202', '201']);
  });

  it('given positions, then the nearest to the failed store by real distance, whatever the district names say, with the distance', () => {
    const at = (row: ReturnType<typeof store>, lat: number, lng: number) => ({ ...row, lat, lng });
    const placed = [
      at(store('361', '서울특별시 송파구 올림픽로 240', 0, true), 37.5111, 127.098),
      // Same district name but 4.4 km away.
      at(store('207', '서울특별시 송파구 충민로 10', 5), 37.4775, 127.1243),
      // Another district, across the river, 2.8 km away.
      at(store('209', '서울특별시 광진구 광나루로56길 85', 5), 37.536, 127.0949),
      at(store('218', '부산광역시 중구 중앙대로 2', 5), 35.0977, 129.0366),
      // No position: after every store with one.
      store('201', '서울특별시 중구 청파로', 5),
    ];
    const offers = rerouteOffers(placed, '361', 1);
    expect(offers.map((r) => r.str_cd)).toEqual(['209', '207', '218']);
    expect(offers[0]?.meters).toBeGreaterThan(2_000);
    expect(offers[0]?.meters).toBeLessThan(3_500);
    expect(rerouteOffers(placed, '361', 1).every((r) => !Number.isNaN(r.meters))).toBe(true);
  });
});

describe('a reservation paid when reserving, on the timeline', () => {
  it('given it was paid then cancelled and refunded, then the timeline shows the payment and the refund with their amounts, in order', () => {
    const hist: PickupHistoryItem[] = [
      { stat: 'RESERVED', dt: '202611261000' },
      { stat: 'PAID', dt: '202611261000', amt: 185_790 },
      { stat: 'CANCELLED', dt: '202611261005' },
      { stat: 'REFUNDED', dt: '202611261005', amt: 185_790, refund_rsn: 'MEMBER_CANCEL' },
    ];
    const items = timeline({ status: 'CANCELLED', reg_dt: '202611261000', hist_list: hist });
    expect(items.map((i) => [i.kind, i.amount])).toEqual([
      ['received', undefined],
      ['paid', 185_790],
      ['cancelled', undefined],
      ['refunded', 185_790],
    ]);
  });
});
