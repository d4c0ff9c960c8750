import { describe, expect, it } from 'vitest';
import {
  ANONYMOUS_STORE_CODE,
  CHANNEL_HEADER_VALUE,
  DEFAULT_APP_VER,
  DEFAULT_DEVICE_OS,
  DEFAULT_STORE_ON_SKIP,
  GATEWAY_SERVICE,
  GATEWAY_SERVICE_HEADER,
  KEEP_UNUSED_DATA_FOR_SECONDS,
  RETRY_COUNT,
  SLIDE_DURATION_S,
  SSP_HEADERS,
  STORAGE_KEYS,
  SUSPENSE_MIN_STALE_TIME_MS,
  THEME_COLORS,
  ZOOM_RANGE,
  retryDelayMs,
} from './constants';
import { BARCODE_DEFAULTS, CHUNK_LOAD_TIMEOUT_MS, UPLOAD_CHUNK_SIZE } from './constants-screens';

describe('spec §9 constants', () => {
  it.each([
    ['channel header value', CHANNEL_HEADER_VALUE, '3'],
    ['retry count', RETRY_COUNT, 3],
    ['cache time (5 minutes, in seconds)', KEEP_UNUSED_DATA_FOR_SECONDS, 300],
    ['suspense minimum stale time', SUSPENSE_MIN_STALE_TIME_MS, 1000],
    ['default app_ver', DEFAULT_APP_VER, '0.0.0'],
    ['default device_os', DEFAULT_DEVICE_OS, 'web'],
    ['store on skipping setup', DEFAULT_STORE_ON_SKIP, '361'],
    ['store for anonymous store info', ANONYMOUS_STORE_CODE, '201'],
    ['chunk load timeout', CHUNK_LOAD_TIMEOUT_MS, 120000],
    ['slide duration', SLIDE_DURATION_S, 0.5],
    ['upload chunk size', UPLOAD_CHUNK_SIZE, 65536],
  ] as const)('%s is %j', (_name, actual, expected) => {
    expect(actual).toBe(expected);
  });

  it('zoom range is 0.5 to 5', () => {
    expect(ZOOM_RANGE).toEqual({ min: 0.5, max: 5 });
  });

  it('barcode defaults are bar width 2, height 100, margin 10, font size 20, shell heights 50 or 70', () => {
    expect(BARCODE_DEFAULTS).toEqual({ width: 2, height: 100, margin: 10, fontSize: 20, shellHeights: [50, 70] });
  });

  it.each([
    ['black', '#000'],
    ['white', '#fff'],
    ['red', '#d74728'],
    ['bottle_green', '#00484d'],
    ['gray_bg', '#f4f4f4'],
  ] as const)('theme colour %s is %s', (name, value) => {
    expect(THEME_COLORS[name]).toBe(value);
  });

  it('every theme colour is a CSS hex colour', () => {
    for (const value of Object.values(THEME_COLORS)) expect(value).toMatch(/^#([0-9a-f]{3}|[0-9a-f]{6})$/);
  });

  it('storage keys are exactly the spec §3 names', () => {
    expect(STORAGE_KEYS).toEqual({
      acesTkn: 'acesTkn',
      rnwTkn: 'rnwTkn',
      ssoTkn: 'ssoTkn',
      accessToken: 'access_token',
      refreshToken: 'refresh_token',
      autoLoginState: 'AUTO_LOGIN_STATE',
      threadId: 'threadId',
    });
  });

  it('headers are the spec §7 names plus a named gateway header', () => {
    expect(SSP_HEADERS).toEqual({ token: 'x-ssp-token', refreshToken: 'x-ssp-refresh-token', channel: 'x-ssp-channel' });
    expect(GATEWAY_SERVICE_HEADER).toMatch(/^[a-z-]+$/);
    expect(GATEWAY_SERVICE.bottle).not.toBe(GATEWAY_SERVICE.user);
  });
});

describe('retryDelayMs', () => {
  it.each([
    [0, 1000],
    [1, 2000],
    [2, 4000],
    [3, 8000],
    [4, 16000],
    [5, 30000],
    [6, 30000],
    [100, 30000],
    [Infinity, 30000],
  ])('given attempt %d then waits %d ms (min(1000 × 2^n, 30000))', (attempt, delay) => {
    expect(retryDelayMs(attempt)).toBe(delay);
  });

  it.each([
    [NaN, 1000],
    [-1, 1000],
    [-Infinity, 1000],
    [1.7, 2000],
  ])('given a bad attempt %d then falls back to %d ms', (attempt, delay) => {
    expect(retryDelayMs(attempt)).toBe(delay);
  });
});
