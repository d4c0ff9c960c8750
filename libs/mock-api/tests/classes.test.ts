/**
 * Classes dated before today (in Korea) were "모집 중" (CLASS_ING) and took a
 * sign-up, and "오픈 예정" ones took one too. The demo classes follow libs/api A24 (libs/domain
 * classStatusOn) in Korean time; the clock is chosen, never the machine's.
 */
import { describe, expect, it } from 'vitest';
import type { ClassListResponse, WineClass } from '@bottle/api';
import { gatewayCall, logIn, setupMockServer } from './support/mock-http';

const mock = setupMockServer();

/** 23:59:59 on 24 December 2026 in Korea, and the next second: midnight in Korea, 15:00 UTC. */
const KST_2359 = Date.parse('2026-12-24T14:59:59Z');
const KST_0000 = Date.parse('2026-12-24T15:00:00Z');

function post<T>(path: string, body: unknown, token?: string) {
  return gatewayCall<T>(path, body, { token });
}

async function classes(token?: string): Promise<Map<string, WineClass>> {
  const { body } = await post<ClassListResponse>('/app/class/list', { page_size: 100 }, token);
  return new Map(body.list.map((k) => [k.class_nm, k]));
}

async function login(): Promise<string> {
  const body = await logIn();
  if (!body.access_token) throw new Error('no token');
  return body.access_token;
}

describe('class statuses in Korean time (libs/api A24)', () => {
  it('given 24 December in Korea, then no class dated before today is open, and each status matches its dates', async () => {
    mock.backend.clock.set(KST_2359);
    const list = await classes();
    expect(list.size).toBe(6);
    for (const k of list.values()) {
      if (k.class_dt < '20261224') expect(k.status, k.class_nm).toBe('CLASS_END');
      if (k.status === 'CLASS_SOON') expect((k.apply_start_dt ?? '') > '20261224', k.class_nm).toBe(true);
      if (k.status === 'CLASS_ING') expect((k.apply_start_dt ?? '') <= '20261224' && k.class_dt >= '20261224', k.class_nm).toBe(true);
    }
    expect(list.get('내추럴 와인 이야기')).toMatchObject({ class_dt: '20261223', status: 'CLASS_END' });
    expect(list.get('사케와 페어링')).toMatchObject({ class_dt: '20261224', status: 'CLASS_ING' });
    expect(list.get('와인 입문 클래스')).toMatchObject({ apply_start_dt: '20261227', class_dt: '20270103', status: 'CLASS_SOON' });
  });

  it('given the clock one second later, at midnight in Korea (15:00 UTC), then the days are the 25th’s, not the UTC date', async () => {
    mock.backend.clock.set(KST_0000);
    const list = await classes();
    expect(list.get('사케와 페어링')?.class_dt).toBe('20261225');
    expect(list.get('내추럴 와인 이야기')).toMatchObject({ class_dt: '20261224', status: 'CLASS_END' });
  });

  it('given the status filter, then it filters by the same rule', async () => {
    mock.backend.clock.set(KST_2359);
    const { body } = await post<ClassListResponse>('/app/class/list', { status: 'CLASS_ING', page_size: 100 });
    expect(body.list.map((k) => k.class_nm).sort()).toEqual(['부르고뉴 피노 누아 클래스', '사케와 페어링', '싱글몰트 위스키 테이스팅']);
  });
});

describe('class sign-ups', () => {
  it.each([
    ['내추럴 와인 이야기', 'a class dated yesterday with places left'],
    ['와인 입문 클래스', 'a class whose sign-ups open in 3 days'],
  ])('given %s (%s), when a member signs up, then 409 and nothing is recorded', async (name) => {
    mock.backend.clock.set(KST_2359);
    const token = await login();
    const k = (await classes(token)).get(name);
    if (!k) throw new Error(`no class ${name}`);
    const answer = await post<{ rspC: string; rspDtc: string }>('/app/class/join', { class_no: k.class_no }, token);
    expect(answer.status).toBe(409);
    expect(answer.body).toMatchObject({ rspC: '91', rspDtc: '409' });
    expect((await classes(token)).get(name)).toMatchObject({ join_yn: 'N', apply_cnt: k.apply_cnt });
  });

  it('given an ongoing class held today, when a member signs up, then it is recorded', async () => {
    mock.backend.clock.set(KST_2359);
    const token = await login();
    const k = (await classes(token)).get('사케와 페어링');
    if (!k) throw new Error('no class');
    expect((await post('/app/class/join', { class_no: k.class_no }, token)).status).toBe(200);
    expect((await classes(token)).get('사케와 페어링')).toMatchObject({ join_yn: 'Y', apply_cnt: k.apply_cnt + 1 });
  });
});
