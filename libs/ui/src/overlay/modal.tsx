/**
 * The base of every libs/ui overlay, on @radix-ui/react-dialog (the behaviour
 * shared by all overlays): portal, focus moved in and trapped, focus returned to the opener on close,
 * `role="dialog"` or `"alertdialog"` with `aria-modal` and an accessible name, Escape and scrim
 * press close only when the overlay is dismissible, the counted body scroll lock, and
 * optionally the back-button behaviour of spec §2 "Browser back".
 */
import styled from '@emotion/styled';
import { css, keyframes } from '@emotion/react';
import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode, RefObject } from 'react';
import { useBackCloses } from '../hooks/use-back-closes';
import { useBodyScrollLock } from './scroll-lock';
import { returnFocus, useOpener } from './opener';
import { overlayParts } from './primitive-parts';
import type { BottleTheme } from '../theme/theme';

/**
 * `center`: a card in the middle (max 400 px); `wide`: the same card using the whole width of a
 * phone (what a till scanner needs to read a barcode); `fullScreen` and `panel` cover
 * the screen.
 */
export type ModalVariant = 'center' | 'wide' | 'fullScreen' | 'panel';

export interface ModalProps {
  open: boolean;
  /**
   * Called when the user asks to close: Escape, a press on the scrim (with `closeOnScrim`),
   * the browser back action (with `closeOnBack`). Without it the overlay cannot be dismissed
   * that way (loading, mandatory update, system inspection).
   */
  onDismiss?: () => void;
  /** Accessible name; also the visible heading unless `hideTitle`. */
  title: ReactNode;
  hideTitle?: boolean;
  /** Becomes the dialog's accessible description. */
  description?: ReactNode;
  /** `alertdialog` for messages that interrupt and need an answer (alert, confirm). */
  role?: 'dialog' | 'alertdialog';
  variant?: ModalVariant;
  layer?: keyof BottleTheme['zIndex'];
  /** Press on the dimmed backdrop dismisses (needs `onDismiss`). Default false. */
  closeOnScrim?: boolean;
  /** Browser back closes this overlay together with the other back-closable popups. */
  closeOnBack?: boolean;
  /** Element to focus when opening; default is the first focusable element. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** Marks the dialog busy (screen readers announce loading states). */
  busy?: boolean;
  footer?: ReactNode;
  children?: ReactNode;
  'data-testid'?: string;
}

const fadeIn = keyframes`from { opacity: 0; } to { opacity: 1; }`;
const fadeOut = keyframes`from { opacity: 1; } to { opacity: 0; }`;
const slideIn = keyframes`from { transform: translate3d(100%, 0, 0); } to { transform: translate3d(0, 0, 0); }`;
const slideOut = keyframes`from { transform: translate3d(0, 0, 0); } to { transform: translate3d(100%, 0, 0); }`;

type Layer = keyof BottleTheme['zIndex'];

const Scrim = styled(Dialog.Overlay, { shouldForwardProp: (prop) => prop !== 'layer' })<{ layer: Layer }>`
  position: fixed;
  inset: 0;
  z-index: ${({ layer, theme }) => theme.zIndex[layer]};
  background: ${({ theme }) => theme.colors.scrim};
  &[data-state='open'] {
    animation: ${fadeIn} ${({ theme }) => theme.motion.fadeDurationS}s ease-out;
  }
  &[data-state='closed'] {
    animation: ${fadeOut} ${({ theme }) => theme.motion.fadeDurationS}s ease-in;
  }
`;

/** How the content comes and goes: a panel slides in from the right and out again, the rest fade. */
const motion =
  (state: 'open' | 'closed') =>
  ({ variant, theme }: { variant: ModalVariant; theme: BottleTheme }) => {
    const opening = state === 'open';
    return variant === 'panel'
      ? css`
          animation: ${opening ? slideIn : slideOut} ${theme.motion.slide};
        `
      : css`
          animation: ${opening ? fadeIn : fadeOut} ${theme.motion.fadeDurationS}s ${opening ? 'ease-out' : 'ease-in'};
        `;
  };

