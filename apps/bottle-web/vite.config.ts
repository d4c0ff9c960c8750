/// <reference types="vitest/config" />
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { testConfig, workspaceRoot } from '../../tools/vitest-shared.ts';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  cacheDir: resolve(workspaceRoot, 'node_modules/.vite/apps/bottle-web'),
  resolve: { tsconfigPaths: true },
  plugins: [react({ jsxImportSource: '@emotion/react' })],
  server: { port: 4200, host: 'localhost' },
  preview: { port: 4200, host: 'localhost' },
  build: {
    outDir: resolve(workspaceRoot, 'dist/apps/bottle-web'),
    emptyOutDir: true,
    reportCompressedSize: false,
    // tools/budgets.mjs reads the manifest to find what the first route loads.
    manifest: true,
    sourcemap: true,
    target: 'es2022',
    // Every browser the app supports preloads modules natively or simply loads them on use;
    // the polyfill would cost first-route bytes for nothing.
    modulePreload: false,
    rolldownOptions: {
      output: {
        // The framework every first visit loads goes into one chunk: one file compresses better
        // and needs less cross-chunk glue than the small shared chunks automatic splitting makes.
        codeSplitting: {
          groups: [
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|@reduxjs|immer|reselect|redux|react-redux|use-sync-external-store|@emotion|stylis|hoist-non-react-statics|react-is)[\\/]/,
            },
          ],
        },
      },
      treeshake: {
        // These libraries have no module-level side effects (Emotion's styled() calls and
        // constant tables only), so a module whose exports are unused can be dropped and each
        // lazy route carries only the components it uses (budgets: tools/budgets.mjs).
        // libs/api is listed too: an endpoint module that registers endpoints no screen uses
        // can go; every endpoint the app calls is reached through the hook or the endpoint
        // object it uses, which keeps its module.
        moduleSideEffects: (id: string) => (/\/libs\/(ui|domain|barcode|api|bridge)\/src\/|\/apps\/bottle-web\/src\/lib\/kit\//.test(id) ? false : undefined),
      },
    },
  },
  test: testConfig('bottle-web', 'jsdom', { setupFiles: ['src/test-setup.ts'] }),
});
