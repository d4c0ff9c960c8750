// @vitest-environment node
/**
 * The private channel against hostile page script, in real Chromium under a strict policy like
 * the app's (nonces, 'strict-dynamic', Trusted Types required): the library, bundled as one
 * script, runs first and opens the channel; a script that runs after it hooks the built-ins the
 * bridge might use and plants getters, setters and values on Object.prototype; then the page
 * makes calls, receives events and answers back. The hooks must learn neither the secret nor a
 * token, and nothing planted may reach the app.
 *
 * The native side is this test: the transport is a CDP binding (native code, like WebKit's
 * message handler or Android's binder, so no page script sits between the bridge and the shell),
 * and answers are evaluated as the shells do, `window.__bottleBridge.receive("<json>")`.
 */
import { randomBytes } from 'node:crypto';
import { chromium, type Browser, type CDPSession, type Page } from '@playwright/test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bundleScript, chromiumPath } from './support/browser-bundle';
// The workspace's Chromium switches (shared with the e2e suite and Lighthouse; not library code).
// eslint-disable-next-line @nx/enforce-module-boundaries
import { chromiumArgs } from '../../../tools/chromium-args.mjs';

const ORIGIN = 'https://app.bottle.test';
const NONCE = 'bm9uY2UtZm9yLXRoZS10ZXN0';
/** The app's policy, less what a page without styles, images or connections needs. */
const CSP = [
  "default-src 'self'",
  `script-src 'nonce-${NONCE}' 'strict-dynamic' 'self'`,
  "object-src 'none'",
  "base-uri 'none'",
  "require-trusted-types-for 'script'",
  'trusted-types bottle',
].join('; ');

const TOKENS = { acesTkn: 'TOKEN-ACES-7f3a', rnwTkn: 'TOKEN-RNW-91bc', ssoTkn: 'TOKEN-SSO-55d0' };
const NEW_TOKEN = 'TOKEN-NEW-c4e2';

/**
 * Runs after the library's start: wraps every built-in the bridge could use and puts getters and
 * setters on Object.prototype for the envelope and answer fields, recording what they see.
 */
const HOOKS = String.raw`
(() => {
  const seen = [];
  const reflectApply = Reflect.apply;
  const stringify = JSON.stringify;
  const getOwnPropertyNames = Object.getOwnPropertyNames;
  const defineProperty = Object.defineProperty;
  let busy = false;
  const note = (value) => {
    if (busy) return;
    busy = true;
    try {
      if (typeof value === 'string') seen.push(value);
      else if (value !== null && (typeof value === 'object' || typeof value === 'function')) {
        const names = getOwnPropertyNames(value);
        for (let i = 0; i < names.length; i += 1) {
          const key = names[i];
          try { const v = value[key]; seen.push(key + '=' + (typeof v === 'object' ? stringify(v) : String(v))); } catch {}
        }
      } else seen.push(String(value));
    } catch {} finally { busy = false; }
  };
  const wrap = (owner, name) => {
    const original = owner[name];
    if (typeof original !== 'function') return;
    defineProperty(owner, name, { __proto__: null, configurable: true, writable: true, value: function (...args) {
      note(this); for (let i = 0; i < args.length; i += 1) note(args[i]);
      const result = reflectApply(original, this, args);
      note(result);
      if (result !== null && typeof result === 'object') note(result.value); // an iterator's step
      return result;
    } });
  };
  for (const name of ['isArray', 'from', 'of']) wrap(Array, name);
  for (const name of ['keys', 'values', 'entries', 'assign', 'freeze', 'create', 'getOwnPropertyDescriptor', 'getOwnPropertyNames', 'defineProperty', 'hasOwn', 'getPrototypeOf']) wrap(Object, name);
  for (const name of ['parse', 'stringify']) wrap(JSON, name);
  for (const name of ['apply', 'deleteProperty', 'get', 'set', 'has', 'ownKeys', 'defineProperty']) wrap(Reflect, name);
  for (const name of ['get', 'set', 'has', 'delete', 'forEach', 'keys', 'values', 'entries']) wrap(Map.prototype, name);
  for (const name of ['get', 'set', 'has', 'delete']) wrap(WeakMap.prototype, name);
  for (const name of ['add', 'has', 'delete', 'forEach', 'values', 'keys', 'entries']) wrap(Set.prototype, name);
  for (const name of ['push', 'includes', 'indexOf', 'filter', 'map', 'some', 'every', 'forEach', 'splice', 'slice', 'concat', 'join', 'shift']) wrap(Array.prototype, name);
  for (const name of ['charCodeAt', 'includes', 'indexOf', 'startsWith', 'slice', 'substring', 'split', 'replace', 'match', 'trim']) wrap(String.prototype, name);
  for (const name of ['exec', 'test']) wrap(RegExp.prototype, name);
  for (const name of ['call', 'apply', 'bind']) wrap(Function.prototype, name);
  wrap(Object.getPrototypeOf([][Symbol.iterator]()), 'next');
  wrap(Array.prototype, Symbol.iterator);
  wrap(Set.prototype, Symbol.iterator);
  wrap(Map.prototype, Symbol.iterator);
  wrap(Promise.prototype, 'then');
  wrap(Object.prototype, 'hasOwnProperty');
  wrap(Object.prototype, 'toString');
  wrap(window, 'String');
  wrap(window, 'queueMicrotask');
  wrap(crypto, 'getRandomValues');
  const fields = ['id', 'ok', 'result', 'error', 'code', 'message', 'event', 'data', 'reply', 'secret', 'url', 'v', 'type',
    'method', 'params', 'handled', 'events', 'reason', 'toJSON', 'value', 'get', 'set', 'writable',
    'access_token', 'refresh_token', 'acesTkn', 'rnwTkn', 'ssoTkn', 'auto_login_yn', 'device_os', 'push_yn'];
  for (const name of fields) {
    defineProperty(Object.prototype, name, { __proto__: null, configurable: true, get() { note(this); return undefined; }, set(v) {
      note(this); note(v);
      defineProperty(this, name, { __proto__: null, value: v, writable: true, enumerable: true, configurable: true });
    } });
  }
  const join = Array.prototype.join;
  // Read by the test (the page's own join is hooked, too).
  window.__seenText = () => { busy = true; try { return reflectApply(join, seen, ['\n']); } finally { busy = false; } };
})();
`;

