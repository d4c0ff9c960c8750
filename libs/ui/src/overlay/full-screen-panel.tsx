/**
 * Full-screen panel that slides in from the right and out again over 0.5 s (spec §2, §9), with
 * a header holding the title and a close button. Escape and the close button call `onClose`.
 */
import styled from '@emotion/styled';
import { Button, VisuallyHidden } from '../components/button';
import { Modal } from './modal';
import type { ModalProps } from './modal';
import { useUi } from '../theme/ui-provider';

/** The modal's own props a panel takes; the panel's close button and Escape call `onClose`. */
export interface FullScreenPanelProps extends Pick<
  ModalProps,
  'open' | 'title' | 'description' | 'footer' | 'initialFocusRef' | 'children' | 'data-testid'
> {
  onClose: () => void;
}

const CloseButton = styled(Button)`
  position: absolute;
  top: calc(var(--safe-top, 0px) + ${({ theme }) => theme.space.xs});
  right: calc(var(--safe-right, 0px) + ${({ theme }) => theme.space.xs});
  padding: 0;
  font-size: ${({ theme }) => theme.typography.size.xl};
`;

export function FullScreenPanel({ onClose, children, ...modal }: FullScreenPanelProps) {
  const { t } = useUi('FullScreenPanel');
  return (
    <Modal {...modal} onDismiss={onClose} variant="panel" layer="panel">
      <CloseButton variant="text" onClick={onClose}>
        <span aria-hidden="true">×</span>
        <VisuallyHidden>{t('ui.close')}</VisuallyHidden>
      </CloseButton>
      {children}
    </Modal>
  );
}
