/// <reference types="vitest/config" />
/**
 * The store desk: a small second app, served by the demo server under /desk/
 * with the same strict policy as the member app's pages. Built to dist/apps/store-desk.
 */
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { testConfig, workspaceRoot } from '../../tools/vitest-shared.ts';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { privateSourcemaps } from '../../tools/vite-private-sourcemaps.ts';

/** Where the desk lives on the demo server (and on the chain's host). */
export const DESK_BASE = '/desk/';

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: DESK_BASE,
  cacheDir: resolve(workspaceRoot, 'node_modules/.vite/apps/store-desk'),
  resolve: { tsconfigPaths: true },
  plugins: [react({ jsxImportSource: '@emotion/react' }), privateSourcemaps()],
  server: { port: 4201, host: 'localhost', proxy: { '/desk-api': 'http://localhost:4200' } },
  build: {
    outDir: resolve(workspaceRoot, 'dist/apps/store-desk'),
    emptyOutDir: true,
    reportCompressedSize: false,
    // Maps for error reporting only, out of the served folder (tools/vite-private-sourcemaps.ts).
    sourcemap: 'hidden',
    target: 'es2022',
    modulePreload: { polyfill: false },
    rolldownOptions: {
      // The workspace libraries have no module-level side effects (as in apps/bottle-web's
      // config): the desk carries only the libs/ui components and libs/api calls it uses.
      treeshake: { moduleSideEffects: (id: string) => (/\/libs\/(ui|domain|barcode|api)\/src\//.test(id) ? false : undefined) },
    },
  },
  test: testConfig('store-desk', 'jsdom', { setupFiles: ['src/test-setup.ts'], testTimeout: 20_000 }),
});
