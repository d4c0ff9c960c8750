import { defineConfig } from 'vitest/config';
import { testConfig } from '../../tools/vitest-shared.ts';

export default defineConfig({
  // @bottle/domain and @bottle/barcode resolve through tsconfig.base.json paths (Vite 8 native option).
  resolve: { tsconfigPaths: true },
  // Emotion's JSX runtime, so the `css` prop works in tests exactly as in the app build.
  oxc: { jsx: { importSource: '@emotion/react' } },
  test: testConfig('ui', 'jsdom', {
    setupFiles: ['./src/test-setup.ts'],
    // Role queries over portalled dialogs are slow in jsdom on the shared 2-core machine;
    // the default 5 s cut off healthy first tests of a file while others were compiling.
    testTimeout: 30000,
    // One module graph and one jsdom for all the files of a worker: a fresh jsdom and import per
    // file were most of the suite's CPU (docs/decisions/0752-node-suites-share-a-module-graph.md).
    isolate: false,
  }),
});
