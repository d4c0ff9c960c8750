import 'fake-indexeddb/auto';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { MockServer } from '@bottle/mock-api/node';
import { renderApp, setupMockServer } from '../../../testing/render-app';
import { expectLoginPrompt } from '../../../testing/login-prompt';

// Lazy routes over msw/node on a shared 2-core machine: a first render can take seconds.
vi.setConfig({ testTimeout: 30_000 });

const mock = setupMockServer();
const NEW_DRAFT = 'bottle.draft.diary.new';

function logIn(server: MockServer, loginId = 'demo') {
  const session = server.backend.login(loginId, 'bottle1234');
  const accessToken = session.access_token ?? '';
  return { tokens: { accessToken, refreshToken: session.refresh_token ?? '' }, cno: server.backend.authenticate(accessToken) };
}

/** A picture by its bytes: the PNG signature (the bucket and the form judge pictures by it), then a little. */
const PNG_BYTES = new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10, 0, 0, 0, 13]);

beforeEach(async () => {
  localStorage.clear();
  // The draft's photo upload is kept in IndexedDB: each test starts without one.
  await new Promise((resolve) => {
    const request = indexedDB.deleteDatabase('bottle-diary-photos');
    request.onsuccess = request.onerror = request.onblocked = resolve;
  });
});

/**
 * The saved text on the note screen. The form's own textarea holds the same words (React keeps a
 * controlled textarea's text content equal to its value), so a bare findByText would find the form
 * before the save has landed, and then lose it when the screen changes.
 */
async function findOnNoteScreen(text: string): Promise<HTMLElement> {
  await waitFor(() => expect(screen.queryByRole('textbox', { name: '노트' })).toBeNull());
  return screen.findByText(text);
}

describe('my diary tab', () => {
  it('given a visitor, when the tab opens, then the tasting themes show and the notes part prompts to log in', async () => {
    renderApp({ route: '/diary' });
    expect(await screen.findByRole('heading', { level: 1, name: '마이 다이어리' })).toBeInTheDocument();
    const themes = await screen.findByRole('list', { name: '테이스팅 테마' });
    expect(within(themes).getByRole('link', { name: '피노 누아 비교 시음' })).toHaveAttribute('href', '/tasting/900');
    expectLoginPrompt('로그인하면 나만의 테이스팅 노트를 쓰고 모아 볼 수 있어요.', '로그인하러 가기', '/login?redirect=%2Fdiary');
  });

  it('given a visitor, when a theme is opened, then its wines link to their product screens', async () => {
    const user = userEvent.setup();
    renderApp({ route: '/diary' });
    await user.click(await screen.findByRole('link', { name: '피노 누아 비교 시음' }));
    expect(await screen.findByRole('heading', { level: 1, name: '피노 누아 비교 시음' })).toBeInTheDocument();
    const wines = screen.getByRole('list', { name: '테마 와인' });
    expect(within(wines).getAllByRole('link')[0]).toHaveAttribute('href', expect.stringMatching(/^\/product\/W\d{5}$/));
  });

  it('given a member with notes, when the tab opens, then the notes list shows them with their rating', async () => {
    const { tokens, cno } = logIn(mock);
    mock.backend.insertNote(cno, { prd_nm: '우리집 막걸리', rating: 4, tasting_dt: '20260105', content: '달큰하고 시원함' });
    renderApp({ route: '/diary', tokens });
    const notes = await screen.findByRole('list', { name: '나의 테이스팅 노트' });
    const link = within(notes).getByRole('link', { name: /우리집 막걸리/ });
    expect(within(link).getByRole('img', { name: '별점 4점 (5점 만점)' })).toBeInTheDocument();
    expect(link).toHaveTextContent('2026.01.05 시음');
    expect(screen.getByRole('link', { name: '테이스팅 노트 쓰기' })).toHaveAttribute('href', '/diary/new');
  });
});

