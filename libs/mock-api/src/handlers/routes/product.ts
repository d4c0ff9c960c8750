/** A product's page (spec §7 public): its info, tabs, reservation button, stock by store, food and images. */
import type {
  DistilleryTabResponse,
  LiquorInfoTabResponse,
  LiquorStyleTabResponse,
  ProductImageResponse,
  ProductInfoResponse,
  ProductInitResponse,
  ProductStoreStockResponse,
  ReservationButtonInfoResponse,
  TasteLevel,
  WineInfoTabResponse,
  WineStyleTabResponse,
  WineToMatchResponse,
  WineryTabResponse,
} from '@bottle/api';
import { dataset, productImage } from '../../data/dataset';
import { backLabelSvgDataUri } from '../../data/bottle-svg';
import type { SeedProduct } from '../../data/types';
import type { MockBackend } from '../../state/backend';
import { storePlace } from '../store-place';
import { registerTwin } from '../language';
import { str } from '../http';
import { cardImage, summary } from '../present';
import type { Registrars } from './register';

/** A dataset level (1..5, possibly fractional) on libs/api's taste scale. */
const tasteLevel = (n: number): TasteLevel => Math.min(5, Math.max(1, Math.round(n))) as TasteLevel;

function product(backend: MockBackend, body: Record<string, unknown>): SeedProduct {
  return backend.product(str(body, 'prd_cd'));
}

/** The store whose shelf a visitor or member sees: the member's main store, else 201. */
function storeOf(backend: MockBackend, cno: string | null): string {
  return (cno && backend.memberState(cno).def_str_cd) || '201';
}

/** The winery or distillery tab's line: where the producer is, and its names. */
const producerDesc = (p: SeedProduct) => `${p.nation_nm} ${p.region_nm}의 ${p.producer_nm}(${p.producer_en_nm}).`;

/**
 * The aromas (a liquor's flavours) a tasting note names, in its order: the style ("풀바디 레드") is no aroma and
 * the catalogue's tags ("icon", "red_natural") are internal, so neither reaches the 향 section.
 * Texture and finish words of the notes (타닌, 산미, 여운) are not aromas either.
 */
const AROMAS: readonly (readonly [word: string, aroma: string, english: string])[] = [
  ['시트러스', '시트러스', 'Citrus'],
  ['꿀 향', '꿀', 'Honey'],
  ['잘 익은 과실', '잘 익은 과실', 'Ripe fruit'],
  ['오크', '오크', 'Oak'],
  ['꽃 향', '꽃', 'Flowers'],
  ['바닐라', '바닐라', 'Vanilla'],
  ['스파이스', '스파이스', 'Spice'],
];
// An English request gets each aroma's English name (handlers/language.ts).
for (const [, aroma, english] of AROMAS) registerTwin(aroma, english);

function aromasOf(note: string): string[] {
  return AROMAS.map(([word, aroma]) => ({ aroma, at: note.indexOf(word) }))
    .filter((a) => a.at >= 0)
    .sort((a, b) => a.at - b.at)
    .map((a) => a.aroma);
}

