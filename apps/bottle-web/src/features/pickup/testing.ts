/**
 * Test helpers of the pickup feature: a logged-in demo member and reservations made straight
 * on libs/mock-api's backend (the state the screens then read through libs/api).
 */
import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { kstToday } from '@bottle/domain';
import { expect, it } from 'vitest';
import { renderApp, type setupMockServer } from '../../testing/render-app';
import { loginTokens } from '../../testing/demo-login';

type MockServer = ReturnType<typeof setupMockServer>;

export interface Member {
  cno: string;
  tokens: { accessToken: string; refreshToken: string };
}

export function loginAs(mock: MockServer, id = 'demo'): Member {
  const tokens = loginTokens(mock, id);
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

/**
 * The reservation flow from its store step, a store chosen: on to the agreement, accepted, and on
 * to the step after it.
 */
export async function acceptAgreementStep(user: UserEvent): Promise<void> {
  await user.click(screen.getByRole('button', { name: '다음' }));
  await user.click(await screen.findByRole('checkbox', { name: /개인정보 수집·이용에 동의합니다/ }));
  await user.click(screen.getByRole('button', { name: '다음' }));
}

/**
 * The two cases every members-only pickup list starts with: a visitor is sent to log in and
 * brought back to `route`; a member with nothing yet sees the empty state `emptyText`.
 */
export function itIsMembersOnlyWithEmptyState(mock: MockServer, route: string, emptyText: string): void {
  it('given a logged-out visitor, then a login prompt links to the login page and back', async () => {
    renderApp({ route });
    expect(await screen.findByRole('link', { name: '로그인하러 가기' })).toHaveAttribute(
      'href',
      `/login?redirect=${encodeURIComponent(route)}`,
    );
  });

  it('given a member with nothing yet, then an empty state shows', async () => {
    renderApp({ route, tokens: loginAs(mock).tokens });
    expect(await screen.findByText(emptyText)).toBeInTheDocument();
  });
}
