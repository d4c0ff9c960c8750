/**
 * One chunk for the app's start-up code instead of the handful automatic splitting makes.
 *
 * Every page loads the entry and everything it imports statically; the bundler still split small
 * pieces of that code (the API's base query and cache tags, the paths, the message catalogue, the
 * Korean day, the code table …) into chunks of their own, because lazy screens import them too.
 * Each chunk costs a request, its import/export glue and its own compression context. Those
 * pieces load on every visit anyway, before any lazy screen can, so they lose nothing by
 * travelling together: the `start` group takes every module the entries import statically
 * (Rolldown's `$initial` tag: what survives tree-shaking, not what a barrel names), except
 * - the framework libraries (their own `framework` group);
 * - what the early-data module shares with the app (`early`): src/early.ts runs before the
 *   framework has arrived and must stay a few hundred bytes, so those modules keep their own
 *   small chunk. The build fails when the early chunk imports anything else (a new import of
 *   the early module must be added to `early`, or the early module would wait for the whole
 *   start chunk).
 *
 * @example
 * const start = startChunk({ early: /…/, earlyEntry: 'src/early.ts', exclude: FRAMEWORK });
 * plugins: [start.plugin], output: { codeSplitting: { groups: [framework, start.group] } }
 */
import type { Plugin } from 'vite';

export interface StartChunkOptions {
  /** The early-data entry module, relative to the app's root. */
  earlyEntry: string;
  /** The modules the early-data entry shares with the app: they stay out of the group. */
  early: RegExp;
  /** Module ids matched here stay out (the framework, captured by its own group). */
  exclude: RegExp;
}

/** A chunk as the check reads it (a subset of Rolldown's output chunk). */
export interface ChunkView {
  type: 'chunk' | 'asset';
  fileName: string;
  facadeModuleId?: string | null;
  imports?: readonly string[];
  moduleIds?: readonly string[];
}

/**
 * What is wrong with the early chunk's imports: each chunk it imports must hold only modules
 * that `early` names (else the early module would load start-up code before it can run).
 */
export function earlyImportProblems(bundle: Record<string, ChunkView>, options: Pick<StartChunkOptions, 'earlyEntry' | 'early'>): string[] {
  const chunks = Object.values(bundle).filter((c) => c.type === 'chunk');
  const early = chunks.find((c) => c.facadeModuleId?.replace(/\\/g, '/').endsWith(`/${options.earlyEntry}`));
  if (!early) return [`the early-data entry (${options.earlyEntry}) is not in the bundle`];
  const problems: string[] = [];
  for (const file of early.imports ?? []) {
    const chunk = chunks.find((c) => c.fileName === file);
    const foreign = (chunk?.moduleIds ?? []).filter((id) => !options.early.test(id) && !id.startsWith('\0'));
    if (foreign.length) problems.push(`the early-data chunk imports ${file}, which holds ${foreign.join(', ')}`);
  }
  return problems;
}

export function startChunk(options: StartChunkOptions): {
  plugin: Plugin;
  group: { name: string; test: (id: string) => boolean; tags: ['$initial']; includeDependenciesRecursively: false };
} {
  return {
    plugin: {
      name: 'bottle-start-chunk',
      apply: 'build',
      generateBundle(_output, bundle) {
        const problems = earlyImportProblems(bundle as unknown as Record<string, ChunkView>, options);
        if (problems.length)
          this.error(`${problems.join('\n')}\nName the early module's new imports in its \`early\` list (tools/vite-start-chunk.ts).`);
      },
    },
    // Only the matched modules: their imports stay where they are (the framework, the early chunk).
    group: {
      name: 'start',
      test: (id) => !options.exclude.test(id) && !options.early.test(id),
      tags: ['$initial'],
      includeDependenciesRecursively: false,
    },
  };
}
