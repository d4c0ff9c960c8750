/**
 * The sommelier is reachable from the product page ("ask the sommelier about
 * this wine"); the question arrives in the composer for the member to send, never sent by itself,
 * and a draft of their own is kept.
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderApp, setupMockServer } from '../../../testing/render-app';
import { CHAT_DRAFT_KEY } from '../model/draft';

vi.setConfig({ testTimeout: 30_000 });
setupMockServer();

const composer = () => screen.findByRole('textbox', { name: '소믈리에에게 보낼 메시지', hidden: true });

describe('asking the sommelier about a product', () => {
  it('given a product page, when the member taps ask, then the chat opens with the question in the composer, unsent, and the URL is clean', async () => {
    const user = userEvent.setup();
    const { router } = renderApp({ route: '/product/W00001' });
    // The product's own name, not the page's title shown while its info loads.
    const title = (await screen.findByRole('heading', { level: 1, name: '샤토 마고 2020' })).textContent ?? '';
    await user.click(await screen.findByRole('link', { name: '이 술에 대해 AI 소믈리에에게 묻기' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/chat'));
    expect(await composer()).toHaveValue(`${title}은(는) 어떤 술인가요? 어울리는 음식도 알려 주세요.`);
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(screen.queryByRole('listitem', { name: /내 메시지/ })).toBeNull();
  });

  it('given a draft of the member’s own, when a question arrives, then both are in the composer, the question first', async () => {
    sessionStorage.setItem(CHAT_DRAFT_KEY, '내 초안');
    renderApp({ route: `/chat?ask=${encodeURIComponent('마고는 어떤가요?')}` });
    expect(await composer()).toHaveValue('마고는 어떤가요?\n내 초안');
  });
});
