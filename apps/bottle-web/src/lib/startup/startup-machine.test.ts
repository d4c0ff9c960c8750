// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import type { AppInfo, LoginInfo, SecurityInfo } from '@bottle/bridge';
import { runStartup, type StartupDeps } from './startup-machine';

const appInfo = (over: Partial<AppInfo> = {}): AppInfo => ({
  auto_login_yn: 'Y',
  device_id: 'dev-1',
  device_os: 'I',
  model_nm: 'iPhone15,2',
  app_ver: '2.3.0',
  ...over,
});

type Overrides = Partial<Omit<StartupDeps, 'bridge'>> & { bridge?: Partial<StartupDeps['bridge']> };

function deps(over: Overrides = {}) {
  const storage = new Map<string, string>();
  const calls = { device: [] as unknown[], loginInfo: [] as LoginInfo[], loggedIn: [] as boolean[], failed: 0, logs: [] as string[] };
  const { bridge, ...rest } = over;
  const d: StartupDeps = {
    inWebView: true,
    bridge: {
      getAppInfo: vi.fn(async () => appInfo()),
      supportsSecurityInfo: vi.fn(async () => true),
      getSecurityInfo: vi.fn(async (): Promise<SecurityInfo> => ({ compromised_yn: 'N', hash: 'h', cert_key_dvs: 'P' })),
      getLoginInfo: vi.fn(async (): Promise<LoginInfo> => ({ access_token: 'at', refresh_token: 'rt' })),
      ...bridge,
    },
    fetchRequiredVersions: vi.fn(async () => ({ ios_ver: '2.0.0', and_ver: '2.0.0' })),
    verifyHash: vi.fn(async () => ({ valid_yn: 'Y' })),
    setDeviceInfo: (info) => void calls.device.push(info),
    storage: { setItem: (k, v) => void storage.set(k, v) },
    storeLoginInfo: (info) => {
      calls.loginInfo.push(info);
      return Boolean(info.access_token);
    },
    onLoginInfo: (loggedIn) => void calls.loggedIn.push(loggedIn),
    onLoginInfoFailed: () => void (calls.failed += 1),
    log: (m) => void calls.logs.push(m),
    ...rest,
  };
  return { d, storage, calls };
}

describe('the start-up machine (spec §4)', () => {
  it('given a plain browser, then default device info is set and the app proceeds', async () => {
    const { d, calls } = deps({ inWebView: false });
    const r = await runStartup(d);
    expect(r).toEqual({ state: 'ready', trace: ['start', 'outside', 'ready'] });
    expect(calls.device).toEqual([{ device_os: 'web', app_ver: '0.0.0' }]);
    expect(d.bridge.getAppInfo).not.toHaveBeenCalled();
  });

  it('given the web view and a current app, then app info, versions, security (server hash) and login info run in order', async () => {
    const { d, storage, calls } = deps();
    const r = await runStartup(d);
    expect(r.trace).toEqual(['start', 'app-info', 'version-check', 'capability', 'security-check', 'login-info', 'ready']);
    expect(storage.get('AUTO_LOGIN_STATE')).toBe('Y');
    expect(calls.device[0]).toMatchObject({ device_id: 'dev-1', device_os: 'I', app_ver: '2.3.0' });
    expect(d.verifyHash).toHaveBeenCalledWith({ hash: 'h', device_os: 'I', cert_key_dvs: 'P' });
    expect(calls.loginInfo).toEqual([{ access_token: 'at', refresh_token: 'rt' }]);
    expect(calls.loggedIn).toEqual([true]);
  });

  it('given an installed version lower than the OS requirement, then the mandatory update shows', async () => {
    const { d } = deps({ bridge: { getAppInfo: async () => appInfo({ device_os: 'A', app_ver: '1.9.9' }) } });
    d.fetchRequiredVersions = async () => ({ ios_ver: '1.0.0', and_ver: '1.10.0' });
    const r = await runStartup(d);
    expect(r.state).toBe('update-required');
    expect(d.bridge.getLoginInfo).not.toHaveBeenCalled();
  });

  it('given the version check fails, then it logs and goes to the login-info step', async () => {
    const { d, calls } = deps();
    d.fetchRequiredVersions = async () => Promise.reject(new Error('500'));
    const r = await runStartup(d);
    expect(r.trace).toEqual(['start', 'app-info', 'version-check', 'login-info', 'ready']);
    expect(calls.logs).toContain('error app version check');
  });

  it('given a shell without security info, then the login-info fetch runs directly', async () => {
    const { d } = deps({ bridge: { supportsSecurityInfo: async () => false } });
    const r = await runStartup(d);
    expect(r.trace).toEqual(['start', 'app-info', 'version-check', 'capability', 'login-info', 'ready']);
    expect(d.bridge.getSecurityInfo).not.toHaveBeenCalled();
  });

  it.each([
    ['the shell reports a compromise', { compromised_yn: 'Y', hash: 'h', cert_key_dvs: 'P' }, 'Y'],
    ['the server rejects the hash', { compromised_yn: 'N', hash: 'h', cert_key_dvs: 'P' }, 'N'],
  ] as const)('given %s, then the tampering notice ends start-up', async (_name, info, valid) => {
    const { d } = deps({ bridge: { getSecurityInfo: async () => info } });
    d.verifyHash = async () => ({ valid_yn: valid });
    const r = await runStartup(d);
    expect(r.state).toBe('tampered');
  });

  it('given cert_key_dvs D, then the check passes without the server', async () => {
    const { d } = deps({ bridge: { getSecurityInfo: async () => ({ compromised_yn: 'N', hash: '', cert_key_dvs: 'D' }) } });
    const r = await runStartup(d);
    expect(r.state).toBe('ready');
    expect(d.verifyHash).not.toHaveBeenCalled();
  });

  it('given the hash call fails, then it goes to the login-info step', async () => {
    const { d } = deps();
    d.verifyHash = async () => Promise.reject(new Error('network'));
    const r = await runStartup(d);
    expect(r.trace.slice(-2)).toEqual(['login-info', 'ready']);
  });

  it('given the SSO token set, then it goes to the session; given a bridge failure, then the failure handler runs', async () => {
    const ok = deps({ bridge: { getLoginInfo: async () => ({ acesTkn: 'a', rnwTkn: 'r', ssoTkn: 's' }) } });
    await runStartup(ok.d);
    expect(ok.calls.loginInfo).toEqual([{ acesTkn: 'a', rnwTkn: 'r', ssoTkn: 's' }]);
    expect(ok.calls.loggedIn).toEqual([false]);

    const bad = deps({ bridge: { getLoginInfo: async () => Promise.reject(new Error('bridge')) } });
    const r = await runStartup(bad.d);
    expect(r.state).toBe('ready');
    expect(bad.calls.failed).toBe(1);
    expect(bad.calls.logs).toContain('error bridge getLoginInfo');
  });
});
