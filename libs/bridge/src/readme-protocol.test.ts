// @vitest-environment node
/**
 * README.md's protocol section and its Swift and Kotlin examples against the fake shell of
 * `@bottle/bridge/testing`, driven as a native shell is, from the outside: the JSON examples of
 * the README are posted (with the page's secret) through the shell's transport, and what the
 * shell sends back is compared field by field with the README's own examples. Where the README
 * states a rule (the queue's size and age, the 1 s back answer, strict `v` and `handled`, a
 * control message of another version ignored), the fake shell is shown to follow it and both
 * examples are shown to contain it.
 */
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SECRET_GLOBAL } from './protocol';
import { installFakeShell, NO_ANSWER } from './testing';
import type { FakeShell, FakeShellOptions } from './testing';

const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');

/** The text of a `## ` or `### ` section, up to the next heading of the same or a higher level. */
function section(heading: string): string {
  const start = readme.indexOf(`${heading}\n`);
  if (start < 0) throw new Error(`README has no section ${heading}`);
  const level = heading.split(' ')[0] as string;
  const rest = readme.slice(start + heading.length + 1);
  const next = rest.search(new RegExp(`^#{1,${level.length}} `, 'm'));
  return next < 0 ? rest : rest.slice(0, next);
}

/** The JSON examples of a section, parsed. */
function jsonBlocks(text: string): Array<Record<string, unknown>> {
  return [...text.matchAll(/```json\n([\s\S]*?)```/g)].map((m) => JSON.parse(m[1] as string) as Record<string, unknown>);
}

function codeBlock(heading: string, language: string): string {
  const match = section(heading).match(new RegExp('```' + language + '\\n([\\s\\S]*?)```'));
  if (!match) throw new Error(`no ${language} block under ${heading}`);
  return match[1] as string;
}

const keysOf = (o: Record<string, unknown>) => Object.keys(o).sort();

interface Harness {
  readonly shell: FakeShell;
  readonly secret: string;
  /** What the shell evaluated in the page, parsed, in order. */
  readonly received: Array<Record<string, unknown>>;
  /** Posts a README example through the shell's transport, with the page's secret in place of the README's. */
  post(example: Record<string, unknown>): void;
}

let current: Harness | undefined;
afterEach(() => {
  current?.shell();
  current = undefined;
  vi.useRealTimers();
});

/**
 * A page of its own for the fake shell: the receiver records what the shell sends and, for a
 * `back` with a reply token, answers with the README's `handled` example before it returns.
 */
function harness(options: Partial<FakeShellOptions> = {}, handledExample?: (reply: string) => Record<string, unknown>): Harness {
  const received: Array<Record<string, unknown>> = [];
  let post: (example: Record<string, unknown>) => void = () => undefined;
  const win: Record<string, unknown> = {
    navigator: { userAgent: 'Mozilla/5.0 (Test)' },
    __bottleBridge: {
      receive(text: string) {
        const message = JSON.parse(text) as Record<string, unknown>;
        received.push(message);
        if (message['event'] === 'back' && handledExample) post(handledExample(String(message['reply'])));
        return true;
      },
    },
  };
  const shell = installFakeShell({ platform: 'android', latencyMs: 0, ...options, window: win as never });
  const secret = win[SECRET_GLOBAL] as string;
  const binder = win['binder'] as { postMessage(text: string): void };
  post = (example) => binder.postMessage(JSON.stringify({ ...example, ...('secret' in example ? { secret } : {}) }));
  current = { shell, secret, received, post };
  return current;
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 5));

const protocol = section('## The protocol');
const examples = jsonBlocks(protocol);
const example = (match: (e: Record<string, unknown>) => boolean): Record<string, unknown> => {
  const found = examples.find(match);
  if (!found) throw new Error('README example not found');
  return found;
};
const readyExample = example((e) => e['type'] === 'ready');
const requestExample = example((e) => typeof e['method'] === 'string');
const successExample = example((e) => e['ok'] === true);
const failureExample = example((e) => e['ok'] === false);
const cancelExample = example((e) => e['type'] === 'cancel');
const handledExample = example((e) => e['type'] === 'handled');
const backExample = example((e) => e['event'] === 'back');
const pushExample = example((e) => e['event'] === 'pushTap');

