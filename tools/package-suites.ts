/**
 * The Vitest suites each reusable library runs against its package as another team gets it,
 * shared by libs/barcode and libs/bridge: a test file names its package
 * and says only what is its own (the consumer source, its entry points, what plain node runs).
 * Build-time tooling: not library code, nothing ships it.
 */
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESOLUTION_MODES, buildPackage, typeCheckConsumer } from './consumer-types';
import { packAndInstall, publishProblems } from './packed-install';

const workspaceRoot = fileURLToPath(new URL('..', import.meta.url));

/** The library folder of a test file in its tests/ folder. */
const libDirOf = (testFileUrl: string): string => fileURLToPath(new URL('..', testFileUrl));

/** Makes the suite's package once before its tests and disposes of it after them. */
function suitePackage<T extends { dispose(): void }>(make: () => T, timeoutMs: number): () => T {
  let made: T | undefined;
  beforeAll(() => {
    made = make();
  }, timeoutMs);
  afterAll(() => made?.dispose());
  return () => {
    if (!made) throw new Error('the package was not made (see the beforeAll failure)');
    return made;
  };
}

/**
 * The built .d.ts files work for another team's project: `consumer` (a src/main.ts using the
 * package, with @ts-expect-error lines that fail when its types collapse to `any`) type-checks
 * with skipLibCheck false under every module resolution other teams use.
 */
export function describeConsumerTypes(packageName: string, testFileUrl: string, consumer: string): void {
  describe(`given the built ${packageName} installed in another team’s project`, () => {
    const pkg = suitePackage(() => buildPackage(libDirOf(testFileUrl), workspaceRoot), 120_000);
    for (const mode of RESOLUTION_MODES) {
      it(`when it type-checks with moduleResolution ${mode} and skipLibCheck false, then there is no error`, () => {
        const result = typeCheckConsumer(pkg(), mode, consumer, workspaceRoot);
        expect(result.output).toBe('');
        expect(result.status).toBe(0);
      }, 120_000);
    }
  });
}

export interface TarballChecks {
  /** The entry points the tarball must carry with their declarations, e.g. ['index']. */
  readonly entryPoints: readonly string[];
  /** The title of the import test ("when node imports it, then ..."). */
  readonly whenImported: string;
  /** An ES module run with plain node in the consumer project; it prints one JSON line. */
  readonly script: string;
  /** What that line must parse to. */
  readonly printed: unknown;
}

/**
 * The npm pack tarball installs (offline) into an empty project outside the monorepo, carries
 * what another team needs and nothing else, and works there with plain node.
 */
export function describeTarball(packageName: string, testFileUrl: string, checks: TarballChecks): void {
  const tarballStem = packageName.replace(/^@/, '').replace('/', '-');
  describe(`given the ${packageName} tarball installed in an empty project`, () => {
    const pkg = suitePackage(() => packAndInstall(libDirOf(testFileUrl), workspaceRoot), 180_000);

    it('then it carries its README, CHANGELOG and declarations, ships no sources, and installs nothing else', () => {
      expect(pkg().tarball).toMatch(new RegExp(`${tarballStem}-\\d+\\.\\d+\\.\\d+\\.tgz$`));
      expect(publishProblems(pkg(), checks.entryPoints)).toEqual([]);
    });

    it(checks.whenImported, () => {
      expect(JSON.parse(pkg().run(checks.script).trim())).toEqual(checks.printed);
    });
  });
}
