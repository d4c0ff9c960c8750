/**
 * In the app: the native back button is answered. A layer closed or a screen to
 * go back to is "handled"; at the app's first screen it is "not handled", so the shell leaves
 * the app instead of the web going back out of it.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createBridge, type Bridge } from '@bottle/bridge';
import { installFakeShell, type FakeShell } from '@bottle/bridge/testing';
import { canGoBack, routeNativeBack } from './native-back';

let shell: FakeShell | undefined;
let bridge: Bridge | undefined;
let off: (() => void) | undefined;

afterEach(() => {
  off?.();
  bridge?.dispose();
  shell?.();
  shell = bridge = off = undefined;
  window.history.replaceState(null, '');
});

function inShell(): FakeShell {
  shell = installFakeShell({ platform: 'android' });
  bridge = createBridge();
  off = routeNativeBack(bridge);
  return shell;
}

describe('routeNativeBack', () => {
  it('given the first screen of the app, when the member presses back, then the shell is told not handled and leaves natively', () => {
    window.history.replaceState({ idx: 0 }, '');
    const back = vi.spyOn(window.history, 'back');
    const s = inShell();
    expect(s.pressBack()).toBe(false);
    expect(s.state.nativeBacks).toBe(1);
    expect(back).not.toHaveBeenCalled();
  });

  it('given a screen to go back to, when the member presses back, then the web goes back and the shell is told handled', () => {
    window.history.replaceState({ idx: 2 }, '');
    const back = vi.spyOn(window.history, 'back').mockImplementation(() => undefined);
    const s = inShell();
    expect(s.pressBack()).toBe(true);
    expect(back).toHaveBeenCalledOnce();
    expect(s.state.nativeBacks).toBe(0);
  });
});

describe('canGoBack', () => {
  it.each([
    [null, false],
    [{ idx: 0 }, false],
    [{ idx: 'x' }, false],
    [{ idx: 1 }, true],
  ])('given history.state %j, then it is %s', (state, expected) => {
    expect(canGoBack({ history: { state } as History })).toBe(expected);
  });
});
