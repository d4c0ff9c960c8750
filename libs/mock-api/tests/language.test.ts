/**
 * The demo backend answers in the language the app asks for (Accept-Language): the catalogue's,
 * the stores' and the content's English twins replace their Korean texts; Korean is unchanged.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { GATEWAY_SERVICE, GATEWAY_SERVICE_HEADER, SSP_HEADERS, CHANNEL_HEADER_VALUE } from '@bottle/domain';
import { createMockServer } from '../src/node';

const mock = createMockServer();
const BASE = 'http://localhost';
beforeAll(() => mock.server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => mock.reset());
afterAll(() => mock.server.close());

async function productInfo(lang?: string): Promise<Record<string, unknown>> {
  const res = await fetch(`${BASE}/app/product/info`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      [SSP_HEADERS.channel]: CHANNEL_HEADER_VALUE,
      [GATEWAY_SERVICE_HEADER]: GATEWAY_SERVICE.bottle,
      ...(lang ? { 'Accept-Language': lang } : {}),
    },
    body: JSON.stringify({ prd_cd: 'W00010' }),
  });
  return (await res.json()) as Record<string, unknown>;
}

describe('the language of an answer', () => {
  it('given Accept-Language en, then the name, country and tasting note come in English; without it, in Korean', async () => {
    const en = JSON.stringify(await productInfo('en-GB, ko;q=0.5'));
    const ko = JSON.stringify(await productInfo('ko'));
    expect(ko).toMatch(/프랑스/);
    expect(en).not.toMatch(/프랑스/);
    expect(en).toMatch(/France/);
    expect(en).toMatch(/A medium-bodied red wine/);
    expect((en.match(/[가-힣]+/g) ?? []).length).toBeLessThan((ko.match(/[가-힣]+/g) ?? []).length / 4);
  });

  it('given Accept-Language en, then the grade benefits a handler composes come in English too', async () => {
    const res = await fetch(`${BASE}/v2/hybridapp/mypage/grade/info`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        [SSP_HEADERS.channel]: CHANNEL_HEADER_VALUE,
        [GATEWAY_SERVICE_HEADER]: GATEWAY_SERVICE.bottle,
        [SSP_HEADERS.token]: mock.backend.login('demo', 'bottle1234').access_token ?? '',
        'Accept-Language': 'en',
      },
      body: '{}',
    });
    const body = (await res.json()) as { grade_list?: { benefit: string }[]; rspC?: string };
    expect(body.grade_list?.map((g) => g.benefit)).toContain('Gold: 6% extra off pickup reservations, 3 coupons a month');
  });
});
