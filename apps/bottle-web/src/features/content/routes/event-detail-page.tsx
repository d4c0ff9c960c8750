/**
 * An event (spec §2 "event"; §7 /v2/hybridapp/event/list and /v2/hybridapp/event/win/show;
 * libs/api A20 /v2/hybridapp/event/join). There is no event detail call, so the event is taken
 * from the lists (ongoing first, then ended). The body (`event_conts`, libs/api A10) is sanitised
 * HTML; the "more" link follows its link kind (spec §3) and shows only when it leads somewhere. Joining needs a login: a visitor sees the login prompt in
 * place of the button. The draw result shows for events that have one.
 */
import { ANALYTICS_EVENTS, formatDotDate, EVENT_STATUSES, STATUSES, labelText } from '@bottle/domain';

import styled from '@emotion/styled';
import { useEffect } from 'react';
import { useParams } from 'react-router';
import { useEventJoinMutation, useEventListQuery, useEventWinShowQuery, type BottleEvent } from '@bottle/api';
import { Button } from '@bottle/ui';
import { useAppDispatch, useAppSelector } from '../../../lib/store/hooks';
import { paths } from '../../../config/paths';
import { trackEvent } from '../../../lib/analytics';
import { useLang, useT } from '../../../lib/i18n';
import { showAlert } from '../../../lib/popups/popup-thunks';
import { ContentLink, resolveLink } from '../components/content-link';
import { LoginPrompt } from '../components/login-prompt';
import { Badge, Body, greenTextLink, HeroImage, Meta, ScreenTitle } from '../components/page';
import { QueryState, Section } from '../../../lib/kit';
import { SafeHtml } from '../components/safe-html';
import { isEventOpen } from '../lib/event-view';
import { contentMessages } from '../messages';
import { selectLoggedIn } from '../../../lib/session/auth-slice';
import { useServices, useInWebView } from '../../../lib/services';
import { shareLink } from '../../../lib/share';

/** Enough to hold every event of a list: there is no per-event call (A20 has none either). */
const LOOKUP_SIZE = 100;

const JoinArea = styled.div`
  margin-top: ${({ theme }) => theme.space.lg};
  p {
    color: ${({ theme }) => theme.colors.gray700};
  }
`;

const MoreLink = styled(ContentLink)`
  ${greenTextLink}
`;

export function EventDetailPage() {
  const t = useT(contentMessages);
  const { eventNo = '' } = useParams();
  const ongoing = useEventListQuery({ status: 'ing', page_no: 1, page_size: LOOKUP_SIZE });
  const inOngoing = ongoing.data?.list.find((e) => e.event_no === eventNo);
  const lookEnded = ongoing.isSuccess && !inOngoing;
  const ended = useEventListQuery({ status: 'end', page_no: 1, page_size: LOOKUP_SIZE }, { skip: !lookEnded });
  const inEnded = ended.data?.list.find((e) => e.event_no === eventNo);
  const event = inOngoing ?? inEnded;
  const listStatus = inOngoing ? 'ing' : 'end';
  const query = ongoing.isError || !lookEnded ? ongoing : ended;
  const loading = ongoing.isLoading || (lookEnded && (ended.isLoading || ended.isUninitialized));

  return (
    <>
      <ScreenTitle backTo={paths.events}>{event?.event_nm ?? t('content.events.title')}</ScreenTitle>
      <QueryState query={{ ...query, isLoading: loading }} isEmpty={!event} emptyTitle={t('content.notFound')} thumbnail>
        {event ? <EventBody event={event} listStatus={listStatus} /> : null}
      </QueryState>
    </>
  );
}

