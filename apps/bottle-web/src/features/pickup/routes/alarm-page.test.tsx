import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp, setupMockServer } from '../../../testing/render-app';
import { itIsMembersOnlyWithEmptyState, loginAs } from '../testing';

const mock = setupMockServer();

describe('alarms (restock and reservation)', { timeout: 20_000 }, () => {
  itIsMembersOnlyWithEmptyState(mock, '/alarm', '신청한 알림이 없어요.');

  it('given a restock and a reservation alarm, then each kind lists its own; removing asks first and then deletes', async () => {
    const user = userEvent.setup();
    const m = loginAs(mock);
    mock.backend.setStock('W00010', '202', 0);
    mock.backend.registerAlarm(m.cno, 'restock', 'W00010', '202');
    mock.backend.registerAlarm(m.cno, 'reservation', 'W00001');
    renderApp({ route: '/alarm', tokens: m.tokens });

    const restock = within((await screen.findByRole('heading', { name: '재입고 알림' })).closest('section') as HTMLElement);
    const reservation = within(screen.getByRole('heading', { name: '예약 알림' }).closest('section') as HTMLElement);
    expect(restock.getByRole('link', { name: /샤토 딸보 2022/ })).toHaveAttribute('href', '/product/W00010');
    expect(await restock.findByText(/보틀 구로점 기준/)).toBeInTheDocument();
    expect(reservation.getByRole('link', { name: /샤토 마고 2020/ })).toHaveAttribute('href', '/pickup/reserve/W00001');

    await user.click(restock.getByRole('button', { name: '샤토 딸보 2022 재입고 알림 삭제' }));
    const modal = await screen.findByRole('alertdialog', { description: '샤토 딸보 2022 재입고 알림을 삭제하시겠습니까?' });
    await user.click(within(modal).getByRole('button', { name: '삭제' }));
    expect(await screen.findByRole('alertdialog', { description: '알림을 삭제했습니다.' })).toBeInTheDocument();
    expect(mock.backend.alarms(m.cno)).toHaveLength(1);
    await waitFor(() => expect(screen.getByText('신청한 재입고 알림이 없어요.')).toBeInTheDocument());
  });
});
