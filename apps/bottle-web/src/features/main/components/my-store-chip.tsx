/**
 * The header's member part: the alarm bell with the count of unread notices
 * (alarms reachable from the header), opening the member's notices, and the store chip with their
 * main store's name (user info), opening the store info popup. Loaded only for members, so a
 * visitor's first visit does not carry the member calls.
 */
import styled from '@emotion/styled';
import { lineIcon } from '../../../lib/kit/styles';
import { Link } from '../../../lib/router/link';
import { usePushListQuery, useUserInfoQuery } from '@bottle/api';
import { ANALYTICS_EVENTS } from '@bottle/domain';
import { paths } from '../../../config/paths';
import { trackEvent } from '../../../lib/analytics';
import { useT } from '../../../lib/i18n';

import { StoreChipButton } from './store-chip-button';
import { mainMessages } from '../messages';
import { useInWebView } from '../../../lib/services';

const Row = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

const Bell = styled(Link)`
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  color: ${({ theme }) => theme.colors.bottleGreen};
  svg {
    ${lineIcon}
  }
  span {
    position: absolute;
    top: 4px;
    right: 2px;
    min-width: 18px;
    height: 18px;
    padding: 0 4px;
    border-radius: 9px;
    background: ${({ theme }) => theme.colors.bottleGreen};
    color: ${({ theme }) => theme.colors.white};
    font-size: 11px;
    line-height: 18px;
    text-align: center;
  }
`;

function AlarmBell() {
  const t = useT(mainMessages);
  const inWebView = useInWebView();
  const notices = usePushListQuery();
  const unread = notices.data?.list.filter((n) => n.read_yn !== 'Y').length ?? 0;
  return (
    <Bell
      to={paths.pushNotices}
      aria-label={unread > 0 ? t('main.alarmsUnread', { count: unread }) : t('main.alarms')}
      onClick={() => trackEvent(ANALYTICS_EVENTS.mainAlarmClick, inWebView, { unread })}
    >
      <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="M6 17V11a6 6 0 0 1 12 0v6l2 2H4zM10 21h4" />
      </svg>
      {unread > 0 ? <span aria-hidden="true">{unread > 99 ? '99+' : unread}</span> : null}
    </Bell>
  );
}

export default function MyStoreChip() {
  const t = useT(mainMessages);
  const user = useUserInfoQuery();
  const name = user.data?.def_str_nm;
  return (
    <Row>
      <AlarmBell />
      <StoreChipButton aria-label={name ? t('main.myStoreButton', { name }) : t('main.storeInfo')}>
        {name ?? t('main.storeInfo')}
      </StoreChipButton>
    </Row>
  );
}
