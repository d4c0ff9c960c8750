/**
 * The journeys' accessibility check (fixtures.ts expectNoSeriousViolations) still sees what it
 * must after running in the page itself with violations only: a serious violation in the page
 * and one inside a same-origin frame each fail it, by rule and element, and a clean page passes.
 */
import { expect, expectNoSeriousViolations, test } from './fixtures';

test.describe('the axe check of the journeys', () => {
  test('given a page with an unnamed image and an unnamed button, when it is checked, then it fails naming both', async ({ page }) => {
    await page.setContent(
      '<!doctype html><html lang="ko"><head><title>t</title></head><body><main><h1>제목</h1><img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" id="photo"><button id="empty"></button></main></body></html>',
    );
    const failure = await expectNoSeriousViolations(page, 'probe').then(
      () => null,
      (error: Error) => error.message,
    );
    expect(failure).toContain('image-alt (critical): #photo');
    expect(failure).toContain('button-name (critical): #empty');
  });

  test('given an unnamed button inside a same-origin frame, when the page is checked, then it fails naming the button in the frame', async ({
    page,
  }) => {
    // Both documents come from the journeys' own origin (answered here, not by the server).
    const doc = (body: string) => ({
      contentType: 'text/html',
      body: `<!doctype html><html lang="ko"><head><title>t</title></head><body>${body}</body></html>`,
    });
    await page.route('**/axe-probe/outer.html', (route) =>
      route.fulfill(doc('<main><h1>제목</h1><iframe title="안쪽" src="inner.html"></iframe></main>')),
    );
    await page.route('**/axe-probe/inner.html', (route) => route.fulfill(doc('<button id="inner"></button>')));
    await page.goto('/axe-probe/outer.html');
    await expect(page.frameLocator('iframe').locator('#inner')).toBeAttached();
    const failure = await expectNoSeriousViolations(page, 'probe').then(
      () => null,
      (error: Error) => error.message,
    );
    expect(failure).toContain('button-name (critical): iframe #inner');
  });

  test('given a page whose image and button are named, when it is checked, then it passes', async ({ page }) => {
    await page.setContent(
      '<!doctype html><html lang="ko"><head><title>t</title></head><body><main><h1>제목</h1><img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" alt="병"><button>담기</button></main></body></html>',
    );
    await expectNoSeriousViolations(page, 'probe');
  });
});
