/**
 * The pickup flow's events (spec §2 "The pickup flow" steps 1–6) are sent where
 * their action happens, in order, each with the platform; and the reservation alarm's. The cancel
 * and pickup modals' pickup_cancel and pickup_confirm are checked with the modals
 * (pickup-detail-page.test.tsx).
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp, setupMockServer } from '../../../testing/render-app';
import { loginAs } from '../testing';

const mock = setupMockServer();
/** A product the demo sells at some stores (its shelves are emptied where a test needs it). */
const SOLD_OUT = 'W00010';

/** The pickup and alarm events in dataLayer so far, as [name, params]. */
const sent = () =>
  ((window as { dataLayer?: ArrayLike<unknown>[] }).dataLayer ?? [])
    .map((e) => Array.from(e))
    .filter((e) => e[0] === 'event' && /^(pickup_|alarm_reservation)/.test(String(e[1])))
    .map((e) => [e[1], e[2]] as [string, Record<string, unknown>]);

describe('the pickup flow events', { timeout: 30_000 }, () => {
  it('given a member reserving, when they choose another store, agree and reserve, then view, location, agreement and confirm are sent in that order', async () => {
    const user = userEvent.setup();
    const m = loginAs(mock);
    renderApp({ route: '/pickup/reserve/W00010', tokens: m.tokens });
    await user.click(await screen.findByRole('button', { name: '다음' }));
    // Step 2 starts on the main store; the member picks another that has the bottle.
    await waitFor(() => expect(screen.getByRole('radio', { name: /보틀 잠실점/ })).toBeChecked());
    const other = screen.getAllByRole('radio').find((r) => !(r as HTMLInputElement).checked && !(r as HTMLInputElement).disabled);
    if (!other) throw new Error('no other store with the bottle');
    await user.click(other);
    await user.click(screen.getByRole('button', { name: '다음' }));
    await user.click(await screen.findByRole('checkbox', { name: /개인정보 수집·이용에 동의합니다/ }));
    await user.click(screen.getByRole('button', { name: '다음' }));
    await user.click(await screen.findByRole('button', { name: '예약하기' }));
    expect(await screen.findByRole('heading', { name: '픽업 예약이 접수되었어요' })).toBeInTheDocument();

    expect(sent().map(([n]) => n)).toEqual([
      'pickup_reservation_view',
      'pickup_location_select',
      'pickup_privacy_agree',
      'pickup_reservation_confirm',
    ]);
    expect(sent().find(([n]) => n === 'pickup_reservation_confirm')?.[1]).toMatchObject({
      prd_cd: 'W00010',
      qty: 1,
      platform: 'MobileWeb',
    });
    for (const [, params] of sent()) expect(params['platform']).toBe('MobileWeb');
  });

  it('given no store has the product, when the member asks to be told, then alarm_reservation_set is sent once the alarm is made', async () => {
    const user = userEvent.setup();
    for (const s of mock.backend.storeStock(SOLD_OUT)) if (s.stock_qty > 0) mock.backend.setStock(SOLD_OUT, s.str_cd, 0);
    const m = loginAs(mock);
    renderApp({ route: `/pickup/reserve/${SOLD_OUT}`, tokens: m.tokens });
    await user.click(await screen.findByRole('button', { name: '예약할 수 있게 되면 알림 받기' }));
    expect(await screen.findByText(/예약 알림을 신청했어요/)).toBeInTheDocument();
    await waitFor(() =>
      expect(sent().filter(([n]) => n === 'alarm_reservation_set')).toEqual([
        ['alarm_reservation_set', expect.objectContaining({ prd_cd: SOLD_OUT, platform: 'MobileWeb' })],
      ]),
    );
  });
});
