// @vitest-environment node
/**
 * The footer tabs' and the product page's code is fetched when the browser is
 * idle (requestIdleCallback, with a timer where it is missing), so those screens open offline
 * once the app has loaded.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { IDLE_FALLBACK_MS, PREFETCH_DELAY_MS, prefetchWhenIdle, whenIdle, whenLoaded } from './prefetch';

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
    const waiting = whenIdle({ setTimeout: (callback: () => void, ms: number) => setTimeout(callback, ms) } as never).then(
      () => (done = true),
    );
    await vi.advanceTimersByTimeAsync(IDLE_FALLBACK_MS - 1);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await waiting;
    expect(done).toBe(true);
  });
});

describe('whenLoaded', () => {
  it('given a page still loading, then it waits for the load event; a loaded page resolves at once', async () => {
    let load: (() => void) | undefined;
    const loading = {
      setTimeout,
      document: { readyState: 'interactive' as DocumentReadyState },
      addEventListener: vi.fn((_: string, callback: () => void) => (load = callback)),
    };
    let done = false;
    const waiting = whenLoaded(loading as never).then(() => (done = true));
    await Promise.resolve();
    expect(done).toBe(false);
    expect(loading.addEventListener).toHaveBeenCalledWith('load', expect.any(Function), { once: true });
    load?.();
    await waiting;
    expect(done).toBe(true);
    await whenLoaded({ setTimeout, document: { readyState: 'complete' } } as never);
  });
});

describe('prefetchWhenIdle', () => {
  it(`given a loaded page, then nothing is fetched before ${PREFETCH_DELAY_MS} ms and an idle moment have passed (the first screen settles first)`, async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    let idle: (() => void) | undefined;
    const host = {
      setTimeout: (callback: () => void, ms: number) => setTimeout(callback, ms),
      requestIdleCallback: vi.fn((callback: () => void) => ((idle = callback), 1)),
      document: { readyState: 'complete' as DocumentReadyState },
    };
    void prefetchWhenIdle(host as never);
    await vi.advanceTimersByTimeAsync(PREFETCH_DELAY_MS - 1);
    expect(host.requestIdleCallback).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(host.requestIdleCallback).toHaveBeenCalledTimes(1);
    expect(idle).toBeTypeOf('function');
  });
});
