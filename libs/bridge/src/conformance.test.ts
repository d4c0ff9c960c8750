/**
 * The conformance run passes against the library's fake shell on both
 * platforms and fails against a deliberately broken shell (one that does not check the secret
 * or the version and ignores cancel), so it catches what a native shell can get wrong.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { runConformance, summaryOf } from './conformance';
import type { ConformanceReport } from './conformance';
import { renderReport } from './conformance-page';
import { SECRET_GLOBAL } from './protocol';
import { installFakeShell } from './testing';
import type { FakeShell } from './testing';

let shell: FakeShell | undefined;

afterEach(() => {
  shell?.();
  shell = undefined;
  document.body.replaceChildren();
});

/** Presses back when the run asks for it, as the engineer holding the phone would. */
function run(s: FakeShell, quietMs = 120): Promise<ConformanceReport> {
  return runConformance({
    quietMs,
    backWaitMs: 2000,
    expectColdPush: true,
    onStep: (step) => {
      if (step === 'press the back button now') setTimeout(() => s.pressBack(), 10);
    },
  });
}

function failed(report: ConformanceReport): string[] {
  return report.rows.filter((r) => r.ok === false).map((r) => r.check);
}

/** The conformance page's summary and rows, with `report` rendered into them; answers the summary. */
function renderOnPage(report: ConformanceReport): HTMLElement | null {
  document.body.innerHTML = '<p id="summary"></p><table><tbody id="rows"></tbody></table>';
  renderReport(document, report);
  return document.getElementById('summary');
}