describe('writing a tasting note', () => {
  it('given a visitor, when the write screen opens, then a login prompt shows instead of the form', async () => {
    renderApp({ route: '/diary/new' });
    expect(await screen.findByRole('link', { name: '로그인하러 가기' })).toHaveAttribute('href', '/login?redirect=%2Fdiary%2Fnew');
    expect(screen.queryByRole('button', { name: '저장' })).toBeNull();
  });

  it('given an empty form, when the member saves, then each problem shows under its field and the first field takes focus', async () => {
    const user = userEvent.setup();
    const { tokens } = logIn(mock);
    renderApp({ route: '/diary/new', tokens });
    await user.click(await screen.findByRole('button', { name: '저장' }));
    const product = screen.getByLabelText('마신 술');
    expect(product).toHaveAttribute('aria-invalid', 'true');
    expect(product).toHaveAccessibleDescription('마신 술의 이름을 입력하거나 검색해서 골라 주세요.');
    expect(product).toHaveFocus();
    expect(screen.getByText('별점을 골라 주세요.')).toBeInTheDocument();
    expect(screen.getByLabelText('노트')).toHaveAccessibleDescription(expect.stringContaining('노트 내용을 입력해 주세요.'));
    // Nothing was sent.
    expect(mock.backend.notes(logIn(mock).cno)).toHaveLength(0);
  });

  it('given a draft, when the screen is left and reopened and the first save fails, then nothing is lost and the next save succeeds', async () => {
    const user = userEvent.setup();
    const { tokens, cno } = logIn(mock);
    const first = renderApp({ route: '/diary/new', tokens });

    // Product picked by search (libs/api autocomplete).
    await user.type(await screen.findByLabelText('마신 술'), '샤토 마고');
    const suggestions = await screen.findByRole('list', { name: '검색된 제품' });
    await user.click(within(suggestions).getByRole('button', { name: '샤토 마고 2020' }));
    expect(screen.getByLabelText('마신 술')).toHaveValue('샤토 마고 2020');
    await user.click(screen.getByRole('radio', { name: '4점' }));
    fireEvent.change(screen.getByRole('slider', { name: '당도' }), { target: { value: '2' } });
    await user.type(screen.getByLabelText('노트'), '블랙커런트와 삼나무 향');
    expect(localStorage.getItem(NEW_DRAFT)).toContain('블랙커런트와 삼나무 향');

    // Leaving the screen (unmount) and coming back restores the draft.
    first.unmount();
    renderApp({ route: '/diary/new', tokens });
    expect(await screen.findByText('작성 중이던 내용을 불러왔어요.')).toBeInTheDocument();
    expect(screen.getByLabelText('마신 술')).toHaveValue('샤토 마고 2020');
    expect(screen.getByRole('radio', { name: '4점' })).toBeChecked();
    expect(screen.getByRole('slider', { name: '당도' })).toHaveValue('2');
    expect(screen.getByLabelText('노트')).toHaveValue('블랙커런트와 삼나무 향');

    // A failed save keeps the form and the draft.
    mock.scenarios.fail('/app/tasting/note/insert', 500);
    await user.click(screen.getByRole('button', { name: '저장' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('저장하지 못했습니다. 작성한 내용은 그대로 남아 있으니');
    expect(screen.getByLabelText('노트')).toHaveValue('블랙커런트와 삼나무 향');
    expect(localStorage.getItem(NEW_DRAFT)).toContain('블랙커런트와 삼나무 향');
    expect(mock.backend.notes(cno)).toHaveLength(0);

    // The retry goes through: the note is shown and the draft is gone.
    await user.click(screen.getByRole('button', { name: '저장' }));
    expect(await screen.findByRole('heading', { level: 1, name: '샤토 마고 2020' })).toBeInTheDocument();
    // The shell's live regions (offline notice, toast) are statuses too: find this one by its text.
    expect(screen.getByText('테이스팅 노트를 저장했습니다.')).toHaveAttribute('role', 'status');
    expect(screen.getByText('블랙커런트와 삼나무 향')).toBeInTheDocument();
    expect(localStorage.getItem(NEW_DRAFT)).toBeNull();
    const [saved] = mock.backend.notes(cno);
    expect(saved).toMatchObject({ prd_nm: '샤토 마고 2020', rating: 4, content: '블랙커런트와 삼나무 향' });
  });

  it('given a photo, when it is too large and cannot be scaled down (no image decoding here) it is refused with a message, and when it fits it is previewed and kept in the draft', async () => {
    const user = userEvent.setup();
    const { tokens } = logIn(mock);
    renderApp({ route: '/diary/new', tokens });
    const input = await screen.findByLabelText('사진 (선택)');
    // The picker is the app's own button in the member's language, not the browser's "Choose File".
    const pick = screen.getByTestId('photo-pick');
    expect(pick.tagName).toBe('LABEL');
    expect(pick).toHaveAttribute('for', input.id);
    expect(pick).toHaveTextContent('사진 선택');
    await user.upload(input, new File([new Uint8Array(1024 * 1024 + 1)], 'big.png', { type: 'image/png' }));
    expect(await screen.findByText('이 사진은 1MB 이하로 줄이지 못해 첨부할 수 없습니다. 다른 사진을 골라 주세요.')).toBeInTheDocument();

    expect(input).toHaveAccessibleDescription(expect.stringContaining('첨부한 사진이 없습니다.'));
    await user.upload(input, new File([PNG_BYTES], 'small.png', { type: 'image/png' }));
    expect(await screen.findByRole('img', { name: '첨부할 사진 미리보기' })).toHaveAttribute(
      'src',
      expect.stringMatching(/^data:image\/png;base64,/),
    );
    // The field says the photo is attached (the browser's own "No file chosen" is hidden).
    expect(input).toHaveAccessibleDescription(expect.stringContaining('사진 1장이 첨부되었습니다.'));
    expect(screen.getByTestId('photo-pick')).toHaveTextContent('다른 사진 선택');
    expect(screen.getByTestId('photo-status')).toHaveTextContent('사진 1장이 첨부되었습니다.');
    // It goes to the image bucket at once, and the form says how far in words.
    await waitFor(() =>
      expect(screen.getByRole('progressbar', { name: '사진 올리기' })).toHaveAttribute('aria-valuetext', '사진을 다 올렸습니다.'),
    );
    expect(screen.queryByText('이 사진은 1MB 이하로 줄이지 못해 첨부할 수 없습니다. 다른 사진을 골라 주세요.')).toBeNull();
    expect(localStorage.getItem(NEW_DRAFT)).toContain('data:image/png;base64,');
    await user.click(screen.getByRole('button', { name: '사진 삭제' }));
    expect(screen.queryByRole('img', { name: '첨부할 사진 미리보기' })).toBeNull();
    expect(screen.getByTestId('photo-status')).toHaveTextContent('첨부한 사진이 없습니다.');
  });

  it('given a file that says it is a PNG but is not a picture, then it is refused with its own message and nothing is uploaded', async () => {
    const user = userEvent.setup();
    const { tokens } = logIn(mock);
    renderApp({ route: '/diary/new', tokens });
    await user.upload(
      await screen.findByLabelText('사진 (선택)'),
      new File(['just some text, no picture'], 'photo.png', { type: 'image/png' }),
    );
    expect(await screen.findByText('사진 파일이 아닙니다. JPG, PNG, WEBP, GIF 사진을 골라 주세요.')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: '첨부할 사진 미리보기' })).toBeNull();
    expect(Object.keys(mock.backend.state.bucket?.uploads ?? {})).toEqual([]);
  });
});

describe('a saved tasting note', () => {
  it("given the web view, when the member shares a note as a picture, then the shell's image share gets a PNG drawn from the note", async () => {
    const user = userEvent.setup();
    const { tokens, cno } = logIn(mock);
    const noteNo = mock.backend.insertNote(cno, { prd_nm: '우리집 막걸리', rating: 3, tasting_dt: '20260105', content: '처음 마셔 봄' });
    // jsdom draws nothing: a canvas that records the card's text and answers a PNG.
    const drawn: string[] = [];
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(
      () =>
        ({
          fillRect: () => undefined,
          fillText: (text: string) => void drawn.push(text),
          measureText: (text: string) => ({ width: text.length * 10 }),
          beginPath: () => undefined,
          arc: () => undefined,
          fill: () => undefined,
        }) as unknown as CanvasRenderingContext2D,
    );
    vi.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockReturnValue('data:image/png;base64,iVBORw0KGgo=');
    const shareImage = vi.fn((_: { imageUrl: string; title?: string }) => Promise.resolve());
    renderApp({ route: `/diary/${noteNo}`, tokens, inWebView: true, bridge: { shareImage } });
    await user.click(await screen.findByRole('button', { name: '사진으로 공유' }));
    await waitFor(() =>
      expect(shareImage).toHaveBeenCalledWith({ imageUrl: 'data:image/png;base64,iVBORw0KGgo=', title: '우리집 막걸리' }),
    );
    expect(drawn).toEqual(expect.arrayContaining(['우리집 막걸리', '★★★☆☆  2026.01.05', '처음 마셔 봄']));
    vi.restoreAllMocks();
  });

  it('given a page that cannot draw (no canvas), when the member shares a note as a picture, then they are told it did not work', async () => {
    const user = userEvent.setup();
    const { tokens, cno } = logIn(mock);
    const noteNo = mock.backend.insertNote(cno, { prd_nm: '우리집 막걸리', rating: 3, tasting_dt: '20260105', content: '처음 마셔 봄' });
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
    const shareImage = vi.fn(() => Promise.resolve());
    renderApp({ route: `/diary/${noteNo}`, tokens, inWebView: true, bridge: { shareImage } });
    await user.click(await screen.findByRole('button', { name: '사진으로 공유' }));
    expect(await screen.findByText('노트를 사진으로 공유하지 못했습니다. 잠시 후 다시 시도해 주세요.')).toBeInTheDocument();
    expect(shareImage).not.toHaveBeenCalled();
    vi.restoreAllMocks();
  });

  it('given a note, when the member edits it, then the form starts from the note and the change is saved', async () => {
    const user = userEvent.setup();
    const { tokens, cno } = logIn(mock);
    const noteNo = mock.backend.insertNote(cno, { prd_nm: '우리집 막걸리', rating: 3, tasting_dt: '20260105', content: '처음 마셔 봄' });
    renderApp({ route: `/diary/${noteNo}`, tokens });
    await user.click(await screen.findByRole('link', { name: '수정' }));
    const note = await screen.findByLabelText('노트');
    expect(note).toHaveValue('처음 마셔 봄');
    expect(screen.getByLabelText('시음일')).toHaveValue('2026-01-05');
    await user.clear(note);
    await user.type(note, '두 번째엔 더 맛있음');
    expect(localStorage.getItem(`bottle.draft.diary.${noteNo}`)).toContain('두 번째엔 더 맛있음');
    await user.click(screen.getByRole('button', { name: '저장' }));
    expect(await findOnNoteScreen('두 번째엔 더 맛있음')).toBeInTheDocument();
    expect(localStorage.getItem(`bottle.draft.diary.${noteNo}`)).toBeNull();
    expect(mock.backend.notes(cno)[0]).toMatchObject({ content: '두 번째엔 더 맛있음', sweetness: 3 });
  });

  it('given a new note with senses and a photo, when saved, then its page shows them at once, and an edit that removes the photo removes it', async () => {
    const user = userEvent.setup();
    const { tokens, cno } = logIn(mock);
    renderApp({ route: '/diary/new', tokens });
    await user.type(await screen.findByLabelText('마신 술'), '우리집 막걸리');
    await user.click(screen.getByRole('radio', { name: '5점' }));
    fireEvent.change(screen.getByRole('slider', { name: '당도' }), { target: { value: '5' } });
    fireEvent.change(screen.getByRole('slider', { name: '산도' }), { target: { value: '1' } });
    await user.type(screen.getByLabelText('노트'), '달고 부드러움');
    await user.upload(screen.getByLabelText('사진 (선택)'), new File([PNG_BYTES], 'small.png', { type: 'image/png' }));
    await screen.findByRole('img', { name: '첨부할 사진 미리보기' });
    await user.click(screen.getByRole('button', { name: '저장' }));

    expect(await screen.findByRole('heading', { level: 1, name: '우리집 막걸리' })).toBeInTheDocument();
    const [saved] = mock.backend.notes(cno);
    expect(saved).toMatchObject({
      sweetness: 5,
      acidity: 1,
      body: 3,
      tannin: 3,
      aroma: 3,
      photo_url: `data:image/png;base64,${btoa(String.fromCharCode(...PNG_BYTES))}`,
    });
    // The picture went to the image bucket and the note named it by its key.
    expect(Object.values(mock.backend.state.bucket?.objects ?? {})).toHaveLength(1);
    expect(screen.getByRole('meter', { name: '당도' })).toHaveAttribute('value', '5');
    expect(screen.getByRole('meter', { name: '산도' })).toHaveAttribute('value', '1');
    expect(screen.getByRole('img', { name: '첨부한 사진' })).toHaveAttribute('src', saved?.photo_url);

    await user.click(screen.getByRole('link', { name: '수정' }));
    await user.click(await screen.findByRole('button', { name: '사진 삭제' }));
    await user.click(screen.getByRole('button', { name: '저장' }));
    expect(await findOnNoteScreen('달고 부드러움')).toBeInTheDocument();
    await waitFor(() => expect(mock.backend.notes(cno)[0]).not.toHaveProperty('photo_url'));
    expect(screen.queryByRole('img', { name: '첨부한 사진' })).toBeNull();
    expect(mock.backend.notes(cno)[0]).toMatchObject({ sweetness: 5, acidity: 1 });
  });

  it('given a note, when the member deletes it and confirms, then it is gone and the diary shows', async () => {
    const user = userEvent.setup();
    const { tokens, cno } = logIn(mock);
    const noteNo = mock.backend.insertNote(cno, { prd_nm: '우리집 막걸리', rating: 3, tasting_dt: '20260105', content: '처음 마셔 봄' });
    const { router } = renderApp({ route: `/diary/${noteNo}`, tokens });
    await user.click(await screen.findByRole('button', { name: '삭제' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm).toHaveTextContent('이 테이스팅 노트를 삭제하시겠습니까?');
    await user.click(within(confirm).getByRole('button', { name: '삭제' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/diary'));
    expect(await screen.findByRole('alertdialog')).toHaveTextContent('테이스팅 노트를 삭제했습니다.');
    expect(mock.backend.notes(cno)).toHaveLength(0);
  });
});
