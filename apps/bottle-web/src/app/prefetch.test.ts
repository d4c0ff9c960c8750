/**
 * Issue 12 item 2: the footer tabs' and the product page's code is fetched when the browser is
 * idle (requestIdleCallback, with a timer where it is missing), so those screens open offline
 * once the app has loaded.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { IDLE_FALLBACK_MS, whenIdle } from './prefetch';

afterEach(() => vi.useRealTimers());

describe('whenIdle', () => {
  it('given requestIdleCallback, then it waits for the idle callback', async () => {
    let idle: (() => void) | undefined;
    const host = { setTimeout: vi.fn(), requestIdleCallback: vi.fn((callback: () => void) => ((idle = callback), 1)) };
    let done = false;
    const waiting = whenIdle(host as never).then(() => (done = true));
    await Promise.resolve();
    expect(done).toBe(false);
    expect(host.setTimeout).not.toHaveBeenCalled();
    idle?.();
    await waiting;
    expect(done).toBe(true);
  });

  it(`given no requestIdleCallback (older WebKit), then it waits ${IDLE_FALLBACK_MS} ms`, async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    let done = false;
    const waiting = whenIdle({ setTimeout: (callback: () => void, ms: number) => setTimeout(callback, ms) } as never).then(() => (done = true));
    await vi.advanceTimersByTimeAsync(IDLE_FALLBACK_MS - 1);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await waiting;
    expect(done).toBe(true);
  });
});
