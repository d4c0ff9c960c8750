/**
 * The conformance page's script (conformance/index.html): runs `runConformance` in the shell it is
 * opened in and shows a pass/fail table a native engineer can screenshot. DOM built with
 * createElement and textContent only: the demo server's policy requires Trusted Types for every
 * HTML sink, and this page needs none.
 */
import { runConformance } from './conformance.js';
import type { ConformanceReport } from './conformance.js';

function cell(tag: 'td' | 'th', text: string, className?: string): HTMLElement {
  const el = document.createElement(tag);
  el.textContent = text;
  if (className) el.className = className;
  return el;
}

export function renderReport(doc: Document, report: ConformanceReport): void {
  const body = doc.getElementById('rows');
  const summary = doc.getElementById('summary');
  if (!body || !summary) return;
  body.replaceChildren(
    ...report.rows.map((r) => {
      const tr = doc.createElement('tr');
      const verdict = r.ok === true ? 'PASS' : r.ok === false ? 'FAIL' : 'SKIP';
      tr.append(cell('td', r.check), cell('td', verdict, verdict.toLowerCase()), cell('td', r.detail));
      return tr;
    }),
  );
  const failed = report.rows.filter((r) => r.ok === false).length;
  summary.textContent = `${report.platform}: ${report.passed ? 'PASS' : 'FAIL'} (${report.rows.length - failed}/${report.rows.length} not failed, ${new Date().toISOString()}, ${navigator.userAgent})`;
  summary.className = report.passed ? 'pass' : 'fail';
}

const query = new URLSearchParams(location.search);
const status = document.getElementById('status');
void runConformance({
  onStep: (s) => {
    if (status) status.textContent = s;
  },
  expectColdPush: query.get('cold-push') === '1',
  backWaitMs: query.get('back') === '0' ? 0 : 30_000,
}).then(
  (report) => {
    renderReport(document, report);
    if (status) status.textContent = 'done';
  },
  (error: unknown) => {
    if (status) status.textContent = `the run stopped: ${String(error)}`;
  },
);
