/**
 * The body and footer every overlay shows inside its surface: the body that scrolls and the
 * footer that does not. The overlays built on a primitive (Radix Dialog, vaul Drawer) put their
 * title and description before them with ./primitive-parts.tsx; the blocking modal, which home
 * may show on a first visit, draws its own and loads only this.
 */
import styled from '@emotion/styled';
import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';

const Body = styled.div`
  flex: 1 1 auto;
  min-height: 0;
  overflow-y: auto;
  -webkit-overflow-scrolling: touch;
`;

/**
 * The body, a keyboard stop while its content overflows (WCAG 2.1.1; axe
 * scrollable-region-focusable): a long text or a tall banner on a small phone scrolls, and a
 * keyboard or switch user must be able to reach it to scroll it. Not a stop when it fits.
 */
export function ScrollingBody({ children }: { children?: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const [overflows, setOverflows] = useState(false);
  useLayoutEffect(() => {
    const body = ref.current;
    if (!body) return;
    const measure = () => setOverflows(body.scrollHeight > body.clientHeight || body.scrollWidth > body.clientWidth);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(body);
    for (const child of Array.from(body.children)) observer.observe(child);
    return () => observer.disconnect();
  }, [children]);
  return (
    <Body ref={ref} {...(overflows ? { tabIndex: 0 } : {})}>
      {children}
    </Body>
  );
}

export const Footer = styled.div`
  flex: none;
  padding-top: ${({ theme }) => theme.space.lg};
`;
