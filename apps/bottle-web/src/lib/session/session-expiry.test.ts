import { describe, expect, it, vi } from 'vitest';
import { createSessionExpiryFlow, type SessionExpiryDeps } from './session-expiry';

function deps(over: Partial<SessionExpiryDeps> = {}) {
  const order: string[] = [];
  const local = { clear: vi.fn(() => void order.push('local')) };
  const session = { clear: vi.fn(() => void order.push('session')) };
  const d: SessionExpiryDeps = {
    alert: vi.fn(async () => void order.push('alert')),
    message: () => '로그인 정보가 만료되었습니다. 다시 로그인해 주세요.',
    nativeLogout: vi.fn(async () => void order.push('native-logout')),
    deleteNativeCache: vi.fn(async () => void order.push('cache')),
    resetApiCaches: vi.fn(() => void order.push('api-caches')),
    storages: [local, session],
    goToLogin: vi.fn(() => void order.push('login')),
    log: vi.fn(),
    ...over,
  };
  return { d, order };
}

describe('the session-expiry flow (spec §4, §8)', () => {
  it('given an expired session, then alert, native logout, caches and storages cleared, then /login, in that order', async () => {
    const { d, order } = deps();
    const steps = await createSessionExpiryFlow(d)();
    expect(order).toEqual(['alert', 'native-logout', 'cache', 'api-caches', 'local', 'session', 'login']);
    expect(steps).toEqual(['alert', 'native-logout', 'clear', 'login', 'done']);
    expect(d.alert).toHaveBeenCalledWith('로그인 정보가 만료되었습니다. 다시 로그인해 주세요.');
  });

  it('given many failing calls, then it runs once per page life', async () => {
    const { d } = deps();
    const flow = createSessionExpiryFlow(d);
    await Promise.all([flow(), flow(), flow()]);
    await flow();
    expect(d.alert).toHaveBeenCalledTimes(1);
    expect(d.goToLogin).toHaveBeenCalledTimes(1);
  });

  it('given the native logout fails, then it is logged and the member still reaches /login', async () => {
    const { d, order } = deps({ nativeLogout: vi.fn(async () => Promise.reject(new Error('no shell'))) });
    await createSessionExpiryFlow(d)();
    expect(d.log).toHaveBeenCalledWith('error bridge logout', expect.any(Error));
    expect(order.at(-1)).toBe('login');
  });
});
