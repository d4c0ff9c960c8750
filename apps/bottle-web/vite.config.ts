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
  },
  test: testConfig('bottle-web', 'jsdom', { setupFiles: ['src/test-setup.ts'] }),
});
