/**
 * What a clone can read: source, tests and project READMEs state their rules instead of
 * citing the issue tracker (a clone cannot open it), and name only notes that are in the
 * repository. Decision pages (docs/decisions/) may tell their history.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { resolve } from 'node:path';

const root = resolve(fileURLToPath(new URL('.', import.meta.url)), '../..');
const TEXT = /\.(ts|tsx|mts|mjs|js|cjs|json|md|html)$/;
// This file names the patterns it looks for.
const SELF = 'tools/lib/source-hygiene.test.mjs';

function trackedFiles() {
  const out = execFileSync(
    'git',
    ['ls-files', '--', 'apps', 'libs', 'tools', 'e2e', 'README.md', 'docs/architecture.md', 'docs/conventions.md'],
    { cwd: root, encoding: 'utf8' },
  );
  return out.split('\n').filter((f) => TEXT.test(f) && f !== SELF && !f.includes('/mock-data/') && !f.endsWith('content.json'));
}

/** Lines of `files` that match `pattern`, as "path:line: text". */
function offending(files, pattern) {
  const hits = [];
  for (const file of files) {
    const lines = readFileSync(resolve(root, file), 'utf8').split('\n');
    lines.forEach((line, i) => {
      if (pattern.test(line)) hits.push(`${file}:${i + 1}: ${line.trim().slice(0, 120)}`);
    });
  }
  return hits;
}

test('given the tracked source, tests and project docs, then none cites an issue number', () => {
  assert.deepEqual(offending(trackedFiles(), /\bissues?\s+#?\d+/i), []);
});

test('given the tracked source, then no comment points at a design note that is not in the repository', () => {
  assert.deepEqual(offending(trackedFiles(), /\b(style|features|toolchain)\.md\b/), []);
});
