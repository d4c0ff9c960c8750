import { defineConfig } from 'vitest/config';
import { testConfig } from '../../tools/vitest-shared.ts';

export default defineConfig({
  test: testConfig('bridge', 'jsdom'),
});
