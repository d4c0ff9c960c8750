/**
 * The conformance run for native teams: opened inside a shell, it runs every
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
import { BridgeNativeError, BridgeTimeoutError } from './errors.js';
import { withDetectionDefaults } from './names.js';
import type { BridgeWindow, DetectionOptions } from './platform.js';
import { findTransport } from './platform.js';
import { BRIDGE_METHODS, PROTOCOL_VERSION, SECRET_GLOBAL } from './protocol.js';
import { CALL_TABLE, exampleArgs } from './calls.js';
import type { CallEntry } from './calls.js';
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
  /** No row failed (skipped rows do not fail the run, but see `skipped`). */
  readonly passed: boolean;
  /** The checks that were not made (their rows say why); a summary must name them, not say PASS. */
  readonly skipped?: readonly string[];
}

/**
 * One line for the report: `PASS` only when every check was made and passed; with skipped checks
 * `NOT FULLY CHECKED` naming them; `FAIL` naming the failed ones.
 * @example summaryOf(report) // 'ios: NOT FULLY CHECKED (34 passed; not checked: back asked with a reply token)'
 */
export function summaryOf(report: ConformanceReport): string {
  const failed = report.rows.filter((r) => r.ok === false).map((r) => r.check);
  const passed = report.rows.filter((r) => r.ok === true).length;
  const notChecked = report.rows.filter((r) => r.ok === null).map((r) => r.check);
  const skipped = notChecked.length > 0 ? `; not checked: ${notChecked.join(', ')}` : '';
  if (failed.length > 0) return `${report.platform}: FAIL (${passed} passed; failed: ${failed.join(', ')}${skipped})`;
  if (notChecked.length > 0) return `${report.platform}: NOT FULLY CHECKED (${passed} passed${skipped})`;
  return `${report.platform}: PASS (${passed} passed)`;
}

