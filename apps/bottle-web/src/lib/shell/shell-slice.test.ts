// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { isDesktopBrowser } from './shell-slice';

const UA = {
  chromeMac: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36',
  chromeWin: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36',
  android: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Mobile Safari/537.36',
  iphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1',
  ipadOs: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Safari/605.1.15',
};

describe('desktop browser detection (spec §2 desktop guidance)', () => {
  it.each([
    ['Chrome on macOS', UA.chromeMac, 0, false, true],
    ['Chrome on Windows', UA.chromeWin, 0, false, true],
    ['Chrome on Android', UA.android, 5, false, false],
    ['Safari on iPhone', UA.iphone, 5, false, false],
    ['iPadOS Safari (desktop UA, touch)', UA.ipadOs, 5, false, false],
    ['the native shell, whatever its UA', UA.chromeMac, 0, true, false],
  ])('given %s, then desktop is %s', (_name, ua, touch, webView, desktop) => {
    expect(isDesktopBrowser(ua, touch, webView)).toBe(desktop);
  });
});
