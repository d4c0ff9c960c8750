/**
 * Reviews over the demo's HTTP gateway: the public list, the member's write refused past the
 * rate with 429 and its code, and the staff's look at hidden reviews behind the desk's staff
 * token (refused without it, and to a member's token).
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { REVIEW_REFUSALS } from '@bottle/api';
import { deskCall, gatewayCall, setupMockServer } from '../../tests/support/mock-http';
import { demoDeskPin } from '../state/desk';
import { Reviews } from '../state/reviews';

const mock = setupMockServer();
beforeEach(() => mock.backend.clock.set(Date.parse('2026-11-26T10:00:00+09:00')));

const app = (path: string, body: unknown, token?: string) => gatewayCall(path, body, { token });
const desk = deskCall;

const token = (id: string) => mock.backend.login(id, 'bottle1234').access_token ?? '';

describe('reviews over HTTP', () => {
  it('lists publicly, writes with a token, refuses the fourth write of a minute with 429 and 4201', async () => {
    expect((await app('/app/review/list', { prd_cd: 'W00007' })).body).toMatchObject({
      summary: { review_cnt: expect.any(Number) },
      mine: null,
    });
    expect(
      (await app('/app/review/save', { prd_cd: 'W00001', rating: 4, review_text: '향이 좋고 여운이 길어요.', name_type: 'initials' }))
        .status,
    ).toBe(401);
    const t = token('demo');
    for (const prd of ['W00001', 'W00002', 'W00003'])
      expect(
        (await app('/app/review/save', { prd_cd: prd, rating: 4, review_text: '향이 좋고 여운이 길어요.', name_type: 'initials' }, t))
          .status,
      ).toBe(200);
    const fourth = await app(
      '/app/review/save',
      { prd_cd: 'W00004', rating: 4, review_text: '향이 좋고 여운이 길어요.', name_type: 'initials' },
      t,
    );
    expect(fourth).toMatchObject({ status: 429, body: { rspC: '91', rspDtc: REVIEW_REFUSALS.rate } });
  });

  it('shows hidden reviews to the staff with a desk token only, and restores one', async () => {
    const reviews = new Reviews(mock.backend);
    const r = reviews.save('100000001', { prd_cd: 'W00002', rating: 2, review_text: '제 입맛에는 조금 아쉬웠어요.' });
    for (const cno of ['100000002', '100000003', '100000004']) reviews.report(cno, r.review_no, 'spam');
    expect((await desk('/review/hidden/list', {})).status).toBe(401);
    expect((await desk('/review/hidden/list', {}, token('family'))).status).toBe(401);
    const login = await desk('/session/login', { str_cd: '361', pin: demoDeskPin('361') });
    const staff = String(login.body['staff_tkn']);
    const hidden = await desk('/review/hidden/list', {}, staff);
    expect(hidden.body['list']).toMatchObject([
      { review_no: r.review_no, reports: [{ rsn_cd: 'spam' }, { rsn_cd: 'spam' }, { rsn_cd: 'spam' }] },
    ]);
    expect((await desk('/review/decide', { review_no: r.review_no, decision: 'restore' }, staff)).body).toEqual({
      review_no: r.review_no,
      decision: 'restore',
    });
    expect((await app('/app/review/list', { prd_cd: 'W00002' })).body['list']).toMatchObject([{ review_no: r.review_no }]);
  });
});
