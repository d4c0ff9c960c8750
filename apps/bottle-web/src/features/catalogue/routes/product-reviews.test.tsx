/**
 * The product page's reviews against the demo backend: the summary (average, count,
 * distribution), the member's own review first, the sort and the 구매 인증 filter, paging,
 * helpful once and a report with a reason (the third member's report hides the review), the
 * card's average and count, the search's rating sort; and an axe scan of the reviews block.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it, vi } from 'vitest';
import { Reviews } from '@bottle/mock-api/node';
import { renderApp, setupMockServer } from '../../../testing/render-app';
import { DEMO_CNO, loginTokens } from '../test-helpers';

// A product page with its reviews and axe's scan: several lazy routes and msw round trips on a
// shared 2-core machine (the catalogue's 30 s is per screen; these tests open a page and act on it).
vi.setConfig({ testTimeout: 90_000 });

const mock = setupMockServer();
const BUSY = 'W00007'; // 20+ seeded reviews
const FAMILY = '100000002';
const SILVER = '100000003';

const reviewsOf = () => new Reviews(mock.backend);

describe('reviews on the product page', () => {
  it('given a visitor, then the average, count and distribution show, the list pages, and the verified filter keeps only 구매 인증', async () => {
    const user = userEvent.setup();
    const summary = reviewsOf().list(null, { prd_cd: BUSY }).summary;
    renderApp({ route: `/product/${BUSY}` });
    const block = await screen.findByRole('region', { name: '리뷰' }, { timeout: 20_000 });
    expect(await within(block).findByText(`리뷰 ${summary.review_cnt}개`)).toBeInTheDocument();
    expect(within(block).getByText((summary.avg_rating ?? 0).toFixed(1))).toBeInTheDocument();
    const dist = within(block).getByRole('list', { name: '별점 분포' });
    expect(within(dist).getByRole('listitem', { name: `5점 ${summary.dist['5']}개` })).toBeInTheDocument();
    const list = within(block).getByTestId('review-list');
    expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    await user.click(within(block).getByRole('button', { name: '리뷰 더 보기' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(20));
    await user.click(within(block).getByRole('checkbox', { name: '구매 인증 리뷰만 보기' }));
    await waitFor(() => {
      const items = within(within(block).getByTestId('review-list')).getAllByRole('listitem');
      expect(items.every((li) => within(li).queryByText('구매 인증') !== null)).toBe(true);
    });
  });

  it('given the reviews block, then axe finds no serious or critical WCAG 2.2 AA problem', async () => {
    renderApp({ route: `/product/${BUSY}`, tokens: loginTokens(mock) });
    const block = await screen.findByRole('region', { name: '리뷰' }, { timeout: 20_000 });
    await within(block).findByTestId('review-list');
    const result = await axe.run(block, { runOnly: ['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'] });
    expect(result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
  });

  it('given a member with a review, then it comes first; marking another helpful counts once; the third report hides a review', async () => {
    const user = userEvent.setup();
    const mine = reviewsOf().save(DEMO_CNO, { prd_cd: BUSY, rating: 4.5, review_text: '검은 과실 향이 진하고 여운이 길어요.' });
    const others = reviewsOf().list(null, { prd_cd: BUSY, sort: 'helpful' }).list;
    const [top, second] = others;
    if (!top || !second) throw new Error('seed has reviews');
    // two other members reported the second already
    reviewsOf().report(FAMILY, second.review_no, 'spam');
    reviewsOf().report(SILVER, second.review_no, 'abuse');
    renderApp({ route: `/product/${BUSY}`, tokens: loginTokens(mock) });
    const block = await screen.findByRole('region', { name: '리뷰' }, { timeout: 20_000 });
    const own = await within(block).findByRole('list', { name: '내 리뷰' });
    expect(within(own).getByText(mine.review_text)).toBeInTheDocument();
    expect(within(own).queryByRole('button', { name: /도움돼요/ })).toBeNull();

    const helpful = within(block).getByRole('button', { name: `${top.nick_nm}님의 리뷰가 도움돼요, 현재 ${top.helpful_cnt}명` });
    expect(helpful).toHaveAttribute('aria-pressed', 'false');
    await user.click(helpful);
    await waitFor(() =>
      expect(
        within(block).getByRole('button', { name: `${top.nick_nm}님의 리뷰가 도움돼요, 현재 ${top.helpful_cnt + 1}명` }),
      ).toHaveAttribute('aria-pressed', 'true'),
    );

    await user.click(within(block).getByRole('button', { name: `${second.nick_nm}님의 리뷰 신고` }));
    const form = within(block).getByRole('form', { name: `${second.nick_nm}님의 리뷰 신고` });
    expect(within(form).getByRole('button', { name: '신고하기' })).toBeDisabled();
    await user.click(within(form).getByRole('radio', { name: '와인과 관계없는 내용' }));
    await user.click(within(form).getByRole('button', { name: '신고하기' }));
    expect(await screen.findByText(/신고했어요/)).toBeInTheDocument();
    await waitFor(() => expect(within(block).queryByText(second.review_text, { selector: 'p' })).toBeNull());
    expect(
      reviewsOf()
        .hiddenList()
        .map((h) => h.review_no),
    ).toEqual([second.review_no]);
  });

  it('given search results, then each card shows its average and count, and the rating sort puts the best rated first', async () => {
    const user = userEvent.setup();
    const app = renderApp({ route: '/search?q=%EC%83%A4%ED%86%A0&category=wine&sort=rating' });
    const cards = await screen.findAllByRole('img', { name: /^평균 별점 \d\.\d점, 리뷰 \d+개$/ }, { timeout: 20_000 });
    const averages = cards.map((c) => Number(/(\d\.\d)점/.exec(c.getAttribute('aria-label') ?? '')?.[1]));
    expect([...averages].sort((a, b) => b - a)).toEqual(averages);
    expect(app.router.state.location.search).toContain('sort=rating');
    void user;
  });
});
