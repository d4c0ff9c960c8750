/**
 * The table of mutation → invalidated tags (src/lib/tags.ts) against the real
 * endpoints: every mutation of the three services is in the table; running it refreshes exactly
 * the cached queries that show the tags the table names (its own service's through RTK Query,
 * another service's through crossServiceInvalidation); the queries provide those tags.
 */
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  drawApi,
  alarmApi,
  BOTTLE_TAGS,
  bottleApi,
  CHAT_TAGS,
  chatApi,
  chatEndpoints,
  contentApi,
  memberApi,
  MUTATION_TAGS,
  pickupApi,
  productApi,
  reviewApi,
  resolveTags,
  searchApi,
  tastingNoteApi,
  USER_TAGS,
  userApi,
  userServiceApi,
  wishApi,
  type TagSpec,
} from '../src/index';
import { BOTTLE, CHAT, useMswServer, setupApi, USER, type TestStore } from './helpers';

const server = useMswServer();

type Service = 'bottle' | 'user' | 'chat';
const APIS = { bottle: bottleApi, user: userApi, chat: chatApi } as const;

/** Calls answered per service and path (GET and POST), and a generic answer. */
function answerEverything() {
  const calls = new Map<string, number>();
  const count = (key: string) => calls.set(key, (calls.get(key) ?? 0) + 1);
  const handler = (base: string) =>
    http.all(`${base}/*`, async ({ request }) => {
      const url = new URL(request.url);
      const body = request.method === 'POST' ? ((await request.json().catch(() => ({}))) as Record<string, unknown>) : {};
      // A product list answers the product its keyword names (the Product providers below).
      const key = `${url.pathname}${typeof body['keyword'] === 'string' ? `#${body['keyword']}` : ''}${typeof body['prd_cd'] === 'string' ? `#${body['prd_cd']}` : ''}`;
      count(key);
      if (url.pathname.endsWith('/result/list')) return HttpResponse.json({ list: [{ prd_cd: body['keyword'] }], total_cnt: 1 });
      return HttpResponse.json({});
    });
  server.use(handler(BOTTLE), handler(USER), handler(CHAT));
  return calls;
}

interface Provider {
  /** The tag type this query is primed for (a query per tag type, one product P1 or P2 for ids). */
  tag: string;
  service: Service;
  id?: string;
  /** Key of its calls in answerEverything's map. */
  key: string;
  start: (store: TestStore) => unknown;
}

