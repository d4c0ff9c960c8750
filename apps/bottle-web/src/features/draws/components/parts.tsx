/** Layout pieces of the draw screens (theme tokens only; mobile-first, 320–640 px). */
import styled from '@emotion/styled';
import type { DrawStatus } from '@bottle/api';
import { useT } from '../../../lib/i18n';
import { drawsMessages } from '../messages';

const Badge = styled.span<{ live: boolean }>`
  display: inline-block;
  padding: ${({ theme }) => theme.space.xxs} ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: ${({ theme }) => theme.typography.size.xs};
  font-weight: ${({ theme }) => theme.typography.weight.bold};
  white-space: nowrap;
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

/** Label / value rows. */
export const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.lg};
  margin: 0;
  dt {
    color: ${({ theme }) => theme.colors.gray700};
    font-size: ${({ theme }) => theme.typography.size.sm};
  }
  dd {
    margin: 0;
  }
`;

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

/** An inline message that must be heard when it appears. */
export const InlineAlert = styled.p`
  margin: ${({ theme }) => theme.space.md} 0 0;
  padding: ${({ theme }) => theme.space.md};
  border-left: 4px solid ${({ theme }) => theme.colors.red};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.grayBg};
  color: ${({ theme }) => theme.colors.gray900};
  font-size: ${({ theme }) => theme.typography.size.sm};
`;

export { Thumb } from '../../../lib/kit';

export const DrawRows = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  li + li {
    border-top: 1px solid ${({ theme }) => theme.colors.gray200};
  }
  a {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.md};
    min-height: 72px;
    padding: ${({ theme }) => theme.space.md} 0;
    color: inherit;
    text-decoration: none;
  }
  .body {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space.xxs};
    flex: 1;
    min-width: 0;
  }
  .name {
    font-weight: ${({ theme }) => theme.typography.weight.medium};
  }
  .meta {
    color: ${({ theme }) => theme.colors.gray700};
    font-size: ${({ theme }) => theme.typography.size.sm};
  }
`;
