// @vitest-environment node
/**
 * The app's import rules (docs/architecture.md "Import rules"), enforced by
 * `import/no-restricted-paths` in apps/bottle-web/eslint-import-zones.cjs. These probes lint imports
 * that are not in the tree: a wrong-way import must fail lint, a right-way one must pass.
 */
import { mkdirSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { loadESLint } from 'eslint';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });
const projectRoot = `${resolve(__dirname, '..')}/`;
type Lint = (filePath: string, code: string) => Promise<string[]>;
let lint: Lint;

/** A fresh ESLint (so the config, and the feature folders it derives zones from, are read now). */
async function importRuleLinter(): Promise<Lint> {
  process.env['ESLINT_USE_FLAT_CONFIG'] = 'false';
  const ESLint = await loadESLint({ useFlatConfig: false });
  const eslint = new ESLint({ cwd: projectRoot });
  return async (filePath, code) => {
    const [result] = await eslint.lintText(code, { filePath: `${projectRoot}${filePath}` });
    return (result?.messages ?? []).filter((m) => m.ruleId === 'import/no-restricted-paths').map((m) => m.message);
  };
}

beforeAll(async () => {
  lint = await importRuleLinter();
});

/** The source of a probe module that imports `name` from `from` and uses it (so only the import rule can fail). */
function importing(name: string, from: string): string {
  return `import { ${name} } from '${from}';\nexport const probe = ${name};\n`;
}

describe('import rules of the app', () => {
  it.each([
    ['a feature importing src/app', 'src/features/main/probe.tsx', importing('buildRoutes', '../../app/router')],
    [
      'a feature importing another feature',
      'src/features/catalogue/routes/probe.tsx',
      importing('DiaryForm', '../../content/components/diary-form'),
    ],
    ['src/lib importing a feature', 'src/lib/probe.ts', importing('MainPage', '../features/main/routes/main-page')],
    ['src/lib importing src/app', 'src/lib/popups/probe.ts', importing('buildRoutes', '../../app/router')],
    ['src/config importing a feature', 'src/config/probe.ts', importing('MainPage', '../features/main/routes/main-page')],
  ])('given %s, then lint fails', async (_what, file, code) => {
    expect(await lint(file, code)).toEqual([expect.stringContaining('restricted zone')]);
  });

  it.each([
    ['a feature importing src/lib', 'src/features/main/probe.tsx', importing('useAppSelector', '../../lib/store/hooks')],
    ['a feature importing its own parts', 'src/features/content/routes/probe.tsx', importing('DiaryForm', '../components/diary-form')],
    ['src/app importing a feature', 'src/app/probe.ts', importing('MainPage', '../features/main/routes/main-page')],
  ])('given %s, then lint passes', async (_what, file, code) => {
    expect(await lint(file, code)).toEqual([]);
  });
});

describe('a feature folder added later', () => {
  // A folder of its own (not in the tree, removed after): the zones come from the folders that exist.
  const feature = `zz-lint-probe-${process.pid}`;
  const folder = resolve(projectRoot, 'src/features', feature);
  let lintNow: Lint;

  beforeAll(async () => {
    mkdirSync(resolve(folder, 'routes'), { recursive: true });
    lintNow = await importRuleLinter();
  });
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it('given the new feature importing another feature, then lint fails', async () => {
    const code = importing('MainPage', '../../main/routes/main-page');
    expect(await lintNow(`src/features/${feature}/routes/probe.tsx`, code)).toEqual([expect.stringContaining('restricted zone')]);
  });

  it('given the new feature importing its own parts and src/lib, then lint passes', async () => {
    expect(await lintNow(`src/features/${feature}/routes/probe.tsx`, importing('Part', '../components/part'))).toEqual([]);
    expect(await lintNow(`src/features/${feature}/routes/probe.tsx`, importing('useAppSelector', '../../../lib/store/hooks'))).toEqual([]);
  });
});