/** One cached query per tag type of the three services (two for the per-product tags). */
const PROVIDERS: Provider[] = [
  { tag: 'UserInfo', service: 'bottle', key: '/app/member/user/info', start: (s) => s.dispatch(memberApi.endpoints.userInfo.initiate()) },
  { tag: 'MyPage', service: 'bottle', key: '/app/mypage/init', start: (s) => s.dispatch(memberApi.endpoints.mypageInit.initiate()) },
  { tag: 'Purchases', service: 'bottle', key: '/app/mypage/usergrade', start: (s) => s.dispatch(memberApi.endpoints.userGrade.initiate()) },
  { tag: 'PushList', service: 'bottle', key: '/app/notice/push/list', start: (s) => s.dispatch(memberApi.endpoints.pushList.initiate()) },
  {
    tag: 'PushSetting',
    service: 'bottle',
    key: '/v2/hybridapp/mypage/setup/push/info',
    start: (s) => s.dispatch(memberApi.endpoints.pushSettingInfo.initiate()),
  },
  ...(['P1', 'P2'] as const).map((id): Provider => ({
    tag: 'Product',
    service: 'bottle',
    id,
    key: `/app/search/wine/result/list#${id}`,
    start: (s) => s.dispatch(searchApi.endpoints.wineResultList.initiate({ keyword: id })),
  })),
  { tag: 'WishList', service: 'bottle', key: '/app/mybunker/list', start: (s) => s.dispatch(wishApi.endpoints.wishList.initiate()) },
  { tag: 'Draw', service: 'bottle', key: '/app/draw/list', start: (s) => s.dispatch(drawApi.endpoints.drawList.initiate({})) },
  { tag: 'Pickup', service: 'bottle', key: '/app/pickup/list', start: (s) => s.dispatch(pickupApi.endpoints.pickupList.initiate()) },
  { tag: 'Alarm', service: 'bottle', key: '/app/alarm/list', start: (s) => s.dispatch(alarmApi.endpoints.alarmList.initiate()) },
  {
    tag: 'TastingNote',
    service: 'bottle',
    key: '/app/tasting/note/list',
    start: (s) => s.dispatch(tastingNoteApi.endpoints.tastingNoteList.initiate()),
  },
  { tag: 'Review', service: 'bottle', key: '/app/review/my/list', start: (s) => s.dispatch(reviewApi.endpoints.reviewMyList.initiate()) },
  {
    tag: 'RecentSearch',
    service: 'bottle',
    key: '/app/search/recent/list',
    start: (s) => s.dispatch(searchApi.endpoints.recentSearchList.initiate()),
  },
  { tag: 'Event', service: 'bottle', key: '/v2/hybridapp/event/list', start: (s) => s.dispatch(contentApi.endpoints.eventList.initiate()) },
  { tag: 'Class', service: 'bottle', key: '/app/class/list', start: (s) => s.dispatch(contentApi.endpoints.classList.initiate()) },
  ...(['P1', 'P2'] as const).map((id): Provider => ({
    tag: 'Stock',
    service: 'bottle',
    id,
    key: `/app/product/store/stock#${id}`,
    start: (s) => s.dispatch(productApi.endpoints.productStoreStock.initiate({ prd_cd: id })),
  })),
  {
    tag: 'Agreement',
    service: 'user',
    key: '/fo/user/ssobottle/agmt/list',
    start: (s) => s.dispatch(userServiceApi.endpoints.bottleAgreementList.initiate()),
  },
  {
    tag: 'SocialInfo',
    service: 'user',
    key: '/fo/user/ssobottle/membs/social-info',
    start: (s) => s.dispatch(userServiceApi.endpoints.socialInfo.initiate({ acesTkn: 'a' })),
  },
  {
    tag: 'Member',
    service: 'user',
    key: '/fo/user/ssobottle/ismember',
    start: (s) => s.dispatch(userServiceApi.endpoints.isMember.initiate()),
  },
  {
    tag: 'RecentSearchCount',
    service: 'chat',
    key: '/app/logs/recent-search-history/total-count',
    start: (s) => s.dispatch(chatEndpoints.endpoints.recentSearchCount.initiate({ cno: '100000001' })),
  },
];

/** One argument for every mutation: each reads the fields it needs (bodies are passed through). */
const ARG = {
  prd_cd: 'P1',
  pickup_no: 'PK1',
  str_cd: '361',
  strCd: '361',
  qty: 1,
  pickup_dt: '20261224',
  privacy_agree_yn: 'Y',
  alarm_kind: 'restock',
  alarm_no: 'AL1',
  note_no: 'N1',
  keyword: 'k',
  push_no: '1',
  event_no: '1',
  class_no: '1',
  log_type: 'PRODUCT',
  target_id: 'P1',
  message: 'hi',
} as const;

const tick = () => new Promise((resolve) => setTimeout(resolve, 40));

function mutationNames(service: Service): string[] {
  return Object.entries(APIS[service].endpoints)
    .filter(([, endpoint]) => 'useMutation' in (endpoint as object))
    .map(([name]) => name)
    .sort();
}

/** The providers a resolved tag list should refresh. */
function expectedRefetches(service: Service, tags: ReturnType<typeof resolveTags>): string[] {
  return PROVIDERS.filter((p) => p.service === service)
    .filter((p) => tags.some((t) => (typeof t === 'string' ? t === p.tag : t.type === p.tag && (p.id === undefined || t.id === p.id))))
    .map((p) => p.key);
}

async function primed() {
  const { store } = setupApi();
  const calls = answerEverything();
  for (const p of PROVIDERS) p.start(store);
  await tick();
  for (const p of PROVIDERS) expect(calls.get(p.key), `${p.key} was fetched once`).toBe(1);
  return { store, calls };
}

