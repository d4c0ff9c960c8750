/**
 * The app build's own hosts for the policy: `csp-sources.json` beside the built
 * index.html (apps/bottle-web vite.config.ts writes it from the build's configuration: absolute
 * API bases, the sign-on host, gtag's hosts and Trusted Types policy when a GA measurement ID is
 * set). Read when it changes, like the route table (./route-preload.ts). No file (an older build,
 * the test fixtures): nothing beyond 'self'. A file that is not plain https origins is refused
 * with a warning and the policy stays at 'self': a broken file never widens it.
 */
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { cspOptionsFromBuild } from './security';

export type BuildCspOptions = ReturnType<typeof cspOptionsFromBuild>;

export function createBuildCspOptions(
  appDist: string,
  warn: (message: string) => void,
): () => Promise<BuildCspOptions | Record<string, never>> {
  const path = join(appDist, 'csp-sources.json');
  let cached: { mtimeMs: number; size: number; options: BuildCspOptions | Record<string, never> } | undefined;
  return async () => {
    let info;
    try {
      info = await stat(path);
    } catch {
      cached = undefined;
      return {};
    }
    if (cached && cached.mtimeMs === info.mtimeMs && cached.size === info.size) return cached.options;
    let options: BuildCspOptions | Record<string, never> = {};
    try {
      options = cspOptionsFromBuild(await readFile(path, 'utf8'));
    } catch (error) {
      warn(`${path} is not used (the policy allows only this origin): ${(error as Error).message}`);
    }
    cached = { mtimeMs: info.mtimeMs, size: info.size, options };
    return options;
  };
}
