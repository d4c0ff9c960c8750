/**
 * Spec §2 names "terms popup" among the screens: whichever place opens the terms popup (sign-up's
 * agreements, the reservation's privacy agreement), the opening is reported as screen_view with
 * screen_name terms_popup, once per opening.
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp, setupMockServer } from '../../testing/render-app';
import { loginTokens } from '../../testing/demo-login';

vi.setConfig({ testTimeout: 30_000 });
const mock = setupMockServer();

const termsViews = () =>
  ((window as { dataLayer?: ArrayLike<unknown>[] }).dataLayer ?? [])
    .map((e) => Array.from(e))
    .filter((e) => e[0] === 'event' && e[1] === 'screen_view' && (e[2] as { screen_name?: string }).screen_name === 'terms_popup');

afterEach(() => {
  (window as { dataLayer?: unknown[] }).dataLayer = [];
  sessionStorage.clear();
});

describe('the terms popup as a screen (spec §2)', () => {
  it('given sign-up, when the member opens an agreement twice, then each opening reports screen_view terms_popup', async () => {
    const user = userEvent.setup();
    renderApp({ route: '/signup' });
    const view = await screen.findByRole('button', { name: '서비스 이용약관 보기' });
    expect(termsViews()).toHaveLength(0);
    await user.click(view);
    await screen.findByRole('dialog', { name: '서비스 이용약관' });
    await waitFor(() => expect(termsViews()).toHaveLength(1));
    await user.click(screen.getByRole('button', { name: '닫기' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '서비스 이용약관' })).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: '서비스 이용약관 보기' }));
    await screen.findByRole('dialog', { name: '서비스 이용약관' });
    await waitFor(() => expect(termsViews()).toHaveLength(2));
    expect(termsViews()[0]?.[2]).toMatchObject({ screen_name: 'terms_popup', platform: 'MobileWeb' });
  });

  it("given the reservation's privacy step, when the member opens the full text, then screen_view terms_popup is reported", async () => {
    const user = userEvent.setup();
    const tokens = loginTokens(mock);
    renderApp({ route: '/pickup/reserve/W00010', tokens });
    await user.click(await screen.findByRole('button', { name: '다음' }));
    await user.click(await screen.findByRole('radio', { name: /보틀 잠실점/ }));
    await user.click(screen.getByRole('button', { name: '다음' }));
    const view = await screen.findByRole('button', { name: '개인정보 수집·이용 동의 전문 보기' });
    await waitFor(() => expect(view).toBeEnabled());
    await user.click(view);
    await screen.findByRole('dialog', { name: '개인정보 수집 및 이용 동의' });
    await waitFor(() => expect(termsViews()).toHaveLength(1));
  });
});