export interface ConformanceOptions {
  /** @default globalThis.window */
  readonly window?: BridgeWindow;
  /** Told before each step, e.g. to show 'press the back button now'. */
  readonly onStep?: (step: string) => void;
  /** Told of each row as soon as it is known, so a page can show the table while the run waits. */
  readonly onRow?: (row: ConformanceRow) => void;
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

const DETECTION: DetectionOptions = withDetectionDefaults({});

/**
 * Every call of the call table with its harmless valid input, in the table's order, except those
 * the table leaves out of conformance (quit: it ends the app).
 */
function roundTrips(): ReadonlyArray<readonly [string, (b: Bridge) => Promise<unknown>]> {
  return BRIDGE_METHODS.filter((method) => (CALL_TABLE[method] as CallEntry).conformance !== false).map((method) => {
    const args = exampleArgs(CALL_TABLE[method] as CallEntry);
    const run = (b: Bridge) => (b[method] as (...a: readonly unknown[]) => Promise<unknown>)(...args);
    return [method, run] as const;
  });
}

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
    const made = { check, ok, detail };
    rows.push(made);
    options.onRow?.(made);
  };
  const report = (platform: ConformanceReport['platform']): ConformanceReport => ({
    platform,
    rows,
    passed: rows.every((r) => r.ok !== false),
    skipped: rows.filter((r) => r.ok === null).map((r) => r.check),
  });
  const step = (text: string): void => options.onStep?.(text);
  if (!win) throw new Error('runConformance needs a window');
  const platform = findTransport(win, DETECTION)?.platform ?? 'web';
  if (platform === 'web') {
    row('inside a shell', false, 'no BottleApp user agent marker with a transport object: open this page inside the iOS or Android shell');
    return report(platform);
  }

  // 1. The secret, read here before the bridge takes it (only this page may; the app never does).
  step('private channel');
  const injected = (win as Record<string, unknown>)[SECRET_GLOBAL];
  const secretOk = typeof injected === 'string' && /^[A-Za-z0-9_-]{32,256}$/.test(injected);
  row(
    'secret injected before page script',
    secretOk,
    secretOk ? `${(injected as string).length} characters` : 'window.__bottleBridgeSecret missing or not 32-256 of A-Z a-z 0-9 _ -',
  );

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
    const channelOpen = hub.channel(DETECTION) !== undefined;
    row(
      'secret taken off the window',
      secretOk && channelOpen && !(SECRET_GLOBAL in (win as object)),
      channelOpen
        ? 'the bridge deleted it'
        : secretOk
          ? 'it could not be deleted: inject it with a plain assignment, not `var` or a non-configurable property'
          : 'no well-formed secret to take',
    );
    /** Why the checks that need the shell to send signed events cannot be made, if they cannot. */
    const noEvents = channelOpen
      ? undefined
      : 'skipped: no private channel, so the shell cannot send events the page accepts (see the secret rows)';
    // The fastest round trip: an answer that arrives this soon after a cancel may have been on its
    // way before the shell read the cancel.
    let fastestMs = Number.POSITIVE_INFINITY;
    if (options.expectColdPush) {
      bridge.on('pushTap', (p) => {
        kept.push(p);
      });
    }

    // 2. Round trips: every call settles with a valid result or a native error.
    for (const [method, run] of roundTrips()) {
      step(method);
      try {
        const started = Date.now();
        await run(bridge);
        const posted = (CALL_TABLE[method as keyof typeof CALL_TABLE] as CallEntry).kind === 'notify';
        if (!posted) fastestMs = Math.min(fastestMs, Date.now() - started);
        row(`${method} round trip`, true, posted ? 'posted (fire-and-forget)' : 'valid result');
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
      row(
        check,
        ok,
        answer === undefined
          ? `no answer within ${quietMs} ms`
          : ok
            ? `answered '${expect}'`
            : `answered ${JSON.stringify({ ok: answer['ok'], code: error?.['code'] })}`,
      );
    };
    const v = PROTOCOL_VERSION;
    await raw('invalid params answered invalid-params', { v, id: 'conformance-params', method: 'callPhone', params: {} }, 'invalid-params');
    await raw(
      'unknown method answered unknown-method',
      { v, id: 'conformance-unknown', method: 'conformance.noSuchMethod', params: {} },
      'unknown-method',
    );
    await raw(
      'other protocol version answered unsupported-version',
      { v: 99, id: 'conformance-version', method: 'getAppInfo', params: {} },
      'unsupported-version',
    );
    await raw(
      'request without the secret ignored',
      { v, id: 'conformance-nosecret', method: 'getLoginInfo', params: {} },
      'silence',
      false,
    );
    await raw(
      'request with a wrong secret ignored',
      { v, id: 'conformance-badsecret', method: 'getLoginInfo', params: {}, secret: 'x'.repeat(48) },
      'silence',
      false,
    );

    // 4. Cancel: a call the web gave up on is not answered afterwards. getSecurityInfo with a
    // 1 ms timeout: a shell that answers sooner is not wrong (skipped), and an answer that crosses
    // the cancel on its way (within twice the fastest round trip, plus 100 ms) is not either; only
    // an answer later than that, after the shell had the cancel, fails.
    step('cancel after a timeout');
    let cancelledAt = 0;
    let answeredAt = 0;
    const lateWatch = hub.attach({
      answer() {
        if (cancelledAt > 0 && answeredAt === 0) answeredAt = Date.now();
        return false;
      },
      event: () => 'unknown',
      ignored: () => undefined,
    });
    const timedOut = await bridge.getSecurityInfo({ timeoutMs: 1 }).then(
      () => false,
      (error: unknown) => {
        cancelledAt = Date.now();
        return error instanceof BridgeTimeoutError;
      },
    );
    const crossingMs = 2 * (Number.isFinite(fastestMs) ? fastestMs : 0) + 100;
    if (timedOut) await sleep(crossingMs + quietMs);
    lateWatch();
    const after = answeredAt - cancelledAt;
    if (noEvents) row('cancelled call left unanswered', null, 'skipped: no private channel, so the page can make no call to cancel');
    else if (!timedOut)
      row(
        'cancelled call left unanswered',
        null,
        'skipped: the shell answered getSecurityInfo (or failed it) within 1 ms, before the web gave up; nothing to cancel',
      );
    else if (answeredAt === 0) row('cancelled call left unanswered', true, 'no answer after cancel');
    else if (after <= crossingMs)
      row(
        'cancelled call left unanswered',
        null,
        `skipped: the answer came ${after} ms after the cancel, soon enough to have been sent before the shell read it`,
      );
    else row('cancelled call left unanswered', false, `the shell answered ${after} ms after the cancel`);

    // 5. Back: the shell asks with a reply token and the page answers.
    const backWaitMs = options.backWaitMs ?? 30_000;
    if (backWaitMs <= 0) row('back asked with a reply token', null, 'skipped (?back=0)');
    else if (noEvents) row('back asked with a reply token', null, noEvents);
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
        backs.length === 0
          ? `no back within ${backWaitMs} ms`
          : reply
            ? `reply '${reply}' answered handled`
            : 'back came without reply: the shell cannot learn whether the page handled it',
      );
    }

    // 6. Events queued until ready (needs a push sent before the page was ready).
    if (!options.expectColdPush) row('push tap queued until ready', null, 'skipped: open the page with ?cold-push=1 from a push notice');
    else if (noEvents) row('push tap queued until ready', null, noEvents);
    else {
      step('push tap queued until ready');
      const until = Date.now() + quietMs;
      while (Date.now() < until && kept.length === 0) await sleep(20);
      row(
        'push tap queued until ready',
        kept.length > 0,
        kept.length > 0 ? 'arrived after ready' : 'no push tap arrived: was it sent before ready and dropped?',
      );
    }
  } finally {
    detachWatch();
    bridge.dispose();
  }
  step('done');
  return report(platform);
}
