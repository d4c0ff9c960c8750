/**
 * A diary photo goes to the image bucket in 65536-byte chunks (libs/api A38, decision 0610), in a
 * phone browser and in both fake shells: the network is cut mid-upload and comes back, the form
 * is reloaded mid-upload and goes on from what the bucket holds (not from the start), and the
 * saved note shows the photo. The bucket is the demo server's; the test only watches the chunk
 * calls, cuts one while "offline" and holds one to reload while it is under way.
 */
import { fakeShellInitScript } from '@bottle/bridge/testing';
import { expect, expectNoSeriousViolations, logInThroughScreens, test, type Page, type Route } from './fixtures';

const CHUNK = 65536;

/** A real, decodable PNG of noise (so it does not compress): about 350 KB, six chunks, under the form's 1 MiB. */
async function noisePng(page: Page): Promise<Buffer> {
  const base64 = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 300;
    canvas.height = 300;
    const ctx = canvas.getContext('2d');
    if (!ctx) throw new Error('no 2d canvas');
    const image = ctx.createImageData(300, 300);
    let seed = 7;
    for (let i = 0; i < image.data.length; i += 1) {
      seed = (Math.imul(seed, 1103515245) + 12345) & 0x7fffffff;
      // The high bits: an LCG's low bits repeat every few hundred steps, which PNG would squeeze.
      image.data[i] = i % 4 === 3 ? 255 : (seed >> 16) & 0xff;
    }
    ctx.putImageData(image, 0, 0);
    return canvas.toDataURL('image/png').split(',')[1] ?? '';
  });
  return Buffer.from(base64, 'base64');
}

for (const where of ['browser', 'ios', 'android'] as const) {
  test(`given a diary photo in the ${where === 'browser' ? 'phone browser' : `${where} shell`}, when the network is cut and the form reloaded mid-upload, then the upload goes on from the bucket and the saved note shows the photo`, async ({
    page,
    context,
  }) => {
    test.setTimeout(150_000);
    if (where !== 'browser') await page.addInitScript(fakeShellInitScript({ platform: where, latencyMs: 10 }));
    await page.goto('/?demo-reset=1');
    await logInThroughScreens(page, 'demo', '/diary');
    const photo = await noisePng(page);
    await page.getByRole('link', { name: '테이스팅 노트 쓰기' }).tap();
    const chunks = Math.ceil(photo.length / CHUNK);
    expect(chunks).toBeGreaterThanOrEqual(5);

    // The chunk calls as they go: chunk 2 fails while "the network is cut"; chunk 4 is held so the
    // form can be reloaded while it is under way.
    const done: number[] = [];
    let cut = true;
    let hold = true;
    await page.route('**/api/app/bucket/upload/chunk', async (route: Route) => {
      const index = Number(route.request().headers()['x-upload-offset']) / CHUNK;
      if (index === 2 && cut) return route.abort('internetdisconnected');
      if (index === 4 && hold) return; // left hanging: the page is reloaded meanwhile
      const response = await route.fetch();
      await route.fulfill({ response });
      if (response.ok()) done.push(index);
    });

    await page.getByRole('textbox', { name: '마신 술' }).fill('샤토 딸보 2022');
    await page.getByRole('radio', { name: '4점' }).check({ force: true });
    await page.getByRole('textbox', { name: '노트', exact: true }).fill('사진과 함께 남기는 노트.');
    await page.getByLabel('사진 (선택)').setInputFiles({ name: 'bottle.png', mimeType: 'image/png', buffer: photo });
    await expect(page.getByRole('img', { name: '첨부할 사진 미리보기' })).toBeVisible();
    const progress = page.getByRole('progressbar', { name: '사진 올리기' });
    await expect(progress).toBeVisible();

    // Two chunks in, the network goes: the form says it waits for it, then goes on when it is back.
    await expect.poll(() => done.length).toBe(2);
    await context.setOffline(true);
    await expect(progress).toHaveAttribute('aria-valuetext', /연결이 끊겼습니다/);
    await expectNoSeriousViolations(page, 'diary photo upload waiting for the network');
    cut = false;
    await context.setOffline(false);
    await expect.poll(() => [...done].sort()).toEqual([0, 1, 2, 3]);

    // Chunk 4 is under way: the member reloads the form. The draft and the upload are kept.
    const before = done.length;
    hold = false;
    await page.reload();
    // The app boots again from nothing (a cold lazy route on a loaded machine can take a while):
    // the form says it brought the draft back.
    await expect(page.getByText('작성 중이던 내용을 불러왔어요.')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('textbox', { name: '마신 술' })).toHaveValue('샤토 딸보 2022');
    await expect(page.getByRole('progressbar', { name: '사진 올리기' })).toHaveAttribute('aria-valuetext', '사진을 다 올렸습니다.');
    // Only what the bucket did not hold went after the reload.
    expect(done.slice(before).sort()).toEqual(Array.from({ length: chunks - 4 }, (_, i) => i + 4));

    await page.getByRole('button', { name: '저장' }).tap();
    await expect(page).toHaveURL(/\/diary\/[^/]+$/);
    const shown = page.getByRole('img', { name: '첨부한 사진' });
    await expect(shown).toBeVisible();
    await expect.poll(() => shown.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(300);
  });
}
