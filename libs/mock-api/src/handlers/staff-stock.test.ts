/**
 * The demo's staff shelf count (`POST /mock-api/staff/stock`): stock that changes
 * between the member's look and their confirm, and a product coming back for alarms.
 */
import { describe, expect, it } from 'vitest';
import { setupMockServer } from '../../tests/support/mock-http';
import { StoreDesk, demoDeskPin } from '../state/desk';

const mock = setupMockServer();

/** A count made at 잠실점's desk (its staff token: the shortcut acts on the staff's store only). */
async function count(body: unknown): Promise<{ status: number; body: unknown }> {
  const staff = new StoreDesk(mock.backend).login('361', demoDeskPin('361')).staff_tkn;
  const response = await fetch('http://localhost/mock-api/staff/stock', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${staff}` },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: await response.json() };
}

describe('POST /mock-api/staff/stock', () => {
  it('given a count, then the shelf holds it and answers it', async () => {
    expect(await count({ prd_cd: 'W00010', str_cd: '361', stock_qty: 1 })).toEqual({
      status: 200,
      body: { prd_cd: 'W00010', str_cd: '361', stock_qty: 1 },
    });
    expect(mock.backend.stockAt('W00010', '361')).toBe(1);
  });

  it('given an unknown product or store, or a count that is not a whole number ≥ 0, then it is refused', async () => {
    expect((await count({ prd_cd: 'NOPE', str_cd: '361', stock_qty: 1 })).status).toBe(404);
    expect((await count({ prd_cd: 'W00010', str_cd: '999', stock_qty: 1 })).status).toBe(404);
    expect((await count({ prd_cd: 'W00010', str_cd: '361', stock_qty: -1 })).status).toBe(400);
    expect((await count({ prd_cd: 'W00010', str_cd: '361' })).status).toBe(400);
  });
});