describe('the conformance run', () => {
  it.each(['ios', 'android'] as const)(
    'given the fake %s shell (a cold-start push tap included), then every check passes',
    async (platform) => {
      shell = installFakeShell({ platform, latencyMs: 20 });
      shell.emit('pushTap', { url: '/alarm', data: { seq: '1' } }); // before ready: queued by the shell
      const report = await run(shell);
      expect(failed(report)).toEqual([]);
      expect(report.passed).toBe(true);
      expect(report.platform).toBe(platform);
      expect(report.rows.filter((r) => r.ok === null)).toEqual([]);
      expect(report.skipped).toEqual([]);
      expect(summaryOf(report)).toMatch(new RegExp(`^${platform}: PASS \\(`));
      expect(report.rows.length).toBeGreaterThanOrEqual(33);
    },
    15_000,
  );

  it('given a correct fast shell (answers in 2 ms, its answer crossing the cancel), then nothing fails and the summary names the one check it could not make', async () => {
    shell = installFakeShell({ platform: 'ios', latencyMs: 2 });
    shell.emit('pushTap', { url: '/alarm' });
    // The cancel reaches the shell after it sent its answer (a native shell answers at once).
    const handler = (window as unknown as { webkit: { messageHandlers: { bottleBridge: { postMessage(m: string): void } } } }).webkit
      .messageHandlers.bottleBridge;
    const post = handler.postMessage.bind(handler);
    handler.postMessage = (text: string) => {
      if ((JSON.parse(text) as Record<string, unknown>)['type'] !== 'cancel') post(text);
    };
    const report = await run(shell);
    expect(failed(report)).toEqual([]);
    expect(report.passed).toBe(true);
    const cancel = report.rows.find((r) => r.check === 'cancelled call left unanswered');
    expect(cancel?.ok === true || cancel?.ok === null).toBe(true);
    if (cancel?.ok === null) {
      expect(summaryOf(report)).toBe(
        'ios: NOT FULLY CHECKED (' + (report.rows.length - 1) + ' passed; not checked: cancelled call left unanswered)',
      );
    }
  }, 15_000);

  it('given a shell that injected no secret, when the run reaches back, then it does not wait for a press but skips back and the cold push, saying why', async () => {
    shell = installFakeShell({ platform: 'android', latencyMs: 2 });
    delete (window as unknown as Record<string, unknown>)[SECRET_GLOBAL];
    const steps: string[] = [];
    const shown: string[] = [];
    const report = await runConformance({
      quietMs: 30,
      backWaitMs: 60_000,
      expectColdPush: true,
      onStep: (step) => steps.push(step),
      onRow: (row) => shown.push(row.check),
    });
    expect(steps).not.toContain('press the back button now');
    expect(report.passed).toBe(false);
    expect(report.skipped).toEqual(['cancelled call left unanswered', 'back asked with a reply token', 'push tap queued until ready']);
    expect(report.rows.find((r) => r.check === 'back asked with a reply token')?.detail).toMatch(/no private channel/);
    expect(shown).toEqual(report.rows.map((r) => r.check)); // each row was shown as it came
    expect(summaryOf(report)).toMatch(
      /^android: FAIL \(.*; failed: secret injected before page script, .*; not checked: cancelled call left unanswered, back asked with a reply token, push tap queued until ready\)$/,
    );
  }, 10_000);

  it('given a broken shell (no secret or version check, cancel ignored, back without reply, no queue), then the run fails exactly those checks', async () => {
    // Its getSecurityInfo takes 400 ms, so its answer to the cancelled call comes well after the cancel.
    shell = installFakeShell({
      platform: 'android',
      latencyMs: 20,
      handlers: {
        getSecurityInfo: () =>
          new Promise((resolve) => setTimeout(() => resolve({ compromised_yn: 'N', hash: 'h', cert_key_dvs: 'D' }), 400)),
      },
    });
    const w = window as unknown as Record<string, unknown>;
    const secret = w[SECRET_GLOBAL] as string;
    const binder = w['binder'] as { postMessage(m: string): void };
    const post = binder.postMessage.bind(binder);
    const broken = shell;
    // The broken native side: signs whatever arrives and answers it, forgets cancels, and sends
    // back without a reply token.
    binder.postMessage = (text: string) => {
      const message = JSON.parse(text) as Record<string, unknown>;
      if (message['type'] === 'cancel') return;
      post(JSON.stringify({ ...message, secret, v: 2 }));
    };
    broken.pressBack = () => broken.emit('back');
    const report = await run(broken, 400);
    expect(report.passed).toBe(false);
    expect(failed(report)).toEqual([
      'other protocol version answered unsupported-version',
      'request without the secret ignored',
      'request with a wrong secret ignored',
      'cancelled call left unanswered',
      'back asked with a reply token',
      'push tap queued until ready',
    ]);
  }, 15_000);

  it('given a plain browser, then it fails at once saying to open it in a shell', async () => {
    const report = await runConformance({ quietMs: 10 });
    expect(report).toMatchObject({ platform: 'web', passed: false, rows: [{ check: 'inside a shell', ok: false }] });
  });

  it('given a report with a skipped check and no failure, then the summary says what was not checked instead of PASS', () => {
    const summary = renderOnPage({
      platform: 'android',
      passed: true,
      rows: [
        { check: 'a', ok: true, detail: 'fine' },
        { check: 'back asked with a reply token', ok: null, detail: 'skipped (?back=0)' },
      ],
    });
    expect(summary?.textContent).toMatch(/^android: NOT FULLY CHECKED \(1 passed; not checked: back asked with a reply token\), /);
    expect(summary?.textContent).not.toMatch(/PASS/);
    expect(summary?.className).toBe('skip');
  });

  it('given a report, then the page shows one row per check with PASS, FAIL or SKIP and a summary', () => {
    const summary = renderOnPage({
      platform: 'ios',
      passed: false,
      rows: [
        { check: 'a', ok: true, detail: 'fine' },
        { check: 'b', ok: false, detail: '<b>not html</b>' },
        { check: 'c', ok: null, detail: 'skipped' },
      ],
    });
    const cells = [...document.querySelectorAll('#rows tr')].map((tr) => [...tr.children].map((td) => td.textContent));
    expect(cells).toEqual([
      ['a', 'PASS', 'fine'],
      ['b', 'FAIL', '<b>not html</b>'],
      ['c', 'SKIP', 'skipped'],
    ]);
    expect(document.querySelector('#rows b')).toBeNull();
    expect(summary?.textContent).toMatch(/^ios: FAIL \(1 passed; failed: b; not checked: c\), /);
  });
});
