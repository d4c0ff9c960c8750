import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { createMemoryRouter } from '../../../lib/router/router';
import { AppRouterView } from '../../../lib/router/router-view';
import { describe, expect, it, vi } from 'vitest';
import type { Bridge } from '@bottle/bridge';
import { UiProvider } from '@bottle/ui';
import { ServicesProvider } from '../../../lib/services';
import { makeStore } from '../../../lib/store/store';
import { parseConfig } from '../../../config/env';
import { ContentLink, resolveLink } from './content-link';

describe('link kinds (spec §3)', () => {
  it('given APPLIST with an in-app path, then it is an app link; an outside or protocol-relative URL is not', () => {
    expect(resolveLink('APPLIST', '/exhibition?exhibit_no=1001')).toEqual({ kind: 'app', path: '/exhibition?exhibit_no=1001' });
    expect(resolveLink('APPLIST', 'https://evil.example/')).toEqual({ kind: 'none' });
    expect(resolveLink('APPLIST', '//evil.example/')).toEqual({ kind: 'none' });
  });

  it('given URL with an http(s) address, then it opens in the browser; other schemes are not links', () => {
    expect(resolveLink('URL', ' https://bottle.example/a ')).toEqual({ kind: 'browser', url: 'https://bottle.example/a' });
    expect(resolveLink('URL', 'javascript:alert(1)')).toEqual({ kind: 'none' });
  });

  it('given USELESS, an unknown kind or no URL, then it is not a link', () => {
    expect(resolveLink('USELESS', '/event')).toEqual({ kind: 'none' });
    expect(resolveLink('OTHER', '/event')).toEqual({ kind: 'none' });
    expect(resolveLink('APPLIST', undefined)).toEqual({ kind: 'none' });
  });
});

function renderLink(kind: string, url: string, openBrowser: Bridge['openBrowser']) {
  const store = makeStore();
  const bridge = { openBrowser } as unknown as Bridge;
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: (
          <ContentLink kind={kind} url={url}>
            자세히
          </ContentLink>
        ),
      },
      { path: '/event', element: <p>이벤트 화면</p> },
    ],
    { initialEntries: ['/'] },
  );
  render(
    <Provider store={store}>
      <ServicesProvider services={{ config: parseConfig({}), getBridge: () => Promise.resolve(bridge), inWebView: false }}>
        <UiProvider>
          <AppRouterView router={router} />
        </UiProvider>
      </ServicesProvider>
    </Provider>,
  );
  return { store, router };
}

describe('ContentLink', () => {
  it('given APPLIST, when clicked, then the app navigates in place', async () => {
    const user = userEvent.setup();
    const { router } = renderLink('APPLIST', '/event', vi.fn());
    await user.click(screen.getByRole('link', { name: '자세히' }));
    expect(router.state.location.pathname).toBe('/event');
  });

  it('given URL, when clicked, then the bridge opens the browser with that URL', async () => {
    const user = userEvent.setup();
    const openBrowser = vi.fn(() => Promise.resolve());
    const { router } = renderLink('URL', 'https://bottle.example/a', openBrowser);
    await user.click(screen.getByRole('link', { name: '자세히' }));
    await waitFor(() => expect(openBrowser).toHaveBeenCalledWith({ url: 'https://bottle.example/a' }));
    expect(router.state.location.pathname).toBe('/');
  });

  it('given URL and a bridge that fails, when clicked, then the member is told', async () => {
    const user = userEvent.setup();
    const { store } = renderLink('URL', 'https://bottle.example/a', () => Promise.reject(new Error('no browser')));
    await user.click(screen.getByRole('link', { name: '자세히' }));
    await waitFor(() => expect(JSON.stringify(store.getState())).toContain('링크를 열지 못했습니다'));
  });

  it('given USELESS, then the content is not a link', () => {
    renderLink('USELESS', '/event', vi.fn());
    expect(screen.getByText('자세히')).toBeInTheDocument();
    expect(screen.queryByRole('link')).toBeNull();
  });
});
