/**
 * Full-screen panel that slides in from the right and out again over 0.5 s (spec §2, §9), with
 * a header holding the title and a close button. Escape and the close button call `onClose`.
 */
import styled from '@emotion/styled';
import type { ReactNode, RefObject } from 'react';
import { Button, VisuallyHidden } from '../components/button';
import { Modal } from './modal';
import { useUi } from '../theme/ui-provider';

export interface FullScreenPanelProps {
  open: boolean;
  title: ReactNode;
  onClose: () => void;
  description?: ReactNode;
  footer?: ReactNode;
  initialFocusRef?: RefObject<HTMLElement | null>;
  children?: ReactNode;
  'data-testid'?: string;
}

const CloseButton = styled(Button)`
  position: absolute;
  top: calc(var(--safe-top, 0px) + ${({ theme }) => theme.space.xs});
  right: calc(var(--safe-right, 0px) + ${({ theme }) => theme.space.xs});
  padding: 0;
  font-size: ${({ theme }) => theme.typography.size.xl};
`;

export function FullScreenPanel({
  open,
  title,
  onClose,
  description,
  footer,
  initialFocusRef,
  children,
  'data-testid': testId,
}: FullScreenPanelProps) {
  const { t } = useUi('FullScreenPanel');
  return (
    <Modal
      open={open}
      title={title}
      description={description}
      onDismiss={onClose}
      variant="panel"
      layer="panel"
      footer={footer}
      initialFocusRef={initialFocusRef}
      data-testid={testId}
    >
      <CloseButton variant="text" onClick={onClose}>
        <span aria-hidden="true">×</span>
        <VisuallyHidden>{t('ui.close')}</VisuallyHidden>
      </CloseButton>
      {children}
    </Modal>
  );
}
