import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderApp, setupMockServer } from '../../../testing/render-app';

// Lazy routes over msw/node on a shared 2-core machine: a first render can take seconds.
vi.setConfig({ testTimeout: 30_000 });

const mock = setupMockServer();

describe('the food pairing tab', () => {
  it('given a visitor, when the tab opens, then the categories are a tablist with the first one chosen and its dishes shown', async () => {
    renderApp({ route: '/food-pairing' });
    expect(await screen.findByRole('heading', { level: 1, name: '푸드 페어링' })).toBeInTheDocument();
    const tablist = await screen.findByRole('tablist', { name: '음식 분류' });
    const tabs = within(tablist).getAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(['고기', '해산물', '한식', '간편식', '치즈', '디저트']);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    const panel = screen.getByRole('tabpanel', { name: '고기' });
    expect(await within(panel).findByRole('link', { name: '스테이크' })).toHaveAttribute('href', '/food-pairing/steak');
  });

  it('given the categories, when the member picks another one (click or arrow key), then its dishes replace the others', async () => {
    const user = userEvent.setup();
    const { router } = renderApp({ route: '/food-pairing' });
    await user.click(await screen.findByRole('tab', { name: '해산물' }));
    const panel = screen.getByRole('tabpanel', { name: '해산물' });
    expect(await within(panel).findByRole('link', { name: '회' })).toBeInTheDocument();
    expect(within(panel).queryByRole('link', { name: '스테이크' })).toBeNull();
    // The choice is in the address, so back navigation returns to it.
    expect(router.state.location.search).toBe('?cate=seafood');

    await user.keyboard('{ArrowRight}');
    // Radix moves focus a tick after the key, and the choice goes through the URL: wait for it.
    await waitFor(() => expect(screen.getByRole('tab', { name: '한식' })).toHaveAttribute('aria-selected', 'true'));
    expect(screen.getByRole('tab', { name: '한식' })).toHaveFocus();
  });

  it('given a dish, when the member opens it and picks a matching wine, then the product screen is the destination', async () => {
    const user = userEvent.setup();
    const { router } = renderApp({ route: '/food-pairing' });
    await user.click(await screen.findByRole('link', { name: '스테이크' }));
    expect(await screen.findByRole('heading', { level: 1, name: '스테이크' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/food-pairing/steak');
    const wines = screen.getByRole('list', { name: '어울리는 와인' });
    const first = within(wines).getByRole('link', { name: /마시 코스타세라 아마로네 2020/ });
    expect(first).toHaveAttribute('href', '/product/W00051');
    expect(within(wines).getAllByRole('link').length).toBeGreaterThan(3);
    await user.click(first);
    // The product route loads lazily: the navigation settles once its module is in.
    await waitFor(() => expect(router.state.location.pathname).toBe('/product/W00051'));
  });

  it('given an unknown dish, when its address is opened, then a not-found message shows instead of an error', async () => {
    renderApp({ route: '/food-pairing/nope' });
    expect(await screen.findByRole('heading', { name: '찾으시는 내용이 없습니다.' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '다시 시도' })).toBeNull();
  });

  it('given the category call fails, when the member retries, then the categories show', async () => {
    const user = userEvent.setup();
    mock.scenarios.fail('/app/foodFairing/foodcate/list', 404);
    renderApp({ route: '/food-pairing' });
    await user.click(await screen.findByRole('button', { name: '다시 시도' }));
    expect(await screen.findByRole('tablist', { name: '음식 분류' })).toBeInTheDocument();
  });
});

describe('the wine encyclopedia', () => {
  it('given a visitor, when they open an entry from the list, then its sanitised body shows', async () => {
    const user = userEvent.setup();
    renderApp({ route: '/winepedia' });
    expect(await screen.findByRole('heading', { level: 1, name: '와인 백과' })).toBeInTheDocument();
    await user.click(await screen.findByRole('link', { name: /테루아/ }));
    expect(await screen.findByRole('heading', { level: 1, name: '테루아' })).toBeInTheDocument();
    expect(screen.getByText(/포도가 자라는 토양/)).toBeInTheDocument();
  });
});
