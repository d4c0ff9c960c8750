/**
 * Distance, its wording and order, and the open-now rule. Every clock is an explicit instant
 * written in UTC with its Korean wall time beside it, and the open-now cases run again with the
 * process in other time zones: the rule reads Korean time, never the device's.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { distanceMeters, formatDistance, geoPointOf, isGeoPoint, sortByDistance, type GeoPoint } from './distance';
import { CLOSING_SOON_MIN, formatOpenState, isOpenNow, openStateAt, parseHourMinute, type StoreHours } from './open-state';

const JAMSIL: GeoPoint = { lat: 37.5111, lng: 127.098 };
const SEOUL_STATION: GeoPoint = { lat: 37.5556, lng: 126.9696 };
const BUSAN_GWANGBOK: GeoPoint = { lat: 35.0977, lng: 129.0366 };

describe('distanceMeters (haversine)', () => {
  it('given the same point, then 0', () => {
    expect(distanceMeters(JAMSIL, JAMSIL)).toBe(0);
  });

  it('given Jamsil and Seoul Station, then about 12.3 km (the known straight line), either way round', () => {
    const d = distanceMeters(JAMSIL, SEOUL_STATION);
    expect(d).toBeGreaterThan(12_200);
    expect(d).toBeLessThan(12_500);
    expect(distanceMeters(SEOUL_STATION, JAMSIL)).toBeCloseTo(d, 6);
  });

  it('given Seoul and Busan, then about 330 km', () => {
    const km = distanceMeters(SEOUL_STATION, BUSAN_GWANGBOK) / 1000;
    expect(km).toBeGreaterThan(320);
    expect(km).toBeLessThan(340);
  });

  it('given one degree of latitude, then 111.2 km on the mean sphere', () => {
    expect(distanceMeters({ lat: 0, lng: 0 }, { lat: 1, lng: 0 })).toBeCloseTo(111_195, -1);
  });

  it('given antipodes, then half the circumference (no NaN from rounding past 1)', () => {
    expect(distanceMeters({ lat: 0, lng: 0 }, { lat: 0, lng: 180 })).toBeCloseTo(Math.PI * 6_371_008.8, 0);
  });

  it('given a missing or broken point, then NaN, never 0 m', () => {
    expect(distanceMeters(JAMSIL, undefined)).toBeNaN();
    expect(distanceMeters(null, JAMSIL)).toBeNaN();
    expect(distanceMeters(JAMSIL, { lat: NaN, lng: 127 })).toBeNaN();
    expect(distanceMeters(JAMSIL, { lat: 91, lng: 127 })).toBeNaN();
  });
});

describe('geoPointOf and isGeoPoint', () => {
  it('reads numbers and numeric strings, refuses the rest', () => {
    expect(geoPointOf({ lat: 37.5, lng: 127 })).toEqual({ lat: 37.5, lng: 127 });
    expect(geoPointOf({ lat: '37.5', lng: '127.0' })).toEqual({ lat: 37.5, lng: 127 });
    expect(geoPointOf({ lat: '', lng: 127 })).toBeUndefined();
    expect(geoPointOf({ lat: 37.5 })).toBeUndefined();
    expect(geoPointOf(null)).toBeUndefined();
    expect(isGeoPoint({ lat: 0, lng: -181 })).toBe(false);
  });
});

describe('formatDistance', () => {
  it.each([
    [0, '0m', '0 m'],
    [4, '0m', '0 m'],
    [346, '350m', '350 m'],
    [994, '990m', '990 m'],
    [996, '1.0km', '1.0 km'],
    [1234, '1.2km', '1.2 km'],
    [9949, '9.9km', '9.9 km'],
    [9951, '10km', '10 km'],
    [12_345, '12km', '12 km'],
    [325_400, '325km', '325 km'],
    [1_234_567, '1,235km', '1,235 km'],
  ])('given %d m, then %s in Korean and %s in English', (meters, ko, en) => {
    expect(formatDistance(meters, 'ko')).toBe(ko);
    expect(formatDistance(meters, 'en')).toBe(en);
  });

  it('groups thousands without the locale machinery, whose first use loads locale data (a long task on a phone)', () => {
    const toLocale = vi.spyOn(Number.prototype, 'toLocaleString');
    try {
      expect(formatDistance(9_876_543, 'en')).toBe('9,877 km');
      expect(toLocale).not.toHaveBeenCalled();
    } finally {
      toLocale.mockRestore();
    }
  });

  it('given no readable distance, then nothing', () => {
    expect(formatDistance(NaN)).toBe('');
    expect(formatDistance(-1)).toBe('');
    expect(formatDistance(undefined)).toBe('');
    expect(formatDistance(Infinity)).toBe('');
  });
});

describe('sortByDistance', () => {
  const stores = [
    { code: 'busan', point: BUSAN_GWANGBOK },
    { code: 'none', point: undefined },
    { code: 'seoul', point: SEOUL_STATION },
    { code: 'jamsil', point: JAMSIL },
    { code: 'jamsil-twin', point: JAMSIL },
  ];

  it('given a member at Jamsil, then nearest first, equal distances in list order, stores without a point last', () => {
    const sorted = sortByDistance(stores, { lat: 37.512, lng: 127.1 }, (s) => s.point);
    expect(sorted.map((s) => s.item.code)).toEqual(['jamsil', 'jamsil-twin', 'seoul', 'busan', 'none']);
    expect(sorted[0]?.meters).toBeLessThan(300);
    expect(sorted[4]?.meters).toBeNaN();
  });

  it('given no position, then the list order unchanged, every distance unknown', () => {
    const sorted = sortByDistance(stores, undefined, (s) => s.point);
    expect(sorted.map((s) => s.item.code)).toEqual(stores.map((s) => s.code));
    expect(sorted.every((s) => Number.isNaN(s.meters))).toBe(true);
  });
});

describe('parseHourMinute', () => {
  it.each([
    ['1000', 600],
    ['10:30', 630],
    ['0000', 0],
    ['2400', 1440],
    [' 2359 ', 1439],
  ])('%s → %d', (v, m) => expect(parseHourMinute(v)).toBe(m));
  it.each(['', '2401', '2500', '1060', '10', 'abcd', null, undefined])('%s → undefined', (v) => expect(parseHourMinute(v)).toBeUndefined());
});

/** An instant given as its Korean wall time (UTC+9): kst('2026-11-28 22:30'). */
const kst = (wall: string) => Date.parse(`${wall.replace(' ', 'T')}:00+09:00`);

