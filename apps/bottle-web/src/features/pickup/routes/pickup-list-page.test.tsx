import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp, setupMockServer } from '../../../testing/render-app';
import { itIsMembersOnlyWithEmptyState, loginAs, reserve } from '../testing';

const mock = setupMockServer();

describe('my pickups', { timeout: 20_000 }, () => {
  itIsMembersOnlyWithEmptyState(mock, '/pickup', '아직 픽업 예약이 없어요.');

  it('given current and past reservations, then each list shows its own with status badges, hold deadline and links', async () => {
    const m = loginAs(mock);
    const reserved = reserve(mock, m);
    const ready = reserve(mock, m, { prd_cd: 'W00001', str_cd: '201' });
    mock.backend.staffStep(ready, 'SET_ASIDE');
    const cancelled = reserve(mock, m, { prd_cd: 'W00002' });
    mock.backend.cancelPickup(m.cno, cancelled);

    renderApp({ route: '/pickup', tokens: m.tokens });
    const current = within((await screen.findByRole('heading', { name: '진행 중인 예약' })).closest('section') as HTMLElement);
    const past = within(screen.getByRole('heading', { name: '지난 예약' }).closest('section') as HTMLElement);

    expect(current.getAllByRole('link')).toHaveLength(2);
    const readyLink = current.getByRole('link', { name: /샤토 마고 2020/ });
    expect(readyLink).toHaveAttribute('href', `/pickup/${ready}`);
    expect(readyLink).toHaveTextContent('픽업 준비 완료');
    expect(await within(readyLink).findByText(/까지 보관$/)).toBeInTheDocument();
    const reservedLink = current.getByRole('link', { name: /샤토 딸보 2022/ });
    expect(reservedLink).toHaveAttribute('href', `/pickup/${reserved}`);
    expect(reservedLink).toHaveTextContent('예약 접수');
    expect(reservedLink).toHaveTextContent(/방문 예정일/);

    const pastLink = past.getByRole('link', { name: /샤토 마고 2019/ });
    expect(pastLink).toHaveTextContent('예약 취소');
  });

  it('given the list call fails, when the member retries, then the list shows', async () => {
    const user = userEvent.setup();
    mock.scenarios.fail('/app/pickup/list', 400);
    renderApp({ route: '/pickup', tokens: loginAs(mock).tokens });
    await user.click(await screen.findByRole('button', { name: '다시 시도' }));
    expect(await screen.findByText('아직 픽업 예약이 없어요.')).toBeInTheDocument();
  });
});
