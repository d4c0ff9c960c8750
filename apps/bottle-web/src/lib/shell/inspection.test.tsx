/**
 * The system inspection screen and the inspection app-card popup can be shown. A
 * gateway in maintenance answers 503; libs/api retries 5xx with back-off first, so the clock is
 * fake (timers and Date, following real time too) and moved past the back-off.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp, setupMockServer } from '../../testing/render-app';
import { loginTokens } from '../../testing/demo-login';
import { sentEventNames } from '../../testing/analytics';
import { inspectionOf } from './inspection';
import { INSPECTION_POLL_MS } from './inspection-end';

vi.setConfig({ testTimeout: 30_000 });
const mock = setupMockServer();
afterEach(() => {
  vi.useRealTimers();
  mock.server.events.removeAllListeners();
});

const FAKE: Parameters<typeof vi.useFakeTimers>[0] = {
  shouldAdvanceTime: true,
  toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
};
/** The back-off of libs/api's three retries (1 + 2 + 4 s) and a little more. */
const PAST_RETRIES_MS = 8_000;

describe('the system inspection screen', () => {
  it("given the shop's servers under inspection (503), when home opens, then the inspection screen covers it; when they answer again, the screen goes within 30 s and home shows what failed", async () => {
    vi.useFakeTimers(FAKE);
    mock.scenarios.fail('/app/main/banner/area/info', 503, { times: Infinity });
    renderApp({ route: '/' });

    await act(() => vi.advanceTimersByTimeAsync(PAST_RETRIES_MS));
    const shown = await screen.findByTestId('system-inspection-screen');
    expect(within(shown).getByRole('img', { name: /시스템 점검 중입니다/ })).toBeInTheDocument();
    expect(sentEventNames()).toContain('inspection_view');

    // Still under inspection at the first check: the screen stays.
    await act(() => vi.advanceTimersByTimeAsync(INSPECTION_POLL_MS + PAST_RETRIES_MS));
    expect(screen.getByTestId('system-inspection-screen')).toBeInTheDocument();

    mock.scenarios.clear();
    await act(() => vi.advanceTimersByTimeAsync(INSPECTION_POLL_MS));
    await waitFor(() => expect(screen.queryByTestId('system-inspection-screen')).toBeNull());
    expect(await screen.findByRole('list', { name: '추천 배너' })).toBeInTheDocument();
  });

  it('given one call failing with another server error (500), then no inspection screen: that screen shows its own error', async () => {
    vi.useFakeTimers(FAKE);
    let asked = 0;
    mock.server.events.on('request:start', ({ request }) => {
      if (request.url.endsWith('/app/main/banner/area/info')) asked += 1;
    });
    mock.scenarios.fail('/app/main/banner/area/info', 500, { times: Infinity });
    renderApp({ route: '/' });
    await act(() => vi.advanceTimersByTimeAsync(PAST_RETRIES_MS));
    // The call and its three retries (home may ask for more than one area): the 500 is final.
    await waitFor(() => expect(asked).toBeGreaterThanOrEqual(4));
    await act(() => vi.advanceTimersByTimeAsync(PAST_RETRIES_MS));
    expect(screen.queryByTestId('system-inspection-screen')).toBeNull();
    expect(sentEventNames()).not.toContain('inspection_view');
    mock.server.events.removeAllListeners();
  });
});

describe('the inspection app-card popup', () => {
  it('given the app card under inspection (503), when the member opens the card, then the inspection popup explains it instead of the barcode, and closes', async () => {
    vi.useFakeTimers(FAKE);
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    const tokens = loginTokens(mock);
    mock.scenarios.fail('/v2/hybridapp/member/user/appcard/info', 503, { times: Infinity });
    let cardAsked = false;
    mock.server.events.on('request:start', ({ request }) => {
      if (request.url.endsWith('/v2/hybridapp/member/user/appcard/info')) cardAsked = true;
    });
    renderApp({ route: '/mypage', tokens });
    await user.click(await screen.findByRole('button', { name: '멤버십 카드' }));
    // The card's call starts with its popup (whose code may still be loading): the back-off is
    // moved on once the call has left, whether or not the barcode popup is still on screen.
    await waitFor(() => expect(cardAsked).toBe(true));
    await act(() => vi.advanceTimersByTimeAsync(PAST_RETRIES_MS));
    const popup = await screen.findByRole('dialog', { name: '앱 카드 점검 안내' });
    expect(screen.queryByTestId('barcode-popup')).toBeNull();
    expect(screen.queryByTestId('system-inspection-screen')).toBeNull();
    await user.click(within(popup).getByRole('button', { name: '확인' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '앱 카드 점검 안내' })).toBeNull());
  });
});

describe('which answers mean inspection', () => {
  const rejected = (type: string, status: number, endpointName = 'bannerAreaInfo') => ({
    type,
    payload: { kind: 'bad-response', status, message: 'x' },
    meta: {
      rejectedWithValue: true,
      requestStatus: 'rejected',
      arg: { endpointName, type: 'query' },
      requestId: '1',
      aborted: false,
      condition: false,
    },
  });

  it.each([
    ['bottleApi/executeQuery/rejected', 503, 'bannerAreaInfo', 'system'],
    ['userApi/executeQuery/rejected', 503, 'userInfo', 'system'],
    ['bottleApi/executeQuery/rejected', 503, 'appCardInfo', 'card'],
    ['bottleApi/executeMutation/rejected', 503, 'wishToggle', 'system'],
    ['chatApi/executeQuery/rejected', 503, 'chat', null],
    ['bottleApi/executeQuery/rejected', 500, 'bannerAreaInfo', null],
    ['bottleApi/executeQuery/rejected', 502, 'bannerAreaInfo', null],
  ])('%s with HTTP %i from %s → %s', (type, status, endpoint, expected) => {
    expect(inspectionOf(rejected(type, status, endpoint))).toBe(expected);
  });

  it('given anything else (a fulfilled call, a plain action, an answer with no status), then nothing', () => {
    expect(inspectionOf({ type: 'bottleApi/executeQuery/fulfilled', payload: {}, meta: {} })).toBeNull();
    expect(inspectionOf({ type: 'shell/showShellScreen', payload: 'none' })).toBeNull();
    expect(inspectionOf({ ...rejected('bottleApi/executeQuery/rejected', 503), payload: { kind: 'network', message: 'x' } })).toBeNull();
    expect(inspectionOf(null)).toBeNull();
  });
});
