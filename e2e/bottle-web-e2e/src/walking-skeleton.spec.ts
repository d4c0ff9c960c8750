/**
 * The walking skeleton, in Chromium at a phone viewport: the app boots outside a web
 * view, shows the footer tabs and the main screen with banners and stores that come through
 * libs/api from libs/mock-api (MSW in the browser); the store info popup opens showing store
 * 201 to a visitor, and the browser back action closes it without leaving the page.
 */
import { expect, test } from './fixtures';

test.describe('given a visitor in a phone browser (not logged in, no native shell)', () => {
  test('when they open the app, then the footer tabs and the main data show', async ({ page }) => {
    await page.goto('/?demo-reset=1');
    const nav = page.getByRole('navigation', { name: '하단 메뉴' });
    await expect(nav).toBeVisible();
    for (const label of ['홈', '푸드 페어링', '검색', '마이 다이어리', '마이페이지']) {
      await expect(nav.getByRole('link', { name: label })).toBeVisible();
    }
    await expect(nav.getByRole('link', { name: '홈' })).toHaveAttribute('aria-current', 'page');

    // Banners (POST /app/main/banner/area/info) and stores (POST /app/store/list) from the mock.
    const banners = page.getByRole('list', { name: '추천 배너' });
    await expect(banners.getByRole('listitem').first()).toBeVisible();
    expect(await banners.getByRole('listitem').count()).toBeGreaterThan(1);
    await expect(page.getByRole('heading', { name: '매장 안내' })).toBeVisible();
    await expect(page.getByRole('button', { name: /보틀 .+점/ }).first()).toBeVisible();
  });

  test('when they open store info, then store 201 shows and back closes it on the same page', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: '매장 안내' })).toBeVisible();
    const urlBefore = page.url();

    await page.getByRole('button', { name: '매장 정보' }).tap();
    const dialog = page.getByRole('dialog', { name: '매장 정보' });
    await expect(dialog).toBeVisible();
    // Store 201 of the seeded dataset (libs/mock-api) is 보틀 서울역점.
    await expect(dialog.getByText('보틀 서울역점', { exact: true })).toBeVisible();
    await expect(dialog.getByText('픽업 데스크', { exact: true })).toBeVisible();
    // Outside the web view there is no call or copy-address button (spec §2).
    await expect(dialog.getByRole('button', { name: '전화하기' })).toHaveCount(0);
    await expect(dialog.getByRole('button', { name: '주소 복사' })).toHaveCount(0);

    await page.goBack();
    await expect(dialog).toBeHidden();
    expect(page.url()).toBe(urlBefore);
    await expect(page.getByRole('heading', { name: '매장 안내' })).toBeVisible();
  });
});
