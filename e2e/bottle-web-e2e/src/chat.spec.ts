/**
 * The AI sommelier (spec §1, §2 /chat, §7 "AI chat client") in Chromium at a phone viewport,
 * demo mode (libs/mock-api's local sommelier answers through the service worker): a member asks
 * in Korean, gets product cards, the screen passes an axe scan, and a card opens the product;
 * a photo of a product's barcode (libs/barcode's SVG) gets that product back.
 */
import { expect, expectNoSeriousViolations, test, type Page } from './fixtures';
import { toSvg } from '@bottle/barcode';

const REQUEST = '삼겹살에 어울리는 3만원 이하 레드 와인';
/** W00001 of libs/mock-api's dataset (샤토 마고 2020) and its EAN-13. */
const PRODUCT = { prdCd: 'W00001', name: '샤토 마고 2020', ean: '3039431962868' };

async function openChat(page: Page) {
  await page.goto('/chat?demo-reset=1');
  await expect(page.getByRole('heading', { level: 1, name: 'AI 소믈리에' })).toBeVisible();
  // The AI assistant loading overlay (spec §2) closes once the screen is ready.
  await expect(page.getByText('AI 어시스턴트와 대화하며 추천을 받을 수 있는 페이지로 이동하고 있습니다.')).toBeHidden();
  return page.getByRole('log', { name: '대화 내용' });
}

test.describe('given a visitor in a phone browser', () => {
  test('when they ask the sommelier for a red wine for pork belly, then cards show and one opens its product', async ({ page }) => {
    const log = await openChat(page);
    const composer = page.getByRole('textbox', { name: '소믈리에에게 보낼 메시지' });
    // The composer sits at the bottom of the viewport, over where the footer tabs would be.
    const box = await composer.boundingBox();
    expect((box?.y ?? 0) + (box?.height ?? 0)).toBeGreaterThan(844 - 80);

    await composer.fill(REQUEST);
    await composer.press('Enter');
    await expect(log.getByText(`나: ${REQUEST}`, { exact: true })).toBeVisible();

    const cards = log.getByRole('list', { name: /^추천 상품 \d개$/ }).getByRole('link');
    await expect(cards.first()).toBeVisible();
    const count = await cards.count();
    expect(count).toBeGreaterThanOrEqual(1);
    expect(count).toBeLessThanOrEqual(5);
    await expect(cards.first()).toContainText('레드');
    await expect(cards.first()).toContainText(/\d{1,2},\d{3}원/);
    await expect(log.getByRole('button', { name: '도움이 됐어요' })).toBeVisible();

    await expectNoSeriousViolations(page, 'chat');

    const href = await cards.first().getAttribute('href');
    expect(href).toMatch(/^\/product\/[A-Z0-9]+$/);
    await cards.first().tap();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'AI 소믈리에' })).toBeHidden();

    // Back on /chat, the conversation of this tab session is still there.
    await page.goBack();
    await expect(page.getByRole('log', { name: '대화 내용' }).getByText(`나: ${REQUEST}`, { exact: true })).toBeVisible();
  });

  test('when they send a photo of a barcode, then the photo shows and the answer is that product', async ({ page }) => {
    const log = await openChat(page);
    await page.getByRole('button', { name: '사진으로 질문하기' }).tap();
    const dialog = page.getByRole('dialog', { name: '사진으로 질문하기' });
    await expect(dialog).toBeVisible();
    // libs/barcode's rendering as it is: the demo backend decodes the bars (no digits to read).
    const svg = toSvg(PRODUCT.ean, { format: 'EAN13' });
    expect(svg).not.toMatch(/\d{13}/);
    await dialog.getByTestId('album-input').setInputFiles({ name: 'label.svg', mimeType: 'image/svg+xml', buffer: Buffer.from(svg) });

    await expect(log.getByRole('img', { name: '보낸 사진' })).toBeVisible();
    const card = log.getByRole('list', { name: '추천 상품 1개' }).getByRole('link');
    await expect(card).toHaveAttribute('href', `/product/${PRODUCT.prdCd}`);
    await expect(card).toContainText(PRODUCT.name);
  });
});
