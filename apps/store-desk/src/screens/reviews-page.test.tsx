/**
 * The staff's look at reviews hidden by members' reports, through the desk's screens against the
 * demo backend: only behind the staff sign-in; each hidden review with its reasons; restore shows
 * it on the product's list again, remove ends it; a review another desk decided first is said so
 * and leaves the list; English; axe clean.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { Reviews, demoDeskPin } from '@bottle/mock-api/node';
import { renderDesk, setupDeskMock } from '../testing/render-desk';

const mock = setupDeskMock();
/** 2026-11-26 10:00 KST. */
const T0 = Date.parse('2026-11-26T10:00:00+09:00');
beforeEach(() => mock.backend.clock.set(T0));

const PRD = 'W00002'; // no seeded review
const TEXT = '제 입맛에는 조금 아쉬웠어요. 다음엔 다른 빈티지로.';

/** A member's review of PRD reported by three other members (hidden), and its author's name. */
function hiddenReview() {
  const reviews = new Reviews(mock.backend);
  const r = reviews.save('100000001', { prd_cd: PRD, rating: 2, review_text: TEXT });
  reviews.report('100000002', r.review_no, 'spam');
  reviews.report('100000003', r.review_no, 'abuse');
  reviews.report('100000004', r.review_no, 'personal_data');
  return { reviews, r };
}

async function signedInAtReviews() {
  const user = userEvent.setup();
  renderDesk('/reviews');
  await user.type(await screen.findByLabelText(/매장 코드/), '361');
  await user.type(screen.getByLabelText(/^PIN/), demoDeskPin('361'));
  await user.click(screen.getByRole('button', { name: '로그인' }));
  return user;
}

const shownOnProduct = (reviews: Reviews) => reviews.list(null, { prd_cd: PRD }).list.map((x) => x.review_text);

describe('the reported reviews at the desk', () => {
  it('given a signed-out desk, then the screen is the sign-in and no review is shown', async () => {
    hiddenReview();
    renderDesk('/reviews');
    expect(await screen.findByLabelText(/매장 코드/)).toBeInTheDocument();
    expect(screen.queryByText(TEXT)).toBeNull();
  });

  it('given a review hidden by three reports, when staff restore it, then it shows on the product again and leaves the list; axe finds nothing serious', async () => {
    const { reviews, r } = hiddenReview();
    expect(shownOnProduct(reviews)).toEqual([]);
    const user = await signedInAtReviews();
    const card = await screen.findByRole('region', { name: new RegExp(`^${r.nick_nm}님의 .+ 리뷰$`) });
    expect(within(card).getByText(TEXT)).toBeInTheDocument();
    expect(within(card).getByRole('heading', { name: '신고 3건' })).toBeInTheDocument();
    expect(within(card).getByText(/^스팸·광고 · /)).toBeInTheDocument();
    expect(within(card).getByText(/^욕설·비방 · /)).toBeInTheDocument();
    expect(within(card).getByText(/^개인정보 노출 · /)).toBeInTheDocument();
    const result = await axe.run(document.body, { runOnly: ['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'] });
    expect(result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);

    await user.click(within(card).getByRole('button', { name: new RegExp(`^${r.nick_nm}님의 .+ 리뷰 복구$`) }));
    expect(await screen.findByText(`${r.nick_nm}님의 리뷰를 복구했어요. 상품 페이지에 다시 보여요.`)).toBeInTheDocument();
    expect(await screen.findByText('확인할 리뷰가 없어요.')).toBeInTheDocument();
    expect(shownOnProduct(reviews)).toEqual([TEXT]);
  });

  it('given a review hidden by three reports, when staff remove it, then it is gone from the product and the list', async () => {
    const { reviews, r } = hiddenReview();
    const user = await signedInAtReviews();
    await user.click(await screen.findByRole('button', { name: new RegExp(`^${r.nick_nm}님의 .+ 리뷰 삭제$`) }));
    expect(await screen.findByText(`${r.nick_nm}님의 리뷰를 삭제했어요.`)).toBeInTheDocument();
    expect(await screen.findByText('확인할 리뷰가 없어요.')).toBeInTheDocument();
    expect(shownOnProduct(reviews)).toEqual([]);
    expect(reviews.list('100000001', { prd_cd: PRD }).mine).toBeNull();
  });

  it('given another desk restored the review meanwhile, when staff remove it here, then the desk says who decided first, the review stays shown and leaves the list', async () => {
    const { reviews, r } = hiddenReview();
    const user = await signedInAtReviews();
    const remove = await screen.findByRole('button', { name: new RegExp(`^${r.nick_nm}님의 .+ 리뷰 삭제$`) });
    reviews.decide(r.review_no, 'restore', '201'); // 서울역점's staff were first
    await user.click(remove);
    expect(await screen.findByText(`${r.nick_nm}님의 리뷰는 다른 직원이 이미 복구했어요.`)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText(TEXT)).toBeNull());
    expect(shownOnProduct(reviews)).toEqual([TEXT]);
  });

  it('given the desk in English, then the screen and its buttons are in English', async () => {
    const { r } = hiddenReview();
    const user = await signedInAtReviews();
    await screen.findByText(TEXT);
    await user.click(screen.getByRole('button', { name: 'Switch to English' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Reported reviews' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Reported reviews' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('heading', { name: '3 reports' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: new RegExp(`^Restore ${r.nick_nm}'s review of .+$`) })).toBeInTheDocument();
    expect(screen.getByText(/^Spam or advertising · /)).toBeInTheDocument();
  });
});
