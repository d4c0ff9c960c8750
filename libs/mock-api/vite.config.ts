import { defineConfig } from 'vitest/config';
import { testConfig } from '../../tools/vitest-shared';

export default defineConfig({
  // @bottle/domain and @bottle/api resolve through tsconfig.base.json paths (docs/conventions.md).
  resolve: { tsconfigPaths: true },
  test: testConfig('mock-api', 'node'),
});
