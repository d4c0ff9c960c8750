/**
 * The React lint rules (tools/eslint/react.cjs) hold in every React project of the workspace:
 * the rules of hooks, exhaustive effect dependencies and jsx-a11y. These probes lint code that is
 * not in the tree, through each project's own ESLint config.
 */
import { resolve } from 'node:path';
import { loadESLint } from 'eslint';
import { beforeAll, describe, expect, it, vi } from 'vitest';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });
const workspaceRoot = resolve(__dirname, '../../..');
let ESLintClass: Awaited<ReturnType<typeof loadESLint>>;

beforeAll(async () => {
  process.env['ESLINT_USE_FLAT_CONFIG'] = 'false';
  ESLintClass = await loadESLint({ useFlatConfig: false });
});

/** The rule ids lint reports for `code` as the file `file` of the project at `project`. */
async function ruleIds(project: string, file: string, code: string): Promise<string[]> {
  const cwd = resolve(workspaceRoot, project);
  const eslint = new ESLintClass({ cwd });
  const [result] = await eslint.lintText(code, { filePath: resolve(cwd, file) });
  return (result?.messages ?? []).map((m) => m.ruleId ?? m.message).filter((id) => id !== '@nx/enforce-module-boundaries');
}

const conditionalHook = `import { useState } from 'react';
export function Probe({ on }: { on: boolean }) {
  if (on) {
    const [count] = useState(0);
    return <p>{count}</p>;
  }
  return null;
}
`;
const missingDependency = `import { useEffect } from 'react';
export function Probe({ id, load }: { id: string; load: (id: string) => void }) {
  useEffect(() => {
    load(id);
  }, []);
  return null;
}
`;
const unlabelledClick = `export function Probe({ go }: { go: () => void }) {
  return <div onClick={go}>open</div>;
}
`;
const fine = `import { useEffect, useState } from 'react';
export function Probe({ id, load }: { id: string; load: (id: string) => void }) {
  const [count] = useState(0);
  useEffect(() => {
    load(id);
  }, [id, load]);
  return <button type="button" onClick={() => load(id)}>{count}</button>;
}
`;

describe.each([
  ['apps/bottle-web', 'src/features/main/probe.tsx'],
  ['apps/store-desk', 'src/probe.tsx'],
  ['libs/ui', 'src/probe.tsx'],
])('React lint rules in %s', (project, file) => {
  it('given a conditionally called hook, then lint fails', async () => {
    expect(await ruleIds(project, file, conditionalHook)).toContain('react-hooks/rules-of-hooks');
  });

  it('given an effect missing a dependency, then lint fails', async () => {
    expect(await ruleIds(project, file, missingDependency)).toContain('react-hooks/exhaustive-deps');
  });

  it('given a clickable div with no keyboard or role, then lint fails', async () => {
    expect(await ruleIds(project, file, unlabelledClick)).toEqual(
      expect.arrayContaining(['jsx-a11y/click-events-have-key-events', 'jsx-a11y/no-static-element-interactions']),
    );
  });

  it('given hooks called at the top with their dependencies, then lint passes', async () => {
    expect(await ruleIds(project, file, fine)).toEqual([]);
  });
});
