/** Layout pieces of the draw screens (theme tokens only; mobile-first, 320–640 px). */
import styled from '@emotion/styled';
import type { DrawStatus } from '@bottle/api';
import { statusPill, ThumbRowList } from '../../../lib/kit';
import { useT } from '../../../lib/i18n';
import { drawsMessages } from '../messages';

const Badge = styled.span<{ live: boolean }>`
  ${statusPill}
  color: ${({ theme, live }) => (live ? theme.colors.white : theme.colors.gray800)};
  background: ${({ theme, live }) => (live ? theme.colors.bottleGreen : theme.colors.gray200)};
`;

export function DrawStatusBadge({ status }: { status: DrawStatus }) {
  const t = useT(drawsMessages);
  return (
    <Badge live={status === 'OPEN'} data-status={status}>
      {t(`draws.status.${status}`)}
    </Badge>
  );
}

/** A hash as text that wraps anywhere (64 hex characters do not fit a phone's line). */
export const Hash = styled.code`
  font-family: ui-monospace, SFMono-Regular, Menlo, monospace;
  font-size: ${({ theme }) => theme.typography.size.xs};
  overflow-wrap: anywhere;
  word-break: break-all;
`;

export const Note = styled.p`
  margin: ${({ theme }) => theme.space.sm} 0;
  color: ${({ theme }) => theme.colors.gray800};
  font-size: ${({ theme }) => theme.typography.size.sm};
`;

export { Facts, InlineAlert, Thumb } from '../../../lib/kit';

/** The kit's thumbnail rows, flush with the section, each row at least 72 px, its lines spaced. */
export const DrawRows = styled(ThumbRowList)`
  padding: 0;
  a {
    min-height: 72px;
    padding: ${({ theme }) => theme.space.md} 0;
  }
  .body {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space.xxs};
  }
`;
