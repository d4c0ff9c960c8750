/**
 * A draw for an allocated bottle, end to end: three members enter through the draw's screen,
 * the demo clock moves past the draw time, a winner finds their reservation at the store they
 * chose and the desk hands it over; the 검증하기 page recomputes the draw in the browser and says
 * it matches, and says it does not when the published answer is altered on the way (Playwright's
 * route interception as the test double of the answer).
 */
import type { Browser, Page } from '@playwright/test';
import { control, expectNoSeriousViolations, signInWithoutScreens } from './fixtures';
import { expect, test } from './desk-fixtures';
import { handOverAtDesk } from './pickup-flow';

const DAY = 24 * 3_600_000;

/** A member on a phone of their own (own context), logged in through the screens, on `path`. */
async function memberPage(browser: Browser, baseURL: string | undefined, id: string, path: string): Promise<Page> {
  const context = await browser.newContext({ ...(baseURL ? { baseURL } : {}), locale: 'ko-KR', timezoneId: 'Asia/Seoul' });
  const page = await context.newPage();
  await signInWithoutScreens(page, id, path);
  return page;
}

test.describe('draws', () => {
  test('given three members enter and the draw time comes, then a winner collects at the desk and the result verifies in the browser', async ({
    page,
    deskPage: desk,
    browser,
    baseURL,
  }) => {
    test.setTimeout(240_000);
    await page.goto('/?demo-reset=1');
    await expect(page.getByRole('link', { name: /응모/ }).first()).toBeVisible();

    const hashOf = new Map<string, string>();
    for (const id of ['family', 'silver', 'diamond']) {
      const member = await memberPage(browser, baseURL, id, '/draws/D1');
      await member.getByRole('radio', { name: /잠실점/ }).check();
      if (id === 'family') await expectNoSeriousViolations(member, 'draw screen, before entering');
      await member.getByRole('button', { name: '응모하기' }).click();
      await expect(member.getByTestId('my-entry-status')).toContainText('잠실점에서 수령');
      hashOf.set((await member.getByTestId('my-entry-hash').textContent()) ?? '', id);
      await member.context().close();
    }
    await page.goto('/draws/D1');
    await expect(page.getByTestId('draw-entry-count')).toHaveText('응모 3명');

    // The draw time comes on the demo's clock; the next call draws.
    expect((await control(page, '/mock-api/clock', { advance_ms: 3 * DAY })).status).toBe(200);
    // The published answer the page verifies is the one the test reads the winners from.
    const [answer] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith('/app/draw/result') && r.ok()),
      page.goto('/draws/D1/verify'),
    ]);
    const result = (await answer.json()) as { winners: string[] };
    await expect(page.getByTestId('verify-verdict')).toHaveText('검증 결과: 발표된 결과가 맞아요.', { timeout: 20_000 });
    await expectNoSeriousViolations(page, 'verify page');
    expect(result.winners).toHaveLength(2);
    const winner = hashOf.get(result.winners[0] ?? '') ?? '';
    expect(winner).not.toBe('');

    // The winner's reservation is at the store they chose; the desk hands it over.
    const member = await memberPage(browser, baseURL, winner, '/draws/D1');
    await expect(member.getByTestId('my-entry-status')).toHaveAttribute('data-status', 'WON');
    await member.getByRole('link', { name: '픽업 예약 보기' }).click();
    await expect(member.getByRole('heading', { level: 1, name: '예약 상세' })).toBeVisible();
    const no = new URL(member.url()).pathname.split('/').pop() ?? '';
    await handOverAtDesk(desk, member, no, page);
    await member.goto('/draws/D1');
    await expect(member.getByTestId('my-entry-status')).toHaveAttribute('data-status', 'COLLECTED');
    await member.context().close();

    // The published answer altered on the way: the page says it does not match.
    await page.route('**/app/draw/result', async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { order: string[]; winners: string[] };
      await route.fulfill({ response, json: { ...body, winners: [body.order[body.order.length - 1], body.winners[1]] } });
    });
    await page.goto('/draws/D1/verify');
    await expect(page.getByTestId('verify-verdict')).toHaveText('검증 결과: 발표된 결과와 다시 계산한 결과가 달라요.', { timeout: 20_000 });
    await control(page, '/mock-api/clock', { reset: true });
  });
});
