/**
 * Push: the notices the server keeps (title, text and link, shown in the
 * notice box) and a push tap the native shell reports (`pushTap` with a link and data). The
 * notice box lists every hostile string in one render and opens hostileSample() (every XSS
 * vector, every 10th naughty string) one by one. A tap's link may only lead to a same-origin
 * path: `javascript:`, `data:` and other origins lead nowhere.
 */
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { BridgeEventName, BridgeEvents } from '@bottle/bridge';
import { renderApp } from '../../testing/render-app';
import { demoMember } from '../../features/catalogue/test-helpers';
import {
  expectNoMarkupEscaped,
  expectNothingRan,
  expectOnlySafeLinks,
  expectShownAsText,
  HOSTILE_STRINGS,
  hostileSample,
  setupHostileSuite,
  watchForScripts,
} from '../../testing/hostile-input';
import { isSameOriginPath } from '../../lib/login-href';

const mock = setupHostileSuite();

/** Links a push may carry that must never be followed as they are. */
const BAD_LINKS = [
  'javascript:window.__xss=1',
  'JaVaScRiPt:alert(1)',
  'data:text/html,<script>window.__xss=1</script>',
  'vbscript:msgbox(1)',
  'https://evil.example/',
  '//evil.example/',
  '/\\evil.example',
  '/\t/evil.example',
];

describe('hostile push notices', () => {
  it('given a notice for every hostile string, with the string as its link, when the notice box opens, then every title is text and nothing escapes', async () => {
    const { tokens, cno } = demoMember(mock);
    for (const s of HOSTILE_STRINGS) mock.backend.push(cno, 'PICKUP', s, s, s);
    const spies = watchForScripts();
    renderApp({ route: '/mypage/push', tokens });
    const list = await screen.findByRole('list', { name: '알림함' }, { timeout: 20_000 });
    await waitFor(() => expect(list.querySelectorAll(':scope > li')).toHaveLength(HOSTILE_STRINGS.length));
    expectShownAsText(list, HOSTILE_STRINGS);
    expectNoMarkupEscaped();
    expectNothingRan(spies);
  });

  it('given notices of the hostile sample with bad links, when each is opened, then its text shows as text, no link leaves the app and nothing escapes', async () => {
    const { tokens, cno } = demoMember(mock);
    const sample = hostileSample();
    // Oldest first, so the list (newest first) shows sample[0] at the bottom; matched by index below.
    sample.forEach((s, i) => mock.backend.push(cno, 'PICKUP', `#${i}`, s, BAD_LINKS[i % BAD_LINKS.length]));
    // Read already: opening one then only shows its text (an unread one is marked read and the
    // whole box reloads, which a hundred times over costs minutes).
    mock.backend.readPush(cno);
    const spies = watchForScripts();
    const app = renderApp({ route: '/mypage/push', tokens });
    const list = await screen.findByRole('list', { name: '알림함' }, { timeout: 20_000 });
    await waitFor(() => expect(list.querySelectorAll('button[aria-expanded]')).toHaveLength(sample.length));
    // Each notice's button starts with its title (role queries are slow on a box this full).
    const toggles = new Map(Array.from(list.querySelectorAll('button[aria-expanded]'), (b) => [b.firstChild?.textContent ?? '', b]));
    for (const [i, text] of sample.entries()) {
      const toggle = toggles.get(`#${i}`);
      if (!toggle) throw new Error(`no notice #${i}`);
      fireEvent.click(toggle);
      await waitFor(() => expect(toggle).toHaveAttribute('aria-expanded', 'true'));
      expectShownAsText(toggle.parentElement ?? list, text);
      expectNoMarkupEscaped(document.body, text);
    }
    expectOnlySafeLinks(document.body);
    expect(app.left).toEqual([]);
    expectNothingRan(spies);
  });
});

describe('hostile push taps from the native shell', () => {
  it('given taps whose link is a bad link or a hostile string, when the shell reports them, then the app stays on same-origin paths, leaves for nowhere and nothing escapes', async () => {
    const handlers = new Map<BridgeEventName, Set<(payload: never) => void>>();
    const on = <E extends BridgeEventName>(event: E, handler: (payload: BridgeEvents[E]) => void) => {
      const set = handlers.get(event) ?? new Set();
      set.add(handler as (payload: never) => void);
      handlers.set(event, set);
      return () => void set.delete(handler as (payload: never) => void);
    };
    const spies = watchForScripts();
    const href = window.location.href;
    const app = renderApp({ route: '/', inWebView: true, bridge: { isWebView: true, on } as never });
    await screen.findByRole('main', {}, { timeout: 20_000 });
    for (const url of [...BAD_LINKS, ...hostileSample()]) {
      const tap: BridgeEvents['pushTap'] = { url, data: { msg_type: url, seq_no: url, link_url: url } };
      act(() => handlers.get('pushTap')?.forEach((handler) => handler(tap as never)));
      await act(() => Promise.resolve());
      expect(isSameOriginPath(app.router.state.location.pathname), url).toBe(true);
      expectNoMarkupEscaped(document.body, url);
    }
    expect(app.left).toEqual([]);
    expect(window.location.href).toBe(href);
    expectNothingRan(spies);
  });
});
