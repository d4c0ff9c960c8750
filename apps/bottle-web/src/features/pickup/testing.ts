/**
 * Test helpers of the pickup feature: a logged-in demo member and reservations made straight
 * on libs/mock-api's backend (the state the screens then read through libs/api).
 */
import { kstToday } from '@bottle/domain';
import type { setupMockServer } from '../../testing/render-app';

type MockServer = ReturnType<typeof setupMockServer>;

export interface Member {
  cno: string;
  tokens: { accessToken: string; refreshToken: string };
}

export function loginAs(mock: MockServer, id = 'demo'): Member {
  const s = mock.backend.login(id, 'bottle1234');
  const tokens = { accessToken: s.access_token ?? '', refreshToken: s.refresh_token ?? '' };
  return { cno: mock.backend.authenticate(tokens.accessToken), tokens };
}

/** A reservation of 샤토 딸보 2022 (W00010) at 잠실점 (361) unless told otherwise. */
export function reserve(mock: MockServer, member: Member, over: { prd_cd?: string; qty?: number; str_cd?: string } = {}): string {
  return mock.backend.createPickup(member.cno, {
    prd_cd: over.prd_cd ?? 'W00010',
    qty: over.qty ?? 1,
    str_cd: over.str_cd ?? '361',
    pickup_dt: kstToday(mock.backend.now()),
    privacy_agree_yn: 'Y',
  }).pickup_no;
}
