/**
 * Gives the main thread back for a moment: what comes after runs in a task of its own, so the
 * browser can paint, take the member's input or run the early-data module in between (one long
 * task on a mid-range phone otherwise). `scheduler.yield()` where the browser has it (its
 * continuation runs before other queued tasks of the page), else a message to the page's own
 * channel, which, unlike a timer, no browser delays by a minimum.
 *
 * @example
 * await yieldToMain(); // the next lines run in a new task
 */
interface SchedulerWithYield {
  yield(): Promise<void>;
}

export function yieldToMain(
  host: { scheduler?: Partial<SchedulerWithYield>; MessageChannel?: typeof MessageChannel } = globalThis,
): Promise<void> {
  const scheduler = host.scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield.call(scheduler);
  const Channel = host.MessageChannel;
  if (!Channel) return new Promise((resolve) => setTimeout(resolve, 0));
  return new Promise((resolve) => {
    const channel = new Channel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(undefined);
  });
}
