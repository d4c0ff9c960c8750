/**
 * Lets the bundler drop the parts of React Router the app does not use.
 *
 * React Router ships as one large module (its `chunk-*.mjs`: the data router, framework mode,
 * `<Form>`, `<ScrollRestoration>`, prefetching …). Two kinds of top-level statement in it keep
 * code alive that nothing imports:
 * - `React.createContext(…)`, `React.forwardRef(…)` and `React.memo(…)` calls without a
 *   `@__PURE__` annotation: a bundler must assume an unannotated call has side effects, so
 *   `var Form = React.forwardRef(…)` stays, and with it everything `Form` reaches;
 * - `X.displayName = "X"` assignments: writing a property of an otherwise unused object is
 *   a side effect too.
 * These calls are pure (React documents them as returning a new object and touching nothing
 * else), and a display name only names a component in React's developer tools. The transform
 * annotates the calls and drops the names, in React Router's module only, for builds members
 * get; the first route loses the code of the data router the app replaced
 * (docs/decisions/0171-react-router-tree-shaking.md).
 *
 * @example
 * plugins: [routerTreeShake()]
 */
import type { Plugin } from 'vite';

/** React Router's bundled modules (production and development builds). */
const ROUTER_MODULE = /[\\/]node_modules[\\/]react-router[\\/]dist[\\/](production|development)[\\/]chunk-[\w-]+\.mjs$/;
/** `= React3.forwardRef(` and the like, with the namespace name the bundle gave React. */
const PURE_CALL = /(=\s*)(React\d*\.(?:forwardRef|createContext|memo)\()/g;
/** A whole line `Name.displayName = "…";`. */
const DISPLAY_NAME = /^[A-Za-z_$][\w$]*\.displayName = [^;\n]+;?$/gm;

export interface RouterTreeShakeResult {
  code: string;
  /** How many calls were annotated and names dropped: the build fails at 0 of either. */
  annotated: number;
  namesDropped: number;
}

/** The transform itself, exported for its test. */
export function shakeableRouter(code: string): RouterTreeShakeResult {
  let annotated = 0;
  let namesDropped = 0;
  const out = code
    .replace(PURE_CALL, (_m, assign: string, call: string) => {
      annotated++;
      return `${assign}/* @__PURE__ */ ${call}`;
    })
    .replace(DISPLAY_NAME, () => {
      namesDropped++;
      return '';
    });
  return { code: out, annotated, namesDropped };
}

export function routerTreeShake(): Plugin {
  let seen = 0;
  let changed = 0;
  return {
    name: 'bottle-router-tree-shake',
    apply: 'build',
    transform(code, id) {
      if (!ROUTER_MODULE.test(id)) return undefined;
      seen++;
      const result = shakeableRouter(code);
      if (result.annotated + result.namesDropped === 0) return undefined;
      changed++;
      return { code: result.code, map: null };
    },
    buildEnd(error) {
      // A React Router release that renamed its module or rewrote these statements would
      // silently bring the unused code back; the budget would catch the bytes, this says why.
      if (!error && seen > 0 && changed === 0) {
        this.error("React Router's module had no call to annotate: check tools/vite-router-treeshake.ts against the new release");
      }
    },
  };
}
