/**
 * Issue 19 item 6: the conformance run passes against the library's fake shell on both
 * platforms and fails against a deliberately broken shell (one that does not check the secret
 * or the version and ignores cancel), so it catches what a native shell can get wrong.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { runConformance } from './conformance';
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
function run(s: FakeShell): Promise<ConformanceReport> {
  return runConformance({
    quietMs: 120,
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

describe('the conformance run', () => {
  it.each(['ios', 'android'] as const)('given the fake %s shell (a cold-start push tap included), then every check passes', async (platform) => {
    shell = installFakeShell({ platform, latencyMs: 20 });
    shell.emit('pushTap', { url: '/alarm', data: { seq: '1' } }); // before ready: queued by the shell
    const report = await run(shell);
    expect(failed(report)).toEqual([]);
    expect(report.passed).toBe(true);
    expect(report.platform).toBe(platform);
    expect(report.rows.filter((r) => r.ok === null)).toEqual([]);
    expect(report.rows.length).toBeGreaterThanOrEqual(33);
  }, 15_000);

  it('given a broken shell (no secret or version check, cancel ignored, back without reply, no queue), then the run fails exactly those checks', async () => {
    shell = installFakeShell({ platform: 'android', latencyMs: 20 });
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
    const report = await run(broken);
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

  it('given a report, then the page shows one row per check with PASS, FAIL or SKIP and a summary', () => {
    document.body.innerHTML = '<p id="summary"></p><table><tbody id="rows"></tbody></table>';
    renderReport(document, {
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
    expect(document.getElementById('summary')?.textContent).toMatch(/^ios: FAIL \(2\/3 not failed/);
  });
});
