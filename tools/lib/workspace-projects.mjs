/**
 * The workspace's project folders (apps/*, libs/*, e2e/* with a project.json), in a stable
 * order, as paths relative to the workspace root: the one list the whole-workspace checks
 * (tools/lint-all.mjs, tools/typecheck-all.mjs) walk, so both see the same projects.
 */
import { existsSync, readdirSync } from 'node:fs';
import { resolve } from 'node:path';

export function projectFolders(root) {
  const folders = [];
  for (const group of ['apps', 'libs', 'e2e']) {
    if (!existsSync(resolve(root, group))) continue;
    for (const name of readdirSync(resolve(root, group)).sort()) {
      if (existsSync(resolve(root, group, name, 'project.json'))) folders.push(`${group}/${name}`);
    }
  }
  return folders;
}
