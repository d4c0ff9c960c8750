/**
 * The backend's products: their stock by store (with when each shelf was last counted) and their
 * wish-list counts (spec §3 bnkr_cnt, isMyBucker). Methods of `MockBackend` (state/backend.ts
 * installs them); `this` is the backend.
 */
import { toYmdHm } from '@bottle/domain';
import { dataset } from '../data/dataset';
import type { SeedProduct } from '../data/types';
import type { MockBackend } from './backend';
import { badRequest, notFound } from './errors';
import { notifyRestock } from './alarms';

const MINUTE = 60_000;

/** Stock by store and the wish list. */
export class StockArea {
  product(this: MockBackend, prdCd: string): SeedProduct {
    const p = dataset.productByCode.get(prdCd);
    if (!p) throw notFound(`unknown product ${prdCd}`);
    return p;
  }

  stockAt(this: MockBackend, prdCd: string, strCd: string): number {
    const override = this.state.stock[prdCd]?.[strCd];
    return override ?? this.product(prdCd).stock[strCd] ?? 0;
  }

  /**
   * When the stock of a product was last counted (stock stamped with that time): at one
   * store when `strCd` is given, else anywhere. Until a store's shelf changes here, its count is
   * the seed's (`stock_counted_min_ago` before now, the same for every store of the product).
   */
  stockCountedAt(this: MockBackend, prdCd: string, strCd?: string): number {
    const seeded = this.now() - this.product(prdCd).stock_counted_min_ago * MINUTE;
    if (strCd !== undefined) return this.state.store_counted_at?.[prdCd]?.[strCd] ?? seeded;
    return this.state.stock_counted_at[prdCd] ?? seeded;
  }

  /** Every store's stock of a product with its last-counted time (libs/api A21), in store order. */
  storeStock(
    this: MockBackend,
    prdCd: string,
  ): { str_cd: string; str_nm: string; str_addr: string; stock_qty: number; count_dt: string }[] {
    this.product(prdCd);
    return dataset.stores.map((s) => ({
      str_cd: s.str_cd,
      str_nm: s.str_nm,
      str_addr: s.str_addr,
      stock_qty: this.stockAt(prdCd, s.str_cd),
      count_dt: toYmdHm(this.stockCountedAt(prdCd, s.str_cd)),
    }));
  }

  /**
   * Sets the shelf count; coming back from zero notifies restock alarms (SOLDOUT_RESTOCK_Y), and
   * reservation alarms: a product can be reserved wherever a store has it, so
   * bottles arriving on any shelf make it reservable.
   */
  setStock(this: MockBackend, prdCd: string, strCd: string, qty: number): void {
    if (!Number.isInteger(qty) || qty < 0) throw badRequest('stock must be a non-negative integer');
    if (!dataset.storeByCode.has(strCd)) throw notFound(`unknown store ${strCd}`);
    const before = this.stockAt(prdCd, strCd);
    (this.state.stock[prdCd] ??= {})[strCd] = qty;
    this.state.stock_counted_at[prdCd] = this.now();
    ((this.state.store_counted_at ??= {})[prdCd] ??= {})[strCd] = this.now();
    if (before === 0 && qty > 0) {
      notifyRestock(this, prdCd, strCd);
      this.openReservation(prdCd);
    }
    this.changed();
  }

  /** Stock taken (negative) or given back: a reservation, or a payment's hold (state/payments.ts). */
  adjustStock(this: MockBackend, prdCd: string, strCd: string, delta: number): void {
    this.setStock(prdCd, strCd, this.stockAt(prdCd, strCd) + delta);
  }

  // ---- wish list (spec §3 bnkr_cnt, isMyBucker) --------------------------------------------

  bnkrCnt(this: MockBackend, prdCd: string): number {
    return this.product(prdCd).bnkr_cnt + (this.state.bnkr_delta[prdCd] ?? 0);
  }

  isMyBucker(this: MockBackend, cno: string | null, prdCd: string): 'Y' | 'N' {
    return cno && this.memberState(cno).wish.includes(prdCd) ? 'Y' : 'N';
  }

  toggleWish(this: MockBackend, cno: string, prdCd: string): { prd_cd: string; isMyBucker: 'Y' | 'N'; bnkr_cnt: number } {
    this.product(prdCd);
    const s = this.memberState(cno);
    const on = s.wish.includes(prdCd);
    s.wish = on ? s.wish.filter((c) => c !== prdCd) : [prdCd, ...s.wish];
    this.state.bnkr_delta[prdCd] = (this.state.bnkr_delta[prdCd] ?? 0) + (on ? -1 : 1);
    this.changed();
    return { prd_cd: prdCd, isMyBucker: on ? 'N' : 'Y', bnkr_cnt: this.bnkrCnt(prdCd) };
  }
}
