/**
 * The calls added after the app features were built (ASSUMPTIONS.md A17 history, A21 store
 * stock, A22 coupons), the fields added to them (A19 note senses and photo) and the push message
 * type codes shared with libs/domain.
 */
import { http, HttpResponse } from 'msw';
import { describe, expect, expectTypeOf, it, vi } from 'vitest';
import { PUSH_MESSAGE_TYPES, SSP_HEADERS, type PushMessageType as DomainPushMessageType } from '@bottle/domain';
import {
  contentApi,
  memberApi,
  pickupApi,
  productApi,
  tastingNoteApi,
  TASTING_NOTE_PHOTO_MAX_CHARS,
  TASTING_NOTE_SENSES,
  type BottleEvent,
  type CouponListResponse,
  type LinkKind,
  type PickupHistoryStatus,
  type PickupReservation,
  type PickupStatus,
  type ProductInfo,
  type ProductStoreStockResponse,
  type PushMessageType,
  type PushNotice,
  type TasteLevel,
  type TastingNote,
  type TastingNoteSense,
} from '../src/index';
import { BOTTLE, useMswServer, setupApi } from './helpers';

const server = useMswServer();

const tick = () => new Promise((resolve) => setTimeout(resolve, 30));

const STOCK: ProductStoreStockResponse = {
  str_list: [
    { str_cd: '361', str_nm: '보틀 잠실점', str_addr: '서울 송파구', stock_qty: 4, count_dt: '202612241030' },
    { str_cd: '201', str_nm: '보틀 서울역점', str_addr: '서울 중구', stock_qty: 0, count_dt: '202612240915' },
  ],
};

describe('POST /app/product/store/stock (A21)', () => {
  it('given a product code, when the store stock is asked, then the body is { prd_cd } and every store comes back with its stock and count time', async () => {
    const { store } = setupApi();
    let body: unknown;
    server.use(
      http.post(`${BOTTLE}/app/product/store/stock`, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json(STOCK);
      }),
    );
    const result = await store.dispatch(productApi.endpoints.productStoreStock.initiate({ prd_cd: 'W00010' }));
    expect(body).toEqual({ prd_cd: 'W00010' });
    expect(result.data?.str_list.map((s) => [s.str_cd, s.stock_qty, s.count_dt])).toEqual([
      ['361', 4, '202612241030'],
      ['201', 0, '202612240915'],
    ]);
  });

  it('given no token, when the store stock is asked, then it goes out without a token header and no public-endpoint warning', async () => {
    const { store, warn } = setupApi({ tokens: {} });
    let token: string | null = 'unset';
    server.use(
      http.post(`${BOTTLE}/app/product/store/stock`, ({ request }) => {
        token = request.headers.get(SSP_HEADERS.token);
        return HttpResponse.json(STOCK);
      }),
    );
    await store.dispatch(productApi.endpoints.productStoreStock.initiate({ prd_cd: 'W00010' }));
    expect(token).toBeNull();
    expect(warn).not.toHaveBeenCalled();
  });

  it('given the store stock is shown, when a reservation is made, moved or cancelled, then the stock is fetched again each time', async () => {
    const { store } = setupApi();
    let fetched = 0;
    server.use(
      http.post(`${BOTTLE}/app/product/store/stock`, () => {
        fetched += 1;
        return HttpResponse.json(STOCK);
      }),
      http.post(`${BOTTLE}/app/pickup/create`, () => HttpResponse.json({ pickup_no: 'PK1' })),
      http.post(`${BOTTLE}/app/pickup/store/change`, () => HttpResponse.json({})),
      http.post(`${BOTTLE}/app/pickup/cancel`, () => HttpResponse.json({})),
    );
    const sub = store.dispatch(productApi.endpoints.productStoreStock.initiate({ prd_cd: 'W00010' }));
    await sub;
    await store.dispatch(
      pickupApi.endpoints.pickupCreate.initiate({ prd_cd: 'W00010', qty: 1, str_cd: '361', pickup_dt: '20261224', privacy_agree_yn: 'Y' }),
    );
    await tick();
    await store.dispatch(pickupApi.endpoints.pickupChangeStore.initiate({ pickup_no: 'PK1', str_cd: '201' }));
    await tick();
    await store.dispatch(pickupApi.endpoints.pickupCancel.initiate({ pickup_no: 'PK1' }));
    await tick();
    expect(fetched).toBe(4);
    sub.unsubscribe();
  });
});

