/**
 * Publishing a tasting note as a review from the diary: the half-star radio group, the name
 * (initials by default), the refusals worded before sending and from the server (the rate), the
 * review on the product page, the question after editing the note, and deleting the review while
 * the note stays.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Reviews, type MockServer } from '@bottle/mock-api/node';
import { renderApp, setupMockServer } from '../../../testing/render-app';

vi.setConfig({ testTimeout: 90_000 });

const mock = setupMockServer();
const PRD = 'W00002'; // no seeded review

function logIn(server: MockServer, loginId = 'demo') {
  const session = server.backend.login(loginId, 'bottle1234');
  const accessToken = session.access_token ?? '';
  return { tokens: { accessToken, refreshToken: session.refresh_token ?? '' }, cno: server.backend.authenticate(accessToken) };
}

beforeEach(() => localStorage.clear());

const NOTE_TEXT = '블랙베리와 삼나무 향, 부드러운 타닌이 인상적이에요.';

async function openPublisher(noteNo: string, tokens: { accessToken: string; refreshToken: string }) {
  const user = userEvent.setup();
  const app = renderApp({ route: `/diary/${noteNo}`, tokens });
  const box = await screen.findByRole('region', { name: '리뷰로 공개' }, { timeout: 20_000 });
  await user.click(within(box).getByRole('button', { name: '이 노트를 리뷰로 공개' }));
  return { user, app, box };
}

describe('publishing a note as a review', () => {
  it('given a note of a product, when the member picks 4.5 stars and publishes, then the product page shows it first under the initials', async () => {
    const { tokens, cno } = logIn(mock);
    const noteNo = mock.backend.insertNote(cno, { prd_cd: PRD, rating: 4, tasting_dt: '20260105', content: NOTE_TEXT } as never);
    const { user, app, box } = await openPublisher(noteNo, tokens);
    const group = within(box).getByRole('group', { name: '별점' });
    expect(within(group).getAllByRole('radio')).toHaveLength(10);
    expect(within(group).getByRole('radio', { name: '4점' })).toBeChecked(); // the note's rating
    await user.click(within(group).getByRole('radio', { name: '4.5점' }));
    expect(within(box).getByRole('radio', { name: '이니셜 (김ㅂㅌ)' })).toBeChecked();
    expect(within(box).getByRole('textbox', { name: '리뷰 내용' })).toHaveValue(NOTE_TEXT);
    await user.click(within(box).getByRole('button', { name: '리뷰 올리기' }));
    const done = await screen.findByRole('alertdialog');
    expect(done).toHaveTextContent('리뷰를 올렸어요. 상품 페이지에서 볼 수 있어요.');
    await user.click(within(done).getByRole('button', { name: '확인' }));
    const saved = new Reviews(mock.backend).myList(cno);
    expect(saved).toMatchObject([{ prd_cd: PRD, rating: 4.5, nick_nm: '김ㅂㅌ', note_no: noteNo, review_text: NOTE_TEXT }]);

    await act(() => app.router.navigate(`/product/${PRD}`));
    const block = await screen.findByRole('region', { name: '리뷰' }, { timeout: 20_000 });
    const own = await within(block).findByRole('list', { name: '내 리뷰' });
    expect(within(own).getByText(NOTE_TEXT)).toBeInTheDocument();
    expect(within(own).getByText('김ㅂㅌ')).toBeInTheDocument();
    expect(within(block).getByText('4.5')).toBeInTheDocument();
  });

  it('given the product page, when the member writes a note from it and publishes it with other stars, then only the "published" alert shows and the review comes first there', async () => {
    const { tokens, cno } = logIn(mock);
    const user = userEvent.setup();
    const app = renderApp({ route: `/product/${PRD}`, tokens });
    const block = await screen.findByRole('region', { name: '리뷰' }, { timeout: 20_000 });
    await user.click(within(block).getByRole('link', { name: '이 상품의 테이스팅 노트 쓰기' }));
    expect(await screen.findByLabelText('마신 술', {}, { timeout: 20_000 })).not.toHaveValue('');
    await user.click(screen.getByRole('radio', { name: '4점' }));
    await user.type(screen.getByLabelText('노트'), NOTE_TEXT);
    await user.click(screen.getByRole('button', { name: '저장' }));
    await waitFor(() => expect(mock.backend.notes(cno)).toMatchObject([{ prd_cd: PRD }]));
    const box = await screen.findByRole('region', { name: '리뷰로 공개' }, { timeout: 20_000 });
    await user.click(within(box).getByRole('button', { name: '이 노트를 리뷰로 공개' }));
    // other stars than the note's 4: publishing is not an edit of the note, so nothing asks
    // whether the review should follow it (that modal used to stack over the alert, hiding both)
    await user.click(within(box).getByRole('radio', { name: '4.5점' }));
    await user.click(within(box).getByRole('button', { name: '리뷰 올리기' }));
    const done = await screen.findByRole('alertdialog', {}, { timeout: 20_000 });
    expect(done).toHaveTextContent('리뷰를 올렸어요. 상품 페이지에서 볼 수 있어요.');
    await waitFor(() => expect(new Reviews(mock.backend).myList(cno)).toMatchObject([{ rating: 4.5 }]));
    expect(screen.queryByTestId('confirm-popup')).toBeNull();
    await user.click(within(done).getByRole('button', { name: '확인' }));
    await act(() => app.router.navigate(`/product/${PRD}`));
    const own = await screen.findByRole('list', { name: '내 리뷰' }, { timeout: 20_000 });
    expect(within(own).getByText(NOTE_TEXT)).toBeInTheDocument();
  });

  it.each([
    ['연락은 010-1234-5678 으로 주세요, 싸게 드려요', '리뷰에 전화번호는 쓸 수 없어요.'],
    ['씨발 이 가격에 이 맛이라니 말도 안 돼요', '욕설이나 비속어가 있어 리뷰를 올릴 수 없어요. 고쳐서 다시 써 주세요.'],
    ['짧아요', '리뷰를 10자 이상 써 주세요.'],
  ])('given the text %s, then it is refused with its message and nothing is sent', async (text, message) => {
    const { tokens, cno } = logIn(mock);
    const noteNo = mock.backend.insertNote(cno, { prd_cd: PRD, rating: 4, tasting_dt: '20260105', content: NOTE_TEXT } as never);
    const { user, box } = await openPublisher(noteNo, tokens);
    const area = within(box).getByRole('textbox', { name: '리뷰 내용' });
    await user.clear(area);
    await user.type(area, text);
    await user.click(within(box).getByRole('button', { name: '리뷰 올리기' }));
    expect(await within(box).findByRole('alert')).toHaveTextContent(message);
    expect(new Reviews(mock.backend).myList(cno)).toEqual([]);
  });

  it('given the member wrote 3 reviews this minute, when a 4th is sent, then the server refuses it and the app says to wait', async () => {
    const { tokens, cno } = logIn(mock);
    const reviews = new Reviews(mock.backend);
    for (const prd of ['W00001', 'W00003', 'W00004'])
      reviews.save(cno, { prd_cd: prd, rating: 4, review_text: '잘 익은 과실 향, 긴 여운.' });
    const noteNo = mock.backend.insertNote(cno, { prd_cd: PRD, rating: 4, tasting_dt: '20260105', content: NOTE_TEXT } as never);
    const { user, box } = await openPublisher(noteNo, tokens);
    await user.click(within(box).getByRole('button', { name: '리뷰 올리기' }));
    expect(await within(box).findByRole('alert')).toHaveTextContent('리뷰는 1분에 3번까지 쓸 수 있어요. 잠시 후 다시 시도해 주세요.');
    expect(reviews.myList(cno).map((r) => r.prd_cd)).not.toContain(PRD);
  });

  it('given a published note, when the note is edited, then the member is asked and the review follows; deleting the review keeps the note', async () => {
    const { tokens, cno } = logIn(mock);
    const noteNo = mock.backend.insertNote(cno, { prd_cd: PRD, rating: 4, tasting_dt: '20260105', content: NOTE_TEXT } as never);
    const reviews = new Reviews(mock.backend);
    reviews.save(cno, { prd_cd: PRD, note_no: noteNo, rating: 4, review_text: NOTE_TEXT });
    const user = userEvent.setup();
    renderApp({ route: `/diary/${noteNo}/edit`, tokens });
    const note = await screen.findByRole('textbox', { name: '노트' }, { timeout: 20_000 });
    await user.clear(note);
    await user.type(note, '다시 마셔 보니 산미가 더 살아 있어요.');
    await user.click(screen.getByRole('button', { name: '저장' }));
    const ask = await screen.findByRole('alertdialog', {}, { timeout: 20_000 });
    expect(ask).toHaveTextContent('노트를 고쳤어요. 공개한 리뷰도 고친 내용으로 바꿀까요?');
    await user.click(within(ask).getByRole('button', { name: '리뷰도 바꾸기' }));
    await waitFor(() => expect(reviews.myList(cno)[0]?.review_text).toBe('다시 마셔 보니 산미가 더 살아 있어요.'));
    const updated = await screen.findByRole('alertdialog');
    expect(updated).toHaveTextContent('리뷰도 고친 내용으로 바꿨어요.');
    await user.click(within(updated).getByRole('button', { name: '확인' }));
    const box = await screen.findByRole('region', { name: '리뷰로 공개' });
    await user.click(await within(box).findByRole('button', { name: '리뷰 삭제' }));
    const confirm = await screen.findByRole('alertdialog');
    await user.click(within(confirm).getByRole('button', { name: '리뷰 삭제' }));
    await waitFor(() => expect(reviews.myList(cno)).toEqual([]));
    expect(await screen.findByRole('alertdialog')).toHaveTextContent('리뷰를 삭제했어요. 테이스팅 노트는 그대로 있어요.');
    expect(mock.backend.notes(cno).map((n) => n.note_no)).toContain(noteNo);
  });
});
