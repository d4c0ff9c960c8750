/**
 * Renders its children once the box comes near the viewport (issue 17: home sections below the
 * fold load when they come near), so their calls and pictures wait until the member scrolls
 * towards them. Until then a box of the given height keeps the page from jumping. Without
 * IntersectionObserver (old web views, tests' DOM) the children render at once.
 */
import { useEffect, useRef, useState, type ReactNode } from 'react';

export function NearViewport({ minHeight, children }: { minHeight: number; children: ReactNode }) {
  const box = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    if (near || !box.current) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) setNear(true);
    }, { rootMargin: '400px 0px' });
    observer.observe(box.current);
    return () => observer.disconnect();
  }, [near]);
  return near ? <>{children}</> : <div ref={box} style={{ minHeight }} aria-hidden="true" />;
}
