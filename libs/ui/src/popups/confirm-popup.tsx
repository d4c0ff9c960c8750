/**
 * Confirm popup (spec §2 "Global popups": message, confirm and cancel labels, callbacks, body
 * content and banner content). Browser back and Escape answer "cancel" (spec §2 "Browser back").
 */
import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import { ChoiceButtons } from '../components/choice-buttons';
import { useUi } from '../theme/ui-provider';
import { NoticeDialog } from './notice-dialog';
import type { NoticePopupBaseProps } from './notice-dialog';

export interface ConfirmPopupProps extends NoticePopupBaseProps {
  /** The question; it is the dialog's accessible description. */
  message: ReactNode;
  /** Extra content under the message (for example a list of what will be cancelled). */
  body?: ReactNode;
  /** Banner content above the message (for example a promotion image). */
  banner?: ReactNode;
  /** Default: the catalogue's "Confirm". */
  confirmLabel?: string;
  /** Default: the catalogue's "Cancel". */
  cancelLabel?: string;
  onConfirm: () => void;
  /** Cancel button, Escape and the browser back action. */
  onCancel: () => void;
}

// Inside the overlay's scrolling body: a banner bleeding past the body's edges (negative
// margins) would be clipped and scroll sideways (found by the gallery's e2e axe scan).
const Banner = styled.div`
  margin: 0 0 ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radii.md};
  overflow: hidden;
  & img {
    display: block;
    width: 100%;
    height: auto;
  }
`;

export function ConfirmPopup({ body, banner, confirmLabel, cancelLabel, onConfirm, onCancel, ...notice }: ConfirmPopupProps) {
  const { t } = useUi('ConfirmPopup');
  return (
    <NoticeDialog
      {...notice}
      onDismiss={onCancel}
      data-testid="confirm-popup"
      footer={
        <ChoiceButtons
          back={{ label: cancelLabel ?? t('ui.cancel'), onClick: onCancel }}
          ahead={{ label: confirmLabel ?? t('ui.confirm'), onClick: onConfirm }}
        />
      }
    >
      {banner !== undefined ? <Banner>{banner}</Banner> : null}
      {body}
    </NoticeDialog>
  );
}
