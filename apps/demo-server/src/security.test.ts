/**
 * Over HTTP: every answer carries the hardening headers; an app page carries a strict
 * policy with a fresh nonce that its scripts (and the csp-nonce meta tag) carry too; violation
 * reports are taken and logged.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { contentSecurityPolicy, sha256Source, vaulStyleHash, withNonce } from './security';
import { gatewayHeaders, makeFixture, start, type Fixture } from './test-support';
import type { DemoServer } from './server';

let fixture: Fixture;
let server: DemoServer;
const warnings: string[] = [];

beforeEach(async () => {
  warnings.length = 0;
  fixture = await makeFixture();
  server = await start(fixture, { warn: (m) => warnings.push(m) });
});

afterEach(async () => {
  await server.close();
  await fixture.cleanup();
});

function directives(policy: string | null): Map<string, string[]> {
  return new Map(
    (policy ?? '')
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .map(([name, ...values]) => [name ?? '', values]),
  );
}

describe('the policy of an app page', () => {
  it('given two loads of a page, then each has its own nonce, on its scripts, in its meta tag and in script-src and style-src', async () => {
    const first = await fetch(`${server.url}/product/W00001`);
    const second = await fetch(`${server.url}/`);
    const policies = [first, second].map((r) => directives(r.headers.get('content-security-policy')));
    const nonces = policies.map((p) => (p.get('script-src') ?? []).find((v) => v.startsWith("'nonce-"))?.slice(7, -1));
    expect(nonces[0]).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(nonces[0]).not.toBe(nonces[1]);
    const html = await first.text();
    expect(html).toContain(`<script nonce="${nonces[0]}" type="module" src="/assets/app-abc123.js">`);
    expect(html).toContain(`<meta property="csp-nonce" nonce="${nonces[0]}">`);
    expect(policies[0]?.get('style-src')).toContain(`'nonce-${nonces[0]}'`);
    expect(first.headers.get('cache-control')).toBe('no-cache');
    expect(first.headers.get('etag')).toBeNull();
  });

  it('given the policy, then it allows no inline script, no eval, no wildcard, no plugins, no base, and only the sanitiser makes HTML', async () => {
    const policy = directives((await fetch(`${server.url}/`)).headers.get('content-security-policy'));
    const all = [...policy.values()].flat();
    expect(all).not.toContain("'unsafe-inline'");
    expect(all).not.toContain("'unsafe-eval'");
    expect(all.some((v) => v.includes('*'))).toBe(false);
    expect(policy.get('default-src')).toEqual(["'self'"]);
    expect(policy.get('script-src')).toContain("'strict-dynamic'");
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'none'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'self'"]);
    expect(policy.get('require-trusted-types-for')).toEqual(["'script'"]);
    expect(policy.get('trusted-types')).toEqual(['bottle-sanitizer']);
    expect(policy.get('report-uri')).toEqual(['/csp-report']);
  });

  it('given a file, an API answer, a sign-on page and a 404, then each has the hardening headers', async () => {
    const answers = await Promise.all([
      fetch(`${server.url}/assets/app-abc123.js`),
      fetch(`${server.url}/api/app/store/list`, { method: 'POST', headers: gatewayHeaders('bottle'), body: '{}' }),
      fetch(`${server.url}/sso/callScreenInit.sso?callType=LOGIN`),
      fetch(`${server.url}/oauth/nothing`),
    ]);
    for (const res of answers) {
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('referrer-policy')).toMatch(/^(strict-origin-when-cross-origin|same-origin)$/);
      expect(res.headers.get('permissions-policy')).toContain('camera=(self)');
      expect(res.headers.get('permissions-policy')).toContain('microphone=(self)');
      expect(res.headers.get('cross-origin-opener-policy')).toBe('same-origin');
      expect(res.headers.get('content-security-policy')).toContain("object-src 'none'");
    }
  });
});

describe('violation reports', () => {
  it('given a report in either format, when it is posted, then it is taken with 204 and logged', async () => {
    const legacy = await fetch(`${server.url}/csp-report`, {
      method: 'POST',
      headers: { 'content-type': 'application/csp-report' },
      body: JSON.stringify({
        'csp-report': { 'document-uri': 'http://x/', 'violated-directive': 'script-src-elem', 'blocked-uri': 'inline' },
      }),
    });
    const modern = await fetch(`${server.url}/csp-report`, {
      method: 'POST',
      headers: { 'content-type': 'application/reports+json' },
      body: JSON.stringify([
        {
          type: 'csp-violation',
          body: {
            documentURL: 'http://x/a',
            effectiveDirective: 'require-trusted-types-for',
            blockedURL: 'trusted-types-sink',
            sample: 'Element innerHTML',
          },
        },
      ]),
    });
    expect([legacy.status, modern.status]).toEqual([204, 204]);
    expect(server.cspReports).toEqual([
      'CSP violation: script-src-elem blocked inline on http://x/',
      'CSP violation: require-trusted-types-for blocked trusted-types-sink on http://x/a (Element innerHTML)',
    ]);
    expect(warnings).toEqual(server.cspReports);
  });
});

describe('building blocks', () => {
  it('given a page, then every script and style tag gets the nonce and the head gets the meta tag', () => {
    expect(
      withNonce(
        '<html><head><style>a{}</style></head><body><script type="module" src="/a.js"></script><script>1</script></body></html>',
        'N',
      ),
    ).toBe(
      '<html><head><meta property="csp-nonce" nonce="N"><style nonce="N">a{}</style></head><body><script nonce="N" type="module" src="/a.js"></script><script nonce="N">1</script></body></html>',
    );
  });

  it('given the installed vaul, then the hash of its drawer stylesheet is in the policy', () => {
    const hash = vaulStyleHash();
    expect(hash).toMatch(/^sha256-[A-Za-z0-9+/]{43}=$/);
    expect(contentSecurityPolicy({ styleHashes: [hash ?? ''] })).toContain(`'${hash}'`);
    expect(sha256Source('a')).toBe('sha256-ypeBEsobvcr6wjGzmiPcTaeG7/gUfE5yuYB3ha/uSLs=');
  });
});
