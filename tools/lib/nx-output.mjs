/**
 * Reading an Nx run's terminal output (tools/test-all.mjs runs several targets in one Nx run).
 */

// eslint-disable-next-line no-control-regex
const ANSI = /\u001b\[[0-9;]*m/g;

/**
 * The targets that failed, from the list Nx prints at the end of a failed run:
 *
 *     Failed tasks:
 *
 *     - bottle-web:test
 *     - ui:lint
 *
 * Each target once: those of `targets` in their order, then any other (a dependency's, such as
 * `bridge:build-conformance` before the e2e suite). A task id is `project:target` or
 * `project:target:configuration`.
 */
export function failedNxTargets(output, targets) {
  const lines = output.replace(ANSI, '').split(/\r?\n/);
  const start = lines.findIndex((line) => line.trim() === 'Failed tasks:');
  if (start < 0) return [];
  const failed = new Set();
  for (const line of lines.slice(start + 1)) {
    const trimmed = line.trim();
    if (trimmed === '') continue;
    const task = /^- (\S+)$/.exec(trimmed);
    if (!task) break;
    const target = task[1].split(':')[1];
    if (target) failed.add(target);
  }
  return [...targets.filter((target) => failed.has(target)), ...[...failed].filter((target) => !targets.includes(target))];
}