/** Plants values on Object.prototype, as prototype pollution would. */
const POLLUTION = String.raw`
Object.prototype.acesTkn = 'ATTACKER';
Object.prototype.rnwTkn = 'ATTACKER';
Object.prototype.url = 'javascript:alert(1)';
Object.prototype.ok = true;
Object.prototype.result = { acesTkn: 'ATTACKER' };
`;

/** The app: calls, events and back, after the hostile script ran. Results go to window.__app. */
const APP = String.raw`
(async () => {
  const B = window.BottleBridge;
  const out = { taps: [], errors: [] };
  window.__app = out;
  try {
    const bridge = B.createBridge();
    out.platform = bridge.platform;
    bridge.on('pushTap', (tap) => { out.taps.push({ ownUrl: window.__keptOwnKeys(tap).includes('url'), ownKeys: window.__keptOwnKeys(tap).map(String), dataKeys: window.__keptOwnKeys(tap.data).map(String) }); });
    bridge.on('back', () => true);
    out.appInfo = await bridge.getAppInfo();
    const login = await bridge.getLoginInfo();
    // Read with the Reflect.ownKeys kept before the hostile script (handing the tokens to a
    // hooked built-in would be the app's own leak, not the bridge's).
    out.loginOwn = window.__keptOwnKeys(login).map(String);
    out.loginMatches = login.acesTkn === ${JSON.stringify(TOKENS.acesTkn)} || out.loginOwn.length === 0;
    await bridge.setLoginInfo({ acesTkn: ${JSON.stringify(NEW_TOKEN)} });
    out.settings = await bridge.getSettings();
    out.timedOut = await bridge.getSecurityInfo({ timeoutMs: 200 }).then(() => false, (e) => e.name === 'BridgeTimeoutError');
    out.noOk = await bridge.getAutoLogin().then(() => 'resolved', (e) => e.name);
  } catch (e) {
    out.errors.push(String(e && e.message));
  }
  out.done = true;
})();
`;

interface Shell {
  readonly secret: string;
  readonly posted: Array<Record<string, unknown>>;
  deliver(envelope: Record<string, unknown>): Promise<unknown>;
  /**
   * The value of an expression in the page, serialized by the browser, not by page script (the
   * hooks break Playwright's own page-side helpers, as they would any script's).
   */
  read(expression: string): Promise<unknown>;
}

let browser: Browser;
let bundle: string;

beforeAll(async () => {
  bundle = await bundleScript('index', 'BottleBridge');
  browser = await chromium.launch({ executablePath: chromiumPath, args: [...chromiumArgs] });
}, 60_000);

