/**
 * The wine encyclopedia (spec §1 "a wine encyclopedia"; §7 /app/winepedia/list): entries with a
 * short summary, each opening its detail.
 */
import { ANALYTICS_EVENTS } from '@bottle/domain';

import styled from '@emotion/styled';
import { Link } from '../../../lib/router/link';
import { useWinepediaListQuery } from '@bottle/api';

import { paths } from '../../../config/paths';
import { trackEvent } from '../../../lib/analytics';
import { useT } from '../../../lib/i18n';
import { Intro, rowLink, ScreenTitle, ShowMore, useGrowingList } from '../components/page';
import { QueryState, RowList } from '../../../lib/kit';
import { contentMessages } from '../messages';
import { useInWebView } from '../../../lib/services';

const EntryLink = styled(Link)`
  display: block;
  ${rowLink}
  span {
    display: block;
    margin-top: ${({ theme }) => theme.space.xs};
    color: ${({ theme }) => theme.colors.gray700};
    font-size: ${({ theme }) => theme.typography.size.sm};
  }
`;

export function WinepediaPage() {
  const t = useT(contentMessages);
  const inWebView = useInWebView();
  const { query: entries, list, more } = useGrowingList(useWinepediaListQuery, {});
  return (
    <>
      <ScreenTitle backTo={paths.foodPairing}>{t('content.winepedia.title')}</ScreenTitle>
      <Intro>{t('content.winepedia.intro')}</Intro>
      <QueryState query={entries} isEmpty={list.length === 0} emptyTitle={t('content.winepedia.empty')}>
        <RowList aria-label={t('content.winepedia.title')}>
          {list.map((w) => (
            <li key={w.wpd_no}>
              <EntryLink
                to={paths.winepediaDetail(w.wpd_no)}
                onClick={() => trackEvent(ANALYTICS_EVENTS.winepediaClick, inWebView, { wpd_no: w.wpd_no })}
              >
                <strong>{w.title}</strong>
                <span>{w.summary}</span>
              </EntryLink>
            </li>
          ))}
        </RowList>
        <ShowMore {...more} />
      </QueryState>
    </>
  );
}
