import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatMonthDayTime, toYmdHm } from '@bottle/domain';
import { dataset } from '@bottle/mock-api';
import { describe, expect, it } from 'vitest';
import { renderApp, setupMockServer } from '../../../testing/render-app';
import { storesInStock } from './find-place-page';
import { loginTokens } from '../test-helpers';

const mock = setupMockServer();

describe('find place', () => {
  it('given a product, then only stores with stock show, most first, with counts and count time, each opening store info', async () => {
    const user = userEvent.setup();
    mock.backend.clock.set(Date.parse('2026-11-24T14:05:30+09:00')); // a fixed minute: the count time is exact
    renderApp({ route: '/product/findplace?prd_cd=W00001' }); // stock: 201:2, 210:3, 218:1, 361:1
    expect(await screen.findByRole('heading', { level: 1, name: '재고 있는 매장' })).toBeInTheDocument();
    expect(await screen.findByText('샤토 마고 2020 재고가 있는 매장입니다.')).toBeInTheDocument();
    const buttons = await screen.findAllByRole('button', { name: /매장 정보 보기, 재고 \d+병$/ });
    expect(buttons).toHaveLength(4);
    expect(buttons[0]).toHaveAccessibleName(/판교점 매장 정보 보기, 재고 3병/);
    // The count time is libs/mock-api's own (when 판교점's shelf was last counted), as libs/api A21 answers it.
    const countedAt = formatMonthDayTime(toYmdHm(mock.backend.stockCountedAt('W00001', '210')), 'ko');
    expect(within(buttons[0] as HTMLElement).getByText(new RegExp(`${countedAt} 기준$`))).toBeInTheDocument();
    await user.click(buttons[0] as HTMLElement);
    const dialog = await screen.findByRole('dialog', { name: '매장 정보' });
    expect(await within(dialog).findByText(/판교점/)).toBeInTheDocument();
  });

  it('given the store list, when the member reserves at 판교점, then the pickup flow opens with 판교점 proposed', async () => {
    const user = userEvent.setup();
    const tokens = loginTokens(mock);
    const { router } = renderApp({ route: '/product/findplace?prd_cd=W00001', tokens });
    const links = await screen.findAllByRole('link', { name: /에서 픽업 예약$/ });
    expect(links).toHaveLength(4);
    expect(links[0]).toHaveAccessibleName('보틀 판교점에서 픽업 예약');
    expect(links[0]).toHaveAttribute('href', '/pickup/reserve/W00001?str_cd=210');
    await user.click(links[0] as HTMLElement);
    expect(await screen.findByRole('heading', { level: 1, name: '픽업 예약' })).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: '다음' }));
    await waitFor(() => expect(screen.getByRole('radio', { name: /보틀 판교점/ })).toBeChecked());
    expect(router.state.location.pathname).toBe('/pickup/reserve/W00001');
  });

  it('given a product sold out everywhere, then the empty state points to the product page', async () => {
    for (const s of dataset.stores) mock.backend.setStock('W00001', s.str_cd, 0);
    renderApp({ route: '/product/findplace?prd_cd=W00001' });
    expect(await screen.findByText('지금 재고가 있는 매장이 없습니다.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '상품 상세' })).toHaveAttribute('href', '/product/W00001');
  });

  it('given no prd_cd, then the member is told and offered the search', async () => {
    renderApp({ route: '/product/findplace' });
    expect(await screen.findByText('어떤 상품의 매장을 찾을지 알 수 없습니다.')).toBeInTheDocument();
  });

  it('given the stock call fails, when retried, then the stores show', async () => {
    const user = userEvent.setup();
    mock.scenarios.fail('/app/product/store/stock', 404); // not retried by libs/api: the error state shows
    renderApp({ route: '/product/findplace?prd_cd=W00001' });
    await user.click(await screen.findByRole('button', { name: '다시 시도' }));
    await waitFor(() => expect(screen.getAllByRole('button', { name: /매장 정보 보기/ })).toHaveLength(4));
  });

  it('sorts by count then name and writes the count time as MM.DD HH:mm', () => {
    const rows = [
      { str_cd: '1', str_nm: '나', stock_qty: 1, count_dt: '' },
      { str_cd: '2', str_nm: '가', stock_qty: 1, count_dt: '' },
      { str_cd: '3', str_nm: '다', stock_qty: 0, count_dt: '' },
      { str_cd: '4', str_nm: '라', stock_qty: 5, count_dt: '' },
    ];
    expect(storesInStock(rows).map((r) => r.str_cd)).toEqual(['4', '2', '1']);
    // The count time is Korean time (libs/domain formatMonthDayTime), whatever the device's zone.
    expect(formatMonthDayTime('202611241405', 'ko')).toBe('11. 24. 14:05');
    expect(formatMonthDayTime('202611241405', 'en')).toBe('24/11, 14:05');
  });
});
