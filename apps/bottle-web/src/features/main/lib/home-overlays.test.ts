// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { MainPopup } from '@bottle/api';
import { ageConfirmedUntil, coversToday, needsAgeCheck, popupsOn } from './home-overlays';

const popup = (no: string, start_dt: string, end_dt: string): MainPopup => ({
  popup_no: no,
  title: no,
  img_url: '',
  link_kind: 'USELESS',
  start_dt,
  end_dt,
});

describe('home overlay rules', () => {
  it('given popups with periods, then only those holding today show, compared by day', () => {
    const list = [popup('a', '20260301', '20260302'), popup('b', '202603031000', '202603051800'), popup('c', '20260201', '20260228')];
    expect(popupsOn(list, '20260302').map((p) => p.popup_no)).toEqual(['a']);
    expect(popupsOn(list, '20260303').map((p) => p.popup_no)).toEqual(['b']);
  });

  it('given "don\'t show today" stored for a day, then it covers that day only; a malformed value covers nothing', () => {
    expect(coversToday('20260302', '20260302')).toBe(true);
    expect(coversToday('20260302', '20260303')).toBe(false);
    expect(coversToday('tomorrow', '20260302')).toBe(false);
    expect(coversToday(null, '20260302')).toBe(false);
  });

  it('given an age confirmed today, then it holds 365 days', () => {
    expect(ageConfirmedUntil('20260302')).toBe('20270301');
    expect(coversToday(ageConfirmedUntil('20260302'), '20270302')).toBe(false);
  });

  it('given who is looking and where, then the age check covers liquor pages for a visitor or an unverified member until confirmed', () => {
    const base = { path: '/', loggedIn: false, adultCertYn: undefined, confirmedUntil: null, today: '20260302' } as const;
    expect(needsAgeCheck(base)).toBe(true);
    expect(needsAgeCheck({ ...base, path: '/product/W00001' })).toBe(true);
    expect(needsAgeCheck({ ...base, confirmedUntil: '20260302' })).toBe(false);
    expect(needsAgeCheck({ ...base, path: '/login' })).toBe(false);
    expect(needsAgeCheck({ ...base, path: '/login_callback_kakao' })).toBe(false);
    expect(needsAgeCheck({ ...base, path: '/mypage/help' })).toBe(false);
    expect(needsAgeCheck({ ...base, loggedIn: true, adultCertYn: 'Y' })).toBe(false);
    expect(needsAgeCheck({ ...base, loggedIn: true, adultCertYn: undefined })).toBe(false);
    expect(needsAgeCheck({ ...base, loggedIn: true, adultCertYn: 'N' })).toBe(true);
  });
});
