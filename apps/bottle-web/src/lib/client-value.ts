/**
 * A value only the browser knows (a Web API's presence, a device capability), read so that a
 * prerendered page hydrates without a mismatch: while React hydrates, the
 * value the prerender saw (`prerendered`), then the browser's own. Outside hydration (a page
 * rendered from scratch, a later screen) the browser's value from the first render on.
 */
import { useSyncExternalStore } from 'react';

const unchanging = () => () => undefined;

/** `read()` in the browser, `prerendered` during server rendering and hydration. `read` must return a stable value. */
export function useClientValue<T>(read: () => T, prerendered: T): T {
  return useSyncExternalStore(unchanging, read, () => prerendered);
}
