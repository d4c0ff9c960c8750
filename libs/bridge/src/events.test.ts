import { describe, expect, it, vi } from 'vitest';
import { BridgeArgumentError } from './errors';
import { trackBridges } from './test-support/helpers';

const { installShell, bridgeOn } = trackBridges();

function setUp(platform: 'ios' | 'android' = 'android') {
  const shell = installShell({ platform });
  return { shell, ...bridgeOn() };
}

describe('native events', () => {
  it.each(['ios', 'android'] as const)('given the %s shell sends back, then every subscriber is told', (platform) => {
    const { shell, bridge } = setUp(platform);
    const first = vi.fn();
    const second = vi.fn();
    bridge.on('back', first);
    bridge.on('back', second);
    expect(shell.emit('back')).toBe(true);
    expect(first).toHaveBeenCalledWith({});
    expect(second).toHaveBeenCalledOnce();
  });

  it('given a push tap with a link and data, then the handler gets them checked and copied', () => {
    const { shell, bridge } = setUp();
    const handler = vi.fn();
    bridge.on('pushTap', handler);
    shell.emit('pushTap', { url: '/alarm?id=3', data: { msg_type: 'pickup', seq_no: '12' }, extra: 1 });
    expect(handler).toHaveBeenCalledWith({ url: '/alarm?id=3', data: { msg_type: 'pickup', seq_no: '12' } });
  });

  it('given a push tap without a link, then the payload has only data', () => {
    const { shell, bridge } = setUp();
    const handler = vi.fn();
    bridge.on('pushTap', handler);
    shell.emit('pushTap', {});
    expect(handler).toHaveBeenCalledWith({ data: {} });
  });

  it('given resume and pause, then their subscribers are told and others are not', () => {
    const { shell, bridge } = setUp();
    const resume = vi.fn();
    const pause = vi.fn();
    bridge.on('resume', resume);
    bridge.on('pause', pause);
    shell.emit('resume');
    expect(resume).toHaveBeenCalledOnce();
    expect(pause).not.toHaveBeenCalled();
  });

  it('given a subscriber unsubscribed by the returned function or by off(), then it is no longer told', () => {
    const { shell, bridge } = setUp();
    const a = vi.fn();
    const b = vi.fn();
    const offA = bridge.on('back', a);
    bridge.on('back', b);
    offA();
    bridge.off('back', b);
    shell.emit('back');
    expect(a).not.toHaveBeenCalled();
    expect(b).not.toHaveBeenCalled();
  });

  it('given an unknown event, then it is ignored and reported', () => {
    const { shell, bridge, ignored } = setUp();
    const back = vi.fn();
    bridge.on('back', back);
    expect(shell.emit('shake')).toBe(false);
    expect(back).not.toHaveBeenCalled();
    expect(ignored).toEqual(['unknown-event']);
  });

  it.each([
    ['pushTap', 'just text'],
    ['pushTap', { url: 5 }],
    ['pushTap', { data: 'seq_no=12' }],
    ['back', 'text'],
  ])('given %s with a malformed payload %j, then no subscriber is told', (event, data) => {
    const { shell, bridge, ignored } = setUp();
    const handler = vi.fn();
    bridge.on(event as 'back', handler);
    expect(shell.emit(event, data)).toBe(false);
    expect(handler).not.toHaveBeenCalled();
    expect(ignored).toEqual(['malformed-event']);
  });

  it('given a subscriber throws, then later subscribers are still told and the error is reported', () => {
    const report = vi.fn();
    vi.stubGlobal('reportError', report);
    const { shell, bridge } = setUp();
    const after = vi.fn();
    bridge.on('back', () => {
      throw new Error('handler bug');
    });
    bridge.on('back', after);
    expect(shell.emit('back')).toBe(true);
    expect(after).toHaveBeenCalledOnce();
    expect(report).toHaveBeenCalledWith(expect.objectContaining({ message: 'handler bug' }));
  });

  it('given two bridges on the window, then both are told; a disposed one is not', () => {
    const { shell, bridge } = setUp();
    const { bridge: other } = bridgeOn();
    const a = vi.fn();
    const b = vi.fn();
    bridge.on('back', a);
    other.on('back', b);
    shell.emit('back');
    other.dispose();
    shell.emit('back');
    expect(a).toHaveBeenCalledTimes(2);
    expect(b).toHaveBeenCalledOnce();
  });

  it('given an unknown event name or a non-function, then on() throws BridgeArgumentError', () => {
    const { bridge } = setUp();
    expect(() => bridge.on('shake' as 'back', () => undefined)).toThrow(BridgeArgumentError);
    expect(() => bridge.on('back', 'x' as never)).toThrow(/handler must be a function/);
  });
});
