import { defineConfig } from 'vitest/config';
import { testConfig } from '../../tools/vitest-shared.ts';

export default defineConfig({
  test: testConfig('domain', 'node', { setupFiles: ['./src/test-setup.ts'] }),
});
