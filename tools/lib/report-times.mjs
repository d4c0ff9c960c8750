/**
 * How long each project's tests took, read from the reports `npm test` counts (tools/test-all.mjs):
 * Vitest's JSON report, Playwright's JSON report and node:test's TAP report. Pure: takes the
 * parsed report, returns data. A report older than the run (Nx restored it from its cache) is
 * marked `cached`: its time is the run that made it, not this one.
 */

/**
 * @param {any} report a parsed Vitest JSON report (reporter `json`)
 * @returns {{ startedAt: number, seconds: number } | undefined} undefined without timestamps
 */
export function vitestReportTime(report) {
  const startedAt = Number(report?.startTime);
  const ends = (report?.testResults ?? []).map((r) => Number(r.endTime)).filter(Number.isFinite);
  if (!Number.isFinite(startedAt) || ends.length === 0) return undefined;
  return { startedAt, seconds: Math.max(0, (Math.max(...ends) - startedAt) / 1000) };
}

/**
 * @param {any} report a parsed Playwright JSON report (reporter `json`)
 * @returns {{ startedAt: number, seconds: number } | undefined}
 */
export function playwrightReportTime(report) {
  const startedAt = Date.parse(report?.stats?.startTime ?? '');
  const duration = Number(report?.stats?.duration);
  if (!Number.isFinite(startedAt) || !Number.isFinite(duration)) return undefined;
  return { startedAt, seconds: duration / 1000 };
}

/**
 * A node:test TAP report's closing `# duration_ms N` (it has no start time).
 * @param {string} tap
 * @returns {{ seconds: number } | undefined}
 */
export function tapReportTime(tap) {
  const m = tap.match(/^# duration_ms ([\d.]+)$/m);
  return m ? { seconds: Number(m[1]) / 1000 } : undefined;
}

/**
 * One line: each project's seconds, longest first, `(cached)` after a report made before
 * `runStartedAt` (undefined: none is marked), `?` for a project whose report has no time.
 * @param {{ project: string, time: { startedAt?: number, seconds: number } | undefined }[]} rows
 * @param {number | undefined} runStartedAt
 */
export function formatProjectTimes(rows, runStartedAt) {
  const sorted = [...rows].sort((a, b) => (b.time?.seconds ?? -1) - (a.time?.seconds ?? -1) || a.project.localeCompare(b.project));
  const parts = sorted.map(({ project, time }) => {
    if (!time) return `${project} ?`;
    const cached = runStartedAt !== undefined && time.startedAt !== undefined && time.startedAt < runStartedAt;
    return `${project} ${time.seconds.toFixed(1)} s${cached ? ' (cached)' : ''}`;
  });
  return `time per project (tests only): ${parts.join(', ') || 'no reports'}`;
}
