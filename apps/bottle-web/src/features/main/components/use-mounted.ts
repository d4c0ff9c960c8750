import { startTransition, useEffect, useState } from 'react';

/**
 * False during the first render (and the build's prerender of home), true once mounted in a
 * browser: what reads web storage or decides an overlay waits for it, so the server's HTML and
 * the first client render agree. The switch is a transition: what it brings (the popups'
 * decisions, the stores' distance) is not urgent, so its render yields to the member's input and
 * to the hydration of the rest of the page instead of running as one long task after it.
 */
export function useMounted(): boolean {
  const [mounted, setMounted] = useState(false);
  useEffect(() => startTransition(() => setMounted(true)), []);
  return mounted;
}
