/**
 * Issue 19 in the app, end to end through the app's shell layout: in the web view a push tap
 * that cold-started the app (queued by the shell until the page was ready) opens its screen.
 */
import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { bridgeForTest, fakeShellForTest } from '../../testing/fake-shell';
import { renderApp, setupMockServer } from '../../testing/render-app';

setupMockServer();

describe('ShellHost push taps', () => {
  it('given the app was cold-started by tapping an event notice, when home has mounted, then the event list opens', async () => {
    fakeShellForTest({ platform: 'ios' }).emit('pushTap', { url: '/event', data: { msg_type: 'event' } });
    const app = renderApp({ route: '/', inWebView: true, bridge: bridgeForTest() });
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/event'));
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
  });

});
