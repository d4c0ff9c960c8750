// @vitest-environment node
/**
 * The build's React Router transform (tools/vite-router-treeshake.ts): with it, the bundler drops
 * what the app does not import of React Router's one large module (`<Form>`,
 * `<ScrollRestoration>`, prefetching); without it they stay. Bundled for real with Rolldown, the
 * app's bundler, from React Router's production build.
 */
import { describe, expect, it } from 'vitest';
import { build, type Plugin, type Rolldown } from 'vite';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
// The app's build plugin lives with the other build tools (tools/ is no Nx project).
// eslint-disable-next-line @nx/enforce-module-boundaries -- the build's own plugin, under test
import { routerTreeShake, shakeableRouter } from '../../../../tools/vite-router-treeshake';

const workspace = resolve(fileURLToPath(new URL('.', import.meta.url)), '../../../..');
const ROUTER = resolve(workspace, 'node_modules/react-router/dist/production/index.mjs');
const ENTRY = 'router-entry';
const ENTRY_ID = '\0router-entry';

/** Bundles an entry importing `names` from React Router; the unminified code. */
async function bundle(names: string[], plugins: Plugin[]): Promise<string> {
  const result = await build({
    configFile: false,
    logLevel: 'silent',
    root: workspace,
    plugins: [
      {
        name: 'entry',
        enforce: 'pre',
        resolveId: (id) => (id.endsWith(ENTRY) ? ENTRY_ID : id === 'react-router' ? ROUTER : undefined),
        load: (id) => (id === ENTRY_ID ? `export { ${names.join(', ')} } from 'react-router';` : undefined),
      },
      ...plugins,
    ],
    build: {
      write: false,
      minify: false,
      lib: { entry: ENTRY, formats: ['es'], fileName: 'router' },
      rolldownOptions: { external: [/^react($|\/)/, /^react-dom($|\/)/, 'cookie', 'set-cookie-parser'] },
    },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
  return outputs.flatMap((out) => out.output.map((chunk) => ('code' in chunk ? chunk.code : ''))).join('\n');
}

const plugin = routerTreeShake();
const WHAT_THE_APP_IMPORTS = ['Router', 'renderMatches', 'useNavigate', 'useLocation', 'useHref', 'matchRoutes', 'createSearchParams'];
const UNUSED = [
  /\bfunction ScrollRestoration\b/,
  /\bvar Form\b/,
  /\bPrefetchPageLinksImpl\b/,
  /\bvar FetchersContext\b/,
  /\bvar NavLink\b/,
];

describe("React Router's module in the app's build", () => {
  it('without the transform, code the app never imports stays in the bundle', async () => {
    const code = await bundle(WHAT_THE_APP_IMPORTS, []);
    for (const pattern of UNUSED) expect(code).toMatch(pattern);
  });

  it('with it, that code is dropped and what the app imports is kept', async () => {
    const code = await bundle(WHAT_THE_APP_IMPORTS, [plugin]);
    for (const pattern of UNUSED) expect(code).not.toMatch(pattern);
    for (const kept of [/\bfunction Router\b/, /\bfunction matchRoutes\b/, /\bfunction createSearchParams\b/]) expect(code).toMatch(kept);
  });

  it('annotates only the calls of React it knows to be pure, and drops only whole display-name lines', () => {
    const source = [
      'var A = React10.forwardRef((props, ref) => null);',
      'A.displayName = "A";',
      'var B = React.createContext(null);',
      'var C = React3.memo(D);',
      'var E = React.useMemo(() => 1, []);',
      'x.displayName = y.displayName;',
      'if (a) b.displayName = "b";',
    ].join('\n');
    const { code, annotated, namesDropped } = shakeableRouter(source);
    expect(code.split('\n')).toEqual([
      'var A = /* @__PURE__ */ React10.forwardRef((props, ref) => null);',
      '',
      'var B = /* @__PURE__ */ React.createContext(null);',
      'var C = /* @__PURE__ */ React3.memo(D);',
      'var E = React.useMemo(() => 1, []);',
      '',
      'if (a) b.displayName = "b";',
    ]);
    expect({ annotated, namesDropped }).toEqual({ annotated: 3, namesDropped: 2 });
  });
});
