/// <reference types="vitest/config" />
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import { testConfig, workspaceRoot } from '../../tools/vitest-shared.ts';
import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseConfig } from './src/config/env.ts';
import { cspSources } from './src/config/csp-sources.ts';
import { classifyBuild, DEMO_BUILD_FLAG, demoBuildBanner } from './src/config/live-build.ts';
import { privateSourcemaps } from '../../tools/vite-private-sourcemaps.ts';
import { startChunk } from '../../tools/vite-start-chunk.ts';
import { routerTreeShake } from '../../tools/vite-router-treeshake.ts';

/** This app's folder: index.html, src/ and the .env files. */
const APP_ROOT = fileURLToPath(new URL('.', import.meta.url));

/** Where `vite build --ssr src/prerender.tsx` writes the prerender module tools/prerender.mjs runs. */
const PRERENDER_OUT = 'dist/apps/bottle-web-prerender';

/**
 * Writes csp-sources.json beside index.html: the hosts this build's configuration talks to, from
 * which the demo server (and a production host) builds each page's policy
 * (src/config/csp-sources.ts). A configuration the app would refuse fails the build here already.
 */
function cspSourcesFile(mode: string, envDir: string): Plugin {
  return {
    name: 'bottle-csp-sources',
    apply: 'build',
    // A production build without the demo flag refuses demo values, naming every setting at once
    // (src/config/live-build.ts); the demo server's build says it is one, in its output and in
    // build.json beside index.html (the demo server logs it at start).
    buildStart() {
      const kind = classifyBuild(loadEnv(mode, envDir, 'VITE_'), process.env.NODE_ENV, process.env[DEMO_BUILD_FLAG]);
      if (kind.demo) this.warn(`\n${demoBuildBanner(kind)}`);
      this.emitFile({
        type: 'asset',
        fileName: 'build.json',
        source: `${JSON.stringify({ demo: kind.demo, demoValues: kind.demoValues.map((d) => d.key) }, null, 2)}\n`,
      });
    },
    generateBundle() {
      const sources = cspSources(parseConfig(loadEnv(mode, envDir, 'VITE_')));
      this.emitFile({ type: 'asset', fileName: 'csp-sources.json', source: `${JSON.stringify(sources, null, 2)}\n` });
    },
  };
}

/**
 * Serves src/config/app-config.ts as the configuration this build parsed and checked: start-up
 * then reads it as it is, without the parser (the variables cannot change after the build). The
 * configuration holds addresses, public client keys and IDs only: every VITE_ value is in the
 * bundle anyway, and `parseConfig` refuses a secret.
 */
function builtConfig(mode: string): Plugin {
  const file = resolve(APP_ROOT, 'src/config/app-config.ts');
  return {
    name: 'bottle-built-config',
    apply: 'build',
    enforce: 'pre',
    load(id) {
      if (id !== file) return undefined;
      const config = parseConfig(loadEnv(mode, APP_ROOT, 'VITE_'));
      return `export function appConfig() {\n  return ${JSON.stringify(config)};\n}\n`;
    },
  };
}

/**
 * The early-data module (src/early.ts) is a second entry of the build, and every page names it
 * first in its head as an ordered (not `async`) module: module scripts without `async` run in
 * the order the page names them, once the HTML is parsed, so it always runs before the app's
 * entry, while the framework may still download, and starts the screen's first API calls. As
 * `async`, Chromium ran it after the entry in most loads, and the app made the calls itself
 * (docs/decisions/0101-early-data.md, "Ordered, not async"). A script file of the app's origin,
 * so the strict CSP (no inline script) allows it as it is.
 */
function earlyDataEntry(): Plugin {
  const EARLY = 'src/early.ts';
  let ref = '';
  return {
    name: 'bottle-early-data',
    apply: 'build',
    buildStart() {
      ref = this.emitFile({ type: 'chunk', id: resolve(APP_ROOT, EARLY), name: 'early' });
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const chunk = ctx.bundle
          ? Object.values(ctx.bundle).find((c) => c.type === 'chunk' && c.facadeModuleId?.endsWith(EARLY))
          : undefined;
        if (!chunk || !ref) throw new Error(`the early-data entry (${EARLY}) is not in the bundle`);
        return [{ tag: 'script', attrs: { type: 'module', src: `/${chunk.fileName}` }, injectTo: 'head-prepend' }];
      },
    },
  };
}

/** The framework every first visit loads (React, the router, Redux Toolkit, Emotion and their helpers). */
const FRAMEWORK =
  /node_modules[\\/](react|react-dom|scheduler|react-router|@reduxjs|immer|reselect|redux|react-redux|use-sync-external-store|@emotion|stylis|hoist-non-react-statics|react-is)[\\/]/;

