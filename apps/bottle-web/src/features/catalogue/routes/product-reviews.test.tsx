/**
 * The product page's reviews against the demo backend: the summary (average, count,
 * distribution), the member's own review first, the sort and the 구매 인증 filter, paging,
 * helpful once and a report with a reason (the third member's report hides the review), the
 * card's average and count, the search's rating sort; and an axe scan of the reviews block.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { Reviews } from '@bottle/mock-api/node';
import { renderApp, setupMockServer } from '../../../testing/render-app';
import { storeReviews } from '../../../testing/reviews';
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
    expect(within(list).getByRole('status')).toHaveTextContent(`리뷰 ${summary.review_cnt}개 중 10개를 보고 있어요`);
    await user.click(within(block).getByRole('button', { name: '리뷰 더 보기' }));
    await waitFor(() => expect(within(list).getByRole('status')).toHaveTextContent(`리뷰 ${summary.review_cnt}개 중 20개를 보고 있어요`));
    for (const item of within(list).getAllByRole('listitem')) expect(item).toHaveAttribute('aria-setsize', String(summary.review_cnt));
    await user.click(within(block).getByRole('checkbox', { name: '구매 인증 리뷰만 보기' }));
    await waitFor(() => {
      const items = within(within(block).getByTestId('review-list')).getAllByRole('listitem');
      expect(items.every((li) => within(li).queryByText('구매 인증') !== null)).toBe(true);
    });
  });

  it('given a product with 300 reviews, then only the rows near the viewport are in the page, each saying its place, "more" adds the next page, and a focused row stays while the list scrolls away from it', async () => {
    const user = userEvent.setup();
    const PRD = 'W00002'; // no seeded review
    storeReviews(
      mock,
      PRD,
      Array.from({ length: 300 }, (_, i) => ({
        no: `L${i}`,
        cno: `long-${i}`,
        text: `긴 목록의 리뷰 ${i + 1}번째, 과실 향이 좋아요.`,
        nick: `회원${i + 1}`,
      })),
    );
    // jsdom lays nothing out: each review row measures 180 px, as on a phone
    const height = vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockImplementation(function (this: HTMLElement) {
      return this.matches('li[data-index]') ? 180 : 0;
    });
    // and the list starts 600 px down the page, moving up as the window scrolls
    const place = HTMLElement.prototype.getBoundingClientRect;
    const rect = vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
      if (!this.matches('[data-testid="review-list"] ul')) return place.call(this);
      const top = 600 - window.scrollY;
      return { top, y: top, bottom: top, left: 0, x: 0, right: 390, width: 390, height: 0, toJSON: () => ({}) };
    });
    onTestFinished(() => {
      height.mockRestore();
      rect.mockRestore();
    });
    renderApp({ route: `/product/${PRD}`, tokens: loginTokens(mock) });
    const block = await screen.findByRole('region', { name: '리뷰' }, { timeout: 20_000 });
    const holder = await within(block).findByTestId('review-list', {}, { timeout: 20_000 });
    const list = within(holder).getByRole('list', { name: '리뷰' });
    const more = within(block).getByRole('button', { name: '리뷰 더 보기' });
    for (let page = 2; page <= 10; page += 1) {
      await user.click(more);
      await waitFor(() => expect(within(holder).getByRole('status')).toHaveTextContent(`리뷰 300개 중 ${page * 10}개를 보고 있어요`));
    }
    // 100 loaded, a screenful (and the overscan) rendered; each row says where it stands
    const rendered = within(list).getAllByRole('listitem');
    expect(rendered.length).toBeGreaterThan(0);
    expect(rendered.length).toBeLessThan(30);
    for (const item of rendered) {
      expect(item).toHaveAttribute('aria-setsize', '300');
      expect(item).toHaveAttribute('aria-posinset', String(Number(item.dataset['index']) + 1));
    }
    // the keyboard on the first row's helpful button, then the page scrolls far down the list
    const first = within(list).getByRole('button', { name: '회원300님의 리뷰가 도움돼요, 현재 0명' });
    first.focus();
    await act(async () => {
      Object.defineProperty(window, 'scrollY', { configurable: true, value: 600 + 60 * 180 });
      window.dispatchEvent(new Event('scroll'));
    });
    await waitFor(() => expect(within(list).queryByText('긴 목록의 리뷰 240번째, 과실 향이 좋아요.')).not.toBeNull());
    expect(within(list).getAllByRole('listitem').length).toBeLessThan(30);
    expect(first).toHaveFocus();
    expect(list).toContainElement(first);
    expect(within(list).queryByText('긴 목록의 리뷰 299번째, 과실 향이 좋아요.')).toBeNull(); // the second row went
    await act(async () => {
      Object.defineProperty(window, 'scrollY', { configurable: true, value: 0 });
      window.dispatchEvent(new Event('scroll'));
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