describe('POST /app/mypage/coupon/list (A22)', () => {
  it('given a logged-in member, when the coupons are asked, then the call carries the token and the coupons come back as sent', async () => {
    const { store } = setupApi();
    const answer: CouponListResponse = {
      coupon_list: [
        {
          cpn_no: 'C1',
          cpn_nm: '5,000원 할인',
          dc_type: 'AMOUNT',
          dc_value: 5000,
          min_amt: 50000,
          exp_dt: '20270123',
          use_yn: 'N',
          barcode: '9900000000011',
        },
        { cpn_no: 'C2', cpn_nm: '10% 할인', dc_type: 'RATE', dc_value: 10, exp_dt: '20261201', use_yn: 'Y' },
      ],
    };
    let token: string | null = null;
    server.use(
      http.post(`${BOTTLE}/app/mypage/coupon/list`, ({ request }) => {
        token = request.headers.get(SSP_HEADERS.token);
        return HttpResponse.json(answer);
      }),
    );
    const result = await store.dispatch(memberApi.endpoints.couponList.initiate());
    expect(token).toBe('at1');
    expect(result.data).toEqual(answer);
  });

  it('given no token, when the coupons are asked, then a public-endpoint warning is logged (it is a members-only call)', async () => {
    const { store, warn } = setupApi({ tokens: {} });
    server.use(http.post(`${BOTTLE}/app/mypage/coupon/list`, () => HttpResponse.json({ coupon_list: [] })));
    await store.dispatch(memberApi.endpoints.couponList.initiate());
    // The public list loads apart (src/lib/public-paths.ts): the warning follows the call, and
    // the first import of that module in a run can come after the answer.
    await vi.waitFor(() =>
      expect(warn).toHaveBeenCalledWith('[@bottle/api] /app/mypage/coupon/list is not a public endpoint but is called without a token'),
    );
  });
});

describe('pickup reservation history (A17)', () => {
  it('given a reservation answer with hold end and history, then both come through as sent', async () => {
    const { store } = setupApi();
    const reservation: PickupReservation = {
      pickup_no: 'PK1',
      prd_cd: 'W00010',
      prd_nm: '샤토 딸보 2022',
      img_url: '/img.svg',
      qty: 1,
      str_cd: '361',
      str_nm: '보틀 잠실점',
      pickup_dt: '20261224',
      status: 'READY',
      reg_dt: '202612241000',
      pay_amt: 89000,
      hold_end_dt: '202612271012',
      hist_list: [
        { stat: 'RESERVED', dt: '202612241000', str_cd: '361' },
        { stat: 'CONFIRMED', dt: '202612241002', str_cd: '361' },
        { stat: 'READY', dt: '202612241012', str_cd: '361' },
      ],
    };
    server.use(http.post(`${BOTTLE}/app/pickup/info`, () => HttpResponse.json(reservation)));
    const result = await store.dispatch(pickupApi.endpoints.pickupInfo.initiate({ pickup_no: 'PK1' }));
    expect(result.data?.hold_end_dt).toBe('202612271012');
    expect(result.data?.hist_list.map((h) => h.stat)).toEqual(['RESERVED', 'CONFIRMED', 'READY']);
  });

  it('every reservation status is also a history status', () => {
    expectTypeOf<PickupStatus>().toExtend<PickupHistoryStatus>();
  });
});

describe('push message types (spec §3) are libs/domain codes', () => {
  it('PushMessageType of libs/api is the code type of libs/domain PUSH_MESSAGE_TYPES', () => {
    expectTypeOf<PushMessageType>().toEqualTypeOf<DomainPushMessageType>();
    expectTypeOf<PushNotice['push_type']>().toEqualTypeOf<DomainPushMessageType>();
    const codes: readonly PushMessageType[] = PUSH_MESSAGE_TYPES.codes;
    expect(codes).toContain('PICKUP_FORBIDDEN_PUSH_Y');
    expect(codes).toContain('SOLDOUT_RESTOCK_Y');
    expect(codes).not.toContain('SOLD_OUT_RESTOCK');
  });
});