/**
 * Start-up code in one chunk (tools/vite-start-chunk.ts), less what the early-data module
 * (src/early.ts) shares with the app: the configuration and the API's headers, tokens and
 * early-call registry, which keep their own small chunk.
 */
const start = startChunk({
  earlyEntry: 'src/early.ts',
  early:
    /[\\/](apps[\\/]bottle-web[\\/]src[\\/](early|early-data|app[\\/]early-calls|config[\\/]app-config|lib[\\/]device-keys|lib[\\/]later-preloads)|libs[\\/]api[\\/]src[\\/]lib[\\/](connectivity|tokens|config|headers|early-calls)|libs[\\/]domain[\\/]src[\\/]constants)\.ts$/,
  exclude: FRAMEWORK,
});

export default defineConfig(({ command, isSsrBuild, mode }) => ({
  root: APP_ROOT,
  cacheDir: resolve(workspaceRoot, 'node_modules/.vite/apps/bottle-web'),
  resolve: {
    tsconfigPaths: true,
    // React Router's package points every bundler at its development build, whose only
    // difference is the developer warnings and the "Hey developer" error page; a build members
    // get takes the production one (first-route bytes). Tests and the dev server keep
    // the warnings.
    alias:
      command === 'build'
        ? [{ find: /^react-router$/, replacement: resolve(workspaceRoot, 'node_modules/react-router/dist/production/index.mjs') }]
        : [],
  },
  plugins: [
    react({ jsxImportSource: '@emotion/react' }),
    ...(isSsrBuild
      ? []
      : [cspSourcesFile(mode, APP_ROOT), builtConfig(mode), earlyDataEntry(), privateSourcemaps(), start.plugin, routerTreeShake()]),
  ],
  server: { port: 4200, host: 'localhost' },
  preview: { port: 4200, host: 'localhost' },
  // The prerender build bundles the workspace's libraries (source, not packages).
  ssr: { noExternal: [/^@bottle\//] },
  build: {
    outDir: resolve(workspaceRoot, isSsrBuild ? PRERENDER_OUT : 'dist/apps/bottle-web'),
    emptyOutDir: true,
    reportCompressedSize: false,
    // tools/budgets.mjs reads the manifest to find what the first route loads.
    manifest: !isSsrBuild,
    // Maps for error reporting only: not linked from the scripts and kept out of the served
    // folder (dist/apps/bottle-web-sourcemaps, tools/vite-private-sourcemaps.ts).
    sourcemap: isSsrBuild ? false : 'hidden',
    target: 'es2022',
    // Index.html names the entry's static imports as
    // modulepreload links, and a lazy route's import fetches the chunks that chunk imports at the
    // same time as the chunk itself instead of one after another. Every browser the app supports
    // preloads modules natively, so the polyfill would cost first-route bytes for nothing.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: isSsrBuild
        ? { format: 'es', entryFileNames: '[name].mjs' }
        : {
            // The framework every first visit loads goes into one chunk: one file compresses better
            // and needs less cross-chunk glue than the small shared chunks automatic splitting makes.
            codeSplitting: {
              groups: [{ name: 'framework', test: FRAMEWORK }, start.group],
            },
          },
      treeshake: {
        // These libraries have no module-level side effects (Emotion's styled() calls and
        // constant tables only), so a module whose exports are unused can be dropped and each
        // lazy route carries only the components it uses (budgets: tools/budgets.mjs).
        // libs/api is listed too: an endpoint module that registers endpoints no screen uses
        // can go; every endpoint the app calls is reached through the hook or the endpoint
        // object it uses, which keeps its module.
        // Emotion imports hoist-non-react-statics (and through it react-is) bare, for withTheme,
        // which the app never uses; as CommonJS they would be kept for possible side effects
        // they do not have (1.2 KB gzipped of the first route).
        moduleSideEffects: (id: string) =>
          /\/libs\/(ui|domain|barcode|api|bridge)\/src\/|\/apps\/bottle-web\/src\/lib\/kit\/|\/node_modules\/(hoist-non-react-statics|react-is)\//.test(
            id,
          )
            ? false
            : undefined,
      },
    },
  },
  // At least two workers: Vitest's default (cores − 1) gives this, the longest suite of `npm test`,
  // one worker on a 2-core machine, and a core idles once the other projects are done
  // (docs/decisions/0753-the-app-suite-on-two-workers.md).
  test: testConfig('bottle-web', 'jsdom', { setupFiles: ['src/test-setup.ts'], maxWorkers: Math.max(2, availableParallelism() - 1) }),
}));
