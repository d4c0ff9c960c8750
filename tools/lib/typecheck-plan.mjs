/**
 * One TypeScript program for every project's typecheck (`npm test`, `npm run typecheck`).
 *
 * Each project's `typecheck` target runs `tsc -p <its tsconfig> --noEmit`, and each of those
 * programs parses and checks the libraries the project imports through the base paths again:
 * ten programs took 176 CPU-seconds here, one program over the same files 69. The per-project
 * targets stay (a team running one library's checks, `npm run affected`); `npm test` runs the
 * combined program instead (docs/decisions/0732-one-lint-and-typecheck-run.md).
 *
 * The plan is derived from the projects' own tsconfig files, so it cannot drift from them: a
 * project whose tsconfig sets anything beyond the base's options and `types` (which the combined
 * program unions) keeps a program of its own.
 */
import { posix } from 'node:path';

/** The typecheck command's tsconfig (`tsc -p <file>`), or null when the target is not tsc. */
export function tsconfigOfCommand(command) {
  const m = /^tsc\s+(?:.*\s)?-p\s+(\S+)/.exec(String(command ?? '').trim());
  return m ? m[1] : null;
}

/**
 * @param {{ root: string, tsconfigPath: string, tsconfig: { extends?: string, compilerOptions?: object, include?: string[], files?: string[] } }[]} projects
 *   each project's folder and tsconfig (paths relative to the workspace root, posix), and the
 *   tsconfig's parsed JSON.
 * @param {{ base: string, outDir: string }} where the base tsconfig and the folder the combined
 *   tsconfig is written to (both relative to the workspace root).
 * @returns {{ tsconfig: object | null, combined: string[], separate: { root: string, tsconfigPath: string, reason: string }[] }}
 */
export function typecheckPlan(projects, { base, outDir }) {
  const combined = [];
  const separate = [];
  const include = [];
  const types = new Set();
  for (const p of projects) {
    const dir = posix.dirname(p.tsconfigPath);
    const extendsPath = p.tsconfig.extends ? posix.normalize(posix.join(dir, p.tsconfig.extends)) : null;
    const own = Object.keys(p.tsconfig.compilerOptions ?? {}).filter((k) => k !== 'types');
    const reason =
      extendsPath !== base
        ? `extends ${extendsPath ?? 'nothing'}, not ${base}`
        : own.length > 0
          ? `sets ${own.join(', ')}`
          : p.tsconfig.files
            ? 'lists files'
            : !p.tsconfig.include?.length
              ? 'has no include'
              : null;
    if (reason) {
      separate.push({ root: p.root, tsconfigPath: p.tsconfigPath, reason });
      continue;
    }
    combined.push(p.root);
    for (const t of p.tsconfig.compilerOptions?.types ?? []) types.add(t);
    for (const glob of p.tsconfig.include) {
      const fromRoot = posix.normalize(posix.join(dir, glob));
      const rel = posix.relative(outDir, fromRoot);
      if (!include.includes(rel)) include.push(rel);
    }
  }
  const tsconfig = combined.length
    ? {
        extends: posix.relative(outDir, base),
        compilerOptions: { types: [...types].sort(), noEmit: true },
        include,
      }
    : null;
  return { tsconfig, combined, separate };
}
