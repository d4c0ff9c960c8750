import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { projectFolders } from './workspace-projects.mjs';

test('the project folders are those of apps, libs and e2e with a project.json, sorted within each group; other folders are not projects', () => {
  const root = mkdtempSync(join(tmpdir(), 'projects-'));
  try {
    for (const dir of ['libs/ui', 'libs/api', 'apps/web', 'e2e/web-e2e', 'libs/notes', 'tools/lib'])
      mkdirSync(join(root, dir), { recursive: true });
    for (const dir of ['libs/ui', 'libs/api', 'apps/web', 'e2e/web-e2e', 'tools/lib']) writeFileSync(join(root, dir, 'project.json'), '{}');
    assert.deepEqual(projectFolders(root), ['apps/web', 'libs/api', 'libs/ui', 'e2e/web-e2e']);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});
