import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp, setupMockServer } from '../../../testing/render-app';
import { FakeRecognition } from '../../../testing/speech';
import { DEMO_CNO, loginTokens, typeInSearch } from '../test-helpers';
import { requestBodies } from '../../../testing/requests';

const mock = setupMockServer();

const query = (r: { router: { state: { location: { search: string } } } }) => new URLSearchParams(r.router.state.location.search);

describe('the search tab', () => {
  it('given a visitor, when the tab opens, then the search box, popular and suggested words show (no recent searches)', async () => {
    renderApp({ route: '/search' });
    expect(await screen.findByRole('heading', { level: 1, name: '상품 검색' })).toBeInTheDocument();
    expect(screen.getByRole('search', { name: '상품 검색' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: '검색어' })).toHaveAttribute('aria-expanded', 'false');
    expect(await screen.findByRole('button', { name: '인기 1위 샴페인' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: '#캠핑 와인' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: '최근 검색어' })).toBeNull();
  });

  it('given text in the search box, then there is one clear button (the field is no native search input with its own), and the placeholder is short enough for a 360 px phone', async () => {
    const user = userEvent.setup();
    renderApp({ route: '/search' });
    const box = await screen.findByRole('combobox', { name: '검색어' });
    expect(box).toHaveAttribute('type', 'text');
    expect(box).toHaveAttribute('enterkeyhint', 'search');
    // 360 px less the paddings and three 44 px buttons leaves about 14 characters (Korean, commas, spaces) at 16 px.
    expect((box.getAttribute('placeholder') ?? '').length).toBeLessThanOrEqual(14);
    await user.type(box, '샤토');
    expect(screen.getAllByRole('button', { name: '검색어 지우기' })).toHaveLength(1);
  });

  it('given a visitor typing, when suggestions arrive, then the combobox lists them and Arrow+Enter searches the chosen one', async () => {
    const { user, app, box, options } = await typeInSearch('샤토 마고');
    expect(options.length).toBeGreaterThan(0);
    expect(box).toHaveAttribute('aria-expanded', 'true');

    await user.keyboard('{ArrowDown}');
    expect(box).toHaveAttribute('aria-activedescendant', options[0]?.id);
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    const chosen = options[0]?.textContent ?? '';
    await user.keyboard('{Enter}');

    await waitFor(() => expect(query(app).get('q')).toBe(chosen));
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(await screen.findByRole('heading', { name: /^와인 \d+개$/ })).toBeInTheDocument();
  });

  it('given a search, when results show, then cards carry names, type labels, won prices and a wish toggle; the word is recorded', async () => {
    const recorded = requestBodies<{ keyword: string }>(mock.server, '/app/search/insertsuccwd');
    const app = renderApp({ route: '/search?q=%EB%A7%88%EA%B3%A0' }); // q=마고
    const wine = await screen.findByRole('region', { name: /^와인 \d+개$/ });
    const card = (await within(wine).findAllByRole('article'))[0];
    if (!card) throw new Error('no card');
    expect(within(card).getByRole('heading', { name: /샤토 마고/ })).toBeInTheDocument();
    expect(within(card).getByText('Chateau Margaux 2020')).toHaveAttribute('lang', 'en');
    expect(within(card).getByText(/^레드/)).toBeInTheDocument();
    expect(within(card).getByText(/^[\d,]+원$/).textContent).toMatch(/^\d{1,3}(,\d{3})+원$/);
    expect(within(card).getByRole('button', { name: /마이 벙커에 담기/ })).toHaveAttribute('aria-pressed', 'false');
    expect(within(card).getByRole('link', { name: /샤토 마고/ })).toHaveAttribute('href', expect.stringMatching(/^\/product\/W\d+$/));
    expect(await screen.findByRole('region', { name: /^리커 \d+개$/ })).toBeInTheDocument();
    await waitFor(() => expect(recorded.map((b) => b.keyword)).toEqual(['마고']));
    expect(query(app).get('q')).toBe('마고');
  });

  it('given results, when the wine tab is chosen and "more" pressed, then the URL keeps the category, page 2 is appended as its own call, and each row says where it stands', async () => {
    const user = userEvent.setup();
    const pages = requestBodies<{ page_no: number; page_size: number }>(mock.server, '/app/search/wine/result/list');
    const app = renderApp({ route: '/search?q=%EB%A0%88%EB%93%9C' }); // q=레드
    const tabs = await screen.findByRole('tablist', { name: '상품 종류' });
    await user.click(within(tabs).getByRole('tab', { name: '와인' }));
    await waitFor(() => expect(query(app).get('category')).toBe('wine'));
    expect(within(tabs).getByRole('tab', { name: '와인' })).toHaveAttribute('aria-selected', 'true');
    const panel = screen.getByRole('tabpanel', { name: '와인' });
    expect(await within(panel).findByText(/^\d+개 중 20개 표시$/)).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: '더 보기' }));
    expect(await within(panel).findByText(/^\d+개 중 40개 표시$/)).toBeInTheDocument();
    // Loading more is not a new page: the URL (and so the scroll position) stays.
    expect(query(app).get('page')).toBeNull();
    expect(pages.filter((b) => b.page_no === 2)).toHaveLength(1);
    const rows = within(within(panel).getByRole('list', { name: /^와인 \d+개$/ })).getAllByRole('listitem');
    const total = /^와인 (\d+)개$/.exec(screen.getByRole('heading', { name: /^와인 \d+개$/ }).textContent ?? '')?.[1];
    // Only the rows near the viewport are in the DOM; each says where it stands in the whole list.
    expect(rows.length).toBeLessThanOrEqual(40);
    const first = Number(rows[0]?.getAttribute('aria-posinset'));
    rows.forEach((row, i) => {
      expect(row).toHaveAttribute('aria-posinset', String(first + i));
      expect(row).toHaveAttribute('aria-setsize', total);
    });
  });

  it('given a link asking for three pages, when it opens, then three pages are loaded one after another', async () => {
    renderApp({ route: '/search?q=%EB%A0%88%EB%93%9C&category=wine&page=3' });
    const panel = await screen.findByRole('tabpanel', { name: '와인' });
    expect(await within(panel).findByText(/^\d+개 중 60개 표시$/)).toBeInTheDocument();
  });

  it('given the filter sheet, when a wine type is applied, then it is in the URL, shown as a chip, and survives a reload', async () => {
    const user = userEvent.setup();
    const app = renderApp({ route: '/search?q=%EC%83%A4%ED%86%A0&category=wine' }); // q=샤토
    await user.click(await screen.findByRole('button', { name: '필터' }));
    const sheet = await screen.findByRole('dialog', { name: '검색 필터' });
    const types = await within(sheet).findByRole('group', { name: '종류' });
    await user.click(within(types).getByRole('checkbox', { name: '화이트' }));
    await user.click(within(sheet).getByRole('button', { name: '1개 필터 적용' }));
    await waitFor(() => expect(query(app).getAll('type')).toEqual(['034006004']));
    expect(await screen.findByRole('button', { name: '화이트 필터 해제' })).toBeInTheDocument();
    const panel = screen.getByRole('tabpanel', { name: '와인' });
    await waitFor(() => expect(within(panel).getAllByRole('article').length).toBeGreaterThan(0));
    for (const card of within(panel).getAllByRole('article')) expect(within(card).getByText(/^화이트/)).toBeInTheDocument();
    app.unmount();

    // A reload of the same URL restores the search, the tab and the filter.
    renderApp({ route: `/search?${query(app).toString()}` });
    expect(await screen.findByRole('button', { name: '화이트 필터 해제' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: '검색어' })).toHaveValue('샤토');
    expect(screen.getByRole('tab', { name: '와인' })).toHaveAttribute('aria-selected', 'true');
  });

  it('given the filter sheet in Korean, then the taste levels are named in Korean, never as raw keys', async () => {
    const user = userEvent.setup();
    renderApp({ route: '/search?q=%EC%83%A4%ED%86%A0&category=wine' });
    await user.click(await screen.findByRole('button', { name: '필터' }));
    const sheet = await screen.findByRole('dialog', { name: '검색 필터' });
    const senses = await within(sheet).findByRole('group', { name: '맛과 향' });
    const names = within(senses)
      .getAllByRole('checkbox')
      .map((box) => box.closest('label')?.textContent);
    expect(names).toContain('당도 4 이상');
    expect(names).toContain('바디 5 이상');
    for (const name of names) expect(name).not.toMatch(/sweetness|acidity|body|tannin|aroma/);
  });

  it('given a search made, when the member goes back, then the previous search comes back from the URL', async () => {
    const user = userEvent.setup();
    const app = renderApp({ route: '/search?q=%EB%A7%88%EA%B3%A0' });
    const box = await screen.findByRole('combobox', { name: '검색어' });
    await user.clear(box);
    await user.type(box, '발베니{Enter}');
    await waitFor(() => expect(query(app).get('q')).toBe('발베니'));
    await act(() => app.router.navigate(-1));
    await waitFor(() => expect(screen.getByRole('combobox', { name: '검색어' })).toHaveValue('마고'));
  });

  it('given a member, when recent searches show, then one can be deleted and all can be cleared after a confirm', async () => {
    const user = userEvent.setup();
    const tokens = loginTokens(mock);
    const cno = DEMO_CNO;
    mock.backend.addRecentSearch(cno, '맥캘란');
    mock.backend.addRecentSearch(cno, '샴페인');
    mock.backend.addRecentSearch(cno, '로제');
    renderApp({ route: '/search', tokens });
    const recent = await screen.findByRole('region', { name: '최근 검색어' });
    await within(recent).findByRole('button', { name: '맥캘란' });
    await user.click(within(recent).getByRole('button', { name: '맥캘란 검색어 삭제' }));
    await waitFor(() => expect(within(recent).queryByRole('button', { name: '맥캘란' })).toBeNull());
    expect(within(recent).getByRole('button', { name: '로제' })).toBeInTheDocument();

    await user.click(within(recent).getByRole('button', { name: '전체 삭제' }));
    const confirm = await screen.findByRole('alertdialog');
    await user.click(within(confirm).getByRole('button', { name: '확인' }));
    expect(await within(recent).findByText('최근 검색한 기록이 없습니다.')).toBeInTheDocument();
  });

  it('given a popular word, when it is pressed, then it becomes the search in the URL', async () => {
    const user = userEvent.setup();
    const app = renderApp({ route: '/search' });
    await user.click(await screen.findByRole('button', { name: '인기 1위 샴페인' }));
    await waitFor(() => expect(query(app).get('q')).toBe('샴페인'));
    expect(screen.getByRole('combobox', { name: '검색어' })).toHaveValue('샴페인');
  });

  it('given an unknown word, when searched, then both categories say nothing was found', async () => {
    renderApp({ route: '/search?q=zzzzqqq' });
    // findAll answers as soon as one category has answered: wait until both have.
    await waitFor(() => expect(screen.getAllByText('‘zzzzqqq’에 대한 검색 결과가 없습니다.')).toHaveLength(2), { timeout: 10000 });
  });
});

