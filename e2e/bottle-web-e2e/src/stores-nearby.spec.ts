/**
 * The nearest store that has it: with the member's position allowed (Playwright's geolocation
 * permission) the product page lists the nearest stores with stock and one tap reserves at one;
 * with it refused, the main store's area is used and the page says so. The map runs in a build
 * with a Kakao map key (built here, beside the suite's own build), against the Kakao SDK double
 * (kakao-maps-double.ts) under the page's strict policy: markers by stock, a marker opens the
 * store's card; in the fake native shell the map opens in the shell's map web view. axe clean on
 * the new parts; the fixtures' page fails on any policy violation.
 */
import { fakeShellInitScript } from '@bottle/bridge/testing';
import { useKeyedBuild } from './keyed-build';
import { expect, expectNoSeriousViolations, type Page, resetDemo, shellMessages, signInWithoutScreens, test } from './fixtures';
import { serveKakaoMapsDouble } from './kakao-maps-double';

/** About 190 m from 보틀 판교점. */
const NEAR_PANGYO = { latitude: 37.3941, longitude: 127.1103 };

const nearMe = (page: Page) => page.getByRole('region', { name: '내 주변 재고' });

test.describe('given the member allows their position', () => {
  test.use({ geolocation: NEAR_PANGYO, permissions: ['geolocation'] });

  test('when they tap 내 주변 매장 on a product, then the three nearest stores with stock, and one tap reserves at the nearest', async ({
    page,
  }) => {
    await resetDemo(page);
    await signInWithoutScreens(page, 'demo', '/product/W00001');
    const section = nearMe(page);
    // Until asked: from the main store's area (잠실점), said so.
    await expect(section.getByText(/보틀 잠실점 근처를 기준으로 한 거리예요/)).toBeVisible();
    await section.getByRole('button', { name: '내 주변 매장' }).tap();
    await expect(section.getByText(/현재 위치에서 가까운 순이에요/)).toBeVisible();
    const reserve = section.getByRole('link', { name: /에서 픽업 예약$/ });
    await expect(reserve).toHaveCount(3);
    await expect(reserve.first()).toHaveAccessibleName('보틀 판교점에서 픽업 예약');
    await expect(section.getByRole('listitem').first()).toContainText(/\d+m · /);
    await expectNoSeriousViolations(page, 'product page, in stock near me');

    await reserve.first().tap();
    await expect(page.getByRole('heading', { level: 1, name: '픽업 예약' })).toBeVisible();
    await page.getByRole('button', { name: '다음' }).tap();
    // The flow opened with 판교점 chosen (it takes the store from the link, then drops it from the URL).
    await expect(page.getByRole('radio', { name: /보틀 판교점/ })).toBeChecked();
    // Step 2 measures from the member too (the position is kept for the page's life).
    await expect(page.getByRole('button', { name: '내 주변 매장' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('radio', { name: /보틀 판교점.*\d+m · / })).toBeVisible();
    await expectNoSeriousViolations(page, 'pickup step 2 with distances');
  });
});

test.describe('given the member refuses their position', () => {
  test.use({ permissions: [] });

  test("when they tap 내 주변 매장, then the stores are ordered from the main store's area and the page says why", async ({
    page,
    context,
  }) => {
    await context.clearPermissions();
    await page.goto('/product/findplace?prd_cd=W00001&demo-reset=1');
    await expect(page.getByRole('heading', { level: 1, name: '재고 있는 매장' })).toBeVisible();
    await page.getByRole('button', { name: '내 주변 매장' }).tap();
    await expect(page.getByText('위치 권한이 없어 보틀 서울역점 근처를 기준으로 가까운 순을 보여 드려요.')).toBeVisible();
    await expect(page.getByRole('button', { name: /매장 정보 보기/ }).first()).toHaveAccessibleName(/^보틀 서울역점/);
    await expect(page.getByRole('listitem').first()).toContainText('0m · ');
    // This build has no map key: the map button says why there is no map.
    await expect(page.getByRole('button', { name: '지도로 보기' })).toHaveAccessibleDescription(/지도 키가 없어/);
    await expectNoSeriousViolations(page, 'find place, position refused');
  });
});

const MAP_KEY = '0123456789abcdef0123456789abcdef';

test.describe('given a build with a Kakao map key', () => {
  const keyed = useKeyedBuild('map', { VITE_BOTTLE_KAKAO_MAP_KEY: MAP_KEY }, 240_000);

  test('when the member opens the map, then markers by stock through the SDK double, and a marker opens the store card', async ({
    page,
  }) => {
    const served = await serveKakaoMapsDouble(page);
    const answer = await page.goto(`${keyed.origin}/product/findplace?prd_cd=W00001`);
    const policy = answer?.headers()['content-security-policy'] ?? '';
    expect(policy).toContain('trusted-types bottle-sanitizer bottle-kakao-maps default');
    expect(policy).toMatch(/script-src [^;]*https:\/\/dapi\.kakao\.com https:\/\/t1\.daumcdn\.net/);
    await page.getByRole('button', { name: '지도로 보기' }).tap();
    const map = page.getByRole('region', { name: '매장 지도' });
    await expect(map.locator('img[data-kakao-marker]')).toHaveCount(4);
    expect(served).toEqual([
      `https://dapi.kakao.com/v2/maps/sdk.js?appkey=${MAP_KEY}&autoload=false`,
      'https://t1.daumcdn.net/mapjsapi/js/main/4.4.19/kakao.js',
    ]);
    await expect(page.getByText(/표시를 누르면 매장 정보가 열려요/)).toBeVisible();
    await map.locator('img[data-kakao-marker][title="보틀 판교점"]').click();
    const card = page.getByRole('region', { name: '보틀 판교점' });
    await expect(card.getByText('재고 3병 남음')).toBeVisible();
    await expect(card.getByText(/^매일 10:00 ~ 2[23]:00$/)).toBeVisible();
    await expect(card.getByRole('link', { name: '보틀 판교점에서 픽업 예약' })).toHaveAttribute(
      'href',
      '/pickup/reserve/W00001?str_cd=210',
    );
    await expect(card.getByRole('link', { name: '길찾기' })).toHaveAttribute('href', /^https:\/\/map\.kakao\.com\/link\/to\//);
    await expectNoSeriousViolations(page, 'store map and card');
  });

  test("when the member opens the map inside the native shell, then it opens in the shell's map web view", async ({ page }) => {
    await page.addInitScript(fakeShellInitScript({ platform: 'android', latencyMs: 10 }));
    await page.goto(`${keyed.origin}/product/findplace?prd_cd=W00001`);
    await page.getByRole('button', { name: '지도로 보기' }).tap();
    await expect
      .poll(async () => (await shellMessages(page)).filter((m) => m.method === 'openMapWebView').at(-1)?.params)
      .toMatchObject({ url: `${keyed.origin}/product/findplace?prd_cd=W00001&view=map`, title: '재고 있는 매장' });
  });
});