describe("README's protocol section against the fake shell", () => {
  it('then every message the web posts in the README carries v: 2 and the secret', () => {
    for (const posted of [readyExample, requestExample, cancelExample, handledExample]) {
      expect(posted['v']).toBe(2);
      expect(typeof posted['secret']).toBe('string');
    }
  });

  it("given the README's request, then the shell answers with exactly the README success answer's fields, echoing the id", async () => {
    const h = harness();
    h.post(readyExample);
    h.post(requestExample);
    await flush();
    const answer = h.received.find((m) => m['id'] === requestExample['id']);
    expect(answer && keysOf(answer)).toEqual(keysOf(successExample));
    expect(answer?.['secret']).toBe(h.secret);
  });

  it("given a method the shell does not know, then its answer has the README failure answer's fields", async () => {
    const h = harness();
    h.post({ ...requestExample, method: 'conformance.noSuchMethod' });
    await flush();
    const answer = h.received.find((m) => m['id'] === requestExample['id']) as Record<string, unknown>;
    expect(keysOf(answer)).toEqual(keysOf(failureExample));
    expect(keysOf(answer['error'] as Record<string, unknown>)).toEqual(keysOf(failureExample['error'] as Record<string, unknown>));
    expect((answer['error'] as Record<string, unknown>)['code']).toBe('unknown-method');
  });

  it("given the README's cancel for a call still in progress, then the shell never answers it", async () => {
    const h = harness({ latencyMs: 20 });
    h.post(requestExample);
    h.post({ ...cancelExample, id: requestExample['id'] });
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(h.received).toEqual([]);
    expect(h.shell.state.cancelled).toEqual([requestExample['id']]);
  });

  it('given a request of another version, then it is answered unsupported-version; a ready, cancel or handled of another version is ignored', async () => {
    const h = harness();
    h.post({ ...requestExample, v: 99 });
    h.post({ ...readyExample, v: 3 });
    h.post({ ...readyExample, v: '2' }); // read strictly: the JSON number 2 only
    await flush();
    expect(h.received.map((m) => (m['error'] as Record<string, unknown>)['code'])).toEqual(['unsupported-version']);
    expect(h.shell.state.ready).toBe(false);
    expect(h.shell.signals).toEqual([]);
  });

  it('given a request without the secret, then it is ignored, never answered', async () => {
    const h = harness();
    const { secret: _secret, ...unsigned } = requestExample;
    h.post(unsigned);
    await flush();
    expect(h.received).toEqual([]);
    expect(h.shell.state.refused).toBe(1);
  });

  it("given events before the README's ready, then the shell sends the last 20 of those it lists, none older than a minute, with the README event's fields", () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-01T00:00:00Z'));
    const h = harness();
    h.shell.emit('pushTap', { url: '/old' }); // more than a minute before ready: dropped
    vi.setSystemTime(new Date('2026-03-01T00:01:30Z'));
    for (let i = 1; i <= 25; i += 1) h.shell.emit('pushTap', pushExample['data'] === undefined ? {} : { url: `/alarm?seq=${i}` });
    vi.setSystemTime(new Date('2026-03-01T00:02:00Z'));
    h.post(readyExample);
    expect(h.received.map((m) => (m['data'] as Record<string, unknown>)['url'])).toEqual(
      Array.from({ length: 20 }, (_, i) => `/alarm?seq=${i + 6}`),
    );
    expect(keysOf(h.received[0] as Record<string, unknown>)).toEqual(keysOf(pushExample));
  });

  it('given back after ready, then the shell sends the README back event and takes the README handled answer; before ready it goes back natively', () => {
    const h = harness({}, (reply) => ({ ...handledExample, reply }));
    expect(h.shell.pressBack()).toBe(false);
    expect(h.shell.state.nativeBacks).toBe(1);
    h.post(readyExample);
    expect(h.shell.pressBack()).toBe(true);
    const back = h.received.find((m) => m['event'] === 'back') as Record<string, unknown>;
    expect(keysOf(back)).toEqual(keysOf(backExample));
    expect(h.shell.state.nativeBacks).toBe(1);
  });

  it('given a handled answer of "true" (a string) or v "2", then the shell does not count it: it goes back natively', () => {
    for (const wrong of [{ handled: 'true' }, { v: '2' }]) {
      const h = harness({}, (reply) => ({ ...handledExample, reply, ...wrong }));
      h.post(readyExample);
      expect(h.shell.pressBack()).toBe(false);
      expect(h.shell.state.nativeBacks).toBe(1);
      h.shell();
    }
  });

  it('given a call left unanswered by the fake shell, then it stays unanswered (NO_ANSWER) until the shell responds', async () => {
    const h = harness({ handlers: { getAppInfo: () => NO_ANSWER } });
    h.post(requestExample);
    await flush();
    expect(h.received).toEqual([]);
    expect(h.shell.respond(String(requestExample['id']), { ok: 1 })).toBe(true);
    expect(keysOf(h.received[0] as Record<string, unknown>)).toEqual(keysOf(successExample));
  });
});

