import { useEffect, useState } from 'react';

/**
 * False during the first render (and the build's prerender of home), true once mounted in a
 * browser: what reads web storage or decides an overlay waits for it, so the server's HTML and
 * the first client render agree.
 */
export function useMounted(): boolean {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return mounted;
}
