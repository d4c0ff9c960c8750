import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import type { MockServer } from '@bottle/mock-api/node';
import { renderApp, setupMockServer } from '../../../testing/render-app';
import { expectLoginPrompt } from '../../../testing/login-prompt';

// Lazy routes over msw/node on a shared 2-core machine: a first render can take seconds.
vi.setConfig({ testTimeout: 30_000 });

const mock = setupMockServer();

function logIn(server: MockServer) {
  const session = server.backend.login('demo', 'bottle1234');
  return { accessToken: session.access_token ?? '', refreshToken: session.refresh_token ?? '' };
}

/** The screen at `route` opens on the not-found message. */
async function expectNotFoundAt(route: string) {
  renderApp({ route });
  expect(await screen.findByRole('heading', { name: '찾으시는 내용이 없습니다.' })).toBeInTheDocument();
}

/** Reads the alert popup and closes it (the page behind is hidden from assistive tech while it is open). */
async function closeAlert(user: ReturnType<typeof userEvent.setup>, text: string) {
  const alert = await screen.findByRole('alertdialog');
  expect(alert).toHaveTextContent(text);
  await user.click(within(alert).getByRole('button'));
  await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
}

describe('the event list', () => {
  it('given a visitor, when the list opens, then ongoing events show with their BEFORE/ING labels and the ended tab lists past ones', async () => {
    const user = userEvent.setup();
    renderApp({ route: '/event' });
    expect(await screen.findByRole('heading', { level: 1, name: '이벤트' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: '진행 중' })).toHaveAttribute('aria-selected', 'true');
    const ongoing = await screen.findByRole('list', { name: '진행 중' });
    const bordeaux = within(ongoing).getByRole('link', { name: /보르도 그랑크뤼 시음회/ });
    expect(bordeaux).toHaveAttribute('href', '/event/700');
    expect(bordeaux).toHaveTextContent('진행 중');
    expect(within(ongoing).getByRole('link', { name: /샴페인 페스티벌 사전 응모/ })).toHaveTextContent('진행 예정');

    await user.click(screen.getByRole('tab', { name: '종료' }));
    const ended = await screen.findByRole('list', { name: '종료' });
    expect(within(ended).getByRole('link', { name: /지난 달 럭키 드로우/ })).toHaveAttribute('href', '/event/704');
  });
});

