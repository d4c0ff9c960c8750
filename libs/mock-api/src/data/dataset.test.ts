import { describe, expect, it } from 'vitest';
import { dataset, productImage } from './dataset';

const WINE_TYPES = ['034006001', '034006002', '034006003', '034006004', '034006005', '034006007', '034006008'];
const LIQUOR_TYPES = Array.from({ length: 15 }, (_, i) => `034005${String(i + 1).padStart(3, '0')}`);

function ean13Valid(code: string): boolean {
  if (!/^\d{13}$/.test(code)) return false;
  const sum = [...code.slice(0, 12)].reduce((acc, d, i) => acc + Number(d) * (i % 2 === 0 ? 1 : 3), 0);
  return (10 - (sum % 10)) % 10 === Number(code[12]);
}

describe('the committed demo dataset', () => {
  it('has at least 400 products covering every wine and liquor type code of spec §3', () => {
    expect(dataset.products.length).toBeGreaterThanOrEqual(400);
    const types = new Set(dataset.products.map((p) => p.type_cd));
    for (const code of [...WINE_TYPES, ...LIQUOR_TYPES]) expect(types.has(code), code).toBe(true);
    expect(types.has('034006006')).toBe(false);
  });

  it('gives every product a unique code, a valid unique EAN-13, names in two languages and a full profile', () => {
    expect(dataset.productByCode.size).toBe(dataset.products.length);
    expect(dataset.productByBarcode.size).toBe(dataset.products.length);
    for (const p of dataset.products) {
      expect(ean13Valid(p.barcode), p.barcode).toBe(true);
      expect(p.prd_nm).toMatch(/[가-힣]/);
      expect(p.prd_en_nm).toMatch(/[A-Za-z0-9]/);
      for (const sense of [p.sweetness, p.acidity, p.body, p.tannin, p.aroma]) {
        expect(sense).toBeGreaterThanOrEqual(1);
        expect(sense).toBeLessThanOrEqual(5);
      }
      expect(p.price).toBeGreaterThan(0);
      expect(p.grapes.length).toBeGreaterThan(0);
      expect(p.nation_nm && p.region_nm && p.style_nm).toBeTruthy();
    }
  });

  it('stocks every product in at least one store and only in stores that exist', () => {
    for (const p of dataset.products) {
      const codes = Object.keys(p.stock);
      expect(codes.every((c) => dataset.storeByCode.has(c))).toBe(true);
      expect(Object.values(p.stock).some((q) => q > 0), p.prd_cd).toBe(true);
    }
  });

  it('has at least 20 stores with every store-detail field, including codes 201 and 361', () => {
    expect(dataset.stores.length).toBeGreaterThanOrEqual(20);
    expect(dataset.storeByCode.has('201')).toBe(true);
    expect(dataset.storeByCode.has('361')).toBe(true);
    for (const s of dataset.stores) {
      for (const key of ['str_cd', 'str_nm', 'str_tel_no', 'bsns_conts', 'bsns_start_time', 'bsns_end_time', 'hldy_conts', 'pick_desk_info', 'str_addr', 'road_info'] as const) {
        expect(s[key], `${s.str_cd}.${key}`).toBeTruthy();
      }
      expect(s.lat).toBeGreaterThan(33);
      expect(s.lng).toBeGreaterThan(124);
    }
  });

  it('refers only to existing products from its content', () => {
    const c = dataset.content;
    const refs = [
      ...c.monthly_items.flatMap((m) => m.prd_cds),
      ...c.themes.flatMap((t) => t.prd_cds),
      ...c.weekly_wine.flatMap((w) => w.prd_cds),
      ...c.bestseller_liquor,
      ...c.recomm_items,
      ...c.exhibitions.flatMap((e) => e.prd_cds),
      ...c.classes.flatMap((k) => k.prd_cds),
      ...c.tasting_themes.flatMap((t) => t.prd_cds),
      ...c.foods.flatMap((f) => f.prd_cds),
    ];
    expect(refs.length).toBeGreaterThan(100);
    for (const code of refs) expect(dataset.productByCode.has(code), code).toBe(true);
    expect(c.exhibitions.some((e) => e.prize_yn === 'Y' && e.prizes.length > 0)).toBe(true);
  });

  it('has a member per grade, a mart member, a bottle member and a foreign member, each with a year of receipts', () => {
    const ms = dataset.members.members;
    expect(new Set(ms.map((m) => m.grade))).toEqual(new Set([1, 2, 3, 4]));
    expect(ms.some((m) => m.mart_member_yn === 'Y' && m.bottle_member_yn === 'N')).toBe(true);
    expect(ms.some((m) => m.bottle_member_yn === 'Y' && m.mart_member_yn === 'N')).toBe(true);
    expect(ms.some((m) => m.frnYn === 'Y')).toBe(true);
    for (const m of ms) {
      expect(m.membs_card_no).toMatch(/^\d{16}$/);
      expect(Math.min(...m.receipts.map((r) => r.day_offset))).toBeLessThan(-300);
      expect(m.coupons.length).toBeGreaterThan(0);
    }
  });

  it('gives each sign-up agreement its own name and a text saying its purpose, items and retention (no two rows read alike)', () => {
    const agreements = dataset.content.agreements;
    expect(new Set(agreements.map((a) => a.agmt_nm)).size).toBe(agreements.length);
    expect(new Set(agreements.map((a) => a.agmt_en_nm)).size).toBe(agreements.length);
    for (const a of agreements) {
      // A numbered copy of another agreement's name is a placeholder, not a subject.
      expect(a.agmt_nm, a.agmt_type).not.toMatch(/\(\d\)\s*$/);
      expect(a.agmt_text, a.agmt_type).toMatch(/목적: [^<]+<\/li><li>항목: [^<]+<\/li><li>보유 기간: [^<]+</);
    }
  });

  it('draws a bottle picture as an SVG data URI', () => {
    const first = dataset.products[0];
    if (!first) throw new Error('empty dataset');
    const uri = productImage(first);
    expect(uri.startsWith('data:image/svg+xml')).toBe(true);
    expect(decodeURIComponent(uri)).toContain('<svg');
  });
});
