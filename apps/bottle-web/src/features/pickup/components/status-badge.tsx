/** A reservation's status as a small badge (labels from the catalogue, libs/api PickupStatus). */
import styled from '@emotion/styled';
import type { PickupStatus } from '@bottle/api';
import { statusPill } from '../../../lib/kit';
import { useT } from '../../../lib/i18n';
import { isCurrent, statusLabelKey } from '../lib/status';
import { pickupMessages } from '../messages';

const Badge = styled.span<{ tone: 'active' | 'ready' | 'past' }>`
  ${statusPill}
  color: ${({ theme, tone }) => (tone === 'past' ? theme.colors.gray800 : tone === 'ready' ? theme.colors.white : theme.colors.bottleGreen)};
  background: ${({ theme, tone }) => (tone === 'past' ? theme.colors.gray200 : tone === 'ready' ? theme.colors.bottleGreen : theme.colors.white)};
  border: 1px solid ${({ theme, tone }) => (tone === 'past' ? theme.colors.gray200 : theme.colors.bottleGreen)};
`;

export function StatusBadge({ status }: { status: PickupStatus }) {
  const t = useT(pickupMessages);
  const tone = status === 'READY' ? 'ready' : isCurrent(status) ? 'active' : 'past';
  return (
    <Badge tone={tone} data-status={status}>
      {t(statusLabelKey(status))}
    </Badge>
  );
}
