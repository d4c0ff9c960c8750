/// <reference types="vitest/config" />
/**
 * The demo server is built as one Node ES module: `vite build --ssr src/main.ts`
 * writes dist/apps/demo-server/main.mjs. The workspace libraries (@bottle/mock-api and what it
 * imports, resolved through tsconfig.base.json paths) are bundled into it; npm packages (msw …)
 * and node: built-ins stay imports, found in the workspace's node_modules at run time.
 */
import { defineConfig } from 'vite';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { testConfig, workspaceRoot } from '../../tools/vitest-shared.ts';

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  cacheDir: resolve(workspaceRoot, 'node_modules/.vite/apps/demo-server'),
  resolve: { tsconfigPaths: true },
  // SSR builds keep bare package imports external by default; the workspace's own libraries are
  // source, not packages, and must be bundled.
  ssr: { target: 'node', noExternal: [/^@bottle\//] },
  build: {
    outDir: resolve(workspaceRoot, 'dist/apps/demo-server'),
    emptyOutDir: true,
    target: 'node20',
    sourcemap: true,
    minify: false,
    reportCompressedSize: false,
    rolldownOptions: {
      output: { format: 'es', entryFileNames: 'main.mjs' },
    },
  },
  // One module graph for all the files of a worker: importing the project anew for each file
  // was most of its time (docs/decisions/0752-node-suites-share-a-module-graph.md).
  test: testConfig('demo-server', 'node', { isolate: false }),
});