describe('tasting note senses and photo (A19)', () => {
  it('given a note with the five senses and a photo, when inserted and read, then they go out and come back as they are', async () => {
    const { store } = setupApi();
    let sent: unknown;
    const note: TastingNote = {
      note_no: 'TN3',
      prd_nm: '샤토 마고 2020',
      rating: 5,
      tasting_dt: '20261224',
      content: '좋았다',
      reg_dt: '202612242000',
      sweetness: 2,
      acidity: 4,
      body: 5,
      tannin: 4,
      aroma: 3,
      photo_url: 'data:image/jpeg;base64,/9j/4AAQ',
    };
    server.use(
      http.post(`${BOTTLE}/app/tasting/note/insert`, async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ note_no: 'TN3' });
      }),
      http.post(`${BOTTLE}/app/tasting/note/info`, () => HttpResponse.json(note)),
    );
    const { note_no: _no, reg_dt: _reg, ...body } = note;
    await store.dispatch(tastingNoteApi.endpoints.tastingNoteInsert.initiate(body));
    expect(sent).toEqual(body);
    const info = await store.dispatch(tastingNoteApi.endpoints.tastingNoteInfo.initiate({ note_no: 'TN3' }));
    expect(info.data).toMatchObject({ sweetness: 2, acidity: 4, body: 5, tannin: 4, aroma: 3, photo_url: note.photo_url });
  });

  it("given an update that clears the photo, then '' goes out (absent would leave it)", async () => {
    const { store } = setupApi();
    let sent: unknown;
    server.use(
      http.post(`${BOTTLE}/app/tasting/note/update`, async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({});
      }),
    );
    await store.dispatch(tastingNoteApi.endpoints.tastingNoteUpdate.initiate({ note_no: 'TN3', aroma: 5, photo_url: '' }));
    expect(sent).toEqual({ note_no: 'TN3', aroma: 5, photo_url: '' });
  });

  it('names the five senses in display order, each on the 1..5 taste scale, and a 1.5 MB photo limit', () => {
    expect(TASTING_NOTE_SENSES).toEqual(['sweetness', 'acidity', 'body', 'tannin', 'aroma']);
    expectTypeOf<TastingNote[TastingNoteSense]>().toEqualTypeOf<TasteLevel | undefined>();
    expect(TASTING_NOTE_PHOTO_MAX_CHARS).toBe(1_500_000);
  });
});

describe('event body and link (A10)', () => {
  it('given an event list answer with a body and a link, then they come through as sent', async () => {
    const { store } = setupApi();
    const event: BottleEvent = {
      event_no: '700',
      event_nm: '보르도 그랑크뤼 시음회',
      img_url: 'https://img.example/700.png',
      start_dt: '20261201',
      end_dt: '20261231',
      status: 'ING',
      join_yn: 'N',
      event_conts: '<p><strong>시음회</strong>에 초대합니다.</p>',
      link_kind: 'APPLIST',
      link_url: '/exhibition?exhibit_no=1001',
    };
    server.use(http.post(`${BOTTLE}/v2/hybridapp/event/list`, () => HttpResponse.json({ total_cnt: 1, list: [event] })));
    const result = await store.dispatch(contentApi.endpoints.eventList.initiate({ status: 'ing', page_no: 1, page_size: 10 }));
    expect(result.data?.list[0]).toEqual(event);
    expectTypeOf<BottleEvent['link_kind']>().toEqualTypeOf<LinkKind | undefined>();
    expectTypeOf<BottleEvent['event_conts']>().toEqualTypeOf<string | undefined>();
  });
});

describe('product info aroma level and liquor raw material (A6)', () => {
  it('given a liquor info answer with raw materials and an aroma level, then both come through as sent', async () => {
    const { store } = setupApi();
    server.use(
      http.post(`${BOTTLE}/app/product/info`, () =>
        HttpResponse.json({
          prd_cd: 'L00001',
          prd_nm: '조니 워커 블랙',
          ctg: 'liquor',
          type_cd: '034005001',
          img_url: '',
          sale_prc: 59000,
          bnkr_cnt: 0,
          isMyBucker: 'N',
          rsrv_psbl_yn: 'Y',
          raw_mtrl_nm: '맥아 보리, 곡물',
          aroma: 4,
        }),
      ),
    );
    const result = await store.dispatch(productApi.endpoints.productInfo.initiate({ prd_cd: 'L00001' }));
    expect(result.data).toMatchObject({ raw_mtrl_nm: '맥아 보리, 곡물', aroma: 4 });
    expectTypeOf<ProductInfo['aroma']>().toEqualTypeOf<TasteLevel | undefined>();
    expectTypeOf<ProductInfo['raw_mtrl_nm']>().toEqualTypeOf<string | undefined>();
  });
});
