import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { memberApi, productApi, searchApi, wishApi } from '../src/index';
import { BOTTLE, useMswServer, setupApi } from './helpers';

const server = useMswServer();

function counter(paths: string[]) {
  const counts: Record<string, number> = Object.fromEntries(paths.map((p) => [p, 0]));
  server.use(
    ...paths.map((path) =>
      http.post(`${BOTTLE}${path}`, () => {
        counts[path] = (counts[path] ?? 0) + 1;
        return HttpResponse.json({ list: [{ prd_cd: 'P1' }], total_cnt: 1 });
      }),
    ),
  );
  return counts;
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 30));

describe('cache tags: writes refresh what they change', () => {
  it('given the user info is shown, when the default store is set, then the user info is fetched again (spec §4)', async () => {
    const { store } = setupApi();
    const counts = counter(['/app/member/user/info', '/app/member/user/setDefaultStore']);
    await store.dispatch(memberApi.endpoints.userInfo.initiate());
    await store.dispatch(memberApi.endpoints.setDefaultStore.initiate({ strCd: '361' }));
    await tick();
    expect(counts['/app/member/user/info']).toBe(2);
  });

  it('given the push list is shown, when a notice is read or deleted, then the list is fetched again each time', async () => {
    const { store } = setupApi();
    const counts = counter(['/app/notice/push/list', '/app/notice/push/read', '/app/notice/push/delete']);
    await store.dispatch(memberApi.endpoints.pushList.initiate());
    await store.dispatch(memberApi.endpoints.pushRead.initiate({ push_no: '1' }));
    await tick();
    await store.dispatch(memberApi.endpoints.pushDelete.initiate({ push_no: '1' }));
    await tick();
    expect(counts['/app/notice/push/list']).toBe(3);
  });

  it('given a product, a search result and the wish list are shown, when the wish toggle runs for it, then all three are fetched again and another product is not', async () => {
    const { store } = setupApi();
    const counts = counter(['/app/product/info', '/app/mybunker/list', '/app/mybunker/toggle', '/app/search/wine/result/list']);
    await store.dispatch(productApi.endpoints.productInfo.initiate({ prd_cd: 'P1' }));
    await store.dispatch(productApi.endpoints.productInfo.initiate({ prd_cd: 'P2' }));
    await store.dispatch(wishApi.endpoints.wishList.initiate());
    await store.dispatch(searchApi.endpoints.wineResultList.initiate({ keyword: 'x' }));
    await store.dispatch(wishApi.endpoints.wishToggle.initiate({ prd_cd: 'P1' }));
    await tick();
    expect(counts['/app/product/info']).toBe(3);
    expect(counts['/app/mybunker/list']).toBe(2);
    expect(counts['/app/search/wine/result/list']).toBe(2);
  });
});
