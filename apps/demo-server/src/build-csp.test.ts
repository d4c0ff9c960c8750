/**
 * An app page's policy allows exactly the hosts the app build names in
 * csp-sources.json (absolute API bases, the sign-on host, gtag's hosts and Trusted Types policy
 * when the build measures with GA), nothing when it names none, and never more than 'self' when
 * the file is not plain https origins.
 */
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cspOptionsFromBuild } from './security';
import { makeFixture, start, type Fixture } from './test-support';
import type { DemoServer } from './server';

const GA_BUILD = {
  connect: [
    'https://api.example.com',
    'https://*.google-analytics.com',
    'https://*.analytics.google.com',
    'https://*.googletagmanager.com',
  ],
  image: ['https://*.google-analytics.com', 'https://*.googletagmanager.com'],
  script: ['https://www.googletagmanager.com'],
  formAction: ['https://sso.example.com'],
  trustedTypes: ['bottle-gtag', 'goog#html'],
};

/** The page's policy as directive → sources. */
async function policyOf(url: string): Promise<Map<string, string[]>> {
  const answer = await fetch(`${url}/`);
  const policy = answer.headers.get('content-security-policy') ?? '';
  return new Map(
    policy.split('; ').map((d) => {
      const [name = '', ...sources] = d.split(' ');
      return [name, sources];
    }),
  );
}

let fixture: Fixture;
let server: DemoServer | undefined;
const warnings: string[] = [];

beforeEach(async () => {
  fixture = await makeFixture();
  warnings.length = 0;
});

afterEach(async () => {
  await server?.close();
  server = undefined;
  await fixture.cleanup();
});

const serve = async (file?: unknown) => {
  if (file !== undefined)
    await writeFile(join(fixture.appDist, 'csp-sources.json'), typeof file === 'string' ? file : JSON.stringify(file));
  server = await start(fixture, { warn: (m) => warnings.push(m) });
  return policyOf(server.url);
};

describe('the build names its hosts', () => {
  it('given a build with GA and absolute bases, then the page allows exactly those hosts, gtag.js and its Trusted Types policies', async () => {
    const policy = await serve(GA_BUILD);
    expect(policy.get('connect-src')).toEqual(["'self'", ...GA_BUILD.connect]);
    expect(policy.get('img-src')).toEqual(["'self'", 'data:', 'blob:', ...GA_BUILD.image]);
    expect(policy.get('form-action')).toEqual(["'self'", 'https://sso.example.com']);
    expect(policy.get('script-src')?.slice(1)).toEqual(["'strict-dynamic'", "'self'", 'https://www.googletagmanager.com']);
    expect(policy.get('trusted-types')).toEqual(['bottle-sanitizer', 'bottle-gtag', 'goog#html']);
    expect(policy.get('require-trusted-types-for')).toEqual(["'script'"]);
  });

  it('given the default build (same-origin bases, no GA) or no file at all, then the page allows its own origin only', async () => {
    for (const file of [{ connect: [], image: [], script: [], formAction: [], trustedTypes: [] }, undefined]) {
      const policy = await serve(file);
      expect(policy.get('connect-src')).toEqual(["'self'"]);
      expect(policy.get('trusted-types')).toEqual(['bottle-sanitizer']);
      await server?.close();
      server = undefined;
    }
  });

  it('given a file that is not plain https origins, then the server says so and the page allows its own origin only', async () => {
    const policy = await serve({ ...GA_BUILD, connect: ["https://api.example.com; script-src 'unsafe-inline'"] });
    expect(policy.get('connect-src')).toEqual(["'self'"]);
    expect(policy.get('script-src')).not.toContain("'unsafe-inline'");
    expect(warnings.join('\n')).toMatch(/csp-sources\.json.*"connect" must be a list of https origins/);
  });
});

describe('cspOptionsFromBuild', () => {
  it.each([
    ['a wildcard', { connect: ['*'] }],
    ['plain http', { connect: ['http://api.example.com'] }],
    ['a path', { image: ['https://img.example.com/bucket'] }],
    ['a directive smuggled in', { script: ["https://x.com 'unsafe-eval'"] }],
    ['a scheme source', { image: ['data:'] }],
    ['a policy name with a space', { trustedTypes: ['bottle-gtag default'] }],
    ['not a list', { formAction: 'https://sso.example.com' }],
  ])('refuses %s', (_, file) => {
    expect(() => cspOptionsFromBuild(JSON.stringify(file))).toThrow(/csp-sources\.json/);
  });
});
