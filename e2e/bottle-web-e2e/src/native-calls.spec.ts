/**
 * The native calls the app makes where they belong (spec §7 "Native bridge calls"), in both fake
 * shells of @bottle/bridge/testing injected before the page loads: a product shared through the
 * shell's share popup, a tasting note shared as a picture, a store's map opened inside the shell,
 * and the push switch read from and written to the shell's notification settings. Journeys go
 * through the screens as a member does; what the shell heard is read from the fake's record.
 */
import { fakeShellInitScript } from '@bottle/bridge/testing';
import {
  expect,
  expectNoSeriousViolations,
  logInThroughScreens,
  shellMessages as recorded,
  test,
  writeTastingNote,
  type Page,
} from './fixtures';

const lastCall = async (page: Page, method: string) => (await recorded(page)).filter((m) => m.method === method).at(-1)?.params;

for (const platform of ['ios', 'android'] as const) {
  test.describe(`given the app inside the ${platform} shell`, () => {
    test.describe.configure({ timeout: 90_000 });

    test('when the member shares a product, then the shell shows its share popup with the product', async ({ page }) => {
      await page.addInitScript(fakeShellInitScript({ platform, latencyMs: 10 }));
      await page.goto('/product/W00001?demo-reset=1');
      await expect(page.getByRole('heading', { level: 1, name: '샤토 마고 2020' })).toBeVisible();
      await page.getByRole('button', { name: '공유하기' }).tap();
      await expect
        .poll(() => lastCall(page, 'showSharePopup'))
        .toMatchObject({ title: '샤토 마고 2020', url: expect.stringMatching(/\/product\/W00001$/) });
    });

    test("when the member opens a store's map, then it opens inside the shell (map web view)", async ({ page }) => {
      await page.addInitScript(fakeShellInitScript({ platform, latencyMs: 10 }));
      await page.goto('/?demo-reset=1');
      await page.getByRole('button', { name: '매장 정보' }).tap();
      const dialog = page.getByRole('dialog', { name: '매장 정보' });
      await expect(dialog.getByText('보틀 서울역점', { exact: true })).toBeVisible();
      await dialog.getByRole('button', { name: '지도 보기' }).tap();
      await expect
        .poll(() => lastCall(page, 'openMapWebView'))
        .toMatchObject({ url: expect.stringMatching(/^https:\/\/map\.kakao\.com\/link\/search\//), title: '보틀 서울역점' });
      expect(await lastCall(page, 'openMap')).toBeUndefined();
    });

    test("when the member turns push on with the device's notifications off, then the settings say so and the shell's setting follows the switch", async ({
      page,
    }) => {
      await page.addInitScript(fakeShellInitScript({ platform, latencyMs: 10, settings: { push_yn: 'N' } }));
      await page.goto('/?demo-reset=1');
      await logInThroughScreens(page, 'demo', '/mypage/settings');
      await expect(page.getByRole('status').filter({ hasText: '이 기기에서 보틀 알림이 꺼져 있어요' })).toBeVisible();
      await expectNoSeriousViolations(page, 'settings with the device note');
      const push = page.getByRole('switch', { name: '앱 푸시 알림' });
      await expect(push).toBeEnabled();
      if (await push.isChecked()) {
        await push.tap();
        await expect.poll(() => lastCall(page, 'setSettings')).toEqual({ push_yn: 'N' });
        await expect(push).toBeEnabled();
      }
      await push.tap();
      await expect.poll(() => lastCall(page, 'setSettings')).toEqual({ push_yn: 'Y' });
      await expect(page.getByText('이 기기에서 보틀 알림이 꺼져 있어요')).toBeHidden();
      await expect(push).toBeChecked();
    });

    test('when the member shares a tasting note as a picture, then the shell gets a PNG drawn from the note', async ({ page }) => {
      await page.addInitScript(fakeShellInitScript({ platform, latencyMs: 10 }));
      await page.goto('/?demo-reset=1');
      await logInThroughScreens(page, 'demo', '/diary');
      await writeTastingNote(page, '블랙커런트와 삼나무 향.');
      await expect(page).toHaveURL(/\/diary\/[^/]+$/);
      await page.getByRole('button', { name: '사진으로 공유' }).tap();
      await expect.poll(async () => String((await lastCall(page, 'shareImage'))?.['imageUrl'] ?? '')).toMatch(/^data:image\/png;base64,/);
      const image = String((await lastCall(page, 'shareImage'))?.['imageUrl']);
      // A real card: 1080 × 1350, not an empty canvas.
      const size = await page.evaluate(
        (src) =>
          new Promise<[number, number]>((resolve) => {
            const img = new Image();
            img.onload = () => resolve([img.naturalWidth, img.naturalHeight]);
            img.src = src;
          }),
        image,
      );
      expect(size).toEqual([1080, 1350]);
      expect(image.length).toBeGreaterThan(20_000);
      expect(await lastCall(page, 'shareImage')).toMatchObject({ title: '샤토 딸보 2022' });
    });
  });
}

test('the demo server serves a build that says it is the demo build', async ({ request }) => {
  const info = (await (await request.get('/build.json')).json()) as { demo?: boolean; demoValues?: string[] };
  expect(info.demo).toBe(true);
  expect(info.demoValues).toContain('VITE_BOTTLE_KAKAO_CLIENT_ID');
});
