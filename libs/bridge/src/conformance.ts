/**
 * The conformance run for native teams (issue 19 item 6): opened inside a shell, it runs every
 * call and event of the protocol against that shell and says, check by check, whether the shell
 * behaves as README.md asks: round trips, native errors, unknown methods, versions, the private
 * channel, cancel after a timeout, back answered, and events kept until ready.
 *
 * It is part of the library (not a copy of it) so it sees the shell exactly as the app's bridge
 * does; it also attaches its own listener to the window's hub to watch answers to the raw
 * requests it posts (a shell that answers what it should ignore is caught that way).
 */
import { createBridge } from './bridge.js';
import type { Bridge } from './bridge.js';
import { BridgeNativeError } from './errors.js';
import { DEFAULT_ANDROID_BINDER_NAME, DEFAULT_IOS_HANDLER_NAME, DEFAULT_USER_AGENT_MARKER } from './names.js';
import type { BridgeWindow, DetectionOptions } from './platform.js';
import { findTransport } from './platform.js';
import { PROTOCOL_VERSION, SECRET_GLOBAL } from './protocol.js';
import { hubOf } from './receiver.js';
import { isRecord } from './record.js';

export interface ConformanceRow {
  /** What was checked, e.g. 'getAppInfo round trip'. */
  readonly check: string;
  /** true: pass; false: fail; null: skipped (with the reason in detail). */
  readonly ok: boolean | null;
  readonly detail: string;
}

export interface ConformanceReport {
  readonly platform: 'ios' | 'android' | 'web';
  readonly rows: readonly ConformanceRow[];
  /** No row failed (skipped rows do not fail the run). */
  readonly passed: boolean;
}

export interface ConformanceOptions {
  /** @default globalThis.window */
  readonly window?: BridgeWindow;
  /** Told before each step, e.g. to show 'press the back button now'. */
  readonly onStep?: (step: string) => void;
  /** How long to wait for the member to press back; 0 skips the back check. @default 30000 */
  readonly backWaitMs?: number;
  /**
   * Whether the shell was asked to send a push tap before the page was ready (opened from a
   * notice, or the shell's test hook); then a pushTap must arrive. @default false (skipped)
   */
  readonly expectColdPush?: boolean;
  /** How long the shell has to answer what it must answer, and to stay silent on what it must ignore. @default 1500 */
  readonly quietMs?: number;
}

const DETECTION: DetectionOptions = {
  userAgentMarker: DEFAULT_USER_AGENT_MARKER,
  iosHandlerName: DEFAULT_IOS_HANDLER_NAME,
  androidBinderName: DEFAULT_ANDROID_BINDER_NAME,
};

/** Every answered call with harmless valid input; quit is left out (it ends the app). */
const ROUND_TRIPS: ReadonlyArray<readonly [string, (b: Bridge) => Promise<unknown>]> = [
  ['getAppInfo', (b) => b.getAppInfo()],
  ['getCapabilities', (b) => b.getCapabilities()],
  ['getAutoLogin', (b) => b.getAutoLogin()],
  ['setAutoLogin', (b) => b.setAutoLogin({ auto_login_yn: 'N' })],
  ['getLoginInfo', (b) => b.getLoginInfo()],
  ['setLoginInfo', (b) => b.setLoginInfo({ ssoTkn: 'conformance-token' })],
  ['getSettings', (b) => b.getSettings()],
  ['setSettings', (b) => b.setSettings({ conformance_yn: 'Y' })],
  ['setKeyValue', (b) => b.setKeyValue({ key: 'CONFORMANCE', value: 'Y' })],
  ['getSecurityInfo', (b) => b.getSecurityInfo()],
  ['openBarcode', (b) => b.openBarcode()],
  ['closeBarcode', (b) => b.closeBarcode()],
  ['copyToClipboard', (b) => b.copyToClipboard({ text: 'bottle conformance' })],
  ['deleteCache', (b) => b.deleteCache()],
  ['openBrowser', (b) => b.openBrowser({ url: 'https://example.com/' })],
  ['openMapWebView', (b) => b.openMapWebView({ url: 'https://example.com/map', title: 'Map' })],
  ['shareUrl', (b) => b.shareUrl({ url: 'https://example.com/', title: 'Bottle' })],
  ['showSharePopup', (b) => b.showSharePopup({ title: 'Bottle', url: 'https://example.com/' })],
  ['shareImage', (b) => b.shareImage({ imageUrl: 'https://example.com/a.png' })],
  ['callPhone', (b) => b.callPhone({ tel: '0212345678' })],
  ['openMap', (b) => b.openMap({ name: 'Bottle', latitude: 37.51, longitude: 127.1 })],
  ['openStorePage', (b) => b.openStorePage()],
  ['logout', (b) => b.logout()],
  ['hideSplash', (b) => b.hideSplash()],
];

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Runs the whole conformance suite against the shell the window is in.
 * @example const report = await runConformance({ onStep: (s) => (status.textContent = s) });
 */
