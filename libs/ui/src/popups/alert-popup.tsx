/**
 * Alert popup (spec §2 "Global popups": content and a close callback). Used for the spec §8
 * notices (session expired, address copied, main store selected…). Browser back and Escape
 * close it like its button (spec §2 "Browser back").
 */
import type { ReactNode } from 'react';
import { Button } from '../components/button';
import { useUi } from '../theme/ui-provider';
import { NoticeDialog } from './notice-dialog';
import type { NoticePopupBaseProps } from './notice-dialog';

export interface AlertPopupProps extends NoticePopupBaseProps {
  /** The message; it is the dialog's accessible description. */
  content: ReactNode;
  /** Default: the catalogue's "Confirm". */
  closeLabel?: string;
  /** Button, Escape and the browser back action. */
  onClose: () => void;
}

export function AlertPopup({ content, closeLabel, onClose, ...notice }: AlertPopupProps) {
  const { t } = useUi('AlertPopup');
  return (
    <NoticeDialog
      {...notice}
      message={content}
      onDismiss={onClose}
      data-testid="alert-popup"
      footer={
        <Button block onClick={onClose}>
          {closeLabel ?? t('ui.confirm')}
        </Button>
      }
    />
  );
}
