/**
 * What tools/observed-tasks.mjs and tools/long-tasks.mjs read from a trace, kept apart so it can be
 * tested: what a task is made of, how an event is named, and how long a host's task may be before
 * it is a long task once slowed down.
 *
 * Lighthouse's default (simulated) throttling loads the page once, unthrottled, then multiplies
 * each main-thread task of that load by the CPU multiplier; a task longer than 50 ms once
 * multiplied is a long task, so 5.3 ms on a host calibrated to 9.4× is already one.
 */

/** Lighthouse's long-task threshold (ms): only the time beyond it blocks. */
export const LONG_TASK_MS = 50;

/**
 * The length (ms) a task may have on the host and stay under the long-task threshold once slowed
 * `multiplier` times: 50 / multiplier (5.3 ms at 9.4×, 12.5 ms at 4×).
 */
export function longTaskOnHost(multiplier) {
  if (!Number.isFinite(multiplier) || multiplier <= 0) throw new Error(`multiplier must be a positive number, got ${multiplier}`);
  return LONG_TASK_MS / multiplier;
}

/**
 * The events directly inside a task: among `events` (complete trace events, `{ ts, dur }` in µs)
 * those within the task and not within another of them. What a task was made of, one level down.
 */
export function topLevelEvents(task, events) {
  const inside = events.filter((e) => e !== task && e.ts >= task.ts && e.ts + e.dur <= task.ts + task.dur);
  return inside.filter((e) => !inside.some((p) => p !== e && p.dur > e.dur && p.ts <= e.ts && p.ts + p.dur >= e.ts + e.dur));
}

/** A built chunk's name without its folder and hash: 'framework', 'index', 'early'. */
export const chunkOf = (url) => url.replace(/.*\/assets\//, '').replace(/-[\w-]{8}\.js$/, '');

/** A trace event as printed: its name, then the chunk it ran or the function it called, if any. */
export function eventLabel(e) {
  const data = e.args?.data ?? {};
  return `${e.name}${data.url ? ` ${chunkOf(data.url)}` : data.functionName ? ` ${data.functionName}` : ''}`;
}
