/**
 * The main popup (spec §7 /app/main/popup/list; "오늘 하루 보지 않기"): the shop's notices of the
 * day over home, one at a time. Today is the server's day in Korea (/v2/hybridapp/common/crnttime),
 * the rules are ../lib/home-overlays.ts. "오늘 하루 보지 않기" keeps them away until the day ends
 * in Korea; "닫기", Escape or the back action for the rest of the visit. Showing a notice sends
 * main_popup_view, closing main_popup_close (with hide_today). They wait until the age check is
 * passed. Loaded after home's first paint, in its own chunk, and only when the visit has not
 * closed it already.
 */
import styled from '@emotion/styled';
import { useEffect, useState } from 'react';
import { Link } from '../../../lib/router/link';
import { useMainPopupListQuery, useUserInfoQuery, type MainPopup } from '@bottle/api';
import { ANALYTICS_EVENTS } from '@bottle/domain';
import { Button, ButtonRow, Modal } from '@bottle/ui';
import { useT } from '../../../lib/i18n';
import { safeStorage } from '../../../lib/safe-storage';
import { useServerClock } from '../../../lib/server-clock';
import { mainScreenMessages } from '../screen-messages';
import {
  coversToday,
  FIRST_VISIT_SEEN_KEY,
  firstVisitAllowed,
  MAIN_POPUP_CLOSED_KEY,
  MAIN_POPUP_HIDDEN_UNTIL_KEY,
  popupsOn,
} from '../lib/home-overlays';
import { useTrackEvent } from '../../../lib/use-track-event';
import { useAppSelector } from '../../../lib/store/hooks';
import { useAgeCheckNeeded } from './age-check';
import { useMemberAgeFacts } from './member-age-gate';
import { textLink } from './text-link';
import { selectLoggedIn } from '../../../lib/session/auth-slice';

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  img {
    width: 100%;
    height: auto;
    aspect-ratio: 16 / 9;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.grayBg};
  }
  p {
    margin: 0;
  }
  a {
    ${textLink}
  }
`;

/* Padded so the text button's focus ring is not cut by the popup's scrolling body. */
const Pager = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  padding: ${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.colors.gray700};
  font-size: ${({ theme }) => theme.typography.size.sm};
`;

/** The notice's "see more": an app path inside the app, an https page outside it, else nothing. */
function MoreLink({ popup, onOpen, label }: { popup: MainPopup; onOpen: () => void; label: string }) {
  const url = popup.link_url ?? '';
  if (popup.link_kind === 'APPLIST' && url.startsWith('/') && !url.startsWith('//')) {
    return (
      <Link to={url} onClick={onOpen}>
        {label}
      </Link>
    );
  }
  if (popup.link_kind === 'URL' && /^https:\/\//i.test(url)) {
    return (
      <a href={url} target="_blank" rel="noopener noreferrer" onClick={onOpen}>
        {label}
      </a>
    );
  }
  return null;
}

export default function MainPopupLayer() {
  const t = useT(mainScreenMessages);
  const track = useTrackEvent();
  const clock = useServerClock();
  const popups = useMainPopupListQuery();
  const [closed, setClosed] = useState(false);
  // The notices wait until the age check (over every liquor page) is passed.
  const loggedIn = useAppSelector(selectLoggedIn);
  const memberAge = useMemberAgeFacts(!loggedIn);
  const ageCheck = useAgeCheckNeeded(loggedIn ? memberAge : undefined);
  const [index, setIndex] = useState(0);
  // Today waits for the server's answer; a failed time call falls back to the device's clock.
  const today = clock.ready ? clock.today : undefined;
  const user = useUserInfoQuery(undefined, { skip: !loggedIn });
  const joinDate = loggedIn ? (user.data ? user.data.join_date || null : user.isError ? null : undefined) : null;
  // A first-visit notice was seen when this visit began (or before): read once, so the notice
  // shown now stays until it is closed.
  const [firstSeen] = useState(() => safeStorage('local').get(FIRST_VISIT_SEEN_KEY));
  const list =
    today && popups.data
      ? popupsOn(popups.data.popup_list, today).filter((p) => p.first_visit_yn !== 'Y' || firstVisitAllowed(firstSeen, joinDate, today))
      : [];
  const hidden = today === undefined || coversToday(safeStorage('local').get(MAIN_POPUP_HIDDEN_UNTIL_KEY), today);
  const current = list[Math.min(index, list.length - 1)];
  // Also until the check is decided: a popup whose chunk arrives after the notices' answer would
  // otherwise show them over the age check for the moment before it has mounted.
  const waiting = !ageCheck.decided || ageCheck.needed;
  const open = !closed && !hidden && !waiting && current !== undefined;
  const shownNo = open ? current.popup_no : undefined;

  const shownFirstVisit = open && current.first_visit_yn === 'Y';
  useEffect(() => {
    if (shownNo) track(ANALYTICS_EVENTS.mainPopupView, { popup_no: shownNo });
  }, [shownNo, track]);
  useEffect(() => {
    if (shownFirstVisit && today) safeStorage('local').set(FIRST_VISIT_SEEN_KEY, today);
  }, [shownFirstVisit, today]);

  const close = (hideToday: boolean) => {
    if (!current || !today) return;
    if (hideToday) safeStorage('local').set(MAIN_POPUP_HIDDEN_UNTIL_KEY, today);
    safeStorage('session').set(MAIN_POPUP_CLOSED_KEY, '1');
    track(ANALYTICS_EVENTS.mainPopupClose, { popup_no: current.popup_no, hide_today: hideToday ? 'Y' : 'N' });
    setClosed(true);
  };

  if (!current) return null;
  return (
    <Modal
      open={open}
      title={current.title}
      onDismiss={() => close(false)}
      closeOnBack
      footer={
        <ButtonRow>
          <Button variant="secondary" onClick={() => close(true)}>
            {t('main.popup.hideToday')}
          </Button>
          <Button onClick={() => close(false)}>{t('main.popup.close')}</Button>
        </ButtonRow>
      }
    >
      <Body>
        <img src={current.img_url} alt="" width={640} height={360} />
        {current.popup_conts ? <p>{current.popup_conts}</p> : null}
        <MoreLink popup={current} onOpen={() => close(false)} label={t('main.popup.open')} />
        {list.length > 1 ? (
          <Pager>
            <span>{t('main.popup.position', { index: Math.min(index, list.length - 1) + 1, total: list.length })}</span>
            {/* No "다음 공지" on the last notice: it led back to the first as if there were more. */}
            {index < list.length - 1 ? (
              <Button variant="text" onClick={() => setIndex((i) => Math.min(i + 1, list.length - 1))}>
                {t('main.popup.next')}
              </Button>
            ) : (
              <Button variant="text" onClick={() => setIndex(0)}>
                {t('main.popup.first')}
              </Button>
            )}
          </Pager>
        ) : null}
      </Body>
    </Modal>
  );
}
