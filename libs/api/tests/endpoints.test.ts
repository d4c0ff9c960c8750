import { ENDPOINTS, type EndpointService } from '@bottle/domain';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { bottleApi, chatApi, userApi } from '../src/index';
import { BOTTLE, CHAT, useMswServer, setupApi, USER } from './helpers';

const server = useMswServer();

const BASES: Record<EndpointService, string> = { bottle: BOTTLE, user: USER, chat: CHAT };
const SERVICES = { bottle: bottleApi, user: userApi, chat: chatApi } as const;

type Initiate = (
  arg: unknown,
) => (dispatch: never, getState: never, extra: never) => Promise<unknown> & { unsubscribe?: () => void; reset?: () => void };

describe('every call of spec §7 exists (walking ENDPOINTS of libs/domain)', () => {
  it('given each endpoint of each service, when called, then the requests cover every ENDPOINTS entry with its service, method and path', async () => {
    const { store } = setupApi();
    const seen = new Set<string>();
    server.use(
      http.all('*', ({ request }) => {
        const url = new URL(request.url);
        const service = (Object.keys(BASES) as EndpointService[]).find((key) => BASES[key] === url.origin);
        seen.add(`${service} ${request.method} ${url.pathname}`);
        // An empty page: what every paged list (and its page-by-page infinite query) reads.
        return HttpResponse.json({ list: [], total_cnt: 0 });
      }),
    );

    let count = 0;
    for (const api of Object.values(SERVICES)) {
      for (const endpoint of Object.values(api.endpoints) as { initiate: Initiate }[]) {
        count += 1;
        // Every argument type accepts an object; the JSON body content does not matter here.
        await store.dispatch(endpoint.initiate({ cno: 'C1', prd_cd: 'P1' }) as never);
      }
    }

    const missing = ENDPOINTS.filter((e) => !seen.has(`${e.service} ${e.method} ${e.path}`));
    expect(missing).toEqual([]);
    expect(ENDPOINTS).toHaveLength(93);
    // The four page-by-page infinite queries (wine and liquor results, events, a product's
    // reviews) call the paths of their list queries: four more endpoints, no more paths. Paying
    // when reserving adds five (docs/payments.md), draws five (A39), reviews seven (docs/reviews.md).
    expect(count).toBe(136);
    expect(seen.size).toBe(132);
    // 136 calls one after the other through the mock server: about 3 s alone, and past Vitest's
    // 5 s default on a busy two-core machine (it failed so beside other suites).
  }, 30_000);

  it('given each service, when counted, then bottle, user and chat have 113, 19 and 4 endpoints', () => {
    expect(Object.keys(bottleApi.endpoints)).toHaveLength(113);
    expect(Object.keys(userApi.endpoints)).toHaveLength(19);
    expect(Object.keys(chatApi.endpoints)).toHaveLength(4);
  });
});
