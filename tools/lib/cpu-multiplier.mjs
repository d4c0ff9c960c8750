/**
 * Lighthouse's CPU slowdown for a host, from its benchmarkIndex (Lighthouse's throttling guide,
 * "Calibrating the CPU slowdown"; its calculator's rule): the default 4× is meant for a fast
 * desktop, and a slower host slowed 4× emulates a slower phone than the mid-range one meant.
 *
 *   benchmarkIndex  150 → 1×, 800 → 2×   (linear between; 1× below 150)
 *                   800 → 2×, 1300 → 3×  (linear between)
 *                  1300 → 3×, 1533 → 4×  (linear, and on above: 233 points per 1×)
 *
 * Rounded to one decimal, as Lighthouse's flag takes it.
 */
export function cpuMultiplier(benchmarkIndex) {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex <= 0)
    throw new Error(`benchmarkIndex must be a positive number, got ${benchmarkIndex}`);
  let m;
  if (benchmarkIndex >= 1300) m = 3 + (benchmarkIndex - 1300) / 233;
  else if (benchmarkIndex >= 800) m = 2 + (benchmarkIndex - 800) / 500;
  else if (benchmarkIndex >= 150) m = 1 + (benchmarkIndex - 150) / 650;
  else m = 1;
  return Math.round(m * 10) / 10;
}

/** The middle value (the upper middle of an even count), as Lighthouse's own medians. */
export function median(values) {
  if (values.length === 0) throw new Error('median of no values');
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

/** `LH_CPU` when set (a positive number), else the multiplier for the measured index. */
export function chooseMultiplier(forced, benchmarkIndex) {
  if (forced !== undefined && forced !== '') {
    const n = Number(forced);
    if (!Number.isFinite(n) || n <= 0) throw new Error(`LH_CPU must be a positive number, got "${forced}"`);
    return { multiplier: n, forced: true };
  }
  return { multiplier: cpuMultiplier(benchmarkIndex), forced: false };
}