const DAILY: StoreHours = { bsns_start_time: '1000', bsns_end_time: '2300', hldy_list: ['20261122', '20261213'] };
const LATE: StoreHours = { bsns_start_time: '1800', bsns_end_time: '0200', hldy_list: ['20261129'] };

const ZONES = ['UTC', 'Asia/Seoul', 'America/Los_Angeles', 'Pacific/Kiritimati'];

describe.each(ZONES)('openStateAt with the device in %s', (zone) => {
  const before = process.env['TZ'];
  afterEach(() => {
    if (before === undefined) delete process.env['TZ'];
    else process.env['TZ'] = before;
  });
  // The store's state at a Korean wall time, computed with the device in this zone.
  const stateAt = (hours: StoreHours, wall: string) => {
    process.env['TZ'] = zone;
    return openStateAt(hours, kst(wall));
  };

  it('given 09:59 KST on a working day, then opens at 10:00 (today)', () => {
    expect(stateAt(DAILY, '2026-11-28 09:59')).toEqual({ kind: 'opens', opensAt: '10:00', tomorrow: false });
  });

  it('given 10:00 KST (the UTC day before), then open until 23:00', () => {
    // 2026-11-28 10:00 KST is 01:00 UTC the same day; 08:00 KST would be the UTC day before.
    expect(stateAt(DAILY, '2026-11-28 10:00')).toEqual({ kind: 'open', closesAt: '23:00', nextDay: false, minutesLeft: 780 });
    expect(stateAt(DAILY, '2026-11-28 21:59').kind).toBe('open');
  });

  it(`given the last ${CLOSING_SOON_MIN} minutes, then closes at 23:00`, () => {
    expect(stateAt(DAILY, '2026-11-28 22:00')).toEqual({ kind: 'closing', closesAt: '23:00', nextDay: false, minutesLeft: 60 });
    expect(isOpenNow(stateAt(DAILY, '2026-11-28 22:59'))).toBe(true);
  });

  it('given 23:00 KST, then closed and opens tomorrow at 10:00', () => {
    expect(stateAt(DAILY, '2026-11-28 23:00')).toEqual({ kind: 'opens', opensAt: '10:00', tomorrow: true });
  });

  it('given a day of hldy_list (Korean day), then closed today all day', () => {
    for (const t of ['2026-11-22 00:30', '2026-11-22 12:00', '2026-11-22 23:30']) {
      expect(stateAt(DAILY, t)).toEqual({ kind: 'closed-today' });
    }
  });

  it('given the evening before a holiday after closing, then closed today (no opening tomorrow)', () => {
    expect(stateAt(DAILY, '2026-12-12 23:10')).toEqual({ kind: 'closed-today' });
  });

  it('given the day after a holiday before opening, then opens at 10:00 today', () => {
    expect(stateAt(DAILY, '2026-11-23 08:00')).toEqual({ kind: 'opens', opensAt: '10:00', tomorrow: false });
  });

  describe('hours past midnight (18:00–02:00)', () => {
    it('given 23:30, then open until 02:00 the next day', () => {
      expect(stateAt(LATE, '2026-11-27 23:30')).toEqual({ kind: 'open', closesAt: '02:00', nextDay: true, minutesLeft: 150 });
    });

    it("given 01:30, then yesterday's opening still runs: closes at 02:00 today", () => {
      expect(stateAt(LATE, '2026-11-28 01:30')).toEqual({ kind: 'closing', closesAt: '02:00', nextDay: false, minutesLeft: 30 });
    });

    it('given 02:00 to 17:59, then opens at 18:00 today', () => {
      expect(stateAt(LATE, '2026-11-28 02:00')).toEqual({ kind: 'opens', opensAt: '18:00', tomorrow: false });
      expect(stateAt(LATE, '2026-11-28 17:59')).toEqual({ kind: 'opens', opensAt: '18:00', tomorrow: false });
    });

    it("given a holiday's small hours, then the evening before still closes at 02:00; from then closed today", () => {
      expect(stateAt(LATE, '2026-11-29 01:00').kind).toBe('closing');
      expect(stateAt(LATE, '2026-11-29 02:00')).toEqual({ kind: 'closed-today' });
      expect(stateAt(LATE, '2026-11-29 20:00')).toEqual({ kind: 'closed-today' });
    });

    it("given the small hours after a holiday, then no opening runs (the holiday's evening had none)", () => {
      expect(stateAt(LATE, '2026-11-30 01:00')).toEqual({ kind: 'opens', opensAt: '18:00', tomorrow: false });
    });
  });

  it('given equal start and end, then open all day', () => {
    expect(stateAt({ bsns_start_time: '0000', bsns_end_time: '2400' }, '2026-11-28 03:00').kind).toBe('open');
    expect(stateAt({ bsns_start_time: '0000', bsns_end_time: '0000' }, '2026-11-28 12:00').kind).toBe('open');
  });
});

