/**
 * Classes dated before today (in Korea) showed "모집 중" and took a sign-up, and
 * "오픈 예정" classes had an active 신청하기. The page reads each class's status on today's
 * Korean date (libs/domain classStatusOn, libs/api A24). Clocks are chosen: the demo backend's
 * (mock.backend.clock) and the app's (vi.setSystemTime, Date only, so nothing waits).
 */
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MockServer } from '@bottle/mock-api/node';
import { renderApp, setupMockServer } from '../../../testing/render-app';

vi.setConfig({ testTimeout: 30_000 });

const mock = setupMockServer();
afterEach(() => {
  vi.useRealTimers();
});

/** 23:59:59 on 24 December 2026 in Korea, and one second later: midnight in Korea, 15:00 UTC. */
const KST_2359 = Date.parse('2026-12-24T14:59:59Z');
const KST_0000 = Date.parse('2026-12-24T15:00:00Z');

function logIn(server: MockServer) {
  const session = server.backend.login('demo', 'bottle1234');
  return { accessToken: session.access_token ?? '', refreshToken: session.refresh_token ?? '' };
}

/**
 * The classes screen of a logged-in member, with the server's list answered at `server` and the
 * app's own clock at `app` (Date only: timers stay real).
 */
function openClassesAt({ server, app }: { server: number; app: number }) {
  mock.backend.clock.set(server);
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(app);
  renderApp({ route: '/class', tokens: logIn(mock) });
}

describe('class states in Korean time', () => {
  it('given a member on 24 December, when the classes open, then an 오픈 예정 class offers no 신청하기 but the day sign-ups open, and a class dated yesterday is 종료 with no button', async () => {
    openClassesAt({ server: KST_2359, app: KST_2359 });

    const soon = await screen.findByRole('article', { name: '와인 입문 클래스' });
    expect(soon).toHaveTextContent('오픈 예정');
    expect(within(soon).getByRole('button', { name: '2026.12.27 신청 시작' })).toBeDisabled();
    expect(within(soon).queryByRole('button', { name: /신청하기/ })).toBeNull();

    const yesterday = screen.getByRole('article', { name: '내추럴 와인 이야기' });
    expect(yesterday).toHaveTextContent('종료');
    expect(yesterday).toHaveTextContent('2026.12.23');
    expect(yesterday).not.toHaveTextContent('모집 중');
    expect(within(yesterday).queryByRole('button')).toBeNull();

    const today = screen.getByRole('article', { name: '사케와 페어링' });
    expect(today).toHaveTextContent('모집 중');
    expect(within(today).getByRole('button', { name: '사케와 페어링 신청하기' })).toBeEnabled();
  });

  it('given the list answered at 23:59:59 in Korea (14:59:59 UTC), when the page shows it at midnight (15:00 UTC), then the class held on the 24th is 종료 and takes no sign-up', async () => {
    openClassesAt({ server: KST_2359, app: KST_0000 }); // the server still says CLASS_ING for the 24th

    const held = await screen.findByRole('article', { name: '사케와 페어링' });
    expect(held).toHaveTextContent('2026.12.24');
    expect(held).toHaveTextContent('종료');
    expect(held).not.toHaveTextContent('모집 중');
    expect(within(held).queryByRole('button', { name: /신청하기/ })).toBeNull();
  });

  it('given the same list at 14:59:59 UTC (still the 24th in Korea), then that class is 모집 중 and takes a sign-up', async () => {
    openClassesAt({ server: KST_2359, app: KST_2359 });

    const held = await screen.findByRole('article', { name: '사케와 페어링' });
    expect(held).toHaveTextContent('모집 중');
    expect(within(held).getByRole('button', { name: '사케와 페어링 신청하기' })).toBeEnabled();
  });

  it("given a phone whose clock is a day behind the shop's (23 December), when the classes open, then their states are the shop's: the class held on the 23rd is 종료, the 24th's is 모집 중", async () => {
    const noon24 = Date.parse('2026-12-24T03:00:00Z');
    openClassesAt({ server: noon24, app: noon24 - 86_400_000 });

    const yesterday = await screen.findByRole('article', { name: '내추럴 와인 이야기' });
    expect(yesterday).toHaveTextContent('2026.12.23');
    await waitFor(() => expect(yesterday).toHaveTextContent('종료'));
    expect(within(yesterday).queryByRole('button')).toBeNull();
    const today = screen.getByRole('article', { name: '사케와 페어링' });
    expect(today).toHaveTextContent('모집 중');
  });
});
