/**
 * libs/api A36: store list rows and per-store stock rows say where each store is and when it
 * opens (the detail's hours, the holidays resolved on the mock's clock), and the store detail
 * carries the position, so the app can sort by distance and say "open now" without a detail call
 * per store.
 */
import { describe, expect, it } from 'vitest';
import { openStateAt } from '@bottle/domain';
import type { ProductStoreStockResponse, StoreInfoResponse, StoreListResponse } from '@bottle/api';
import { gatewayCall, setupMockServer } from './support/mock-http';
import { dataset } from '../src/data/dataset';

const mock = setupMockServer();

async function call<T>(path: string, body: unknown = {}): Promise<T> {
  const answer = await gatewayCall<T>(path, body);
  expect(answer.status).toBe(200);
  return answer.body;
}

describe('where a store is and when it opens (libs/api A36)', () => {
  it('given the store list, then every row has the seed position, the hours and its holidays', async () => {
    // Sunday 2026-11-22 is the 4th Sunday of November: a mandatory closing day for the Sunday stores.
    mock.backend.clock.set(Date.parse('2026-11-22T03:00:00Z'));
    const list = await call<StoreListResponse>('/app/store/list');
    for (const row of list.str_list) {
      const seed = dataset.storeByCode.get(row.str_cd);
      expect(row).toMatchObject({
        lat: seed?.lat,
        lng: seed?.lng,
        bsns_start_time: seed?.bsns_start_time,
        bsns_end_time: seed?.bsns_end_time,
      });
      expect(Array.isArray(row.hldy_list)).toBe(true);
    }
    const jamsil = list.str_list.find((s) => s.str_cd === '361');
    expect(jamsil?.hldy_list).toContain('20261122');
    expect(openStateAt(jamsil ?? {}, Date.parse('2026-11-22T03:00:00Z'))).toEqual({ kind: 'closed-today' });
    const jeju = list.str_list.find((s) => s.str_cd === '221');
    expect(jeju?.hldy_list).toEqual([]);
  });

  it('given a product, then every stock row carries the same place fields', async () => {
    const product = dataset.products[0];
    const stock = await call<ProductStoreStockResponse>('/app/product/store/stock', { prd_cd: product?.prd_cd });
    expect(stock.str_list.length).toBe(dataset.stores.length);
    for (const row of stock.str_list) {
      expect(typeof row.lat).toBe('number');
      expect(typeof row.lng).toBe('number');
      expect(row.bsns_start_time).toMatch(/^\d{4}$/);
      expect(row.bsns_end_time).toMatch(/^\d{4}$/);
    }
  });

  it('given a store detail, then it has the position', async () => {
    const info = await call<StoreInfoResponse>('/app/store/info', { strCd: '201' });
    expect(info).toMatchObject({ lat: 37.5556, lng: 126.9696 });
  });
});