describe('joining an event', () => {
  it('given a visitor, when an ongoing event opens, then a login prompt stands in for the join button', async () => {
    renderApp({ route: '/event/700' });
    expect(await screen.findByRole('heading', { level: 1, name: '보르도 그랑크뤼 시음회' })).toBeInTheDocument();
    expectLoginPrompt('로그인하면 이벤트에 참여할 수 있어요.', '로그인하러 가기', '/login?redirect=%2Fevent%2F700');
    expect(screen.queryByRole('button', { name: '이벤트 참여하기' })).toBeNull();
  });

  it("given the web view, when an event is shared, then the shell's share popup gets the event's link and name; a browser without a share sheet copies the link", async () => {
    const user = userEvent.setup();
    const showSharePopup = vi.fn((_: { title: string; url?: string }) => Promise.resolve());
    const first = renderApp({ route: '/event/700', inWebView: true, bridge: { showSharePopup } });
    await user.click(await screen.findByRole('button', { name: '이벤트 공유하기' }));
    await waitFor(() =>
      expect(showSharePopup).toHaveBeenCalledWith({ url: `${window.location.origin}/event/700`, title: '보르도 그랑크뤼 시음회' }),
    );
    first.unmount();
    const copyToClipboard = vi.fn((_: { text: string }) => Promise.resolve());
    const shareUrl = vi.fn(() => Promise.reject(Object.assign(new Error('no Web Share'), { code: 'unavailable' })));
    renderApp({ route: '/event/700', bridge: { shareUrl, copyToClipboard } });
    await user.click(await screen.findByRole('button', { name: '이벤트 공유하기' }));
    await waitFor(() => expect(copyToClipboard).toHaveBeenCalledWith({ text: `${window.location.origin}/event/700` }));
    expect(await screen.findByText(/이벤트 링크를 복사했어요/)).toBeInTheDocument();
  });

  it('given a member, when they join an ongoing event, then it is confirmed and the button shows it is done', async () => {
    const user = userEvent.setup();
    renderApp({ route: '/event/700', tokens: logIn(mock) });
    await user.click(await screen.findByRole('button', { name: '이벤트 참여하기' }));
    await closeAlert(user, '이벤트에 참여했습니다.');
    expect(await screen.findByRole('button', { name: '참여 완료' })).toBeDisabled();
  });

  it('given a member, when the join call fails, then they are told and can try again', async () => {
    const user = userEvent.setup();
    mock.scenarios.fail('/v2/hybridapp/event/join', 500);
    renderApp({ route: '/event/700', tokens: logIn(mock) });
    await user.click(await screen.findByRole('button', { name: '이벤트 참여하기' }));
    await closeAlert(user, '이벤트에 참여하지 못했습니다.');
    expect(screen.getByRole('button', { name: '이벤트 참여하기' })).toBeEnabled();
  });

  it('given an upcoming event, when it opens, then it cannot be joined yet', async () => {
    renderApp({ route: '/event/702', tokens: logIn(mock) });
    expect(await screen.findByText('아직 시작하지 않은 이벤트입니다.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '이벤트 참여하기' })).toBeNull();
  });

  it('given an ended event with a draw, when it opens, then the winners are shown (and a visitor is told to log in for their own result)', async () => {
    renderApp({ route: '/event/704' });
    expect(await screen.findByRole('heading', { level: 2, name: '당첨 결과' })).toBeInTheDocument();
    expect(screen.getByText('당첨자: 김*수(6789), 이*영(1234), 박*민(5678)')).toBeInTheDocument();
    expect(screen.getByText('로그인하면 나의 당첨 여부를 확인할 수 있어요.')).toBeInTheDocument();
    expect(screen.getByText('종료된 이벤트입니다.')).toBeInTheDocument();
  });

  it('given an event with an in-app link, when it opens, then its HTML body shows and "more" goes to the linked screen', async () => {
    const user = userEvent.setup();
    const { router } = renderApp({ route: '/event/700' });
    expect(await screen.findByText('샤토 마고, 샤토 라투르 등 그랑크뤼 5종 시음')).toBeInTheDocument();
    expect(screen.getByText('보르도 그랑크뤼 시음회', { selector: 'strong' })).toBeInTheDocument();
    const more = screen.getByRole('link', { name: '자세히 보기' });
    expect(more).toHaveAttribute('href', '/exhibition?exhibit_no=1001');
    await user.click(more);
    await waitFor(() => expect(router.state.location.search).toBe('?exhibit_no=1001'));
  });

  it('given an event with a web link, when "more" is pressed, then the page opens through the native browser', async () => {
    const user = userEvent.setup();
    const openBrowser = vi.fn(() => Promise.resolve());
    renderApp({ route: '/event/701', bridge: { openBrowser } });
    const more = await screen.findByRole('link', { name: '자세히 보기' });
    expect(more).toHaveAttribute('href', 'https://www.example.com/bottle/events/whisky-stamp-tour');
    await user.click(more);
    await waitFor(() => expect(openBrowser).toHaveBeenCalledWith({ url: 'https://www.example.com/bottle/events/whisky-stamp-tour' }));
  });

  it('given an event whose link kind is USELESS, when it opens, then the body shows and there is no "more" link', async () => {
    renderApp({ route: '/event/704' });
    expect(await screen.findByText('당첨자는 아래에서 확인하세요.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: '자세히 보기' })).toBeNull();
  });

  it('given an event body with a script and an unsafe link, when it opens, then they are removed and the text stays', async () => {
    // The demo data is clean, so this one answer comes from a hostile content system.
    mock.server.use(
      http.post('*/v2/hybridapp/event/list', async ({ request }) => {
        const { status } = (await request.json()) as { status?: string };
        if (status === 'end') return HttpResponse.json({ total_cnt: 0, list: [] });
        const today = new Date(mock.backend.now()).toISOString().slice(0, 10).replace(/-/g, '');
        return HttpResponse.json({
          total_cnt: 1,
          list: [
            {
              ...{ event_no: '900', event_nm: '위험한 이벤트', img_url: '', start_dt: today, end_dt: today, status: 'ING', join_yn: 'N' },
              event_conts:
                '<p onclick="alert(1)">본문 <a href="javascript:alert(1)">링크</a></p><script>alert(1)</script><img src=x onerror="alert(1)">',
              link_kind: 'URL',
              link_url: 'javascript:alert(1)',
            },
          ],
        });
      }),
    );
    const { container } = renderApp({ route: '/event/900' });
    expect(await screen.findByText(/본문/)).toBeInTheDocument();
    expect(container.querySelector('script, [onclick], [onerror], a[href^="javascript"]')).toBeNull();
    expect(screen.queryByRole('link', { name: '자세히 보기' })).toBeNull();
  });

  it('given an unknown event number, when it opens, then a not-found message shows', () => expectNotFoundAt('/event/999'));
});

describe('exhibitions', () => {
  it('given exhibit_no of the prize exhibition, when it opens, then the prize items and the product grid show', async () => {
    renderApp({ route: '/exhibition?exhibit_no=1004' });
    expect(await screen.findByRole('heading', { level: 1, name: '보틀 경품 기획전' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '경품' })).toBeInTheDocument();
    expect(screen.getByText('1등: 샤토 마고 2020 (1명)')).toBeInTheDocument();
    const grid = screen.getByRole('list', { name: '기획전 상품' });
    const links = within(grid).getAllByRole('link');
    expect(links).toHaveLength(8);
    expect(links[0]).toHaveAttribute('href', expect.stringMatching(/^\/product\/[WL]\d{5}$/));
    expect(screen.getByText('열림')).toBeInTheDocument();
  });

  it('given no exhibit_no, when /exhibition opens, then the exhibitions are listed, each linking by exhibit_no', async () => {
    renderApp({ route: '/exhibition' });
    const list = await screen.findByRole('list', { name: '기획전' });
    expect(within(list).getByRole('link', { name: /보르도 위크/ })).toHaveAttribute('href', '/exhibition?exhibit_no=1001');
  });

  it('given an unknown exhibit_no, when it opens, then a not-found message shows', () => expectNotFoundAt('/exhibition?exhibit_no=42'));
});

describe('classes', () => {
  it('given a visitor, when the classes open, then status labels and capacity show, and applying prompts to log in', async () => {
    renderApp({ route: '/class' });
    const intro = await screen.findByRole('article', { name: '와인 입문 클래스' });
    expect(intro).toHaveTextContent('오픈 예정');
    expect(intro).toHaveTextContent('신청 12 / 정원 20명');
    expect(screen.getByRole('article', { name: '싱글몰트 위스키 테이스팅' })).toHaveTextContent('모집 중');
    expect(screen.getByRole('article', { name: '샴페인 마스터 클래스' })).toHaveTextContent('종료');
    expect(
      within(screen.getByRole('article', { name: '부르고뉴 피노 누아 클래스' })).getByRole('button', { name: '정원 마감' }),
    ).toBeDisabled();
    expect(screen.queryByRole('button', { name: /신청하기/ })).toBeNull();
    expect(screen.getByRole('link', { name: '로그인하러 가기' })).toHaveAttribute('href', '/login?redirect=%2Fclass');
  });

  it('given a member, when they apply for an ongoing class with room, then it is confirmed and the count goes up', async () => {
    // An ongoing class: '와인 입문 클래스' is 오픈 예정 and takes no sign-up.
    const user = userEvent.setup();
    renderApp({ route: '/class', tokens: logIn(mock) });
    await user.click(await screen.findByRole('button', { name: '싱글몰트 위스키 테이스팅 신청하기' }));
    await closeAlert(user, '클래스를 신청했습니다.');
    const malt = screen.getByRole('article', { name: '싱글몰트 위스키 테이스팅' });
    expect(await within(malt).findByRole('button', { name: '신청 완료' })).toBeDisabled();
    expect(malt).toHaveTextContent('신청 8 / 정원 12명');
  });

  it('given the status filter, when "종료" is chosen, then only ended classes show', async () => {
    const user = userEvent.setup();
    renderApp({ route: '/class' });
    await user.click(await screen.findByRole('tab', { name: '종료' }));
    expect(await screen.findByRole('article', { name: '샴페인 마스터 클래스' })).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: '와인 입문 클래스' })).toBeNull();
  });
});
