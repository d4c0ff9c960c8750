import { defineConfig } from 'vitest/config';
import { testConfig, workspaceRoot } from '../../tools/vitest-shared.ts';

export default defineConfig({
  // jsdom test files load the shared setup (tools/vitest-clock.ts) through Vite's file server,
  // which serves only the project's folder unless told otherwise.
  server: { fs: { allow: [workspaceRoot] } },
  test: testConfig('bridge', 'jsdom'),
});
