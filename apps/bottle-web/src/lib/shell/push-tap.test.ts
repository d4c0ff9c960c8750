/**
 * In the app: a tapped push notice opens its screen, also when the tap cold-started the
 * app and came before anyone listened, and never opens a link off the app's origin.
 */
import { describe, expect, it, vi } from 'vitest';
import { bridgeForTest, fakeShellForTest } from '../../testing/fake-shell';
import { pushTapTarget, routePushTaps } from './push-tap';

const ORIGIN = 'https://app.bottle.example';

describe('pushTapTarget', () => {
  it.each([
    ['/pickup/R0001', '/pickup/R0001'],
    ['/alarm?seq=12#top', '/alarm?seq=12#top'],
    ['/search?q=100%25', '/search?q=100%25'],
    [`${ORIGIN}/event/3?from=push`, '/event/3?from=push'],
  ])('given the link %s, then it opens %s', (url, expected) => {
    expect(pushTapTarget({ url }, ORIGIN)).toBe(expected);
  });

  it.each([
    ['no link', undefined],
    ['another site', 'https://evil.example/pickup'],
    ['a protocol-relative link', '//evil.example'],
    ['a script link', 'javascript:alert(1)'],
    ['an encoded dot-segment trick', '/%2e%2e/%2fevil.com'],
    ['a backslash trick', '/\\evil.example'],
    ['a relative path', 'pickup/1'],
    ['our origin over another scheme', 'ftp://app.bottle.example/x'],
  ])('given %s, then the push notice list opens instead', (_label, url) => {
    expect(pushTapTarget({ url }, ORIGIN)).toBe('/mypage/push');
  });
});

describe('routePushTaps', () => {
  it('given a tap that cold-started the app before the router listened, when it subscribes, then the tap is routed once', async () => {
    const shell = fakeShellForTest({ platform: 'android' });
    shell.emit('pushTap', { url: '/pickup/R0001', data: { msg_type: 'pickup' } });
    const bridge = bridgeForTest();
    const navigate = vi.fn();
    const off = routePushTaps(bridge, navigate, window.location.origin);
    await vi.waitFor(() => expect(navigate.mock.calls).toEqual([['/pickup/R0001']]));
    shell.emit('pushTap', { url: `${window.location.origin}/alarm`, data: {} });
    expect(navigate.mock.calls.at(-1)).toEqual(['/alarm']);
    off();
    shell.emit('pushTap', { url: '/event', data: {} });
    expect(navigate).toHaveBeenCalledTimes(2);
  });

  it('given a tap with a script link, then the bridge drops it and nothing opens', () => {
    const shell = fakeShellForTest({ platform: 'ios' });
    const bridge = bridgeForTest();
    const navigate = vi.fn();
    routePushTaps(bridge, navigate, window.location.origin);
    shell.emit('pushTap', { url: 'javascript:alert(1)', data: {} });
    expect(navigate).not.toHaveBeenCalled();
  });
});
