/**
 * The notice at the top of every screen while the device is offline, from the
 * same connectivity libs/api pauses its queries on. A polite status region that is always there,
 * so a screen reader hears it once when the connection goes, and silence when it comes back.
 */
import styled from '@emotion/styled';
import { useOnline } from '../lib/connectivity';
import { useT } from '../lib/i18n';

const Bar = styled.div`
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.zIndex.header + 1};
  p {
    margin: 0;
    padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.lg};
    background: ${({ theme }) => theme.colors.gray900};
    color: ${({ theme }) => theme.colors.white};
    font-size: ${({ theme }) => theme.typography.size.sm};
    line-height: ${({ theme }) => theme.typography.lineHeight.normal};
    text-align: center;
  }
`;

export function OfflineNotice() {
  const t = useT();
  const online = useOnline();
  return (
    <Bar role="status" data-testid="offline-notice">
      {online ? null : <p>{`${t('ui.offline.title')}. ${t('ui.offline.body')}`}</p>}
    </Bar>
  );
}