afterAll(async () => {
  await browser?.close();
});

interface PageRun {
  readonly page: Page;
  readonly shell: Shell;
  readonly violations: string[];
}

/**
 * Opens the page with the shell's document-start script (`secretScript` decides how the secret
 * is injected) and the page's scripts in order: library + openChannel, then `hostile`, then APP.
 */
async function openPage(
  hostile: string,
  options: { answers: Record<string, unknown>; secretScript?: (secret: string) => string },
): Promise<PageRun> {
  const context = await browser.newContext({ userAgent: 'Mozilla/5.0 (Linux; Android 14) BottleApp/3.2.0' });
  const page = await context.newPage();
  const violations: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy|Trusted Type/i.test(m.text())) violations.push(m.text());
  });
  const cdp: CDPSession = await context.newCDPSession(page);
  const secret = randomBytes(32).toString('hex');
  const posted: Array<Record<string, unknown>> = [];
  const read = async (expression: string): Promise<unknown> => {
    const answer = (await cdp.send('Runtime.evaluate', { expression, returnByValue: true })) as {
      result: { value?: unknown };
      exceptionDetails?: { text: string; exception?: { description?: string } };
    };
    if (answer.exceptionDetails)
      throw new Error(`${expression}: ${answer.exceptionDetails.exception?.description ?? answer.exceptionDetails.text}`);
    return answer.result.value;
  };
  const deliver = (envelope: Record<string, unknown>): Promise<unknown> =>
    read(`window.__bottleBridge && window.__bottleBridge.receive(${JSON.stringify(JSON.stringify({ ...envelope, secret }))})`);
  await cdp.send('Runtime.enable');
  await cdp.send('Runtime.addBinding', { name: '__nativePost' });
  cdp.on('Runtime.bindingCalled', (event: { name: string; payload: string }) => {
    if (event.name !== '__nativePost') return;
    const message = JSON.parse(event.payload) as Record<string, unknown>;
    posted.push(message);
    if (message['secret'] !== secret || typeof message['id'] !== 'string') return;
    const method = String(message['method']);
    if (!(method in options.answers)) return; // left unanswered: the page times out and cancels
    setTimeout(() => void deliver({ id: message['id'], ...(options.answers[method] as object) }), 5);
  });
  const injectSecret = options.secretScript ?? ((s: string) => `window.__bottleBridgeSecret = ${JSON.stringify(s)};`);
  // The shell at document start: the secret, and the binder as a frozen object around the native post.
  await page.addInitScript(
    `${injectSecret(secret)}\n(() => { const post = window.__nativePost; delete window.__nativePost; Object.defineProperty(window, 'binder', { value: Object.freeze({ postMessage: post }) }); })();`,
  );
  const script = (code: string) => `<script nonce="${NONCE}">${code}</script>`;
  const html = `<!doctype html><html><head><title>hostile page</title>${script(`${bundle}\nBottleBridge.openChannel(window);\nwindow.__keptOwnKeys = Reflect.ownKeys;`)}${script(hostile)}</head><body>${script(APP)}</body></html>`;
  await page.route(`${ORIGIN}/**`, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', headers: { 'content-security-policy': CSP }, body: html }),
  );
  await page.goto(`${ORIGIN}/`);
  return { page, shell: { secret, posted, deliver, read }, violations };
}

const APP_INFO = { ok: true, result: { auto_login_yn: 'N', device_id: 'd-1', device_os: 'A', model_nm: 'Pixel', app_ver: '3.2.0' } };

async function appResult(shell: Shell): Promise<Record<string, unknown>> {
  await expect.poll(() => shell.read('window.__app && window.__app.done'), { timeout: 20_000 }).toBe(true);
  return (await shell.read('window.__app')) as Record<string, unknown>;
}

