/** Workspace module boundaries (extended by the root .eslintrc.json); the list is in module-boundaries.cjs. */
const { moduleBoundariesRule } = require('./module-boundaries.cjs');

module.exports = {
  overrides: [
    {
      files: ['*.ts', '*.tsx', '*.js', '*.jsx', '*.mjs'],
      rules: { '@nx/enforce-module-boundaries': moduleBoundariesRule({ appMayUseTesting: false }) },
    },
    {
      files: [
        '*.test.ts',
        '*.test.tsx',
        '*.spec.ts',
        '*.spec.tsx',
        '**/testing/**/*.ts',
        '**/testing/**/*.tsx',
        '**/tests/**/*.ts',
        '**/tests/**/*.tsx',
        'test-setup.ts',
      ],
      rules: { '@nx/enforce-module-boundaries': moduleBoundariesRule({ appMayUseTesting: true }) },
    },
  ],
};
