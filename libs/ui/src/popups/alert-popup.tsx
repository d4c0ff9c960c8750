/**
 * Alert popup (spec §2 "Global popups": content and a close callback). Used for the spec §8
 * notices (session expired, address copied, main store selected…). Browser back and Escape
 * close it like its button (spec §2 "Browser back").
 */
import type { ReactNode } from 'react';
import { Button } from '../components/button';
import { Modal } from '../overlay/modal';
import { useUi } from '../theme/ui-provider';

export interface AlertPopupProps {
  open: boolean;
  /** The message; it is the dialog's accessible description. */
  content: ReactNode;
  /** Heading; defaults to a screen-reader-only "Notice". */
  title?: ReactNode;
  /** Default: the catalogue's "Confirm". */
  closeLabel?: string;
  /** Button, Escape and the browser back action. */
  onClose: () => void;
  /** Default true (spec §2 "Browser back"). */
  closeOnBack?: boolean;
}

export function AlertPopup({ open, content, title, closeLabel, onClose, closeOnBack = true }: AlertPopupProps) {
  const { t } = useUi('AlertPopup');
  return (
    <Modal
      open={open}
      role="alertdialog"
      title={title ?? t('ui.notice')}
      hideTitle={title === undefined}
      description={content}
      onDismiss={onClose}
      closeOnBack={closeOnBack}
      data-testid="alert-popup"
      footer={
        <Button block onClick={onClose}>
          {closeLabel ?? t('ui.confirm')}
        </Button>
      }
    />
  );
}
