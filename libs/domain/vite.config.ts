import { defineConfig } from 'vitest/config';
import { testConfig } from '../../tools/vitest-shared.ts';

export default defineConfig({
  // One module graph for all the files of a worker: importing the project anew for each file
  // was most of its time (docs/decisions/0752-node-suites-share-a-module-graph.md).
  test: testConfig('domain', 'node', { setupFiles: ['./src/test-setup.ts'], isolate: false }),
});
