/**
 * Promotions (spec §2 screen "promotion"), reached from home: what the shop runs now, from three
 * calls of spec §7: the open exhibitions (/app/exhibition/list), this month's picks
 * (/app/main/monthlyitem/list) and the events in progress (/v2/hybridapp/event/list). Each tap
 * sends promotion_click with what was opened; the full exhibition list (past ones too) stays at
 * /exhibition, the classes at /class (both linked).
 */
import styled from '@emotion/styled';
import { Link } from '../../../lib/router/link';
import { useEventListQuery, useExhibitionListQuery, useMonthlyItemListQuery } from '@bottle/api';
import { ANALYTICS_EVENTS, formatDotDate } from '@bottle/domain';
import { paths } from '../../../config/paths';
import { useT } from '../../../lib/i18n';
import { LinkButton, PageHeader, QueryState, RowList, Section, wideCoverImage, type QueryView } from '../../../lib/kit';
import { trackEvent } from '../../../lib/analytics';

import { exploreMessages } from '../messages';
import { useInWebView } from '../../../lib/services';

const Cards = styled(RowList)`
  a {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space.xxs};
    min-height: 44px;
    padding: ${({ theme }) => theme.space.sm} 0;
    color: inherit;
    text-decoration: none;
  }
  img {
    ${wideCoverImage}
    border-radius: ${({ theme }) => theme.radii.md};
  }
  small {
    color: ${({ theme }) => theme.colors.gray700};
    font-size: ${({ theme }) => theme.typography.size.sm};
  }
`;

const More = styled.div`
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.lg}`};
`;

interface Card {
  to: string;
  kind: 'exhibition' | 'monthly' | 'event';
  no: string;
  img: string;
  name: string;
  period?: string;
}

/** One promotion: its picture, name and period, opening `to` and saying so to analytics. */
function PromotionCard({ to, kind, no, img, name, period }: Card) {
  const inWebView = useInWebView();
  return (
    <li>
      <Link to={to} onClick={() => trackEvent(ANALYTICS_EVENTS.promotionClick, inWebView, { promotion_kind: kind, promotion_no: no })}>
        <img src={img} alt="" width={640} height={360} loading="lazy" />
        <strong>{name}</strong>
        {period ? <small>{period}</small> : null}
      </Link>
    </li>
  );
}

interface PromotionSectionProps {
  id: string;
  title: string;
  empty: string;
  query: QueryView<unknown>;
  cards: Card[];
  /** A link under the list: where, and its text. */
  more?: readonly [string, string];
}

/** A titled list of promotions with its loading, error and empty states. */
function PromotionSection({ id, title, empty, query, cards, more }: PromotionSectionProps) {
  return (
    <Section aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <QueryState query={query} thumbnail isEmpty={cards.length === 0} emptyTitle={empty}>
        <Cards aria-labelledby={id}>
          {cards.map((c) => (
            <PromotionCard key={c.no} {...c} />
          ))}
        </Cards>
      </QueryState>
      {more ? (
        <More>
          <LinkButton variant="text" to={more[0]}>
            {more[1]}
          </LinkButton>
        </More>
      ) : null}
    </Section>
  );
}

export function PromotionPage() {
  const t = useT(exploreMessages);
  const exhibitions = useExhibitionListQuery({ page_no: 1, page_size: 20 });
  const monthly = useMonthlyItemListQuery();
  const events = useEventListQuery({ page_no: 1, page_size: 20, status: 'ing' });
  const period = (from: string, to: string) => t('explore.promotion.period', { from: formatDotDate(from), to: formatDotDate(to) });
  const exhibitionCards = (exhibitions.data?.list ?? [])
    .filter((x) => x.open_state !== 'CLOSE')
    .map((x): Card => ({
      to: `${paths.exhibition}?${new URLSearchParams({ exhibit_no: x.exhibit_no }).toString()}`,
      kind: 'exhibition',
      no: x.exhibit_no,
      img: x.img_url,
      name: x.exhibit_nm,
      period: period(x.start_dt, x.end_dt),
    }));
  const pickCards = (monthly.data?.list ?? []).map((m): Card => ({
    to: paths.monthlyPick(m.mnth_item_no),
    kind: 'monthly',
    no: m.mnth_item_no,
    img: m.img_url,
    name: m.title,
  }));
  const eventCards = (events.data?.list ?? []).map((e): Card => ({
    to: paths.eventDetail(e.event_no),
    kind: 'event',
    no: e.event_no,
    img: e.img_url,
    name: e.event_nm,
    period: period(e.start_dt, e.end_dt),
  }));

  // The sections in the screen's order: each its heading, its empty state, its call and its cards, and a link to the full list.
  const sections: PromotionSectionProps[] = [
    {
      id: 'promotion-exhibitions',
      title: t('explore.promotion.exhibitions'),
      empty: t('explore.promotion.exhibitionsEmpty'),
      query: exhibitions,
      cards: exhibitionCards,
      more: [paths.exhibition, t('explore.promotion.allExhibitions')],
    },
    {
      id: 'promotion-monthly',
      title: t('explore.promotion.monthly'),
      empty: t('explore.monthlyPick.empty'),
      query: monthly,
      cards: pickCards,
    },
    {
      id: 'promotion-events',
      title: t('explore.promotion.events'),
      empty: t('explore.promotion.eventsEmpty'),
      query: events,
      cards: eventCards,
      more: [paths.classes, t('explore.promotion.classes')],
    },
  ];

  return (
    <>
      <PageHeader title={t('explore.promotion.title')} backTo={paths.home} backLabel={t('explore.back')} />
      {sections.map((section) => (
        <PromotionSection key={section.id} {...section} />
      ))}
    </>
  );
}
