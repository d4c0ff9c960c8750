/**
 * Handlers added for the app features' gaps: per-store stock (libs/api A21), coupons (A22),
 * reservation history over HTTP (A17), tasting-note senses and photo (A19), event body and link
 * (A10), product aroma level and liquor raw material (A6) and the social
 * providers' demo OAuth token endpoints.
 */
import { describe, expect, it } from 'vitest';
import type {
  CouponListResponse,
  LoginResponse,
  PickupInfoResponse,
  ProductInfoResponse,
  ProductStoreStockResponse,
  EventListResponse,
  TastingNoteInfoResponse,
  TastingNoteInsertResponse,
  MonthlyItemListResponse,
  ThemeListResponse,
} from '@bottle/api';
import { BASE, gatewayCall, logIn, setupMockServer } from './support/mock-http';
import { dataset } from '../src/data/dataset';
import { toYmd } from '@bottle/domain';

const mock = setupMockServer();

const call = gatewayCall;

async function token(id = 'demo'): Promise<string> {
  return (await logIn(id)).access_token ?? '';
}

describe('product info aroma level and liquor raw material (A6)', () => {
  it('given a liquor, then its info carries the raw materials of the dataset and an aroma level 1..5', async () => {
    const liquor = dataset.products.find((p) => p.prd_type === 'liquor' && p.grapes.length > 0);
    if (!liquor) throw new Error('no liquor');
    const r = await call<ProductInfoResponse>('/app/product/info', { prd_cd: liquor.prd_cd });
    expect(r.body.raw_mtrl_nm).toBe(liquor.grapes.map((g) => g.ko).join(', '));
    expect(r.body.aroma).toBe(Math.min(5, Math.max(1, Math.round(liquor.aroma))));
  });

  it('given a wine, then its info has an aroma level and no raw material', async () => {
    const r = await call<ProductInfoResponse>('/app/product/info', { prd_cd: 'W00001' });
    expect([1, 2, 3, 4, 5]).toContain(r.body.aroma);
    expect(r.body).not.toHaveProperty('raw_mtrl_nm');
  });
});

