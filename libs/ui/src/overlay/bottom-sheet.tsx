/**
 * Bottom sheet on vaul, which stands on Radix Dialog: portal, focus trap, Escape,
 * drag down to dismiss. vaul's own slide is 0.5 s, the spec's duration (§2, §9); the content
 * animation is re-declared from the theme so the two can never drift apart. vaul's own
 * iOS body fix is turned off (`noBodyStyles`) so the counted lock of ./scroll-lock.ts is the
 * only one touching <body> when sheets and popups nest.
 */
import styled from '@emotion/styled';
import { useState, type ReactNode } from 'react';
import { Drawer } from 'vaul';
import { overlayParts } from './primitive-parts';
import { useBodyScrollLock } from './scroll-lock';
import { returnFocus, useOpener } from './opener';
import { useUi } from '../theme/ui-provider';

export interface BottomSheetProps {
  open: boolean;
  /** Escape, scrim press or drag down. Without it the sheet cannot be dismissed by the user. */
  onDismiss?: () => void;
  title: ReactNode;
  hideTitle?: boolean;
  description?: ReactNode;
  footer?: ReactNode;
  children?: ReactNode;
  'data-testid'?: string;
}

const Overlay = styled(Drawer.Overlay)`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndex.sheet};
  background: ${({ theme }) => theme.colors.scrim};
`;

const Content = styled(Drawer.Content)`
  position: fixed;
  left: 0;
  right: 0;
  bottom: 0;
  z-index: ${({ theme }) => theme.zIndex.sheet};
  display: flex;
  flex-direction: column;
  max-height: calc(var(--app-height, 100dvh) - var(--safe-top, 0px) - 48px);
  max-width: ${({ theme }) => theme.maxContentWidth};
  margin: 0 auto;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.lg}
    calc(var(--safe-bottom, 0px) + ${({ theme }) => theme.space.lg});
  border-radius: ${({ theme }) => theme.radii.lg} ${({ theme }) => theme.radii.lg} 0 0;
  background: ${({ theme }) => theme.colors.white};
  outline: none;
  &[data-vaul-drawer] {
    animation-duration: ${({ theme }) => theme.motion.slideDurationS}s;
    transition-duration: ${({ theme }) => theme.motion.slideDurationS}s;
  }
`;

const Handle = styled(Drawer.Handle)`
  margin: 0 auto ${({ theme }) => theme.space.md};
`;

const Title = styled(Drawer.Title)`
  margin: 0 0 ${({ theme }) => theme.space.md};
  font-size: ${({ theme }) => theme.typography.size.lg};
  font-weight: ${({ theme }) => theme.typography.weight.bold};
`;

const Description = styled(Drawer.Description)`
  margin: 0 0 ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.gray800};
`;

const Parts = overlayParts({ TitlePrimitive: Drawer.Title, Title, Description });

export function BottomSheet({
  open,
  onDismiss,
  title,
  hideTitle = false,
  description,
  footer,
  children,
  'data-testid': testId,
}: BottomSheetProps) {
  const { t } = useUi('BottomSheet');
  const opener = useOpener(open);
  useBodyScrollLock(open);
  // vaul's root measures the window and listens to scroll and resize while it is mounted, even
  // closed: a screen that may show a sheet (search's filters) would do that work while it first
  // renders. The drawer is mounted when the sheet first opens, and stays for its closing slide.
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  const dismissible = onDismiss !== undefined;
  if (!opened) return null;
  return (
    <Drawer.Root
      open={open}
      dismissible={dismissible}
      noBodyStyles
      // vaul leaves focus outside by default; every overlay takes focus when it opens. This is
      // vaul's option to move focus into the open sheet, not the HTML autofocus attribute.
      // eslint-disable-next-line jsx-a11y/no-autofocus -- focus moves into the sheet the member opened
      autoFocus
      onOpenChange={(next) => {
        if (!next) onDismiss?.();
      }}
    >
      <Drawer.Portal>
        <Overlay />
        <Content
          aria-modal="true"
          data-testid={testId}
          {...(description === undefined ? { 'aria-describedby': undefined } : {})}
          onCloseAutoFocus={(event) => returnFocus(event, opener)}
        >
          {dismissible ? <Handle aria-label={t('ui.sheet.handle')} /> : null}
          <Parts title={title} hideTitle={hideTitle} description={description} footer={footer}>
            {children}
          </Parts>
        </Content>
      </Drawer.Portal>
    </Drawer.Root>
  );
}