export function registerProductRoutes({ pub }: Registrars): void {
  pub('/app/product/info', ({ body, backend, cno }): ProductInfoResponse => {
    const p = product(backend, body);
    const stock = backend.stockAt(p.prd_cd, storeOf(backend, cno));
    return {
      ...summary(backend, p, cno),
      ...(p.vintage ? { vintage: p.vintage } : {}),
      abv: p.abv,
      volume_ml: p.volume_ml,
      desc: p.tasting_note,
      rsrv_psbl_yn: stock > 0 ? 'Y' : 'N',
      stock_qty: stock,
      // libs/api A6: aroma level for every product; liquor's raw materials (the dataset's `grapes`).
      aroma: tasteLevel(p.aroma),
      ...(p.prd_type === 'liquor' && p.grapes.length > 0 ? { raw_mtrl_nm: p.grapes.map((g) => g.ko).join(', ') } : {}),
    };
  });
  pub('/app/product/init', ({ body, backend, cno }): ProductInitResponse => {
    const p = product(backend, body);
    return {
      prd_cd: p.prd_cd,
      ctg: p.prd_type,
      tab_list: p.prd_type === 'wine' ? ['style', 'info', 'winery'] : ['info', 'style', 'distillery'],
      str_cd: storeOf(backend, cno),
    };
  });
  pub('/app/product/rsrvbtn/info', ({ body, backend, cno }): ReservationButtonInfoResponse => {
    const p = product(backend, body);
    const inStock = backend.stockAt(p.prd_cd, storeOf(backend, cno)) > 0;
    return {
      rsrv_btn_yn: inStock ? 'Y' : 'N',
      rsrv_btn_txt: inStock ? '픽업 예약' : '재입고 알림 신청',
      alarm_yn: backend.hasAlarm(cno, p.prd_cd) ? 'Y' : 'N',
    };
  });
  // libs/api A21: every store's shelf with the time it was last counted (public).
  // A36: each row also says where the store is and when it opens.
  pub('/app/product/store/stock', ({ body, backend }): ProductStoreStockResponse => ({
    str_list: backend.storeStock(str(body, 'prd_cd')).map((row) => {
      const store = dataset.storeByCode.get(row.str_cd);
      return store ? { ...row, ...storePlace(store, backend.now()) } : row;
    }),
  }));
  pub('/app/product/wineToMatch', ({ body, backend }): WineToMatchResponse => {
    const p = product(backend, body);
    return {
      food_list: p.foods.flatMap((code) => {
        const f = dataset.content.foods.find((x) => x.food_cd === code);
        return f ? [{ food_cd: f.food_cd, food_nm: f.food_nm, img_url: cardImage(f.food_nm, '#b8731f') }] : [];
      }),
    };
  });
  // The bottle and its back label (the product page's gallery).
  pub('/app/product/item/image', ({ body, backend }): ProductImageResponse => {
    const p = product(backend, body);
    return { img_list: [productImage(p), backLabelSvgDataUri(p)] };
  });
  pub('/app/product/wine/styleTab/info', ({ body, backend }): WineStyleTabResponse => {
    const p = product(backend, body);
    return {
      sweetness: tasteLevel(p.sweetness),
      acidity: tasteLevel(p.acidity),
      body: tasteLevel(p.body),
      tannin: tasteLevel(p.tannin),
      aroma_list: aromasOf(p.tasting_note),
    };
  });
  pub('/app/product/wine/infoTab/info', ({ body, backend }): WineInfoTabResponse => {
    const p = product(backend, body);
    return {
      grape_list: p.grapes.map((g) => g.ko),
      nation_nm: p.nation_nm,
      region_nm: p.region_nm,
      abv: p.abv,
      volume_ml: p.volume_ml,
      ...(p.vintage ? { vintage: p.vintage } : {}),
      serving_temp: p.type_cd === '034006001' ? '16-18℃' : p.type_cd === '034006008' ? '14-16℃' : '6-10℃',
      desc: p.tasting_note,
    };
  });
  pub('/app/product/wine/wineryTab/info', ({ body, backend }): WineryTabResponse => {
    const p = product(backend, body);
    return { winery_nm: p.producer_nm, winery_desc: producerDesc(p), img_url: cardImage(p.producer_en_nm, '#2b0d14') };
  });
  pub('/app/product/liquor/infoTab/info', ({ body, backend }): LiquorInfoTabResponse => {
    const p = product(backend, body);
    return {
      nation_nm: p.nation_nm,
      abv: p.abv,
      volume_ml: p.volume_ml,
      desc: `${p.grapes.map((g) => g.ko).join(', ')} · ${p.tasting_note}`,
    };
  });
  pub('/app/product/liquor/styleTab/info', ({ body, backend }): LiquorStyleTabResponse => {
    const p = product(backend, body);
    const [nose = '', palate = ''] = p.tasting_note.split(/과 |와 /);
    return { nose, palate, finish: p.body >= 4 ? '길고 진한 여운' : '깔끔한 여운', flavor_list: aromasOf(p.tasting_note) };
  });
  pub('/app/product/liquor/distilleryTab/info', ({ body, backend }): DistilleryTabResponse => {
    const p = product(backend, body);
    return { distillery_nm: p.producer_nm, distillery_desc: producerDesc(p), img_url: cardImage(p.producer_en_nm, '#5b3216') };
  });
}
