/**
 * What every overlay shows inside its surface, in order: the title, visible or for screen readers only (`hideTitle`), the description, the
 * body that scrolls, and the footer that does not. The title and description are the overlay
 * primitive's own (Radix Dialog, vaul Drawer), so that it names and describes the dialog.
 */
import styled from '@emotion/styled';
import { useLayoutEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { VisuallyHidden } from '../components/button';

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

export interface OverlayPrimitives {
  /** The primitive's bare title, wrapped around the screen-reader-only title. */
  TitlePrimitive: ComponentType<{ asChild: true; children: ReactNode }>;
  /** The styled visible title (built on the primitive's title). */
  Title: ComponentType<{ children: ReactNode }>;
  /** The styled description (built on the primitive's description). */
  Description: ComponentType<{ children: ReactNode }>;
}

export interface OverlayPartsProps {
  title: ReactNode;
  hideTitle: boolean;
  description?: ReactNode;
  footer?: ReactNode;
  children?: ReactNode;
}

/** The parts of an overlay built on one primitive. */
export function overlayParts({ TitlePrimitive, Title, Description }: OverlayPrimitives) {
  return function OverlayParts({ title, hideTitle, description, footer, children }: OverlayPartsProps) {
    return (
      <>
        {hideTitle ? (
          <TitlePrimitive asChild>
            <VisuallyHidden>{title}</VisuallyHidden>
          </TitlePrimitive>
        ) : (
          <Title>{title}</Title>
        )}
        {description !== undefined ? <Description>{description}</Description> : null}
        <ScrollingBody>{children}</ScrollingBody>
        {footer !== undefined ? <Footer>{footer}</Footer> : null}
      </>
    );
  };
}