describe('event body and link (A10)', () => {
  async function allEvents() {
    const ing = await call<EventListResponse>('/v2/hybridapp/event/list', { status: 'ing', page_no: 1, page_size: 50 });
    const end = await call<EventListResponse>('/v2/hybridapp/event/list', { status: 'end', page_no: 1, page_size: 50 });
    return [...ing.body.list, ...end.body.list];
  }

  it('given the event lists, then every event carries an HTML body from the dataset', async () => {
    const events = await allEvents();
    expect(events).toHaveLength(dataset.content.events.length);
    for (const e of events) {
      const seed = dataset.content.events.find((x) => String(x.event_no) === e.event_no);
      expect(e.event_conts).toBe(seed?.event_conts);
      expect(e.event_conts).toMatch(/^<p>[\s\S]+<\/(p|ul|ol)>$/);
    }
  });

  it('given the event lists, then at least two events link in the app, two to a web page, and a USELESS one has no URL', async () => {
    const events = await allEvents();
    const app = events.filter((e) => e.link_kind === 'APPLIST');
    const web = events.filter((e) => e.link_kind === 'URL');
    expect(app.length).toBeGreaterThanOrEqual(2);
    expect(web.length).toBeGreaterThanOrEqual(2);
    for (const e of app) expect(e.link_url).toMatch(/^\/[^/]/);
    for (const e of web) expect(e.link_url).toMatch(/^https:\/\//);
    const useless = events.filter((e) => e.link_kind === 'USELESS');
    expect(useless.length).toBeGreaterThanOrEqual(1);
    for (const e of useless) expect(e).not.toHaveProperty('link_url');
  });
});

describe('tasting note senses and photo (A19)', () => {
  const PHOTO = 'data:image/jpeg;base64,/9j/4AAQSkZJRgABAQAAAQABAAD/2w==';

  it('given a note inserted with the five senses and a photo, then info answers them and an update changes them', async () => {
    const t = await token();
    const body = {
      prd_nm: '직접 쓴 와인',
      rating: 4,
      tasting_dt: '20261101',
      content: '좋았다',
      sweetness: 2,
      acidity: 4,
      body: 5,
      tannin: 1,
      aroma: 3,
      photo_url: PHOTO,
    };
    const created = await call<TastingNoteInsertResponse>('/app/tasting/note/insert', body, { token: t });
    expect(created.status).toBe(200);
    const info = await call<TastingNoteInfoResponse>('/app/tasting/note/info', { note_no: created.body.note_no }, { token: t });
    expect(info.body).toMatchObject({ sweetness: 2, acidity: 4, body: 5, tannin: 1, aroma: 3, photo_url: PHOTO });
    await call('/app/tasting/note/update', { note_no: created.body.note_no, tannin: 5, photo_url: '' }, { token: t });
    const after = await call<TastingNoteInfoResponse>('/app/tasting/note/info', { note_no: created.body.note_no }, { token: t });
    expect(after.body).toMatchObject({ sweetness: 2, tannin: 5 });
    expect(after.body).not.toHaveProperty('photo_url');
  });

  it('given a sense of 7 or a photo that is not an image data URL, then 400 and nothing is saved', async () => {
    const t = await token();
    const note = { prd_nm: 'x', rating: 3, tasting_dt: '20261101', content: 'a' };
    expect((await call('/app/tasting/note/insert', { ...note, body: 7 }, { token: t })).status).toBe(400);
    expect((await call('/app/tasting/note/insert', { ...note, photo_url: 'javascript:alert(1)' }, { token: t })).status).toBe(400);
    const list = await call<{ total_cnt: number }>('/app/tasting/note/list', { page_no: 1, page_size: 10 }, { token: t });
    expect(list.body.total_cnt).toBe(0);
  });
});

describe('POST /app/product/store/stock', () => {
  it('given no token, then every store answers with its stock and a YYYYMMDDHHmm count time', async () => {
    const product = dataset.products[0];
    if (!product) throw new Error('no product');
    const r = await call<ProductStoreStockResponse>('/app/product/store/stock', { prd_cd: product.prd_cd });
    expect(r.status).toBe(200);
    expect(r.body.str_list.map((s) => s.str_cd)).toEqual(dataset.stores.map((s) => s.str_cd));
    for (const s of r.body.str_list) {
      expect(s.stock_qty).toBe(product.stock[s.str_cd] ?? 0);
      expect(s.count_dt).toMatch(/^\d{12}$/);
      expect(s.str_addr).toBeTruthy();
    }
  });

  it('given a reservation, then the store stock shows the bottles taken off that shelf', async () => {
    const product = dataset.products.find((p) => (p.stock['361'] ?? 0) >= 2);
    if (!product) throw new Error('no product');
    await call(
      '/app/pickup/create',
      { prd_cd: product.prd_cd, qty: 2, str_cd: '361', pickup_dt: toYmd(Date.now()), privacy_agree_yn: 'Y' },
      { token: await token() },
    );
    const r = await call<ProductStoreStockResponse>('/app/product/store/stock', { prd_cd: product.prd_cd });
    expect(r.body.str_list.find((s) => s.str_cd === '361')?.stock_qty).toBe((product.stock['361'] ?? 0) - 2);
  });

  it('given no product code or an unknown one, then 400 and 404', async () => {
    expect((await call('/app/product/store/stock', {})).status).toBe(400);
    expect((await call('/app/product/store/stock', { prd_cd: 'NOPE' })).status).toBe(404);
  });
});

describe('POST /app/mypage/coupon/list', () => {
  it('given no token, then 401', async () => {
    expect((await call('/app/mypage/coupon/list')).status).toBe(401);
  });

  it("given a member, then the dataset's coupons come back: amounts and rates, used and expired ones too", async () => {
    const r = await call<CouponListResponse>('/app/mypage/coupon/list', {}, { token: await token('gold') });
    expect(r.status).toBe(200);
    const seed = dataset.memberByLoginId.get('gold')?.coupons ?? [];
    expect(r.body.coupon_list.map((c) => [c.cpn_no, c.dc_type, c.dc_value, c.use_yn])).toEqual(
      seed.map((c) => [c.cpn_no, c.dc_rate !== undefined ? 'RATE' : 'AMOUNT', c.dc_rate ?? c.dc_amt, c.use_yn]),
    );
    expect(r.body.coupon_list.every((c) => /^\d{8}$/.test(c.exp_dt))).toBe(true);
  });
});

describe('reservation history over HTTP', () => {
  it('given a new reservation, then its info carries the hold end and the received step', async () => {
    const product = dataset.products.find((p) => (p.stock['361'] ?? 0) >= 1);
    if (!product) throw new Error('no product');
    const t = await token();
    const created = await call<{ pickup_no: string }>(
      '/app/pickup/create',
      { prd_cd: product.prd_cd, qty: 1, str_cd: '361', pickup_dt: toYmd(Date.now()), privacy_agree_yn: 'Y' },
      { token: t },
    );
    const info = await call<PickupInfoResponse>('/app/pickup/info', { pickup_no: created.body.pickup_no }, { token: t });
    expect(info.body.hold_end_dt).toMatch(/^\d{12}$/);
    expect(info.body.hist_list).toEqual([{ stat: 'RESERVED', dt: info.body.reg_dt, str_cd: '361' }]);
  });
});

describe('demo OAuth token endpoints (/oauth/kakao/token, /oauth/naver/token)', () => {
  const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
  const valid = {
    grant_type: 'authorization_code',
    client_id: 'demo-client',
    redirect_uri: 'http://localhost/login_callback_kakao',
    code: 'demo-kakao-demo',
  };
  async function exchange(provider: string, body: string, type = 'application/x-www-form-urlencoded;charset=utf-8') {
    const r = await fetch(`${BASE}/oauth/${provider}/token`, { method: 'POST', headers: { 'Content-Type': type }, body });
    return { status: r.status, body: (await r.json()) as Record<string, unknown> };
  }

  it.each(['kakao', 'naver'] as const)(
    'given a code the demo %s page issued, then it answers once a random bearer token the social login accepts',
    async (provider) => {
      const code = mock.backend.issueLoginKey(`code:${provider}`, 'gold');
      const r = await exchange(provider, form({ ...valid, code, state: 'xyz' }));
      expect(r).toEqual({
        status: 200,
        body: {
          access_token: expect.stringMatching(new RegExp(`^demo-${provider}\\.[A-Za-z0-9_-]{32}$`)),
          token_type: 'bearer',
          expires_in: 21599,
        },
      });
      const login = await call<LoginResponse>(
        '/fo/user/ssobottle/login/social',
        { provider, access_token: r.body['access_token'] },
        { service: 'user' },
      );
      expect(login.body.access_token).toBeTruthy();
      // The code is spent.
      expect(await exchange(provider, form({ ...valid, code }))).toMatchObject({ status: 400, body: { error: 'invalid_grant' } });
    },
  );

  it("given another provider's code, a guessed one or any other, then 400 invalid_grant; a guessed access token logs nobody in", async () => {
    expect(await exchange('kakao', form({ ...valid, code: mock.backend.issueLoginKey('code:naver', 'demo') }))).toMatchObject({
      status: 400,
      body: { error: 'invalid_grant' },
    });
    expect(await exchange('kakao', form({ ...valid, code: 'demo-kakao-demo' }))).toMatchObject({
      status: 400,
      body: { error: 'invalid_grant' },
    });
    expect(await exchange('naver', form({ ...valid, code: 'real-code-123' }))).toMatchObject({
      status: 400,
      body: { error: 'invalid_grant' },
    });
    for (const provider of ['kakao', 'naver']) {
      const guessed = await call<LoginResponse>(
        '/fo/user/ssobottle/login/social',
        { provider, access_token: `demo-${provider}-demo` },
        { service: 'user' },
      );
      expect(guessed.body).toMatchObject({ rspC: '44', rspDtc: '439' });
      expect(guessed.body.access_token).toBeUndefined();
    }
  });

  it.each(['grant_type', 'client_id', 'redirect_uri', 'code'])('given no %s, then 400 invalid_request', async (missing) => {
    const fields: Record<string, string> = { ...valid };
    delete fields[missing];
    expect(await exchange('kakao', form(fields))).toMatchObject({ status: 400, body: { error: 'invalid_request' } });
  });

  it('given a wrong grant_type or a JSON body, then 400 invalid_request', async () => {
    expect(await exchange('kakao', form({ ...valid, grant_type: 'password' }))).toMatchObject({
      status: 400,
      body: { error: 'invalid_request' },
    });
    expect(await exchange('kakao', JSON.stringify(valid), 'application/json')).toMatchObject({
      status: 400,
      body: { error: 'invalid_request' },
    });
  });
});

describe("collection pictures drawn from today's bottles", () => {
  const svgOf = (uri: string) => decodeURIComponent(uri.replace(/^data:image\/svg\+xml;charset=utf-8,/, ''));
  const labelsOf = (codes: readonly string[]) => codes.slice(0, 5).map((c) => dataset.productByCode.get(c)?.label_en_nm.slice(0, 18) ?? '');

  it("given the themes, then each theme's picture shows its own bottles (their labels) over its title", async () => {
    const r = await call<ThemeListResponse>('/app/main/theme/list');
    expect(r.body.theme_list.length).toBeGreaterThan(0);
    for (const theme of r.body.theme_list) {
      const seed = dataset.content.themes.find((t) => String(t.theme_no) === theme.theme_no);
      const svg = svgOf(theme.img_url);
      expect(svg).toMatch(/^<svg [^>]*viewBox="0 0 750 400"/);
      expect(svg).toContain(theme.theme_nm.slice(0, 28).replace(/&/g, '&amp;'));
      const labels = labelsOf(seed?.prd_cds ?? []);
      expect(labels.length).toBeGreaterThan(0);
      for (const label of labels) expect(svg).toContain(`>${label.replace(/&/g, '&amp;').replace(/'/g, '&apos;')}<`);
      expect((svg.match(/viewBox="0 0 120 320"/g) ?? []).length).toBe(labels.length);
    }
  });

  it("given this month's items, then the picture shows the month's bottles, at most five", async () => {
    const r = await call<MonthlyItemListResponse>('/app/main/monthlyitem/list');
    for (const item of r.body.list) {
      const svg = svgOf(item.img_url);
      expect((svg.match(/viewBox="0 0 120 320"/g) ?? []).length).toBe(Math.min(5, item.prd_list.length));
      for (const p of item.prd_list.slice(0, 5))
        expect(svg).toContain(dataset.productByCode.get(p.prd_cd)?.label_en_nm.slice(0, 12).replace(/&/g, '&amp;').replace(/'/g, '&apos;'));
    }
  });

  it('given a hostile title, then the picture escapes it: no markup gets in', async () => {
    const { shelfSvg } = await import('../src/data/bottle-svg');
    const svg = shelfSvg('<script>alert(1)</script>"&', []);
    expect(svg).not.toContain('<script>');
    expect(svg).toContain('&lt;script&gt;');
    expect(svg).toContain('aria-label="&lt;script&gt;alert(1)&lt;/script&gt;&quot;&amp;"');
  });
});
