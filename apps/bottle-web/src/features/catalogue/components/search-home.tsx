/**
 * What the search tab shows before a search (spec §7 search calls): the member's recent
 * searches (libs/api A15: delete one or all), the top words (/app/search/topwrd/list, and the
 * whole ranking from /app/search/topwrd/all/list on "see all") and the recommended words
 * (/app/search/recomwrd/list). Each word starts a search.
 */
import styled from '@emotion/styled';
import { useState } from 'react';
import {
  useRecentSearchDeleteMutation,
  useRecentSearchListQuery,
  useRecommendWordListQuery,
  useTopWordAllListQuery,
  useTopWordListQuery,
} from '@bottle/api';
import { useAppDispatch, useAppSelector } from '../../../lib/store/hooks';
import { useT } from '../../../lib/i18n';
import { showAlert, showConfirm } from '../../../lib/popups/popup-thunks';
import { Chip, Icon, IconButton, ICONS, Muted } from './layout';
import { catalogueMessages } from '../messages';
import { ChipList, QueryState, Section, underlinedTextButton } from '../../../lib/kit';
import { selectLoggedIn } from '../../../lib/session/auth-slice';

export type WordSource = 'recent' | 'top' | 'recommend';

const Head = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  h2 {
    margin: 0;
  }
  button {
    ${underlinedTextButton}
    color: ${({ theme }) => theme.colors.gray700};
    font-size: ${({ theme }) => theme.typography.size.sm};
  }
`;

const RecentItem = styled.li`
  display: inline-flex;
  align-items: center;
  border: 1px solid ${({ theme }) => theme.colors.gray300};
  border-radius: ${({ theme }) => theme.radii.pill};
  > button:first-of-type {
    border: 0;
    padding-right: 0;
  }
`;

const RankList = styled.ol`
  margin: 0;
  padding: 0;
  list-style: none;
  display: grid;
  grid-template-columns: 1fr 1fr;
  column-gap: ${({ theme }) => theme.space.md};
  button {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.sm};
    width: 100%;
    min-height: 44px;
    border: 0;
    background: none;
    font: inherit;
    text-align: left;
    cursor: pointer;
  }
  b {
    color: ${({ theme }) => theme.colors.bottleGreen};
    min-width: 1.5em;
  }
`;

function RecentSearches({ onPick }: { onPick: (word: string) => void }) {
  const t = useT(catalogueMessages);
  const dispatch = useAppDispatch();
  const recent = useRecentSearchListQuery();
  const [remove] = useRecentSearchDeleteMutation();
  const words = recent.data?.list ?? [];
  const removeWord = (keyword?: string) =>
    remove(keyword === undefined ? {} : { keyword })
      .unwrap()
      .catch(() => dispatch(showAlert(t('catalogue.search.recentDeleteFailed'))));

  return (
    <Section padded aria-labelledby="search-recent">
      <Head>
        <h2 id="search-recent">{t('catalogue.search.recent')}</h2>
        {words.length > 0 ? (
          <button
            type="button"
            onClick={() => dispatch(showConfirm({ message: t('catalogue.search.recentClearConfirm'), onConfirm: () => void removeWord() }))}
          >
            {t('catalogue.search.recentClearAll')}
          </button>
        ) : null}
      </Head>
      <QueryState query={recent} skeletonRows={1} thumbnail>
        {words.length === 0 ? (
          <Muted>{t('catalogue.search.recentEmpty')}</Muted>
        ) : (
          <ChipList>
            {words.map((w) => (
              <RecentItem key={w.keyword}>
                <Chip type="button" onClick={() => onPick(w.keyword)}>
                  {w.keyword}
                </Chip>
                <IconButton
                  type="button"
                  aria-label={t('catalogue.search.recentDelete', { word: w.keyword })}
                  onClick={() => void removeWord(w.keyword)}
                >
                  <Icon d={ICONS.close} />
                </IconButton>
              </RecentItem>
            ))}
          </ChipList>
        )}
      </QueryState>
    </Section>
  );
}

export function SearchHome({ onPick }: { onPick: (word: string, source: WordSource) => void }) {
  const t = useT(catalogueMessages);
  const loggedIn = useAppSelector(selectLoggedIn);
  const [allTop, setAllTop] = useState(false);
  const topFew = useTopWordListQuery();
  // The whole ranking only when asked for; the first five stay shown while it loads.
  const topAll = useTopWordAllListQuery(undefined, { skip: !allTop });
  const top = allTop && topAll.data ? topAll : topFew;
  const recommend = useRecommendWordListQuery();
  const topWords = top.data?.word_list ?? [];
  const recommendWords = recommend.data?.word_list ?? [];
  return (
    <>
      {loggedIn ? <RecentSearches onPick={(w) => onPick(w, 'recent')} /> : null}
      <Section padded aria-labelledby="search-top">
        <Head>
          <h2 id="search-top">{t('catalogue.search.topWords')}</h2>
          {topWords.length > 0 ? (
            <button type="button" aria-expanded={allTop} aria-controls="search-top-list" onClick={() => setAllTop((v) => !v)}>
              {t(allTop ? 'catalogue.search.topWordsLess' : 'catalogue.search.topWordsAll')}
            </button>
          ) : null}
        </Head>
        <QueryState query={top} skeletonRows={3} thumbnail isEmpty={topWords.length === 0} emptyTitle={t('catalogue.search.wordsEmpty')}>
          <RankList id="search-top-list">
            {topWords.map((w) => (
              <li key={w.keyword}>
                <button
                  type="button"
                  aria-label={t('catalogue.search.rankWord', { rank: w.rank, word: w.keyword })}
                  onClick={() => onPick(w.keyword, 'top')}
                >
                  <b aria-hidden="true">{w.rank}</b>
                  {w.keyword}
                </button>
              </li>
            ))}
          </RankList>
        </QueryState>
      </Section>
      <Section padded aria-labelledby="search-recommend">
        <h2 id="search-recommend">{t('catalogue.search.recommendWords')}</h2>
        <QueryState
          query={recommend}
          skeletonRows={1}
          thumbnail
          isEmpty={recommendWords.length === 0}
          emptyTitle={t('catalogue.search.wordsEmpty')}
        >
          <ChipList>
            {recommendWords.map((w) => (
              <li key={w.keyword}>
                <Chip type="button" onClick={() => onPick(w.keyword, 'recommend')}>
                  #{w.keyword}
                </Chip>
              </li>
            ))}
          </ChipList>
        </QueryState>
      </Section>
    </>
  );
}
