import { defineConfig } from 'vitest/config';
import { testConfig } from '../../tools/vitest-shared';

export default defineConfig({
  // @bottle/domain and @bottle/api resolve through tsconfig.base.json paths (docs/conventions.md).
  resolve: { tsconfigPaths: true },
  // One module graph for all the files of a worker: importing the project anew for each file
  // was most of its time (docs/decisions/0752-node-suites-share-a-module-graph.md).
  test: testConfig('mock-api', 'node', { isolate: false }),
});
