/**
 * Issue 19 in the app, end to end through the app's shell layout: in the web view a push tap
 * that cold-started the app (queued by the shell until the page was ready) opens its screen.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { createBridge, type Bridge } from '@bottle/bridge';
import { installFakeShell, type FakeShell } from '@bottle/bridge/testing';
import { renderApp, setupMockServer } from '../../testing/render-app';

setupMockServer();

let shell: FakeShell | undefined;
let bridge: Bridge | undefined;

afterEach(() => {
  bridge?.dispose();
  shell?.();
  shell = bridge = undefined;
});

describe('ShellHost push taps', () => {
  it('given the app was cold-started by tapping an event notice, when home has mounted, then the event list opens', async () => {
    shell = installFakeShell({ platform: 'ios' });
    shell.emit('pushTap', { url: '/event', data: { msg_type: 'event' } });
    bridge = createBridge();
    const app = renderApp({ route: '/', inWebView: true, bridge });
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/event'));
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
  });

});