describe('openStateAt with unreadable data', () => {
  it('given no hours, then unknown, but a holiday is still closed today', () => {
    expect(openStateAt({}, kst('2026-11-28 12:00'))).toEqual({ kind: 'unknown' });
    expect(openStateAt({ bsns_start_time: '10시', bsns_end_time: '2200' }, kst('2026-11-28 12:00'))).toEqual({ kind: 'unknown' });
    expect(openStateAt({ hldy_list: ['20261128'] }, kst('2026-11-28 12:00'))).toEqual({ kind: 'closed-today' });
  });

  it('given broken holiday entries, then they are ignored', () => {
    expect(openStateAt({ ...DAILY, hldy_list: ['2026-11-28', '', null, '20261332'] }, kst('2026-11-28 12:00')).kind).toBe('open');
  });

  it('given an invalid instant, then unknown', () => {
    expect(openStateAt(DAILY, NaN)).toEqual({ kind: 'unknown' });
  });
});

describe('formatOpenState', () => {
  it.each([
    [{ kind: 'open', closesAt: '23:00', nextDay: false, minutesLeft: 200 }, '영업 중 · 23:00까지', 'Open now · until 23:00'],
    [
      { kind: 'open', closesAt: '02:00', nextDay: true, minutesLeft: 200 },
      '영업 중 · 다음 날 02:00까지',
      'Open now · until 02:00 (next day)',
    ],
    [{ kind: 'closing', closesAt: '23:00', nextDay: false, minutesLeft: 20 }, '곧 마감 · 23:00 마감', 'Closes at 23:00'],
    [{ kind: 'opens', opensAt: '10:00', tomorrow: false }, '10:00 영업 시작', 'Opens at 10:00'],
    [{ kind: 'opens', opensAt: '10:00', tomorrow: true }, '내일 10:00 영업 시작', 'Opens tomorrow at 10:00'],
    [{ kind: 'closed-today' }, '오늘 휴무', 'Closed today'],
    [{ kind: 'unknown' }, '', ''],
  ] as const)('%o → %s / %s', (state, ko, en) => {
    expect(formatOpenState(state, 'ko')).toBe(ko);
    expect(formatOpenState(state, 'en')).toBe(en);
  });
});
