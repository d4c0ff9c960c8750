/**
 * The alertdialog the global popups share (spec §2 "Global popups"): a heading, or a
 * screen-reader-only "Notice" when none is given; the message as the dialog's accessible
 * description; Escape and, by default, the browser back action (spec §2 "Browser back") answer
 * like the popup's dismissing button.
 */
import type { ReactNode } from 'react';
import { Modal } from '../overlay/modal';
import { useUi } from '../theme/ui-provider';

export interface NoticeModalProps {
  open: boolean;
  message: ReactNode;
  title: ReactNode | undefined;
  /** Escape, back, and the popup's own dismissing button. */
  onDismiss: () => void;
  closeOnBack: boolean;
  footer: ReactNode;
  testId: string;
  children?: ReactNode;
}

export function NoticeModal({ open, message, title, onDismiss, closeOnBack, footer, testId, children }: NoticeModalProps) {
  const { t } = useUi('NoticeModal');
  return (
    <Modal
      open={open}
      role="alertdialog"
      title={title ?? t('ui.notice')}
      hideTitle={title === undefined}
      description={message}
      onDismiss={onDismiss}
      closeOnBack={closeOnBack}
      data-testid={testId}
      footer={footer}
    >
      {children}
    </Modal>
  );
}
