import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp, setupMockServer } from '../../../testing/render-app';
import { DEMO_CNO, loginTokens } from '../test-helpers';

const mock = setupMockServer();

describe('my bunker', () => {
  it('given a visitor, then a login prompt links to the login page with a redirect back', async () => {
    renderApp({ route: '/mypage/bunker' });
    expect(await screen.findByRole('heading', { level: 1, name: '마이 벙커' })).toBeInTheDocument();
    expect(screen.getByText('로그인하면 마이 벙커에 담은 상품을 볼 수 있어요.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '로그인' })).toHaveAttribute('href', '/login?redirect=%2Fmypage%2Fbunker');
  });

  it('given a member with nothing saved, then the empty state offers the search', async () => {
    renderApp({ route: '/mypage/bunker', tokens: loginTokens(mock) });
    expect(await screen.findByText('마이 벙커에 담은 상품이 없습니다.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '상품 검색하기' })).toHaveAttribute('href', '/search');
  });

  it('given saved products, when one is removed after a confirm, then it leaves the list and the server', async () => {
    const user = userEvent.setup();
    const tokens = loginTokens(mock);
    mock.backend.toggleWish(DEMO_CNO, 'W00001');
    mock.backend.toggleWish(DEMO_CNO, 'L00001');
    renderApp({ route: '/mypage/bunker', tokens });
    expect(await screen.findByText('담은 상품 2개')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: '샤토 마고 2020' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '샤토 마고 2020 빼기' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(within(confirm).getByText('‘샤토 마고 2020’을 마이 벙커에서 뺄까요?')).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: '확인' }));
    await waitFor(() => expect(screen.queryByRole('heading', { name: '샤토 마고 2020' })).toBeNull());
    expect(await screen.findByText('담은 상품 1개')).toBeInTheDocument();
    expect(mock.backend.isMyBucker(DEMO_CNO, 'W00001')).toBe('N');
  });

  it('given the remove call fails, then the product comes back and the member is told', async () => {
    const user = userEvent.setup();
    const tokens = loginTokens(mock);
    mock.backend.toggleWish(DEMO_CNO, 'W00001');
    mock.scenarios.fail('/app/mybunker/toggle', 500);
    renderApp({ route: '/mypage/bunker', tokens });
    await user.click(await screen.findByRole('button', { name: '샤토 마고 2020 빼기' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: '확인' }));
    expect(await screen.findByText('마이 벙커를 변경하지 못했습니다. 잠시 후 다시 시도해 주세요.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: '샤토 마고 2020', hidden: true })).toBeInTheDocument();
  });

  it('given the list call fails, when retried, then the list shows', async () => {
    const user = userEvent.setup();
    mock.scenarios.fail('/app/mybunker/list', 400);
    renderApp({ route: '/mypage/bunker', tokens: loginTokens(mock) });
    await user.click(await screen.findByRole('button', { name: '다시 시도' }));
    expect(await screen.findByText('마이 벙커에 담은 상품이 없습니다.')).toBeInTheDocument();
  });
});
