/**
 * The release check of the reusable libraries: build a library as it is
 * published, `npm pack` it, and install the tarball into an empty project outside the monorepo
 * (a temp folder, offline: the packages have no runtime dependency), as another team would.
 * Used (through tools/package-suites.ts) by libs/bridge/tests/pack.test.ts and libs/barcode/tests/pack.test.ts.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface InstalledPackage {
  /** The tarball npm pack wrote, e.g. bottle-bridge-1.0.0.tgz. */
  readonly tarball: string;
  /** The empty consumer project the tarball is installed in. */
  readonly project: string;
  /** The package.json of the installed copy. */
  readonly installedManifest: Record<string, unknown>;
  /** Files in the tarball, as npm listed them. */
  readonly files: readonly string[];
  /** Runs an ES module script in the consumer project with plain node; returns its stdout. */
  run(script: string): string;
  dispose(): void;
}

const quiet = { stdio: ['ignore', 'pipe', 'pipe'] as ['ignore', 'pipe', 'pipe'], encoding: 'utf8' as const };

export function packAndInstall(libDir: string, workspaceRoot: string): InstalledPackage {
  const base = mkdtempSync(join(tmpdir(), 'bottle-packed-'));
  const built = join(base, 'package');
  const project = join(base, 'consumer');
  try {
    execFileSync(process.execPath, [join(workspaceRoot, 'tools/build-lib.mjs')], {
      ...quiet,
      cwd: libDir,
      env: { ...process.env, BUILD_LIB_OUT_DIR: built },
    });
    const packed = JSON.parse(
      execFileSync('npm', ['pack', '--json', '--pack-destination', base], {
        ...quiet,
        cwd: built,
        env: { ...process.env, npm_config_loglevel: 'error' },
      }),
    ) as Array<{ filename: string; files: Array<{ path: string }> }>;
    const first = packed[0];
    if (!first) throw new Error('npm pack wrote no tarball');
    const tarball = join(base, first.filename);
    mkdirSync(project);
    writeFileSync(join(project, 'package.json'), JSON.stringify({ name: 'another-team', private: true, type: 'module' }));
    // --offline: nothing may come from the network; a package with no dependency installs anyway.
    execFileSync('npm', ['install', tarball, '--offline', '--no-audit', '--no-fund', '--ignore-scripts'], {
      ...quiet,
      cwd: project,
      env: { ...process.env, npm_config_loglevel: 'error' },
    });
    const name = JSON.parse(readFileSync(join(built, 'package.json'), 'utf8')).name as string;
    const installedManifest = JSON.parse(readFileSync(join(project, 'node_modules', name, 'package.json'), 'utf8')) as Record<
      string,
      unknown
    >;
    return {
      tarball,
      project,
      installedManifest,
      files: first.files.map((f) => f.path),
      run: (script) => execFileSync(process.execPath, ['--input-type=module', '-e', script], { ...quiet, cwd: project }),
      dispose: () => rmSync(base, { recursive: true, force: true }),
    };
  } catch (error) {
    rmSync(base, { recursive: true, force: true });
    throw error;
  }
}

/**
 * What is wrong with an installed package for another team, empty when nothing: a file it must
 * carry is missing (README, CHANGELOG, package.json, the entry points and their declarations),
 * it ships sources or tests, it declares a runtime dependency, or the install brought in more
 * than the package itself.
 */
export function publishProblems(pkg: InstalledPackage, entryPoints: readonly string[]): string[] {
  const problems: string[] = [];
  const required = ['README.md', 'CHANGELOG.md', 'package.json', ...entryPoints.flatMap((e) => [`${e}.js`, `${e}.d.ts`])];
  for (const file of required) if (!pkg.files.includes(file)) problems.push(`missing ${file}`);
  for (const file of pkg.files) if (/\.test\.js$|(?<!\.d)\.ts$/.test(file)) problems.push(`ships ${file}`);
  if ('dependencies' in pkg.installedManifest) problems.push('declares runtime dependencies');
  const installed = readdirSync(join(pkg.project, 'node_modules')).filter((n) => !n.startsWith('.'));
  if (installed.join() !== '@bottle') problems.push(`installed ${installed.join(', ')}`);
  return problems;
}
