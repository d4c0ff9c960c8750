/**
 * In the app, end to end through the app's shell layout: in the web view a push tap
 * that cold-started the app (queued by the shell until the page was ready) opens its screen.
 */
import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { bridgeForTest, fakeShellForTest } from '../../testing/fake-shell';
import { loadScreens, renderApp, setupMockServer } from '../../testing/render-app';

setupMockServer();

// The test's time includes loading two screens' code (loadScreens), seconds on a loaded machine.
describe('ShellHost push taps', { timeout: 20_000 }, () => {
  it('given the app was cold-started by tapping an event notice, when home has mounted, then the event list opens', async () => {
    // Home and the event list load before the tap is delivered, so the wait below measures the
    // routing, not the test runner compiling two screens.
    await loadScreens('/', '/event');
    fakeShellForTest({ platform: 'ios' }).emit('pushTap', { url: '/event', data: { msg_type: 'event' } });
    const app = renderApp({ route: '/', inWebView: true, bridge: bridgeForTest() });
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/event'));
    // By name: until React commits the navigation, home's own heading is still on screen (a
    // shuffled run found it, and it was gone by the time it was checked).
    expect(await screen.findByRole('heading', { level: 1, name: '이벤트' })).toBeInTheDocument();
  });
});
