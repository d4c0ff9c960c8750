/**
 * Ratings and reviews (docs/reviews.md) as members live them: a member picks a bottle up at the
 * desk, writes a tasting note from the product page, publishes it as a review, and the product
 * page shows it first with 구매 인증; another member marks it helpful; three members report
 * another review, which disappears until the chain's staff restore it at the store desk. Axe scans
 * the product page's reviews, the publish form and the desk's reported reviews.
 */
import type { Browser, Page } from '@playwright/test';
import { expectNoSeriousViolations, signInWithoutScreens } from './fixtures';
import { expect, test } from './desk-fixtures';
import { handOverAtDesk, reserveAndOpen } from './pickup-flow';

const PRD = 'W00034'; // 안티노리 티냐넬로 2020: three seeded reviews, on the shelf at 잠실점
const NOTE = '블랙체리와 가죽 향, 단단한 타닌과 긴 여운이 좋았어요.';

async function memberPage(browser: Browser, baseURL: string | undefined, loginId: string): Promise<Page> {
  const context = await browser.newContext({
    ...(baseURL ? { baseURL } : {}),
    locale: 'ko-KR',
    timezoneId: 'Asia/Seoul',
    hasTouch: true,
    viewport: { width: 390, height: 844 },
  });
  const page = await context.newPage();
  await signInWithoutScreens(page, loginId, `/product/${PRD}`);
  return page;
}

test('a bottle picked up at the desk, its note published as a review first with 구매 인증; helpful once; three reports hide another review until the desk restores it', async ({
  page,
  deskPage: desk,
  browser,
  baseURL,
}) => {
  test.setTimeout(240_000);
  // 1. reserve and pick up at the desk
  const no = await reserveAndOpen(page, PRD);
  await handOverAtDesk(desk, page, no);
  await page.evaluate(() => window.dispatchEvent(new Event('focus')));
  await expect(page.locator('[data-status]').first()).toHaveText('픽업 완료', { timeout: 20_000 });

  // 2. a note from the product page, published as a review
  await page.goto(`/product/${PRD}`);
  const reviews = page.getByRole('region', { name: '리뷰' });
  await reviews.getByRole('link', { name: '이 상품의 테이스팅 노트 쓰기' }).tap();
  await expect(page.getByLabel('마신 술')).not.toHaveValue('');
  await page.getByRole('radio', { name: '4점' }).check();
  await page.getByRole('textbox', { name: '노트' }).fill(NOTE);
  await page.getByRole('button', { name: '저장' }).tap();
  const publisher = page.getByRole('region', { name: '리뷰로 공개' });
  await publisher.getByRole('button', { name: '이 노트를 리뷰로 공개' }).tap();
  await publisher.getByRole('radio', { name: '4.5점' }).check();
  await expectNoSeriousViolations(page, 'publish form');
  await publisher.getByRole('button', { name: '리뷰 올리기' }).tap();
  const outcome = page.getByRole('alertdialog').or(publisher.getByRole('alert'));
  await expect(outcome).toBeVisible();
  expect(await outcome.textContent()).toContain('리뷰를 올렸어요');
  await page.getByRole('alertdialog').getByRole('button', { name: '확인' }).tap();
  await page.goto(`/product/${PRD}`);
  const own = reviews.getByRole('list', { name: '내 리뷰' });
  await expect(own.getByText(NOTE)).toBeVisible();
  await expect(own.getByText('구매 인증')).toBeVisible();
  await expectNoSeriousViolations(page, 'product reviews');

  // 3. another member finds it helpful (once)
  const family = await memberPage(browser, baseURL, 'family');
  const helpful = family.getByRole('region', { name: '리뷰' }).getByRole('button', { name: /^김ㅂㅌ님의 리뷰가 도움돼요, 현재 0명$/ });
  await helpful.tap();
  const marked = family.getByRole('region', { name: '리뷰' }).getByRole('button', { name: /^김ㅂㅌ님의 리뷰가 도움돼요, 현재 1명$/ });
  await expect(marked).toHaveAttribute('aria-pressed', 'true');
  await marked.tap(); // a second tap counts nothing
  await family.reload();
  await expect(marked).toHaveAttribute('aria-pressed', 'true');

  // 4. three members report another review, which disappears
  // another member's review: the first of the list not written by the member above
  const target = family
    .getByRole('region', { name: '리뷰' })
    .getByTestId('review-list')
    .getByRole('listitem')
    .filter({ hasNotText: NOTE })
    .first();
  const reported = (await target.locator('p').first().textContent()) ?? '';
  const name = (await target.locator('b').first().textContent()) ?? '';
  expect(reported.length).toBeGreaterThan(5);
  for (const member of [family, await memberPage(browser, baseURL, 'silver'), await memberPage(browser, baseURL, 'gold')]) {
    const block = member.getByRole('region', { name: '리뷰' });
    await block.getByRole('button', { name: `${name}님의 리뷰 신고` }).tap();
    await block
      .getByRole('form', { name: `${name}님의 리뷰 신고` })
      .getByRole('radio', { name: '스팸·광고' })
      .check();
    await block.getByRole('button', { name: '신고하기' }).tap();
    await expect(member.getByRole('alertdialog')).toContainText('신고했어요');
    await member.getByRole('alertdialog').getByRole('button', { name: '확인' }).tap();
  }
  await page.reload();
  await expect(reviews.getByTestId('review-list')).toBeVisible();
  await expect(reviews.getByText(reported, { exact: true })).toHaveCount(0);

  // 5. the chain's staff look at the desk: the hidden review with its reasons, restored
  await desk.getByRole('navigation', { name: '데스크 메뉴' }).getByRole('link', { name: '신고된 리뷰' }).click();
  const card = desk.getByRole('region', { name: new RegExp(`^${name}님의 .+ 리뷰$`) });
  await expect(card.getByText(reported, { exact: true })).toBeVisible();
  await expect(card.getByRole('heading', { name: '신고 3건' })).toBeVisible();
  await expect(card.getByRole('listitem')).toHaveText([/^스팸·광고 · /, /^스팸·광고 · /, /^스팸·광고 · /]);
  await expectNoSeriousViolations(desk, 'desk reported reviews');
  const restore = card.getByRole('button', { name: new RegExp(`^${name}님의 .+ 리뷰 복구$`) });
  for (const button of [restore, card.getByRole('button', { name: new RegExp(`^${name}님의 .+ 리뷰 삭제$`) })])
    expect((await button.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(44);
  await restore.click();
  await expect(desk.getByText(`${name}님의 리뷰를 복구했어요. 상품 페이지에 다시 보여요.`)).toBeVisible();
  await expect(desk.getByText('확인할 리뷰가 없어요.')).toBeVisible();
  await page.reload();
  await expect(reviews.getByTestId('review-list').getByText(reported, { exact: true })).toBeVisible();
});
