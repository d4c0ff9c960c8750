/**
 * The gallery as static files: `npx nx run ui:build-gallery` writes
 * dist/libs/ui-gallery/index.html and its scripts under assets/, with relative links, so any host
 * can serve the folder. The demo server serves it at /gallery/ under the app pages' strict policy
 * (a fresh nonce, Trusted Types required), and an e2e journey opens every scenario there and
 * fails on any policy violation. The app's own build never contains it (tools/budgets.mjs).
 */
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = fileURLToPath(new URL('.', import.meta.url));
const outDir = process.env.GALLERY_OUT_DIR ?? resolve(here, '../../../dist/libs/ui-gallery');

export default defineConfig({
  root: here,
  base: './',
  logLevel: 'warn',
  resolve: { tsconfigPaths: true },
  plugins: [react({ jsxImportSource: '@emotion/react' })],
  build: { outDir, emptyOutDir: true, target: 'es2022', modulePreload: { polyfill: false }, reportCompressedSize: false },
});
