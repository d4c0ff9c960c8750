/**
 * What an overlay built on a primitive (Radix Dialog, vaul Drawer) shows inside its surface, in
 * order: the title, visible or for screen readers only (`hideTitle`), the description, the body
 * that scrolls and the footer that does not (./overlay-parts.tsx). The title and description
 * are the primitive's own, so that it names and describes the dialog.
 *
 * @example
 * const Parts = overlayParts({ TitlePrimitive: Dialog.Title, Title: ModalTitle, Description });
 */
import type { ComponentType, ReactNode } from 'react';
import { VisuallyHidden } from '../components/button';
import { Footer, ScrollingBody } from './overlay-parts';

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