describe.skipIf(!chromiumPath)('given page script that runs after the bridge started, in Chromium under a strict policy', () => {
  it('when it hooks built-ins and Object.prototype accessors, then it learns neither the secret nor a token, and every call, event and back still works', async () => {
    const { page, shell, violations } = await openPage(HOOKS, {
      answers: {
        getAppInfo: APP_INFO,
        getLoginInfo: { ok: true, result: TOKENS },
        setLoginInfo: { ok: true, result: {} },
        getSettings: { ok: true, result: { push_yn: 'Y' } },
        getAutoLogin: { ok: true, result: { auto_login_yn: 'Y' } },
      },
    });
    const app = await appResult(shell);
    expect(app['errors']).toEqual([]);
    expect(app['platform']).toBe('android');
    expect(app['loginOwn']).toEqual(['acesTkn', 'rnwTkn', 'ssoTkn']);
    expect(app['loginMatches']).toBe(true);
    expect(app['timedOut']).toBe(true);
    // Events and back, from the shell, while the hooks are in place.
    expect(await shell.deliver({ event: 'pushTap', data: { url: '/alarm?seq=1', data: { msg_type: 'pickup' } } })).toBe(true);
    expect(await shell.deliver({ event: 'back', reply: 'b-1' })).toBe(true);
    await expect.poll(() => shell.read('window.__app.taps.length')).toBe(1);

    const types = shell.posted.map((m) => m['type'] ?? m['method']);
    expect(types).toEqual(
      expect.arrayContaining(['ready', 'getAppInfo', 'getLoginInfo', 'setLoginInfo', 'getSecurityInfo', 'cancel', 'handled']),
    );
    expect(shell.posted.every((m) => m['secret'] === shell.secret && m['v'] === 2)).toBe(true);
    expect(shell.posted.find((m) => m['type'] === 'handled')).toMatchObject({ reply: 'b-1', handled: true });
    expect(shell.posted.find((m) => m['method'] === 'setLoginInfo')?.['params']).toEqual({ acesTkn: NEW_TOKEN });

    const seen = (await shell.read('window.__seenText()')) as string;
    expect(seen.length).toBeGreaterThan(0); // the hooks ran
    // No hook was handed a receiver sink or a pending call: with one it could settle calls itself.
    expect(seen).not.toMatch(/^(answer|resolve|checkResult)=/m);
    for (const secretValue of [shell.secret, TOKENS.acesTkn, TOKENS.rnwTkn, TOKENS.ssoTkn, NEW_TOKEN]) {
      expect(seen.includes(secretValue), `a hook saw ${secretValue === shell.secret ? 'the secret' : 'a token'}`).toBe(false);
    }
    expect(await shell.read("Object.getOwnPropertyDescriptor(window, '__bottleBridgeSecret') === undefined")).toBe(true);
    expect(violations).toEqual([]);
    await page.context().close();
  }, 60_000);

  it('when it pollutes Object.prototype, then nothing planted reaches the app or the shell', async () => {
    const { page, shell, violations } = await openPage(POLLUTION, {
      answers: {
        getAppInfo: APP_INFO,
        getLoginInfo: { ok: true, result: {} }, // a member without tokens
        setLoginInfo: { ok: true, result: {} },
        getSettings: { ok: true, result: { push_yn: 'N' } },
        getAutoLogin: { result: { auto_login_yn: 'Y' } }, // no ok: must not take the planted one
      },
    });
    const app = await appResult(shell);
    expect(app['errors']).toEqual([]);
    expect(app['loginOwn']).toEqual([]);
    expect(app['noOk']).toBe('BridgeProtocolError');
    expect(await shell.deliver({ event: 'pushTap', data: { data: { msg_type: 'event' } } })).toBe(true);
    await expect.poll(() => shell.read('window.__app.taps')).toEqual([{ ownUrl: false, ownKeys: ['data'], dataKeys: ['msg_type'] }]);
    // The app gave one token: the request carries exactly that one, nothing planted.
    expect(shell.posted.find((m) => m['method'] === 'setLoginInfo')?.['params']).toEqual({ acesTkn: NEW_TOKEN });
    expect(violations).toEqual([]);
    await page.context().close();
  }, 60_000);

  it('when the shell injected the secret as a var does (a non-configurable global), then no channel opens, calls name the mistake and the secret is blanked', async () => {
    const { page, shell } = await openPage('', {
      answers: { getAppInfo: APP_INFO },
      // What `var __bottleBridgeSecret = …` at the top of a document-start script makes (the
      // init script runs inside a function here, so the property is defined as var would).
      secretScript: (secret) =>
        `Object.defineProperty(window, '__bottleBridgeSecret', { value: ${JSON.stringify(secret)}, writable: true, enumerable: true, configurable: false });`,
    });
    const app = await appResult(shell);
    expect((app['errors'] as string[])[0]).toMatch(/cannot be deleted.*var/);
    expect(await shell.read('window.__bottleBridgeSecret')).toBe('');
    expect(shell.posted.filter((m) => m['secret'] === shell.secret)).toEqual([]);
    await page.context().close();
  }, 60_000);
});
