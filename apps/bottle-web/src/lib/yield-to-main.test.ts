import { describe, expect, it, vi } from 'vitest';
import { yieldToMain } from './yield-to-main';

describe('yieldToMain', () => {
  it("given a browser with scheduler.yield, then it waits for the scheduler's continuation", async () => {
    const order: string[] = [];
    const scheduler = { yield: vi.fn(() => Promise.resolve().then(() => void order.push('scheduler'))) };
    await yieldToMain({ scheduler });
    expect(scheduler.yield).toHaveBeenCalledOnce();
    expect(order).toEqual(['scheduler']);
  });

  it('given a browser without it, then it resumes through a message to the page itself, after the code that called it', async () => {
    const order: string[] = [];
    const done = yieldToMain({ MessageChannel }).then(() => void order.push('resumed'));
    order.push('same task');
    await done;
    expect(order).toEqual(['same task', 'resumed']);
  });
});
