/**
 * The demo backend answers in the language the app asks for (Accept-Language): the catalogue's,
 * the stores' and the content's English twins replace their Korean texts; Korean is unchanged.
 */
import { describe, expect, it } from 'vitest';
import { gatewayCall, setupMockServer } from './support/mock-http';

const mock = setupMockServer();

async function productInfo(lang?: string): Promise<Record<string, unknown>> {
  return (await gatewayCall('/app/product/info', { prd_cd: 'W00010' }, { lang })).body;
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
    const token = mock.backend.login('demo', 'bottle1234').access_token ?? '';
    const { body } = await gatewayCall<{ grade_list?: { benefit: string }[]; rspC?: string }>(
      '/v2/hybridapp/mypage/grade/info',
      {},
      { token, lang: 'en' },
    );
    expect(body.grade_list?.map((g) => g.benefit)).toContain('Gold: 6% extra off pickup reservations, 3 coupons a month');
  });
});
