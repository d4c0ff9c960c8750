/**
 * The app's import rules (docs/architecture.md "Import rules") as `import/no-restricted-paths` zones.
 * The "a feature imports no other feature" zones are derived from the folders of src/features, so a
 * new feature is covered the moment its folder exists (no list to keep in step by hand).
 */
const { readdirSync } = require('node:fs');
const { join } = require('node:path');

const featuresDir = join(__dirname, 'src', 'features');
const features = readdirSync(featuresDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();

module.exports = {
  overrides: [
    {
      files: ['src/**/*.ts', 'src/**/*.tsx'],
      plugins: ['import'],
      settings: { 'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs'] } } },
      rules: {
        'import/no-restricted-paths': [
          'error',
          {
            basePath: __dirname,
            zones: [
              {
                target: './src/features',
                from: './src/app',
                message:
                  'Features never import src/app (composition: router, bootstrap, layout). Shared plumbing lives in src/lib (docs/architecture.md).',
              },
              {
                target: ['./src/lib', './src/config', './src/components'],
                from: ['./src/features', './src/app'],
                message:
                  'src/lib, src/config and src/components are shared plumbing: they import no feature and not src/app (docs/architecture.md).',
              },
              ...features.map((feature) => ({
                target: `./src/features/${feature}`,
                from: './src/features',
                except: [`./${feature}`],
                message:
                  'A feature imports no other feature: what two features share belongs in src/lib or a library (docs/architecture.md).',
              })),
            ],
          },
        ],
      },
    },
  ],
};
