import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages';
import {
  ANALYTICS_EVENTS,
  ANALYTICS_PLATFORM,
  SCREENS,
  analyticsEvent,
  isValidAnalyticsEventName,
  platformOf,
  screenViewEvent,
} from './index';

describe('analytics platform (spec §7: WebView or MobileWeb)', () => {
  it('names the two platforms exactly', () => {
    expect(ANALYTICS_PLATFORM).toEqual({ webView: 'WebView', mobileWeb: 'MobileWeb' });
  });

  it.each([
    [true, 'WebView'],
    [false, 'MobileWeb'],
  ] as const)('given web view %s then %s', (isWebView, platform) => {
    expect(platformOf(isWebView)).toBe(platform);
  });
});

describe('screen names (spec §2)', () => {
  it('covers every screen the spec names', () => {
    const spec = [
      'main',
      'promotion',
      'tasting list',
      'tasting write',
      'tasting detail',
      'search page',
      'my bunker',
      'reservation details',
      'my page',
      'wine navigation',
      'event',
      'alarm',
      'pickup list',
      'recommendation item',
      'AI sommelier',
      'my diary',
      'login page',
      'age verification popup',
      'terms popup',
    ];
    const names = Object.values(SCREENS).map((s) => s.name);
    for (const screen of spec) expect(names).toContain(screen.toLowerCase().replace(/ /g, '_'));
  });

  it('gives every screen a title in the message catalogue', () => {
    for (const screen of Object.values(SCREENS)) expect(MESSAGES.en[screen.title]).toBeTruthy();
  });
});

describe('event catalogue', () => {
  const names = Object.values(ANALYTICS_EVENTS);

  it('has unique, GA4-valid names', () => {
    expect(new Set(names).size).toBe(names.length);
    for (const name of names) expect(isValidAnalyticsEventName(name), name).toBe(true);
  });

  it('holds about 100 events as the spec counts', () => {
    expect(names.length).toBeGreaterThanOrEqual(90);
  });

  it.each(['google_x', 'ga_x', '1abc', 'a-b', 'x'.repeat(41), '', null])('rejects %j', (name) => {
    expect(isValidAnalyticsEventName(name)).toBe(false);
  });
});

describe('analyticsEvent', () => {
  it('always sets the platform, which wins over a platform param, and drops undefined params', () => {
    expect(analyticsEvent(ANALYTICS_EVENTS.searchSubmit, 'WebView', { keyword: '와인', platform: 'x', page: undefined })).toEqual({
      name: 'search_submit',
      params: { keyword: '와인', platform: 'WebView' },
    });
  });

  it('builds screen_view events with the spec screen name', () => {
    expect(screenViewEvent('myBunker', 'MobileWeb')).toEqual({
      name: 'screen_view',
      params: { screen_name: 'my_bunker', platform: 'MobileWeb' },
    });
  });
});