export async function runConformance(options: ConformanceOptions = {}): Promise<ConformanceReport> {
  const win = options.window ?? (globalThis as { window?: BridgeWindow }).window;
  const quietMs = options.quietMs ?? 1500;
  const rows: ConformanceRow[] = [];
  const row = (check: string, ok: boolean | null, detail: string): void => {
    rows.push({ check, ok, detail });
  };
  const step = (text: string): void => options.onStep?.(text);
  if (!win) throw new Error('runConformance needs a window');
  const platform = findTransport(win, DETECTION)?.platform ?? 'web';
  if (platform === 'web') {
    row('inside a shell', false, 'no BottleApp user agent marker with a transport object: open this page inside the iOS or Android shell');
    return { platform, rows, passed: false };
  }

  // 1. The secret, read here before the bridge takes it (only this page may; the app never does).
  step('private channel');
  const injected = (win as Record<string, unknown>)[SECRET_GLOBAL];
  const secretOk = typeof injected === 'string' && /^[A-Za-z0-9_-]{32,256}$/.test(injected);
  row('secret injected before page script', secretOk, secretOk ? `${(injected as string).length} characters` : 'window.__bottleBridgeSecret missing or not 32-256 of A-Z a-z 0-9 _ -');

  // Watch every answer and event the app's bridge does not take, and the back answers.
  const stray = new Map<string, Record<string, unknown>>();
  const backs: Array<string | undefined> = [];
  const hub = hubOf(win);
  const detachWatch = hub.attach({
    answer(id, message) {
      if (id.startsWith('conformance-')) {
        stray.set(id, message);
        return true;
      }
      return false;
    },
    event(name, _data, reply) {
      if (name === 'back') backs.push(reply);
      return 'unknown';
    },
    ignored: () => undefined,
  });

  const kept: unknown[] = [];
  const bridge = createBridge({ window: win, onIgnored: () => undefined });
  try {
    row('secret taken off the window', !(SECRET_GLOBAL in (win as object)), 'the bridge deletes it; it must be configurable (a plain assignment)');
    if (options.expectColdPush) {
      bridge.on('pushTap', (p) => {
        kept.push(p);
      });
    }

    // 2. Round trips: every call settles with a valid result or a native error.
    for (const [method, run] of ROUND_TRIPS) {
      step(method);
      try {
        await run(bridge);
        row(`${method} round trip`, true, method === 'hideSplash' ? 'posted (fire-and-forget)' : 'valid result');
      } catch (error) {
        if (error instanceof BridgeNativeError) row(`${method} round trip`, true, `native error '${error.code}' (allowed)`);
        else row(`${method} round trip`, false, error instanceof Error ? `${error.name}: ${error.message}` : String(error));
      }
    }

    // 3. Raw requests: errors the shell must answer, and requests it must ignore.
    const raw = async (check: string, envelope: Record<string, unknown>, expect: string | 'silence', withSecret = true): Promise<void> => {
      step(check);
      const id = String(envelope['id']);
      try {
        if (withSecret) hub.post(DETECTION, envelope);
        else {
          const transport = hub.channel(DETECTION)?.transport;
          transport?.send(JSON.stringify(envelope));
        }
      } catch (error) {
        row(check, false, `posting failed: ${String(error)}`);
        return;
      }
      const until = Date.now() + quietMs;
      while (Date.now() < until && !stray.has(id)) await sleep(20);
      const answer = stray.get(id);
      if (expect === 'silence') {
        row(check, answer === undefined, answer === undefined ? 'ignored, as it must be' : 'the shell answered a request it must ignore');
        return;
      }
      const error = answer && isRecord(answer['error']) ? answer['error'] : undefined;
      const ok = answer?.['ok'] === false && error?.['code'] === expect;
      row(check, ok, answer === undefined ? `no answer within ${quietMs} ms` : ok ? `answered '${expect}'` : `answered ${JSON.stringify({ ok: answer['ok'], code: error?.['code'] })}`);
    };
    const v = PROTOCOL_VERSION;
    await raw('invalid params answered invalid-params', { v, id: 'conformance-params', method: 'callPhone', params: {} }, 'invalid-params');
    await raw('unknown method answered unknown-method', { v, id: 'conformance-unknown', method: 'conformance.noSuchMethod', params: {} }, 'unknown-method');
    await raw('other protocol version answered unsupported-version', { v: 99, id: 'conformance-version', method: 'getAppInfo', params: {} }, 'unsupported-version');
    await raw('request without the secret ignored', { v, id: 'conformance-nosecret', method: 'getLoginInfo', params: {} }, 'silence', false);
    await raw(
      'request with a wrong secret ignored',
      { v, id: 'conformance-badsecret', method: 'getLoginInfo', params: {}, secret: 'x'.repeat(48) },
      'silence',
      false,
    );

    // 4. Cancel: a call the web gave up on is not answered afterwards.
    step('cancel after a timeout');
    const late: string[] = [];
    const lateWatch = hub.attach({
      answer(id) {
        late.push(id);
        return false;
      },
      event: () => 'unknown',
      ignored: () => undefined,
    });
    const timedOut = await bridge.getAppInfo({ timeoutMs: 1 }).then(
      () => false,
      () => true,
    );
    await sleep(quietMs);
    lateWatch();
    if (!timedOut) row('cancelled call left unanswered', null, 'the shell answered within 1 ms; nothing to cancel');
    else row('cancelled call left unanswered', late.length === 0, late.length === 0 ? 'no answer after cancel' : 'the shell answered a cancelled id');

    // 5. Back: the shell asks with a reply token and the page answers.
    const backWaitMs = options.backWaitMs ?? 30_000;
    if (backWaitMs <= 0) row('back asked with a reply token', null, 'skipped');
    else {
      step('press the back button now');
      const off = bridge.on('back', () => true);
      const until = Date.now() + backWaitMs;
      while (Date.now() < until && backs.length === 0) await sleep(20);
      off();
      const reply = backs[0];
      row(
        'back asked with a reply token',
        backs.length > 0 && typeof reply === 'string' && reply !== '',
        backs.length === 0 ? `no back within ${backWaitMs} ms` : reply ? `reply '${reply}' answered handled` : 'back came without reply: the shell cannot learn whether the page handled it',
      );
    }

    // 6. Events queued until ready (needs a push sent before the page was ready).
    if (!options.expectColdPush) row('push tap queued until ready', null, 'skipped: open the page with ?cold-push=1 from a push notice');
    else {
      step('push tap queued until ready');
      const until = Date.now() + quietMs;
      while (Date.now() < until && kept.length === 0) await sleep(20);
      row('push tap queued until ready', kept.length > 0, kept.length > 0 ? 'arrived after ready' : 'no push tap arrived: was it sent before ready and dropped?');
    }
  } finally {
    detachWatch();
    bridge.dispose();
  }
  step('done');
  return { platform, rows, passed: rows.every((r) => r.ok !== false) };
}
