/**
 * A modal that asks a question the member must answer before going on (the age check of a
 * first visit): no Escape, no scrim press, no back. It keeps the overlays' shared behaviour
 * (the behaviour every overlay shares) without a dialog library: a portal on <body>,
 * `role="alertdialog"` (or `dialog`) with `aria-modal`, named by its title and described by its
 * description, focus moved in and kept in (Tab and Shift+Tab wrap), the rest of the page made
 * `inert` (out of reach of pointer, keyboard and screen reader) and the counted body scroll
 * lock. It looks like `Modal`'s centred card.
 *
 * Why not `Modal`: it is shown on a first visit to home, and Radix Dialog with its focus scope,
 * dismissable layer and scroll remover is 16 KB gzipped, which the first route's JavaScript
 * budget (tools/budgets.mjs) has no room for. A question that cannot be dismissed needs none of
 * the dismissal machinery.
 */
import styled from '@emotion/styled';
import { keyframes } from '@emotion/react';
import { useEffect, useId, useLayoutEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useBodyScrollLock } from './scroll-lock';
import { Footer, ScrollingBody } from './overlay-parts';
import type { BottleTheme } from '../theme/theme';

export interface BlockingModalProps {
  /** Accessible name and visible heading. */
  title: ReactNode;
  /** Becomes the dialog's accessible description. */
  description?: ReactNode;
  role?: 'dialog' | 'alertdialog';
  layer?: keyof BottleTheme['zIndex'];
  footer?: ReactNode;
  children?: ReactNode;
  'data-testid'?: string;
}

const fadeIn = keyframes`from { opacity: 0; } to { opacity: 1; }`;

const Scrim = styled.div<{ layer: keyof BottleTheme['zIndex'] }>`
  position: fixed;
  inset: 0;
  z-index: ${({ layer, theme }) => theme.zIndex[layer]};
  background: ${({ theme }) => theme.colors.scrim};
  animation: ${fadeIn} ${({ theme }) => theme.motion.fadeDurationS}s ease-out;
`;

const Card = styled.div`
  position: fixed;
  left: 50%;
  top: 50%;
  transform: translate(-50%, -50%);
  display: flex;
  flex-direction: column;
  width: calc(100% - 2 * ${({ theme }) => theme.space.xl});
  max-width: 400px;
  max-height: calc(var(--app-height, 100dvh) - var(--safe-top, 0px) - var(--safe-bottom, 0px) - 2 * ${({ theme }) => theme.space.xl});
  border-radius: ${({ theme }) => theme.radii.lg};
  padding: ${({ theme }) => `${theme.space.xl} ${theme.space.lg} ${theme.space.lg}`};
  background: ${({ theme }) => theme.colors.white};
  color: ${({ theme }) => theme.colors.black};
  outline: none;
  overscroll-behavior: contain;
  animation: ${fadeIn} ${({ theme }) => theme.motion.fadeDurationS}s ease-out;
`;

const Title = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space.md};
  font-size: ${({ theme }) => theme.typography.size.lg};
  font-weight: ${({ theme }) => theme.typography.weight.bold};
  line-height: ${({ theme }) => theme.typography.lineHeight.tight};
`;

const Description = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.gray800};
  white-space: pre-line;
`;

const FOCUSABLE =
  'a[href],button:not([disabled]),input:not([disabled]),select:not([disabled]),textarea:not([disabled]),[tabindex]:not([tabindex="-1"])';

function focusables(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((el) => !el.closest('[hidden]'));
}

/**
 * Makes every child of <body> but `keep` inert while mounted, and puts back what each had.
 * Another overlay opened later (its own portal) is not touched: it is on top of this one.
 */
function useInertSiblings(keep: HTMLElement | null): void {
  useLayoutEffect(() => {
    if (!keep) return;
    const host = keep.parentElement;
    if (!host) return;
    const touched = Array.from(host.children).filter((el): el is HTMLElement => el instanceof HTMLElement && el !== keep && !el.inert);
    for (const el of touched) el.inert = true;
    return () => {
      for (const el of touched) el.inert = false;
    };
  }, [keep]);
}

export function BlockingModal({
  title,
  description,
  role = 'alertdialog',
  layer = 'popup',
  footer,
  children,
  'data-testid': testId,
}: BlockingModalProps) {
  const id = useId();
  const portal = useRef<HTMLDivElement | null>(null);
  if (portal.current === null && typeof document !== 'undefined') portal.current = document.createElement('div');
  const card = useRef<HTMLDivElement>(null);
  useBodyScrollLock(true);

  useLayoutEffect(() => {
    const host = portal.current;
    if (!host) return;
    document.body.appendChild(host);
    return () => host.remove();
  }, []);
  useInertSiblings(portal.current);
  useEffect(() => {
    const root = card.current;
    if (!root) return;
    (focusables(root)[0] ?? root).focus();
  }, []);

  // Focus stays inside: Tab from the last stop goes to the first, Shift+Tab from the first to the last.
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Tab' || !card.current) return;
    const stops = focusables(card.current);
    const first = stops[0];
    const last = stops[stops.length - 1];
    if (!first || !last) {
      event.preventDefault();
      return;
    }
    const active = document.activeElement;
    if (event.shiftKey && (active === first || active === card.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  };

  if (!portal.current) return null;
  return createPortal(
    <Scrim layer={layer}>
      <Card
        ref={card}
        role={role}
        aria-modal="true"
        aria-labelledby={`${id}-title`}
        aria-describedby={description === undefined ? undefined : `${id}-description`}
        tabIndex={-1}
        data-testid={testId}
        onKeyDown={onKeyDown}
      >
        <Title id={`${id}-title`}>{title}</Title>
        {description !== undefined ? <Description id={`${id}-description`}>{description}</Description> : null}
        <ScrollingBody>{children}</ScrollingBody>
        {footer !== undefined ? <Footer>{footer}</Footer> : null}
      </Card>
    </Scrim>,
    portal.current,
  );
}
