// @vitest-environment node
/**
 * Releasable : the npm pack tarball of @bottle/bridge installs (offline) into an
 * empty project outside the monorepo and its three entry points import and work there with
 * plain node: the browser fallback, a round trip through the fake shell, and the conformance run;
 * and, as the package says it has no side effects, no module of it is imported for its effects.
 */
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
// Both libraries' release checks share this build-time suite (it is not library code; nothing ships it).
// eslint-disable-next-line @nx/enforce-module-boundaries
import { describeTarball } from '../../../tools/package-suites';

const workspaceRoot = fileURLToPath(new URL('../../..', import.meta.url));

describeTarball('@bottle/bridge', import.meta.url, {
  entryPoints: ['index', 'testing', 'conformance'],
  whenImported: 'when node imports every entry point, then a call round-trips through the fake shell and the browser fallback answers',
  script: `
    import { createBridge, PROTOCOL_VERSION } from '@bottle/bridge';
    import { installFakeShell } from '@bottle/bridge/testing';
    import { runConformance } from '@bottle/bridge/conformance';
    const plain = await createBridge({ window: null }).getAppInfo();
    const win = { navigator: { userAgent: 'node' } };
    installFakeShell({ platform: 'android', window: win, appInfo: { app_ver: '3.2.0' } });
    const inShell = await createBridge({ window: win }).getAppInfo();
    // "sideEffects": false: no module may import another only for its side effects (a bare
    // import "./x.js"); every consumer's bundler warns about one.
    const { readdirSync, readFileSync } = await import('node:fs');
    const dir = 'node_modules/@bottle/bridge/';
    const bare = readdirSync(dir).filter((f) => f.endsWith('.js') && /^import\\s+["']/m.test(readFileSync(dir + f, 'utf8')));
    const sideEffects = JSON.parse(readFileSync(dir + 'package.json', 'utf8')).sideEffects;
    console.log(JSON.stringify({ v: PROTOCOL_VERSION, plain: plain.device_os, shell: inShell.app_ver, conformance: typeof runConformance, bare, sideEffects }));
  `,
  printed: { v: 2, plain: 'web', shell: '3.2.0', conformance: 'function', bare: [], sideEffects: false },
});

describe('given the workspace release configuration', () => {
  it('then nx release covers exactly the two reusable packages, each with its own version, tag and CHANGELOG.md, published from dist', async () => {
    const { readFile } = await import('node:fs/promises');
    const nx = JSON.parse(await readFile(`${workspaceRoot}/nx.json`, 'utf8')) as {
      release: Record<string, unknown> & { version: Record<string, unknown>; changelog: { projectChangelogs: Record<string, unknown> } };
      targetDefaults: Record<string, { options?: Record<string, unknown> }>;
    };
    expect(nx.release['projects']).toEqual(['bridge', 'barcode']);
    expect(nx.release['projectsRelationship']).toBe('independent');
    expect(nx.release.version['conventionalCommits']).toBe(true);
    expect(nx.release.changelog.projectChangelogs['file']).toBe('{projectRoot}/CHANGELOG.md');
    expect(nx.targetDefaults['nx-release-publish']?.options?.['packageRoot']).toBe('dist/{projectRoot}');
  });
});
