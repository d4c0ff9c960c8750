/**
 * Inspection app-card popup (spec §2 "Global popups"). The spec names it only; it tells the
 * member that the mobile membership app card cannot be used during a system inspection, with
 * the inspection time when the app knows it.
 */
import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import { Button } from '../components/button';
import { Modal } from '../overlay/modal';
import { useUi } from '../theme/ui-provider';

export interface InspectionAppCardPopupProps {
  open: boolean;
  /** Inspection time as the app wants it shown (for example '2026.11.22 02:00 ~ 06:00'). */
  period?: string | null;
  /** Replaces the default explanation (for example a server-provided notice). */
  message?: ReactNode;
  onClose: () => void;
}

const Period = styled.dl`
  margin: ${({ theme }) => theme.space.md} 0 0;
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.grayBg};
  & dt {
    font-size: ${({ theme }) => theme.typography.size.sm};
    color: ${({ theme }) => theme.colors.gray700};
  }
  & dd {
    margin: ${({ theme }) => theme.space.xxs} 0 0;
    font-weight: ${({ theme }) => theme.typography.weight.bold};
  }
`;

export function InspectionAppCardPopup({ open, period, message, onClose }: InspectionAppCardPopupProps) {
  const { t } = useUi('InspectionAppCardPopup');
  return (
    <Modal
      open={open}
      title={t('ui.inspectionAppCard.title')}
      description={message ?? t('ui.inspectionAppCard.body')}
      onDismiss={onClose}
      data-testid="inspection-app-card-popup"
      footer={
        <Button block onClick={onClose}>
          {t('ui.confirm')}
        </Button>
      }
    >
      {period ? (
        <Period>
          <dt>{t('ui.inspectionAppCard.period')}</dt>
          <dd>{period}</dd>
        </Period>
      ) : null}
    </Modal>
  );
}
