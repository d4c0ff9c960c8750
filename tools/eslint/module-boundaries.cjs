/**
 * The one list of which project may import which (`@nx/enforce-module-boundaries`).
 * Every ESLint config that checks module boundaries builds its rule here, so the list exists once:
 * production code of an app may use util, data-access and ui libraries; tests (and the demo
 * server, which is a test harness of sorts) may also use the testing libraries.
 */
const reactEtc = ['react', 'react-*', 'react/*', '@reduxjs/*', 'redux', '@emotion/*', 'msw', 'msw/*', '@radix-ui/*', 'vaul'];

/** @param {{ appMayUseTesting: boolean }} options */
function moduleBoundariesRule({ appMayUseTesting }) {
  return [
    'error',
    {
      enforceBuildableLibDependency: true,
      banTransitiveDependencies: false,
      allow: [],
      depConstraints: [
        { sourceTag: 'scope:reusable', onlyDependOnLibsWithTags: [], bannedExternalImports: [...reactEtc, 'dompurify', 'qrcode'] },
        { sourceTag: 'type:util', onlyDependOnLibsWithTags: ['type:util'], bannedExternalImports: reactEtc },
        {
          sourceTag: 'type:data-access',
          onlyDependOnLibsWithTags: ['type:util', 'type:data-access'],
          bannedExternalImports: ['@emotion/*', '@radix-ui/*', 'vaul', 'react-router', 'msw/browser'],
        },
        {
          sourceTag: 'type:ui',
          onlyDependOnLibsWithTags: ['type:util', 'type:ui'],
          bannedExternalImports: ['@reduxjs/*', 'react-redux', 'msw', 'msw/*'],
        },
        { sourceTag: 'type:testing', onlyDependOnLibsWithTags: ['type:util', 'type:data-access', 'type:testing'] },
        {
          sourceTag: 'type:app',
          onlyDependOnLibsWithTags: ['type:util', 'type:data-access', 'type:ui', ...(appMayUseTesting ? ['type:testing'] : [])],
        },
        { sourceTag: 'type:e2e', onlyDependOnLibsWithTags: ['type:util', 'type:testing'] },
      ],
      checkDynamicDependenciesExceptions: ['@bottle/mock-api', '@bottle/mock-api/node'],
    },
  ];
}

module.exports = { moduleBoundariesRule };
