/**
 * Confirm popup (spec §2 "Global popups": message, confirm and cancel labels, callbacks, body
 * content and banner content). Browser back and Escape answer "cancel" (spec §2 "Browser back").
 */
import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import { Button, ButtonRow } from '../components/button';
import { Modal } from '../overlay/modal';
import { useUi } from '../theme/ui-provider';

export interface ConfirmPopupProps {
  open: boolean;
  /** The question; it is the dialog's accessible description. */
  message: ReactNode;
  /** Heading; defaults to a screen-reader-only "Notice". */
  title?: ReactNode;
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
  /** Default true (spec §2 "Browser back"). */
  closeOnBack?: boolean;
}

const Banner = styled.div`
  margin: -${({ theme }) => theme.space.xl} -${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radii.lg} ${({ theme }) => theme.radii.lg} 0 0;
  overflow: hidden;
  & img {
    display: block;
    width: 100%;
    height: auto;
  }
`;

export function ConfirmPopup({
  open,
  message,
  title,
  body,
  banner,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
  closeOnBack = true,
}: ConfirmPopupProps) {
  const { t } = useUi('ConfirmPopup');
  return (
    <Modal
      open={open}
      role="alertdialog"
      title={title ?? t('ui.notice')}
      hideTitle={title === undefined}
      description={message}
      onDismiss={onCancel}
      closeOnBack={closeOnBack}
      data-testid="confirm-popup"
      footer={
        <ButtonRow>
          <Button variant="secondary" onClick={onCancel}>
            {cancelLabel ?? t('ui.cancel')}
          </Button>
          <Button variant="primary" onClick={onConfirm}>
            {confirmLabel ?? t('ui.confirm')}
          </Button>
        </ButtonRow>
      }
    >
      {banner !== undefined ? <Banner>{banner}</Banner> : null}
      {body}
    </Modal>
  );
}