describe("README's Swift and Kotlin examples", () => {
  const swift = codeBlock('### iOS (Swift, WKWebView)', 'swift');
  const kotlin = codeBlock('### Android (Kotlin, WebView)', 'kotlin');

  it.each([
    ['keep the last 20 queued events', /suffix\(20\)/, /queued\.size > 20/],
    ['drop queued events older than a minute on ready', /timeIntervalSince\(item\.at\) <= 60\b/, /now - it\.third <= 60_000/],
    ['count no back answer within 1 s as not handled', /\.now\(\) \+ 1\)/, /, 1000\)/],
    [
      'check v on every message, before ready, cancel and handled',
      /guard int\(msg\["v"\]\) == 2 else[\s\S]*switch msg\["type"\]/,
      /if \(v !is Int \|\| v != 2\)[\s\S]*when \(msg\.opt\("type"\)\)/,
    ],
    ['read handled strictly (the JSON boolean true)', /bool\(msg\["handled"\]\) == true/, /msg\.opt\("handled"\) == true/],
    ['inject the secret with a plain assignment', /source: "window\.__bottleBridgeSecret = /, /window\.__bottleBridgeSecret = /],
  ])('then both %s', (_rule, inSwift, inKotlin) => {
    expect(swift).toMatch(inSwift);
    expect(kotlin).toMatch(inKotlin);
  });

  it('then iOS rotates the secret only for a main-frame navigation it allows, and checks the whole origin before evaluating', () => {
    expect(swift).toMatch(/if allow && action\.targetFrame\?\.isMainFrame == true \{ rotateSecret\(controller\) \}/);
    expect(swift).not.toMatch(/func rotateSecret[^\n]*\n[\s\S]*?Call from webView\(_:decidePolicyFor/);
    expect(swift).toMatch(/scheme == appOrigin\.scheme && host == appOrigin\.host && \(url\.port \?\? 0\) == appOrigin\.port/);
    expect(swift).toMatch(/self\.isAppPage\(webView\.url\)/);
    expect(swift).not.toMatch(/url\?\.host == /);
  });

  it('then Android injects into the main frame only and resets ready on every page start', () => {
    expect(kotlin).toMatch(/"if \(window === window\.top\) window\.__bottleBridgeSecret = /);
    expect(kotlin).toMatch(/override fun onPageStarted\([^)]*\) = onPageStart\(\)/);
    expect(kotlin).toMatch(/private fun onPageStart\(\) \{\n\s+ready = false/);
    expect(kotlin).not.toMatch(/optInt\("v"\)|optBoolean\("handled"\)|optString\("id"\)/);
  });

  it('then neither declares the secret with var', () => {
    expect(swift + kotlin).not.toMatch(/var __bottleBridgeSecret/);
  });
});