const Content = styled(Dialog.Content, { shouldForwardProp: (prop) => prop !== 'layer' && prop !== 'variant' })<{
  variant: ModalVariant;
  layer: Layer;
}>`
  position: fixed;
  z-index: ${({ layer, theme }) => theme.zIndex[layer]};
  display: flex;
  flex-direction: column;
  background: ${({ theme }) => theme.colors.white};
  color: ${({ theme }) => theme.colors.black};
  outline: none;
  overscroll-behavior: contain;
  ${({ variant, theme }) =>
    variant === 'center' || variant === 'wide'
      ? `
    left: 50%;
    top: 50%;
    transform: translate(-50%, -50%);
    width: calc(100% - 2 * ${variant === 'wide' ? theme.space.sm : theme.space.xl});
    max-width: ${variant === 'wide' ? '560px' : '400px'};
    max-height: calc(var(--app-height, 100dvh) - var(--safe-top, 0px) - var(--safe-bottom, 0px) - 2 * ${theme.space.xl});
    border-radius: ${theme.radii.lg};
    padding: ${theme.space.xl} ${variant === 'wide' ? theme.space.md : theme.space.lg} ${theme.space.lg};
  `
      : `
    inset: 0;
    width: 100%;
    height: var(--app-height, 100dvh);
    padding: calc(var(--safe-top, 0px) + ${theme.space.lg}) calc(var(--safe-right, 0px) + ${theme.space.lg})
      calc(var(--safe-bottom, 0px) + ${theme.space.lg}) calc(var(--safe-left, 0px) + ${theme.space.lg});
    /* Room for the panel's close button in the top-right corner. */
    & > h2 { padding-right: ${variant === 'panel' ? theme.touchTarget : '0'}; }
  `}
  &[data-state='open'] {
    ${motion('open')}
  }
  &[data-state='closed'] {
    ${motion('closed')}
  }
`;

export const ModalTitle = styled(Dialog.Title)`
  margin: 0 0 ${({ theme }) => theme.space.md};
  font-size: ${({ theme }) => theme.typography.size.lg};
  font-weight: ${({ theme }) => theme.typography.weight.bold};
  line-height: ${({ theme }) => theme.typography.lineHeight.tight};
`;

const Description = styled(Dialog.Description)`
  margin: 0 0 ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.gray800};
  white-space: pre-line;
`;

const Parts = overlayParts({ TitlePrimitive: Dialog.Title, Title: ModalTitle, Description });

export function Modal({
  open,
  onDismiss,
  title,
  hideTitle = false,
  description,
  role = 'dialog',
  variant = 'center',
  layer = 'popup',
  closeOnScrim = false,
  closeOnBack = false,
  initialFocusRef,
  busy,
  footer,
  children,
  'data-testid': testId,
}: ModalProps) {
  const opener = useOpener(open);
  useBodyScrollLock(open);
  useBackCloses(open && closeOnBack && onDismiss !== undefined, () => onDismiss?.());

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (!next) onDismiss?.();
      }}
    >
      <Dialog.Portal>
        {variant === 'center' || variant === 'wide' ? <Scrim layer={layer} /> : null}
        <Content
          variant={variant}
          layer={layer}
          role={role}
          aria-modal="true"
          aria-busy={busy}
          data-testid={testId}
          data-variant={variant}
          // Radix warns when no description is given unless aria-describedby is explicitly undefined.
          {...(description === undefined ? { 'aria-describedby': undefined } : {})}
          onEscapeKeyDown={(event) => {
            if (onDismiss === undefined) event.preventDefault();
          }}
          onInteractOutside={(event) => {
            if (!closeOnScrim || onDismiss === undefined) event.preventDefault();
          }}
          onOpenAutoFocus={(event) => {
            if (initialFocusRef?.current) {
              event.preventDefault();
              initialFocusRef.current.focus();
            }
          }}
          onCloseAutoFocus={(event) => returnFocus(event, opener)}
        >
          <Parts title={title} hideTitle={hideTitle} description={description} footer={footer}>
            {children}
          </Parts>
        </Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