describe('voice search', () => {
  const w = window as unknown as { webkitSpeechRecognition?: unknown };
  afterEach(() => {
    delete w.webkitSpeechRecognition;
    FakeRecognition.last = null;
  });

  it('given no speech recognition in the browser, then there is no voice button', async () => {
    renderApp({ route: '/search' });
    await screen.findByRole('combobox', { name: '검색어' });
    expect(screen.queryByRole('button', { name: '음성으로 검색' })).toBeNull();
  });

  it('given webkitSpeechRecognition, when the member speaks, then ko-KR is used, the popup listens and the words are searched', async () => {
    w.webkitSpeechRecognition = FakeRecognition;
    const user = userEvent.setup();
    const app = renderApp({ route: '/search' });
    await user.click(await screen.findByRole('button', { name: '음성으로 검색' }));
    const popup = await screen.findByRole('dialog');
    const rec = FakeRecognition.last;
    if (!rec) throw new Error('not started');
    expect(rec.lang).toBe('ko-KR');
    act(() => rec.hear('발베니'));
    expect(await within(popup).findByText('발베니')).toBeInTheDocument();
    await user.click(within(popup).getAllByRole('button').at(-1) as HTMLElement);
    await waitFor(() => expect(query(app).get('q')).toBe('발베니'));
  });

  it('given the microphone is refused, then the member is told how to allow it', async () => {
    w.webkitSpeechRecognition = FakeRecognition;
    const user = userEvent.setup();
    renderApp({ route: '/search' });
    await user.click(await screen.findByRole('button', { name: '음성으로 검색' }));
    act(() => FakeRecognition.last?.onerror?.({ error: 'not-allowed' }));
    expect(await screen.findByText(/마이크 사용이 허용되지 않았습니다/)).toBeInTheDocument();
  });
});

describe('camera search', () => {
  it('given a photo whose barcode the sommelier reads, when chosen, then the product page opens', async () => {
    const user = userEvent.setup();
    const app = renderApp({ route: '/search' });
    const input = await screen.findByLabelText('카메라로 검색');
    expect(input).toHaveAttribute('accept', 'image/*');
    expect(input).toHaveAttribute('capture', 'environment');
    // No BarcodeDetector in jsdom: the photo goes to /app/chat/image; the demo reads the EAN-13 from the file name.
    await user.upload(input, new File(['jpeg'], '5016707825780.jpg', { type: 'image/jpeg' }));
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/product/L00001'));
  });

  it('given a photo with nothing recognisable, when chosen, then the member is told clearly', async () => {
    const user = userEvent.setup();
    renderApp({ route: '/search' });
    await user.upload(await screen.findByLabelText('카메라로 검색'), new File(['x'], 'photo.jpg', { type: 'image/jpeg' }));
    expect(await screen.findByText(/사진에서 상품을 찾지 못했습니다/)).toBeInTheDocument();
  });
});
