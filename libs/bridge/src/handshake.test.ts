/**
 * The web says `ready`, events that come before a subscriber are kept
 * (bounded, with an expiry) so a cold-start push tap opens its screen, and `back` is answered
 * handled / not handled so the shell knows whether to go back natively.
 */
import { describe, expect, it, vi } from 'vitest';
import { EVENT_MAX_AGE_MS } from './bridge';
import { BRIDGE_EVENTS, PROTOCOL_VERSION } from './protocol';
import { trackBridges } from './test-support/helpers';

const { installShell, bridgeOn } = trackBridges();

const microtasks = () => new Promise<void>((resolve) => queueMicrotask(resolve));

describe('ready', () => {
  it.each(['ios', 'android'] as const)(
    'given the %s shell, when the bridge is created, then it posts ready with the version and its events',
    (platform) => {
      const shell = installShell({ platform });
      bridgeOn();
      expect(shell.signals.map((s) => s.fields)).toEqual([
        expect.objectContaining({ v: PROTOCOL_VERSION, type: 'ready', events: [...BRIDGE_EVENTS] }),
      ]);
      expect(shell.state.ready).toBe(true);
    },
  );

  it('given a plain browser, then nothing is posted and nothing throws', () => {
    expect(() => bridgeOn()).not.toThrow();
  });
});

describe('events before the web is ready or subscribed', () => {
  it('given a push tap that cold-starts the app (sent before the page is ready), when the app subscribes later, then it gets the tap once', async () => {
    const shell = installShell({ platform: 'android' });
    expect(shell.emit('pushTap', { url: '/alarm?seq=7', data: { msg_type: 'pickup' } })).toBe(false); // queued by the shell
    const { bridge } = bridgeOn(); // ready: the shell sends what it queued
    await microtasks();
    const first = vi.fn();
    bridge.on('pushTap', first);
    await microtasks();
    expect(first).toHaveBeenCalledExactlyOnceWith({ url: '/alarm?seq=7', data: { msg_type: 'pickup' } });
    const second = vi.fn();
    bridge.on('pushTap', second);
    await microtasks();
    expect(second).not.toHaveBeenCalled(); // consumed
  });

  it('given an event after ready but before any subscriber, then the first subscriber gets it after on() returns', async () => {
    const shell = installShell({ platform: 'ios' });
    const { bridge } = bridgeOn();
    expect(shell.emit('resume')).toBe(true); // taken: kept for the subscriber
    const seen: string[] = [];
    bridge.on('resume', () => {
      seen.push('resume');
    });
    seen.push('subscribed');
    await microtasks();
    expect(seen).toEqual(['subscribed', 'resume']);
  });

  it('given more events than the bound, then the oldest go and the loss is reported', async () => {
    const shell = installShell({ platform: 'ios' });
    const { bridge, ignored } = bridgeOn({ eventQueueLimit: 2 });
    for (const seq of ['1', '2', '3']) shell.emit('pushTap', { data: { seq } });
    const handler = vi.fn();
    bridge.on('pushTap', handler);
    await microtasks();
    expect(handler.mock.calls.map(([p]) => (p as { data: { seq: string } }).data.seq)).toEqual(['2', '3']);
    expect(ignored).toEqual(['event-queue-full']);
  });

  it('given a kept event older than the expiry, when a subscriber comes, then it is dropped as expired', async () => {
    vi.useFakeTimers({ now: new Date('2026-03-01T09:00:00Z'), toFake: ['Date'] });
    const shell = installShell({ platform: 'android' });
    const { bridge, ignored } = bridgeOn();
    shell.emit('pushTap', { data: { seq: 'old' } });
    vi.setSystemTime(new Date(Date.now() + EVENT_MAX_AGE_MS + 1));
    shell.emit('pushTap', { data: { seq: 'new' } });
    const handler = vi.fn();
    bridge.on('pushTap', handler);
    await microtasks();
    expect(handler).toHaveBeenCalledExactlyOnceWith({ data: { seq: 'new' } });
    expect(ignored).toEqual(['expired-event']);
  });
});

describe('back with an answer', () => {
  it.each(['ios', 'android'] as const)(
    'given a %s back handler that closed a layer (returns true), then the shell is told handled and does nothing natively',
    (platform) => {
      const shell = installShell({ platform });
      const { bridge } = bridgeOn();
      bridge.on('back', () => true);
      expect(shell.pressBack()).toBe(true);
      expect(shell.state.nativeBacks).toBe(0);
      expect(shell.signals.at(-1)?.fields).toMatchObject({ type: 'handled', handled: true });
    },
  );

  it('given the web is at its root (handler returns false), then the shell is told not handled and goes back natively', () => {
    const shell = installShell({ platform: 'android' });
    const { bridge } = bridgeOn();
    bridge.on('back', () => false);
    expect(shell.pressBack()).toBe(false);
    expect(shell.signals.at(-1)?.fields).toMatchObject({ type: 'handled', handled: false });
    expect(shell.state.nativeBacks).toBe(1);
  });

  it('given no back subscriber, then back is not handled at once and not kept for later', async () => {
    const shell = installShell({ platform: 'android' });
    const { bridge } = bridgeOn();
    expect(shell.pressBack()).toBe(false);
    const late = vi.fn();
    bridge.on('back', late);
    await microtasks();
    expect(late).not.toHaveBeenCalled();
  });

  it('given the page is not ready yet, then the shell does back natively without asking', () => {
    const shell = installShell({ platform: 'android' });
    expect(shell.pressBack()).toBe(false);
    expect(shell.state.nativeBacks).toBe(1);
    expect(shell.signals).toEqual([]);
  });
});
