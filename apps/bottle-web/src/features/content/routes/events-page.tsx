/**
 * The event list (spec §2 screen "event"; §7 /v2/hybridapp/event/list). Two tabs by the list
 * status (spec §3 status ing/end); each event shows its own status (BEFORE/ING labels from
 * libs/domain), its period and whether the member has joined.
 */
import { ANALYTICS_EVENTS, formatDotDate, EVENT_STATUSES, STATUSES, labelText } from '@bottle/domain';

import styled from '@emotion/styled';
import { useSearchParams } from '../../../lib/router/link';
import { useEventListPagesInfiniteQuery, type BottleEvent } from '@bottle/api';

import { paths } from '../../../config/paths';
import { trackEvent } from '../../../lib/analytics';
import { useLang, useT } from '../../../lib/i18n';
import { Badge, CoverCardBox, CoverCardLink, ScreenTitle, ShowMore } from '../components/page';
import { QueryState, RowList, Tabs, VirtualList } from '../../../lib/kit';
import { SkeletonList } from '@bottle/ui';
import { contentMessages } from '../messages';
import { useInWebView } from '../../../lib/services';

const PAGE_SIZE = 20;
const LIST_STATUSES = ['ing', 'end'] as const;
type ListStatus = (typeof LIST_STATUSES)[number];

const Badges = styled.span`
  display: flex;
  gap: ${({ theme }) => theme.space.xs};
  margin-top: ${({ theme }) => theme.space.sm};
`;

function parseListStatus(value: string | null): ListStatus {
  return value === 'end' ? 'end' : 'ing';
}

export function EventsPage() {
  const t = useT(contentMessages);
  const lang = useLang();
  const [params, setParams] = useSearchParams();
  const status = parseListStatus(params.get('status'));
  return (
    <>
      <ScreenTitle>{t('content.events.title')}</ScreenTitle>
      <Tabs
        variant="pill"
        label={t('content.events.tabs')}
        items={LIST_STATUSES.map((s) => ({ value: s, label: labelText(STATUSES, s, lang) }))}
        value={status}
        onValueChange={(s) => setParams({ status: s }, { replace: true })}
      >
        <EventList key={status} status={status} />
      </Tabs>
    </>
  );
}

/** An event card's height before it is measured (a 16:9 cover, badges, name, period). */
const EVENT_CARD_HEIGHT = 300;

/**
 * The first event's place (app/early-calls.ts EVENT_FIRST_SLOT, repeated there so the page's
 * early module stays free of the app's code; hydration.test.tsx holds the two equal).
 */
const FIRST_EVENT_SLOT = 'event-first';

/**
 * The first card's place while the list loads: a card's own box with its cover empty and
 * decorative (the list below announces the loading). The page's early module may show the first
 * event's cover there before the framework has run (docs/decisions/0160-early-largest-picture.md);
 * the first card then stands in the same place with the same cover. The <img> without `src`
 * carries `suppressHydrationWarning`: what the early module put there is not React's to compare.
 */
function EventCardPlaceholder() {
  return (
    // The list's own frame (the kit's row list, padded as the virtual list's rows are).
    <RowList aria-hidden="true">
      <li>
        <CoverCardBox>
          {/* The attribute the page's early module looks for (app/early-calls.ts EARLY_PICTURE_SLOT). */}
          <img alt="" width={640} height={360} data-early-picture={FIRST_EVENT_SLOT} suppressHydrationWarning />
        </CoverCardBox>
      </li>
    </RowList>
  );
}

/**
 * The events of one status, a page at a time (libs/api eventListPages: each "more" one call of
 * PAGE_SIZE, no longer a growing page_size), in a window-virtualised list.
 */
function EventList({ status }: { status: ListStatus }) {
  const t = useT(contentMessages);
  const lang = useLang();
  const inWebView = useInWebView();
  const events = useEventListPagesInfiniteQuery({ status, page_size: PAGE_SIZE });
  const list = events.data?.pages.flatMap((p) => p.list) ?? [];
  const total = events.data?.pages[0]?.total_cnt ?? 0;
  // The first cover is the screen's largest element: asked for at once and first, not lazily.
  const card = (e: BottleEvent, index: number) => (
    <CoverCardLink
      to={paths.eventDetail(e.event_no)}
      onClick={() => trackEvent(ANALYTICS_EVENTS.eventClick, inWebView, { event_no: e.event_no })}
    >
      <img
        src={e.img_url}
        alt=""
        width={640}
        height={360}
        {...(index === 0 ? { fetchPriority: 'high' as const } : { loading: 'lazy' as const })}
      />
      <Badges>
        {status === 'end' ? (
          <Badge tone="gray">{labelText(STATUSES, 'end', lang)}</Badge>
        ) : (
          <Badge tone={e.status === 'BEFORE' ? 'gray' : 'green'}>{labelText(EVENT_STATUSES, e.status, lang)}</Badge>
        )}
        {e.join_yn === 'Y' ? <Badge tone="outline">{t('content.events.joined')}</Badge> : null}
      </Badges>
      <strong>{e.event_nm}</strong>
      <small>{t('content.period', { from: formatDotDate(e.start_dt), to: formatDotDate(e.end_dt) })}</small>
    </CoverCardLink>
  );
  return (
    <QueryState
      query={events}
      isEmpty={list.length === 0}
      emptyTitle={t('content.events.empty')}
      loading={
        <>
          <EventCardPlaceholder />
          <SkeletonList rows={2} thumbnail />
        </>
      }
    >
      <VirtualList
        items={list}
        getKey={(e) => e.event_no}
        renderItem={card}
        estimateSize={EVENT_CARD_HEIGHT}
        setSize={total}
        initialRows={3}
        aria-label={labelText(STATUSES, status, lang)}
      />
      <ShowMore shown={list.length} total={total} busy={events.isFetching} onMore={() => void events.fetchNextPage()} />
    </QueryState>
  );
}
