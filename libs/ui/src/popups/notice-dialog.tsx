/**
 * What the alert and confirm popups share (spec §2 "Global popups"): an `alertdialog` whose
 * heading defaults to a screen-reader-only "Notice", whose message is its accessible
 * description, and which Escape and, by default, the browser back action dismiss (spec §2
 * "Browser back") with the popup's own way out (close, cancel).
 */
import type { ReactNode } from 'react';
import { Modal } from '../overlay/modal';
import { useUi } from '../theme/ui-provider';

/** The props the alert and confirm popups take alike. */
export interface NoticePopupBaseProps {
  open: boolean;
  /** Heading; defaults to a screen-reader-only "Notice". */
  title?: ReactNode;
  /** Default true (spec §2 "Browser back"). */
  closeOnBack?: boolean;
}

interface NoticeDialogProps extends NoticePopupBaseProps {
  message: ReactNode;
  onDismiss: () => void;
  footer: ReactNode;
  children?: ReactNode;
  'data-testid': string;
}

export function NoticeDialog({ title, closeOnBack = true, message, ...modal }: NoticeDialogProps) {
  const { t } = useUi('NoticeDialog');
  return (
    <Modal
      {...modal}
      role="alertdialog"
      title={title ?? t('ui.notice')}
      hideTitle={title === undefined}
      description={message}
      closeOnBack={closeOnBack}
    />
  );
}
