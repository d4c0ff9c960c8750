import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { loadDemoState, resetDemo, saveDemoState } from './browser';
import { MockBackend } from './state/backend';
import { dataset } from './data/dataset';

describe('demo state persistence in IndexedDB', () => {
  it('given a reservation saved, when the page reloads (a new backend from the saved state), then it is still there; reset forgets it', async () => {
    const before = new MockBackend();
    const session = before.login('demo', 'bottle1234');
    const cno = before.authenticate(session.access_token);
    const product = dataset.products.find((p) => (p.stock['361'] ?? 0) > 0);
    if (!product) throw new Error('no stock');
    const today = new Date(before.now() + 9 * 3600_000).toISOString().slice(0, 10).replace(/-/g, '');
    const created = before.createPickup(cno, { prd_cd: product.prd_cd, qty: 1, str_cd: '361', pickup_dt: today, privacy_agree_yn: 'Y' });
    await saveDemoState(before.state);

    const saved = await loadDemoState();
    if (!saved) throw new Error('nothing saved');
    const after = new MockBackend({}, saved);
    expect(after.pickups(cno).map((p) => p.pickup_no)).toEqual([created.pickup_no]);
    expect(after.authenticate(session.access_token)).toBe(cno);

    await resetDemo();
    expect(await loadDemoState()).toBeUndefined();
  });
});