function EventBody({ event, listStatus }: { event: BottleEvent; listStatus: 'ing' | 'end' }) {
  const t = useT(contentMessages);
  const lang = useLang();
  const dispatch = useAppDispatch();
  const loggedIn = useAppSelector(selectLoggedIn);
  const inWebView = useInWebView();
  const [join, joining] = useEventJoinMutation();
  const hasLink = resolveLink(event.link_kind, event.link_url).kind !== 'none';
  const open = isEventOpen(event, listStatus);
  const joined = event.join_yn === 'Y' || joining.isSuccess;
  const { getBridge } = useServices();

  // The shell's share popup in the web view; the browser's share sheet, or the link copied.
  const onShare = () => {
    trackEvent(ANALYTICS_EVENTS.eventShare, inWebView, { event_no: event.event_no });
    const url = new URL(paths.eventDetail(event.event_no), window.location.origin).toString();
    getBridge()
      .then((b) => shareLink(b, inWebView, { url, title: event.event_nm }))
      .then((outcome) => outcome === 'copied' && dispatch(showAlert(t('content.event.linkCopied'))))
      .catch(() => dispatch(showAlert(t('content.event.shareFailed'))));
  };

  const onJoin = () => {
    join({ event_no: event.event_no })
      .unwrap()
      .then(() => {
        trackEvent(ANALYTICS_EVENTS.eventApply, inWebView, { event_no: event.event_no });
        dispatch(showAlert(t('content.event.joinDone')));
      })
      .catch(() => dispatch(showAlert(t('content.event.joinFailed'))));
  };

  return (
    <article aria-labelledby="event-title">
      <HeroImage src={event.img_url} alt="" width={640} height={360} />
      <Body>
        <h2 id="event-title">{event.event_nm}</h2>
        <Meta>
          {listStatus === 'end' ? (
            <Badge tone="gray">{labelText(STATUSES, 'end', lang)}</Badge>
          ) : (
            <Badge tone={event.status === 'BEFORE' ? 'gray' : 'green'}>{labelText(EVENT_STATUSES, event.status, lang)}</Badge>
          )}
          <span>{t('content.period', { from: formatDotDate(event.start_dt), to: formatDotDate(event.end_dt) })}</span>
        </Meta>
        {event.event_conts ? <SafeHtml html={event.event_conts} /> : null}
        {hasLink ? (
          <MoreLink kind={event.link_kind} url={event.link_url}>
            {t('content.openLink')}
          </MoreLink>
        ) : null}
        <JoinArea>
          <Button block variant="secondary" onClick={onShare}>
            {t('content.event.share')}
          </Button>
          {joined ? (
            <Button block disabled>
              {t('content.events.joined')}
            </Button>
          ) : listStatus === 'end' ? (
            <p>{t('content.event.ended')}</p>
          ) : !open ? (
            <p>{t('content.event.notOpenYet')}</p>
          ) : loggedIn ? (
            <Button block onClick={onJoin} disabled={joining.isLoading} aria-busy={joining.isLoading}>
              {joining.isLoading ? t('content.event.joining') : t('content.event.join')}
            </Button>
          ) : (
            <LoginPrompt message={t('content.event.joinLoginPrompt')} />
          )}
        </JoinArea>
      </Body>
      <WinResult eventNo={event.event_no} />
    </article>
  );
}

function WinResult({ eventNo }: { eventNo: string }) {
  const t = useT(contentMessages);
  const loggedIn = useAppSelector(selectLoggedIn);
  const inWebView = useInWebView();
  const win = useEventWinShowQuery({ event_no: eventNo });
  const status = win.data?.result_status;
  const shown = status === 'SUCCESS' || status === 'FAIL';
  useEffect(() => {
    if (shown) trackEvent(ANALYTICS_EVENTS.eventWinView, inWebView, { event_no: eventNo, result_status: status ?? '' });
  }, [shown, status, eventNo, inWebView]);

  // Result status '' (spec §3) means the server has nothing to say: no section at all.
  if (win.isLoading || win.isError || !status) return null;
  return (
    <Section aria-labelledby="event-win">
      <h2 id="event-win">{t('content.event.winners')}</h2>
      <Body>
        {status === 'NONE' ? (
          <p>{t('content.event.win.NONE')}</p>
        ) : loggedIn ? (
          <p>{t(status === 'SUCCESS' ? 'content.event.win.SUCCESS' : 'content.event.win.FAIL')}</p>
        ) : (
          <p>{t('content.event.win.loginHint')}</p>
        )}
        {status !== 'NONE' && win.data?.win_msg ? <SafeHtml html={win.data.win_msg} /> : null}
      </Body>
    </Section>
  );
}
