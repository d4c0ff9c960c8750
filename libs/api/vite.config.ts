import { defineConfig } from 'vitest/config';
import { testConfig } from '../../tools/vitest-shared.ts';

export default defineConfig({
  // Resolves @bottle/domain through tsconfig.base.json paths.
  resolve: { tsconfigPaths: true },
  test: testConfig('api', 'node'),
});
