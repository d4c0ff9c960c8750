#!/usr/bin/env node
/**
 * Builds a reusable library (libs/barcode, libs/bridge) for other teams of the chain:
 * ESM with one output module per source module (so bundlers can tree-shake per format),
 * type declarations from tsc, and the library's own package.json and README.
 *
 * Run from the library's folder (the Nx `build` target does). Entry points come from the
 * "exports" map of the library's package.json: "." -> src/index.ts, "./x" -> src/x.ts.
 * The build fails if the package declares any runtime dependency: these libraries promise none.
 */
import { build } from 'vite';
import { execFileSync } from 'node:child_process';
import { copyFileSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';

const libDir = process.cwd();
const root = resolve(libDir, '../..');
const name = basename(libDir);
// BUILD_LIB_OUT_DIR lets a test build the package into its own temp folder (the libs'
// consumer type-check tests) without touching the shared dist folder.
const outDir = process.env.BUILD_LIB_OUT_DIR ? resolve(process.env.BUILD_LIB_OUT_DIR) : join(root, 'dist/libs', name);
const pkg = JSON.parse(readFileSync(join(libDir, 'package.json'), 'utf8'));

if (pkg.dependencies && Object.keys(pkg.dependencies).length > 0) {
  console.error(`${pkg.name} must have no runtime dependency, found: ${Object.keys(pkg.dependencies).join(', ')}`);
  process.exit(1);
}

const entry = {};
for (const key of Object.keys(pkg.exports ?? { '.': {} })) {
  if (key === './package.json') continue;
  const base = key === '.' ? 'index' : key.replace(/^\.\//, '');
  entry[base] = join(libDir, 'src', `${base}.ts`);
}

rmSync(outDir, { recursive: true, force: true });
await build({
  root: libDir,
  configFile: false,
  logLevel: 'warn',
  build: {
    outDir,
    emptyOutDir: true,
    minify: false,
    sourcemap: true,
    target: 'es2022',
    lib: { entry, formats: ['es'] },
    rolldownOptions: {
      // Nothing outside the package may be bundled in or left as an import: zero dependencies.
      external: () => false,
      output: { preserveModules: true, preserveModulesRoot: join(libDir, 'src'), entryFileNames: '[name].js' },
    },
  },
});

execFileSync(join(root, 'node_modules/.bin/tsc'), ['-p', 'tsconfig.lib.json', '--outDir', outDir], {
  cwd: libDir,
  stdio: 'inherit',
});

const { scripts: _scripts, devDependencies: _dev, ...published } = pkg;
writeFileSync(join(outDir, 'package.json'), JSON.stringify(published, null, 2) + '\n');
for (const file of ['README.md', 'CHANGELOG.md']) {
  if (existsSync(join(libDir, file))) copyFileSync(join(libDir, file), join(outDir, file));
}
console.log(`built ${pkg.name} -> ${outDir}`);
