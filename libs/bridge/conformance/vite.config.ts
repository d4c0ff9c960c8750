/**
 * The conformance page as static files: `npx nx run bridge:build-conformance`
 * writes dist/libs/bridge-conformance/index.html and one script under assets/, with relative
 * links, so any host can serve the folder; the demo server serves it at /bridge-conformance/.
 */
import { defineConfig } from 'vite';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = fileURLToPath(new URL('.', import.meta.url));
const outDir = process.env.CONFORMANCE_OUT_DIR ?? resolve(here, '../../../dist/libs/bridge-conformance');

export default defineConfig({
  root: here,
  base: './',
  logLevel: 'warn',
  build: { outDir, emptyOutDir: true, target: 'es2022', modulePreload: false, reportCompressedSize: false },
});
