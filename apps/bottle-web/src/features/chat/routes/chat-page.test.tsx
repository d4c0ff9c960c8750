import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getChatThreadId } from '@bottle/api';
import { toSvg } from '@bottle/barcode';
import { dataset } from '@bottle/mock-api';
import { renderApp, setupMockServer } from '../../../testing/render-app';
import { FakeRecognition } from '../../../testing/speech';
import { CHAT_DRAFT_KEY } from '../model/draft';
import { CONVERSATION_STORAGE_KEY } from '../model/conversation-store';

const mock = setupMockServer();

const KO_REQUEST = '삼겹살에 어울리는 3만원 이하 레드 와인';
const EN_REQUEST = 'Red wine for steak under 50,000 won';

beforeEach(() => sessionStorage.clear());
afterEach(() => vi.restoreAllMocks());

/** Types a message the quick way (paste, then Enter): the machine running tests is slow. */
async function say(user: ReturnType<typeof userEvent.setup>, composer: HTMLElement, text: string, send = true) {
  await user.click(composer);
  await user.paste(text);
  if (send) await user.keyboard('{Enter}');
}

/** Opens /chat. `hidden`: also while the loading overlay hides the screen from assistive tech. */
async function openChat(options: Parameters<typeof renderApp>[0] = {}, hidden = false) {
  const user = userEvent.setup();
  const app = renderApp({ route: '/chat', ...options });
  await screen.findByRole('heading', { level: 1, name: 'AI 소믈리에', hidden });
  const composer = screen.getByRole('textbox', { name: '소믈리에에게 보낼 메시지', hidden });
  return { user, app, composer, log: screen.getByRole('log', { name: '대화 내용', hidden }) };
}

/**
 * A picture of a product's barcode: libs/barcode's EAN-13 SVG exactly as drawn (translated
 * groups over a background, digits split under the bars): libs/mock-api decodes the bars.
 */
function barcodePicture(ean: string): string {
  const svg = toSvg(ean, { format: 'EAN13' });
  // Nothing but the bars names the product: no 13-digit run anywhere in the file.
  expect(svg).not.toMatch(/\d{13}/);
  return svg;
}

/** The product lists of the log, newest last. */
async function findProductLists() {
  return screen.findAllByRole('list', { name: /^추천 상품 \d개$/ });
}

/** The first product list of the log. */
async function findFirstProductList(): Promise<HTMLElement> {
  const [list] = await findProductLists();
  if (!list) throw new Error('no product list in the log');
  return list;
}

/** A value the test knows is there (noUncheckedIndexedAccess without `!`). */
function present<T>(value: T | null | undefined, what: string): T {
  if (value === null || value === undefined) throw new Error(`expected ${what}`);
  return value;
}

