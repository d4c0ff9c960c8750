/**
 * Source maps for error reporting, never served. A live build's maps carried the full TypeScript
 * source next to the scripts, where anyone could read them. With `build.sourcemap: 'hidden'` Vite
 * writes the maps without pointing the scripts at them; this plugin then takes them out of the
 * served folder and writes them to `<outDir>-sourcemaps/` (same relative paths), for an error
 * reporter to upload. The demo server also answers 404 for any `*.map` (apps/demo-server).
 *
 * @example
 * build: { outDir: 'dist/apps/bottle-web', sourcemap: 'hidden' },
 * plugins: [privateSourcemaps()],
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import type { Plugin } from 'vite';

export function privateSourcemaps(): Plugin {
  let mapsDir = '';
  return {
    name: 'bottle-private-sourcemaps',
    apply: 'build',
    configResolved(config) {
      mapsDir = `${resolve(config.root, config.build.outDir)}-sourcemaps`;
    },
    buildStart() {
      rmSync(mapsDir, { recursive: true, force: true });
    },
    generateBundle(_options, bundle) {
      for (const [fileName, output] of Object.entries(bundle)) {
        if (output.type !== 'asset' || !fileName.endsWith('.map')) continue;
        const target = join(mapsDir, fileName);
        mkdirSync(dirname(target), { recursive: true });
        writeFileSync(target, output.source);
        delete bundle[fileName];
      }
    },
  };
}
