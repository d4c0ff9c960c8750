/**
 * The conformance page's script (conformance/index.html): runs `runConformance` in the shell it is
 * opened in and shows a pass/fail table a native engineer can screenshot. DOM built with
 * createElement and textContent only: the demo server's policy requires Trusted Types for every
 * HTML sink, and this page needs none.
 */
import { runConformance, summaryOf } from './conformance.js';
import type { ConformanceReport, ConformanceRow } from './conformance.js';

function cell(tag: 'td' | 'th', text: string, className?: string): HTMLElement {
  const el = document.createElement(tag);
  el.textContent = text;
  if (className) el.className = className;
  return el;
}

function rowElement(doc: Document, r: ConformanceRow): HTMLElement {
  const tr = doc.createElement('tr');
  const verdict = r.ok === true ? 'PASS' : r.ok === false ? 'FAIL' : 'SKIP';
  tr.append(cell('td', r.check), cell('td', verdict, verdict.toLowerCase()), cell('td', r.detail));
  return tr;
}

/** Adds one row while the run goes on, so the table is never empty while a step waits. */
export function renderRow(doc: Document, r: ConformanceRow): void {
  doc.getElementById('rows')?.append(rowElement(doc, r));
}

/**
 * The whole table and the summary: PASS only when every check was made and passed; NOT FULLY
 * CHECKED naming the skipped checks; FAIL naming the failed ones.
 */
export function renderReport(doc: Document, report: ConformanceReport): void {
  const body = doc.getElementById('rows');
  const summary = doc.getElementById('summary');
  if (!body || !summary) return;
  body.replaceChildren(...report.rows.map((r) => rowElement(doc, r)));
  const complete = report.rows.every((r) => r.ok === true);
  summary.textContent = `${summaryOf(report)}, ${new Date().toISOString()}, ${navigator.userAgent}`;
  summary.className = complete ? 'pass' : report.passed ? 'skip' : 'fail';
}

const query = new URLSearchParams(location.search);
const status = document.getElementById('status');
void runConformance({
  onStep: (s) => {
    if (status) status.textContent = s === 'press the back button now' ? `${s} (within 30 s; open with ?back=0 to skip)` : s;
  },
  onRow: (r) => renderRow(document, r),
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
