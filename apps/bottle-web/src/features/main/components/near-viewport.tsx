/**
 * Renders its children once the box comes near the viewport (home sections below the
 * fold load when they come near), so their calls and pictures wait until the member scrolls
 * towards them. Until then a box of the given height keeps the page from jumping. Without
 * IntersectionObserver (old web views, tests' DOM) the children render right after mounting.
 * The first render is the box everywhere, the build's prerender included, so a prerendered home
 * hydrates without a mismatch.
 */
import { useEffect, useRef, useState, type ReactNode } from 'react';

export function NearViewport({ minHeight, children }: { minHeight: number; children: ReactNode }) {
  const box = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    if (near || !box.current) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setNear(true);
      },
      { rootMargin: '400px 0px' },
    );
    observer.observe(box.current);
    return () => observer.disconnect();
  }, [near]);
  return near ? <>{children}</> : <div ref={box} style={{ minHeight }} aria-hidden="true" />;
}
