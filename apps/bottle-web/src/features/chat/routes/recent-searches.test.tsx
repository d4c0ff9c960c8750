/**
 * The sommelier tells a member how many searches they made lately (spec §7 GET
 * /app/logs/recent-search-history/total-count, with their cno), so they can ask about them.
 */
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { dataset } from '@bottle/mock-api';
import { renderApp, setupMockServer } from '../../../testing/render-app';

vi.setConfig({ testTimeout: 30_000 });
const mock = setupMockServer();

beforeEach(() => sessionStorage.clear());

function memberTokens() {
  const session = mock.backend.login('demo', 'bottle1234');
  return { accessToken: session.access_token ?? '', refreshToken: session.refresh_token ?? '' };
}

describe('the recent-search note of the sommelier', () => {
  it('given a member with three recent searches, when the sommelier opens, then it says so, sends their cno, and links to the search tab', async () => {
    const cno = dataset.memberByLoginId.get('demo')?.cno ?? '';
    for (const word of ['샤토', '피노 누아', '하이볼']) mock.backend.addRecentSearch(cno, word);
    const headers: (string | null)[] = [];
    mock.server.events.on('request:start', ({ request }) => {
      if (request.url.includes('/app/logs/recent-search-history/total-count')) headers.push(request.headers.get('cno'));
    });
    renderApp({ route: '/chat', tokens: memberTokens() });
    const n = mock.backend.memberState(cno).recent.length;
    expect(
      await screen.findByText(`최근 검색 ${n}건이 있어요. 검색해 본 와인과 비슷한 것도 물어보세요.`, { exact: false }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '최근 검색어 보기' })).toHaveAttribute('href', '/search');
    expect(headers).toContain(cno);
  });

  it('given a visitor, when the sommelier opens, then no count is asked for and none is shown', async () => {
    const asked: string[] = [];
    mock.server.events.on('request:start', ({ request }) => {
      if (request.url.includes('recent-search-history')) asked.push(request.url);
    });
    renderApp({ route: '/chat' });
    await screen.findByRole('heading', { level: 1, name: 'AI 소믈리에', hidden: true });
    await waitFor(() => expect(screen.queryByRole('link', { name: '최근 검색어 보기' })).toBeNull());
    expect(asked).toEqual([]);
  });
});
