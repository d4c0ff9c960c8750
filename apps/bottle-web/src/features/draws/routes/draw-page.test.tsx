/**
 * The draw screens against the demo backend (msw/node): a visitor sees the rules and the odds, a
 * member enters with a store and withdraws, an entry after the close is refused with its reason,
 * and 검증하기 recomputes a finished draw in the page, saying it matches, and that it does not when
 * the published winners are altered.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { Draws } from '@bottle/mock-api';
import { renderApp, setupMockServer } from '../../../testing/render-app';
import { sentEventNames } from '../../../testing/analytics';

vi.setConfig({ testTimeout: 30_000 });
const mock = setupMockServer();

/** A demo member's tokens, as a login gives them. */
function loginAs(id = 'demo') {
  const s = mock.backend.login(id, 'bottle1234');
  return { tokens: { accessToken: s.access_token ?? '', refreshToken: s.refresh_token ?? '' } };
}

describe('a draw', () => {
  it('given a visitor, then the rules, the odds by grade and the commitment show, with a login prompt instead of the entry', async () => {
    renderApp({ route: '/draws/D1' });
    const odds = await screen.findByRole('table');
    expect(within(odds).getAllByRole('row')).toHaveLength(5);
    expect(within(odds).getByRole('rowheader', { name: '다이아몬드' })).toBeInTheDocument();
    expect(screen.getByTestId('draw-commitment').textContent).toMatch(/^[0-9a-f]{64}$/);
    expect(screen.getByRole('link', { name: '로그인' })).toHaveAttribute('href', '/login?redirect=%2Fdraws%2FD1');
    expect(screen.getByRole('timer')).toHaveTextContent('응모 마감까지');
    await waitFor(() => expect(sentEventNames()).toContain('draw_view'));
  });

  it('given a member, when they enter with a store and then withdraw, then the count and their state follow, each sent to analytics', async () => {
    const user = userEvent.setup();
    const m = loginAs();
    renderApp({ route: '/draws/D1', tokens: m.tokens });
    await user.click(await screen.findByRole('radio', { name: /서울역점/ }));
    await user.click(screen.getByRole('button', { name: '응모하기' }));
    expect(await screen.findByTestId('my-entry-status')).toHaveTextContent('서울역점에서 수령');
    expect(screen.getByTestId('draw-entry-count')).toHaveTextContent('응모 1명');
    expect(screen.getByTestId('my-entry-hash').textContent).toMatch(/^[0-9a-f]{64}$/);
    await user.click(screen.getByRole('button', { name: '응모 취소' }));
    expect(await screen.findByText('응모를 취소했어요.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('draw-entry-count')).toHaveTextContent('응모 0명'));
    expect(sentEventNames()).toEqual(expect.arrayContaining(['draw_enter', 'draw_withdraw']));
  });

  it('given the window closed on the server clock while the screen was open, when the member enters, then they are told it is closed', async () => {
    const user = userEvent.setup();
    mock.backend.clock.set(Date.parse('2026-11-26T10:30:00+09:00'));
    const draws = new Draws(mock.backend);
    await draws.settle();
    // A minute before the close (the seeded open draw closes two days after the hour it was made in).
    mock.backend.clock.set(Date.parse('2026-11-28T09:59:00+09:00'));
    const m = loginAs();
    renderApp({ route: '/draws/D1', tokens: m.tokens });
    const button = await screen.findByRole('button', { name: '응모하기' });
    mock.backend.clock.advance(2 * 60_000);
    await user.click(button);
    expect(await screen.findByRole('alert')).toHaveTextContent('응모가 마감되었어요.');
  });
});

describe('검증하기', () => {
  it('given a finished draw, then the page recomputes it and says the announced result is right', async () => {
    renderApp({ route: '/draws/D3/verify' });
    expect(await screen.findByTestId('verify-verdict', {}, { timeout: 10_000 })).toHaveTextContent('검증 결과: 발표된 결과가 맞아요.');
    expect(screen.getAllByText('일치')).toHaveLength(3);
    await waitFor(() => expect(sentEventNames()).toContain('draw_verify'));
  });

  it('given the published winners were altered on the way, then the page says they do not match', async () => {
    // The real answer with its winners swapped for the last of the order.
    mock.server.use(
      http.post('*/app/draw/result', async () => {
        const draws = new Draws(mock.backend);
        await draws.settle();
        const real = draws.result('D3');
        return HttpResponse.json({ ...real, winners: [real.order[real.order.length - 1]] });
      }),
    );
    renderApp({ route: '/draws/D3/verify' });
    expect(await screen.findByTestId('verify-verdict', {}, { timeout: 10_000 })).toHaveTextContent(
      '검증 결과: 발표된 결과와 다시 계산한 결과가 달라요.',
    );
    expect(screen.getAllByText('불일치')).toHaveLength(1);
  });
});
