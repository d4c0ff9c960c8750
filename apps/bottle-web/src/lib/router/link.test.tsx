/**
 * The app's `Link`, `NavLink` and `useSearchParams` (./link.tsx) behave as React Router's do, on
 * the app's own router (./router.ts, ./router-view.tsx).
 */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Outlet, useLocation, type RouteObject } from 'react-router';
import { Link, NavLink, useSearchParams } from './link';
import { createMemoryRouter, type AppRouter } from './router';
import { AppRouterView } from './router-view';

let routers: AppRouter[] = [];
afterEach(() => {
  for (const router of routers) router.dispose();
  routers = [];
});

function Where() {
  const location = useLocation();
  return <output aria-label="주소">{`${location.pathname}${location.search}`}</output>;
}

function Layout() {
  return (
    <>
      <nav aria-label="탭">
        <NavLink to="/" end>
          홈
        </NavLink>
        <NavLink to="/diary" className="tab">
          다이어리
        </NavLink>
        <NavLink to="/Search">검색</NavLink>
      </nav>
      <Outlet />
      <Where />
    </>
  );
}

function Filters() {
  const [params, setParams] = useSearchParams();
  return (
    <>
      <p>상태 {params.get('status') ?? '전체'}</p>
      <button type="button" onClick={() => setParams({ status: 'open' }, { replace: true })}>
        진행 중
      </button>
      <button type="button" onClick={() => setParams((current) => (current.set('page', '2'), current))}>
        다음 쪽
      </button>
    </>
  );
}

const onWiki = vi.fn();
const ROUTES: RouteObject[] = [
  {
    path: '/',
    Component: Layout,
    children: [
      {
        index: true,
        Component: () => (
          <>
            <h1>홈</h1>
            <Link to="/diary/7" state={{ from: 'home' }}>
              노트 7
            </Link>
            <Link to="/">홈 다시</Link>
            <Link to="https://www.example.com/wiki" onClick={onWiki}>
              위키
            </Link>
            <Link to="/diary" onClick={(event) => event.preventDefault()}>
              막힌 링크
            </Link>
          </>
        ),
      },
      { path: 'diary', Component: () => <h1>다이어리</h1> },
      { path: 'diary/:no', Component: () => <h1>노트</h1> },
      { path: 'search', Component: () => <h1>검색</h1> },
      { path: 'diaryx', Component: () => <h1>다른 화면</h1> },
      { path: 'events', Component: Filters },
    ],
  },
];

async function at(path: string) {
  const router = createMemoryRouter(ROUTES, { initialEntries: [path] });
  routers.push(router);
  render(<AppRouterView router={router} />);
  await screen.findByLabelText('주소');
  return router;
}

const address = () => screen.getByLabelText('주소').textContent;

/**
 * Clicks `link` as `init` says; whether the app took the click (prevented the browser's own
 * following of the link). The document's listener runs after the app's and stops the browser
 * (jsdom cannot load another document).
 */
function appTookClick(link: HTMLElement, init: MouseEventInit = {}): boolean {
  let taken = false;
  const after = (event: Event) => {
    taken = event.defaultPrevented;
    event.preventDefault();
  };
  document.addEventListener('click', after);
  try {
    act(() => void link.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, ...init })));
  } finally {
    document.removeEventListener('click', after);
  }
  return taken;
}

describe('Link', () => {
  it('renders the resolved address and, on a plain click, navigates in the app with its state', async () => {
    const router = await at('/');
    const link = screen.getByRole('link', { name: '노트 7' });
    expect(link.getAttribute('href')).toBe('/diary/7');
    await act(async () => void fireEvent.click(link));
    await screen.findByRole('heading', { name: '노트' });
    expect(router.state.location.state).toEqual({ from: 'home' });
    expect(router.state.historyAction).toBe('PUSH');
  });

  it('leaves a click with a modifier or another button to the browser (a new tab, a new window)', async () => {
    await at('/');
    const link = screen.getByRole('link', { name: '노트 7' });
    for (const init of [{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { altKey: true }, { button: 1 }]) {
      expect(appTookClick(link, init)).toBe(false);
    }
    expect(address()).toBe('/');
    expect(appTookClick(link)).toBe(true);
    await screen.findByRole('heading', { name: '노트' });
  });

  it('replaces the entry when the member taps the address they are on, so Back leaves it', async () => {
    const router = await at('/');
    await act(async () => void fireEvent.click(screen.getByRole('link', { name: '홈 다시' })));
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('is an ordinary link to an absolute URL, and a handler that prevents the default keeps the member where they are', async () => {
    await at('/');
    const wiki = screen.getByRole('link', { name: '위키' });
    expect(wiki.getAttribute('href')).toBe('https://www.example.com/wiki');
    // Not taken by the app: the browser follows it.
    expect(appTookClick(wiki)).toBe(false);
    expect(onWiki).toHaveBeenCalledTimes(1);
    await act(async () => void fireEvent.click(screen.getByRole('link', { name: '막힌 링크' })));
    expect(address()).toBe('/');
  });
});

describe('NavLink', () => {
  it('marks the current tab with aria-current="page" and the class "active"; `end` keeps home from matching below it', async () => {
    await at('/diary/7');
    const home = screen.getByRole('link', { name: '홈' });
    const diary = screen.getByRole('link', { name: '다이어리' });
    expect(home.getAttribute('aria-current')).toBeNull();
    expect(diary.getAttribute('aria-current')).toBe('page');
    expect(diary.className).toBe('tab active');
    // Paths compare without case, as React Router's do.
    expect(screen.getByRole('link', { name: '검색' }).getAttribute('aria-current')).toBeNull();
  });

  it('follows the address: home is current at "/" only, the search tab at "/search" whatever the case of its `to`', async () => {
    await at('/search');
    expect(screen.getByRole('link', { name: '검색' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: '홈' }).getAttribute('aria-current')).toBeNull();
    await act(async () => void fireEvent.click(screen.getByRole('link', { name: '홈' })));
    await screen.findByRole('heading', { name: '홈' });
    expect(screen.getByRole('link', { name: '홈' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: '다이어리' }).className).toBe('tab');
  });

  it('is not current at an address that only starts with the same letters', async () => {
    await at('/diaryx');
    expect(screen.getByRole('link', { name: '다이어리' }).getAttribute('aria-current')).toBeNull();
  });
});

describe('useSearchParams', () => {
  it('reads the query and sets another one on the same path, replacing or adding an entry as asked', async () => {
    const router = await at('/events');
    expect(screen.getByText('상태 전체')).toBeTruthy();
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: '진행 중' })));
    expect(screen.getByText('상태 open')).toBeTruthy();
    expect(address()).toBe('/events?status=open');
    expect(router.state.historyAction).toBe('REPLACE');
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: '다음 쪽' })));
    expect(address()).toBe('/events?status=open&page=2');
    expect(router.state.historyAction).toBe('PUSH');
  });
});
