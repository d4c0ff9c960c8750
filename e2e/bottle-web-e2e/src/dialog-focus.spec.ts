/**
 * Focus after a dialog (WCAG 2.4.3): closed with Escape, every dialog gives focus back to what
 * opened it. The voice search's listening popup and the notice that follows a failed listening on
 * /search, the store information sheet on home, and a confirm dialog on my page. The browser's
 * speech recognition is a stand-in that never hears anything (a test has no microphone), so the
 * journey chooses when it fails.
 */
import { expect, expectEscapeReturnsFocus, expectNoSeriousViolations, signInWithoutScreens, test } from './fixtures';

test.describe('given a member on a phone using the keyboard', () => {
  test('when the voice search popup, and the notice after it, are closed with Escape, then focus is back on the voice button', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      class SilentRecognition {
        lang = '';
        interimResults = false;
        continuous = false;
        maxAlternatives = 1;
        onresult = null;
        onerror: ((event: { error: string }) => void) | null = null;
        onend: (() => void) | null = null;
        constructor() {
          (window as unknown as { __recognition?: SilentRecognition }).__recognition = this;
        }
        start() {
          // The browser's answer when the microphone was refused before: at once.
          if ((window as unknown as { __refuse?: boolean }).__refuse) setTimeout(() => this.onerror?.({ error: 'not-allowed' }), 0);
        }
        stop() {
          this.onend?.();
        }
        abort() {
          this.onerror?.({ error: 'aborted' });
        }
      }
      Object.assign(window, { SpeechRecognition: SilentRecognition, webkitSpeechRecognition: SilentRecognition });
    });
    await page.goto('/search?demo-reset=1');
    const mic = page.getByRole('button', { name: '음성으로 검색' });
    await expectEscapeReturnsFocus(page, mic);
    await expectEscapeReturnsFocus(page, mic, 'alertdialog', async () => {
      await mic.tap();
      await expect(page.getByRole('dialog')).toBeVisible();
      await page.evaluate(() =>
        (window as unknown as { __recognition?: { onerror?: (e: { error: string }) => void } }).__recognition?.onerror?.({
          error: 'no-speech',
        }),
      );
      await expect(page.getByRole('alertdialog')).toContainText('음성을 알아듣지 못했습니다');
      await expectNoSeriousViolations(page, 'voice search notice');
    });
    // A microphone refused before: the browser answers at once, the popup closes as it opens and
    // the notice says how to allow it.
    await page.evaluate(() => ((window as unknown as { __refuse?: boolean }).__refuse = true));
    await expectEscapeReturnsFocus(page, mic, 'alertdialog', async () => {
      await mic.tap();
      await expect(page.getByRole('alertdialog')).toContainText('마이크 사용이 허용되지 않았습니다');
    });
  });

  test('when the store information sheet on home and the logout confirm on my page are closed with Escape, then focus is back on what opened them', async ({
    page,
  }) => {
    await page.goto('/?demo-reset=1');
    await expectEscapeReturnsFocus(page, page.getByRole('button', { name: '매장 정보' }));
    await signInWithoutScreens(page, 'demo', '/mypage');
    await expectEscapeReturnsFocus(page, page.getByRole('button', { name: '로그아웃' }), 'alertdialog');
  });

  test('when the membership card on my page and the login prompt on a product are closed with Escape, then focus is back on what opened them', async ({
    page,
  }) => {
    await page.goto('/product/W00001?demo-reset=1');
    // A visitor's wish toggle asks them to log in first.
    const wish = page.getByRole('button', { name: /^샤토 마고 2020 마이 벙커에 담기( [\d,]+)?$/ });
    await expectEscapeReturnsFocus(page, wish, 'alertdialog');
    await signInWithoutScreens(page, 'demo', '/mypage');
    const card = page.getByRole('button', { name: '멤버십 카드' });
    await expectEscapeReturnsFocus(page, card, 'dialog', async () => {
      await card.tap();
      await expect(page.getByRole('dialog', { name: '멤버십 카드' })).toBeVisible();
      await expectNoSeriousViolations(page, 'membership card');
    });
  });

  test("when the sommelier's photo dialog is closed with Escape, then focus is back on its button", async ({ page }) => {
    await page.goto('/chat?demo-reset=1');
    await expect(page.getByRole('heading', { level: 1, name: 'AI 소믈리에' })).toBeVisible();
    await expect(page.getByText('AI 어시스턴트와 대화하며 추천을 받을 수 있는 페이지로 이동하고 있습니다.')).toBeHidden();
    const photo = page.getByRole('button', { name: '사진으로 질문하기' });
    await expectEscapeReturnsFocus(page, photo, 'dialog', async () => {
      await photo.tap();
      await expect(page.getByRole('dialog', { name: '사진으로 질문하기' })).toBeVisible();
      await expectNoSeriousViolations(page, 'photo question');
    });
  });
});