// Every test renders the whole app against the mock backend; the shared CI machine is slow.
describe('the AI sommelier screen', { timeout: 20_000 }, () => {
  it('given a visitor, when the screen opens, then the greeting, suggestion chips and an accessible log show', async () => {
    const { log } = await openChat();
    expect(log).toHaveAttribute('aria-live', 'polite');
    expect(within(log).getByText(/보틀 AI 소믈리에예요/)).toBeInTheDocument();
    const chips = within(log).getByRole('list', { name: '이렇게 물어보세요' });
    expect(within(chips).getAllByRole('button')).toHaveLength(4);
    expect(screen.getByRole('button', { name: '사진으로 질문하기' })).toBeInTheDocument();
    // jsdom has no speech recognition: no mic button is offered.
    expect(screen.queryByRole('button', { name: '음성으로 질문하기' })).toBeNull();
    expect(screen.getByRole('button', { name: '새 대화' })).toBeDisabled();
  });

  it('given a Korean request, when the member sends it, then the answer shows product cards linking to their pages', async () => {
    const { user, composer, log } = await openChat();
    await say(user, composer, KO_REQUEST);

    expect(composer).toHaveValue('');
    expect(within(log).getByText(KO_REQUEST)).toBeInTheDocument();
    const list = await findFirstProductList();
    const cards = within(list).getAllByRole('link');
    expect(cards.length).toBeGreaterThanOrEqual(1);
    expect(cards.length).toBeLessThanOrEqual(5);
    for (const card of cards) {
      expect(card.getAttribute('href')).toMatch(/^\/product\/[A-Z0-9]+$/);
      // A red wine (type label), priced at most 30,000 won, shown with thousands separators.
      expect(card).toHaveTextContent('레드');
      const price = Number(present(/([\d,]+)원/.exec(card.textContent ?? '')?.[1], 'a price').replace(/,/g, ''));
      expect(price).toBeLessThanOrEqual(30_000);
    }
    // The typing indicator is gone once the answer is in.
    expect(within(log).queryByText('AI 소믈리에가 답변을 준비하고 있어요')).toBeNull();
  });

  it('given an English request, when the member sends it, then the English answer shows product cards', async () => {
    const { user, composer } = await openChat();
    await say(user, composer, EN_REQUEST, false);
    await user.click(screen.getByRole('button', { name: '보내기' }));

    const list = await findFirstProductList();
    expect(within(list).getAllByRole('link').length).toBeGreaterThanOrEqual(1);
    const answer = list.parentElement?.querySelector('p');
    expect(answer?.textContent).toMatch(/[A-Za-z]{4,}/);
    // The cards speak the answer's language ("레드 · 스페인", 원 under an English answer).
    for (const card of within(list).getAllByRole('link')) {
      expect(card).toHaveAttribute('lang', 'en');
      expect(card.textContent).not.toMatch(/[\uac00-\ud7a3]/);
      expect(card.textContent).toMatch(/[\d,]+ won/);
    }
  });

  it('given a suggestion chip, when the member taps it, then it is asked as a message', async () => {
    const { user, log } = await openChat();
    await user.click(within(log).getByRole('button', { name: KO_REQUEST }));
    expect(await findProductLists()).toHaveLength(1);
    // Follow-up chips come with the answer; the greeting's chips are gone.
    expect(within(log).queryByRole('list', { name: '이렇게 물어보세요' })).toBeNull();
    expect(within(log).getByRole('list', { name: '이어서 물어보기' })).toBeInTheDocument();
  });

  it('given the chat call fails, when the member retries, then the kept message gets its answer', async () => {
    mock.scenarios.fail('/app/chat', 500);
    const { user, composer, log } = await openChat();
    await say(user, composer, KO_REQUEST);

    expect(await within(log).findByText('메시지를 보내지 못했어요.')).toBeInTheDocument();
    // The member's words stay in the log, nothing is lost.
    expect(within(log).getByText(KO_REQUEST)).toBeInTheDocument();
    expect(sessionStorage.getItem(CONVERSATION_STORAGE_KEY)).toContain(KO_REQUEST);

    await user.click(within(log).getByRole('button', { name: '다시 시도' }));
    expect(await findProductLists()).toHaveLength(1);
    expect(within(log).queryByText('메시지를 보내지 못했어요.')).toBeNull();
    expect(within(log).getAllByText(KO_REQUEST)).toHaveLength(1);
  });

  it('given a failed message, when the member chooses to edit it, then its text returns to the composer', async () => {
    mock.scenarios.networkError('/app/chat');
    const { user, composer, log } = await openChat();
    await say(user, composer, KO_REQUEST);
    await user.click(await within(log).findByRole('button', { name: '고쳐서 보내기' }));
    expect(composer).toHaveValue(KO_REQUEST);
    expect(within(log).queryByText(KO_REQUEST, { selector: 'p' })).toBeNull();
  });

  it('given an answer, when the member gives a thumbs up, then the feedback is saved for that answer', async () => {
    const { user, composer, log } = await openChat();
    await say(user, composer, KO_REQUEST);
    await findProductLists();

    const group = within(log).getByRole('group', { name: '이 답변이 도움이 되었나요?' });
    const up = within(group).getByRole('button', { name: '도움이 됐어요' });
    expect(up).toHaveAttribute('aria-pressed', 'false');
    await user.click(up);
    expect(await within(group).findByText('의견 감사합니다.')).toBeInTheDocument();
    expect(up).toHaveAttribute('aria-pressed', 'true');
    expect(mock.backend.state.feedback).toEqual([expect.objectContaining({ rating: 'up', message_id: expect.stringMatching(/^msg-/) })]);
  });

  it('given the feedback call fails, then the member is told and can press again', async () => {
    const { user, composer, log } = await openChat();
    await say(user, composer, KO_REQUEST);
    await findProductLists();
    mock.scenarios.fail('/app/chat/feedback', 500);
    const down = within(log).getByRole('button', { name: '도움이 안 됐어요' });
    await user.click(down);
    expect(await within(log).findByText('의견을 보내지 못했어요. 다시 눌러 주세요.')).toBeInTheDocument();
    await user.click(down);
    expect(await within(log).findByText('의견 감사합니다.')).toBeInTheDocument();
    expect(mock.backend.state.feedback.map((f) => f.rating)).toEqual(['down']);
  });

  it('given a draft and a conversation, when the page reloads, then both are restored', async () => {
    const first = await openChat();
    await say(first.user, first.composer, KO_REQUEST);
    await findProductLists();
    await say(first.user, first.composer, '더 저렴한 걸로', false);
    expect(sessionStorage.getItem(CHAT_DRAFT_KEY)).toBe('더 저렴한 걸로');
    first.app.unmount();

    const second = await openChat();
    expect(second.composer).toHaveValue('더 저렴한 걸로');
    expect(within(second.log).getByText(KO_REQUEST)).toBeInTheDocument();
    expect(await findProductLists()).toHaveLength(1);
  });

  it('given a message sent before a reload that never got its answer, then it is offered for retry', async () => {
    sessionStorage.setItem(
      CONVERSATION_STORAGE_KEY,
      JSON.stringify({
        version: 1,
        entries: [{ id: 'u-1', role: 'user', kind: 'text', text: KO_REQUEST, delivery: { state: 'sending' } }],
      }),
    );
    const { user, log } = await openChat();
    expect(within(log).getByText('답변을 받기 전에 화면을 벗어났어요. 다시 보내 주세요.')).toBeInTheDocument();
    await user.click(within(log).getByRole('button', { name: '다시 시도' }));
    expect(await findProductLists()).toHaveLength(1);
  });

  it('given a conversation, when the member starts a new one, then the log and the thread are cleared', async () => {
    const { user, composer, log } = await openChat();
    await say(user, composer, KO_REQUEST);
    await findProductLists();
    const first = getChatThreadId();
    expect(first).toMatch(/^thread-/);

    await user.click(screen.getByRole('button', { name: '새 대화' }));
    const confirm = await screen.findByRole('alertdialog');
    await user.click(within(confirm).getByRole('button', { name: '새로 시작' }));

    await waitFor(() => expect(within(log).queryByText(KO_REQUEST, { selector: 'p' })).toBeNull());
    expect(within(log).getByRole('list', { name: '이렇게 물어보세요' })).toBeInTheDocument();
    expect(getChatThreadId()).toBeNull(); // removed by libs/api's clearChatThreadId
    expect(sessionStorage.getItem(CONVERSATION_STORAGE_KEY)).toBeNull();

    // The next message goes without the old id: the chat server starts another thread.
    await say(user, composer, KO_REQUEST);
    await findProductLists();
    expect(getChatThreadId()).toMatch(/^thread-/);
    expect(getChatThreadId()).not.toBe(first);
  });

  it('given the screen is ready, then the chat loading overlay is closed', async () => {
    const { app } = await openChat();
    await waitFor(() => expect(app.store.getState().popup.chatLoading).toBe(false));
  });

  it('given the chat loading overlay is still open, when the member leaves /chat, then it is closed', async () => {
    // Hold the "ready" frame so the overlay is still open when the member leaves.
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation(() => 0);
    const { app } = await openChat({}, true);
    expect(app.store.getState().popup.chatLoading).toBe(true);
    await act(() => app.router.navigate('/'));
    await waitFor(() => expect(screen.queryByRole('heading', { level: 1, name: 'AI 소믈리에', hidden: true })).toBeNull());
    expect(app.store.getState().popup.chatLoading).toBe(false);
  });

  it('given a photo of a product barcode, when the member sends it, then the photo shows and the answer names that product', async () => {
    const product = present(
      dataset.products.find((p) => p.prd_type === 'wine'),
      'a wine in the dataset',
    );
    const svg = barcodePicture(product.barcode);
    const { user, log } = await openChat();
    await user.click(screen.getByRole('button', { name: '사진으로 질문하기' }));
    const dialog = await screen.findByRole('dialog', { name: '사진으로 질문하기' });
    await user.upload(within(dialog).getByTestId('album-input'), new File([svg], 'label.svg', { type: 'image/svg+xml' }));

    expect(await within(log).findByRole('img', { name: '보낸 사진' })).toHaveAttribute(
      'src',
      expect.stringMatching(/^data:image\/svg\+xml/),
    );
    const list = await findFirstProductList();
    const card = within(list).getByRole('link');
    expect(card).toHaveAttribute('href', `/product/${product.prd_cd}`);
    expect(within(log).getByText(new RegExp(product.prd_nm.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')), { selector: 'p' })).toBeInTheDocument();
  });

  it('given a file that is not a picture, when chosen, then the member is told and nothing is sent', async () => {
    const { user, log } = await openChat();
    await user.click(screen.getByRole('button', { name: '사진으로 질문하기' }));
    const dialog = await screen.findByRole('dialog', { name: '사진으로 질문하기' });
    const input = within(dialog).getByTestId('album-input');
    await userEvent.setup({ applyAccept: false }).upload(input, new File(['%PDF'], 'menu.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText('사진 파일만 보낼 수 있어요.')).toBeInTheDocument();
    expect(within(log).queryByRole('img')).toBeNull();
  });

  it('given a PNG photo, when sent, then it goes to the image bucket and the sommelier gets its key; a file named .png that is not one is refused before sending', async () => {
    const { user, log } = await openChat();
    await user.click(screen.getByRole('button', { name: '사진으로 질문하기' }));
    const dialog = await screen.findByRole('dialog', { name: '사진으로 질문하기' });
    await user.upload(within(dialog).getByTestId('album-input'), new File(['not a picture at all'], 'fake.png', { type: 'image/png' }));
    expect(await screen.findByText('사진 파일만 보낼 수 있어요.')).toBeInTheDocument();
    expect(Object.keys(mock.backend.state.bucket?.uploads ?? {})).toEqual([]);

    // A 1×1 white PNG: no barcode in it, so the sommelier says so (after reading it from the bucket).
    const png = Uint8Array.from(
      atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8/5+hHgAHggJ/PchI7wAAAABJRU5ErkJggg=='),
      (c) => c.charCodeAt(0),
    );
    await user.click(screen.getByRole('button', { name: '사진으로 질문하기' }));
    const again = await screen.findByRole('dialog', { name: '사진으로 질문하기' });
    await user.upload(within(again).getByTestId('album-input'), new File([png], 'white.png', { type: 'image/png' }));
    expect(await within(log).findByText(/바코드를 알아보지 못했어요/)).toBeInTheDocument();
    const objects = Object.values(mock.backend.state.bucket?.objects ?? {});
    expect(objects.map((o) => o.content_type)).toEqual(['image/png']);
  });
});

describe('voice questions', { timeout: 20_000 }, () => {
  beforeEach(() => {
    (window as unknown as { webkitSpeechRecognition?: unknown }).webkitSpeechRecognition = FakeRecognition;
  });
  afterEach(() => {
    delete (window as unknown as { webkitSpeechRecognition?: unknown }).webkitSpeechRecognition;
  });

  it('given speech recognition, when the member speaks and is done, then the words wait in the composer to be confirmed', async () => {
    const { user, app, composer, log } = await openChat();
    await user.click(screen.getByRole('button', { name: '음성으로 질문하기' }));
    const dialog = await screen.findByRole('dialog', { name: '음성으로 질문하기' });
    expect(app.store.getState().popup.chatVoice).toBe(true);
    expect(FakeRecognition.last?.lang).toBe('ko-KR');

    act(() => present(FakeRecognition.last, 'a recognition').hear(KO_REQUEST));
    expect(within(dialog).getByText(KO_REQUEST)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: '말하기 완료' }));

    await waitFor(() => expect(composer).toHaveValue(KO_REQUEST));
    expect(app.store.getState().popup.chatVoice).toBe(false);
    expect(screen.getByText('인식한 내용을 입력창에 넣었어요. 확인한 뒤 보내 주세요.')).toBeInTheDocument();
    // Nothing was sent: the member confirms first.
    expect(within(log).queryByText(KO_REQUEST, { selector: 'p' })).toBeNull();
  });

  it('given the microphone is refused, then the popup says so until the member cancels', async () => {
    const { user, app } = await openChat();
    await user.click(screen.getByRole('button', { name: '음성으로 질문하기' }));
    const dialog = await screen.findByRole('dialog', { name: '음성으로 질문하기' });
    act(() => present(FakeRecognition.last, 'a recognition').onerror?.({ error: 'not-allowed' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('마이크를 사용할 수 없습니다');
    expect(within(dialog).getByRole('button', { name: '말하기 완료' })).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: '취소' }));
    expect(app.store.getState().popup.chatVoice).toBe(false);
  });
});