describe('MUTATION_TAGS, the table of mutation → invalidated tags', () => {
  it.each(['bottle', 'user', 'chat'] as const)(
    'given the %s service, then every one of its mutations is in the table and nothing else is',
    (service) => {
      expect(Object.keys(MUTATION_TAGS[service]).sort()).toEqual(mutationNames(service));
    },
  );

  it('given every tag type of the three services, then a query provides it (the table names no tag that nothing shows)', async () => {
    const { store } = await primed();
    const state = store.getState();
    const provided = (service: Service, type: string) =>
      (APIS[service].util.selectInvalidatedBy as (s: unknown, tags: string[]) => unknown[])(state, [type]).length > 0;
    for (const type of BOTTLE_TAGS) expect(provided('bottle', type), `bottle ${type}`).toBe(true);
    for (const type of USER_TAGS) expect(provided('user', type), `user ${type}`).toBe(true);
    for (const type of CHAT_TAGS) expect(provided('chat', type), `chat ${type}`).toBe(true);
  });

  const cases = (['bottle', 'user', 'chat'] as const).flatMap((service) =>
    Object.keys(MUTATION_TAGS[service]).map((name) => [service, name] as const),
  );
  it.each(cases)(
    'given a query cached for every tag, when %s %s runs, then exactly the queries of the tags in its table entry are fetched again',
    async (service, name) => {
      const { store, calls } = await primed();
      const before = new Map(calls);
      const endpoint = (APIS[service].endpoints as Record<string, { initiate: (arg: unknown) => unknown }>)[name];
      await (store.dispatch(endpoint?.initiate(ARG) as never) as Promise<unknown>);
      await tick();
      const refetched = PROVIDERS.map((p) => p.key).filter((key) => (calls.get(key) ?? 0) > (before.get(key) ?? 0));
      const effect = (MUTATION_TAGS[service] as Record<string, Partial<Record<Service, readonly TagSpec<string>[]>>>)[name] ?? {};
      const expected = (['bottle', 'user', 'chat'] as const).flatMap((s) => expectedRefetches(s, resolveTags(effect[s], ARG)));
      expect(refetched.sort()).toEqual(expected.sort());
    },
  );

  it('given the shelf changed, when a reservation is refused (409), then the stock shown for that product is still fetched again', async () => {
    const { store, calls } = await primed();
    server.use(
      http.post(`${BOTTLE}/app/pickup/create`, () => HttpResponse.json({ rspC: '91', rspDtc: '409', rspMsgCn: 'stock' }, { status: 409 })),
    );
    await store.dispatch(
      pickupApi.endpoints.pickupCreate.initiate({ prd_cd: 'P1', qty: 1, str_cd: '361', pickup_dt: '20261224', privacy_agree_yn: 'Y' }),
    );
    await tick();
    expect(calls.get('/app/product/store/stock#P1')).toBe(2);
    expect(calls.get('/app/product/store/stock#P2')).toBe(1);
  });

  it('given a product page, when a reservation is cancelled, then its stock at the main store, its reserve button and every store stock are fetched again', async () => {
    const { store } = setupApi();
    const calls = answerEverything();
    store.dispatch(productApi.endpoints.productInfo.initiate({ prd_cd: 'P1' }));
    store.dispatch(productApi.endpoints.productInit.initiate({ prd_cd: 'P1' }));
    store.dispatch(productApi.endpoints.reservationButtonInfo.initiate({ prd_cd: 'P1' }));
    store.dispatch(productApi.endpoints.productStoreStock.initiate({ prd_cd: 'P1' }));
    store.dispatch(pickupApi.endpoints.pickupInfo.initiate({ pickup_no: 'PK1' }));
    await tick();
    await store.dispatch(pickupApi.endpoints.pickupCancel.initiate({ pickup_no: 'PK1' }));
    await tick();
    for (const path of [
      '/app/product/info#P1',
      '/app/product/init#P1',
      '/app/product/rsrvbtn/info#P1',
      '/app/product/store/stock#P1',
      '/app/pickup/info',
    ]) {
      expect(calls.get(path), path).toBe(2);
    }
  });
});
