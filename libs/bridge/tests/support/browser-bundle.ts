/**
 * Shared by the library's Chromium tests: one source module of the library bundled as a single
 * classic script (IIFE) with the workspace's Vite, to inline under a nonce; and the Chromium the
 * workspace uses (CHROMIUM_PATH, else Debian's /usr/bin/chromium), undefined when there is none.
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';

export const chromiumPath: string | undefined =
  process.env['CHROMIUM_PATH'] || (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);

/** The JavaScript of `src/<module>.ts` and everything it imports, as one script; `name` its global. */
export async function bundleScript(module: string, name: string): Promise<string> {
  const libDir = fileURLToPath(new URL('../..', import.meta.url));
  const result = await build({
    configFile: false,
    logLevel: 'silent',
    root: libDir,
    build: {
      write: false,
      minify: false,
      emptyOutDir: false,
      lib: { entry: `src/${module}.ts`, formats: ['iife'], name, fileName: () => `${module}.js` },
    },
  });
  const output = (Array.isArray(result) ? result[0] : result) as { output: Array<{ code?: string }> };
  const code = output.output[0]?.code;
  if (!code) throw new Error(`bundling src/${module}.ts gave no script`);
  // Safe to inline in a <script> element.
  return code.replace(/<\/script/gi, '<\\/script');
}
