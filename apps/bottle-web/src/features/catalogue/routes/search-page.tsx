/**
 * The search tab (spec §2 "search page"; §1 search by text, camera and voice; §3 search tab
 * types; §7 search calls). The query lives in the URL (`?tab=&q=&category=&sort=&<filter key>=
 * &min=&max=&page=`), so back/forward and reload restore it. Three tabs, as /app/search/type/list
 * names them: by product (no word and no filter → the search home: recent, top and recommended
 * words), by price (a range, then the products in it) and exchange (what the chain's mobile gift
 * voucher can be exchanged for).
 */
import { useCallback, useMemo, useRef, type ReactNode } from 'react';
import { useSearchParams } from '../../../lib/router/link';
import styled from '@emotion/styled';
import { useInsertSuccessWordMutation, useSearchTypeListQuery, type SearchTypeListResponse } from '@bottle/api';
import { ANALYTICS_EVENTS, labelText, SEARCH_TAB_TYPES, type Lang } from '@bottle/domain';

import { trackEvent } from '../../../lib/analytics';
import { useLang, useT } from '../../../lib/i18n';
import { CameraSearchButton } from '../components/camera-search';
import { PageHeader, Tabs, type TabItem } from '../../../lib/kit';
import { PriceRange } from '../components/price-range';
import { SearchBox } from '../components/search-box';
import { SearchHome } from '../components/search-home';
import { SearchResults, type ChangeOptions } from '../components/search-results';
import { VoiceSearchButton } from '../components/voice-search';
import { parseSearchState, SEARCH_TABS, showsResults, toSearchParams, type SearchState, type SearchTab } from '../lib/search-state';
import { catalogueMessages } from '../messages';
import { useInWebView } from '../../../lib/services';

const Hint = styled.p`
  margin: 0;
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.lg} 0`};
  color: ${({ theme }) => theme.colors.gray700};
  font-size: ${({ theme }) => theme.typography.size.sm};
`;

const TAB_OF_TYPE = Object.fromEntries(SEARCH_TABS.map((tab) => [SEARCH_TAB_TYPES.byName[tab], tab])) as Record<string, SearchTab>;

/**
 * The tabs /app/search/type/list names, in its order, under its Korean names (the domain's
 * English ones in English); the spec's three while it loads or if it fails, so the screen never
 * waits on it. A type the app does not know is left out.
 */
export function searchTabItems(list: SearchTypeListResponse['type_list'] | undefined, lang: Lang): TabItem<SearchTab>[] {
  const named = (list ?? [])
    .map((x) => ({ tab: TAB_OF_TYPE[String(x.search_type)], name: x.search_type_nm }))
    .filter((x): x is { tab: SearchTab; name: string } => x.tab !== undefined);
  const tabs = named.length > 0 ? named : SEARCH_TABS.map((tab) => ({ tab, name: '' }));
  return tabs.map(({ tab, name }) => ({
    value: tab,
    label: lang === 'ko' && name ? name : labelText(SEARCH_TAB_TYPES, SEARCH_TAB_TYPES.byName[tab], lang),
  }));
}

const WORD_EVENTS = {
  typed: ANALYTICS_EVENTS.searchSubmit,
  autocomplete: ANALYTICS_EVENTS.searchAutocompleteClick,
  recent: ANALYTICS_EVENTS.searchRecentWordClick,
  top: ANALYTICS_EVENTS.searchTopWordClick,
  recommend: ANALYTICS_EVENTS.searchRecommendWordClick,
  voice: ANALYTICS_EVENTS.searchSubmit,
} as const;

/** The mutation's state is not shown: the page does not render again as the call goes and comes back. */
const NO_MUTATION_STATE = () => ({});

/**
 * The tabs /app/search/type/list names, around the chosen tab's panel. The list's answer renders
 * this component only: the panel is made by the page (`panel`), kept while the tab stays the same.
 */
function SearchTabs({
  requested,
  onChoose,
  panel,
}: {
  requested: SearchTab;
  onChoose: (tab: SearchTab) => void;
  panel: (tab: SearchTab) => ReactNode;
}) {
  const t = useT(catalogueMessages);
  const lang = useLang();
  const types = useSearchTypeListQuery();
  const tabs = searchTabItems(types.data?.type_list, lang);
  const tab = tabs.some((x) => x.value === requested) ? requested : (tabs[0]?.value ?? 'product');
  const content = useMemo(() => panel(tab), [panel, tab]);
  return (
    <Tabs label={t('catalogue.search.tabs')} items={tabs} value={tab} onValueChange={onChoose}>
      {content}
    </Tabs>
  );
}

export function SearchPage() {
  const t = useT(catalogueMessages);
  const inWebView = useInWebView();
  const [params, setParams] = useSearchParams();
  const state = parseSearchState(params);
  const [insertSuccessWord] = useInsertSuccessWordMutation({ selectFromResult: NO_MUTATION_STATE });
  // Words already recorded as successful in this visit (one call per word, not per page).
  const recorded = useRef(new Set<string>());

  const change = useCallback(
    (next: SearchState, options: ChangeOptions = {}) => setParams(toSearchParams(next), { replace: options.replace ?? false }),
    [setParams],
  );

  const search = (word: string, source: keyof typeof WORD_EVENTS) => {
    trackEvent(WORD_EVENTS[source], inWebView, { keyword: word });
    // A new word starts from the first page with the same category, sort and filters.
    change({ ...state, q: word, page: 1 });
  };

  const q = state.q;
  const onFound = useCallback(() => {
    if (!q || recorded.current.has(q)) return;
    recorded.current.add(q);
    // Spec §7 /app/search/insertsuccwd: only a word that found something is recorded. A failure
    // here must not disturb the member, who already sees the results.
    insertSuccessWord({ keyword: q }).catch(() => undefined);
  }, [q, insertSuccessWord]);

  const showResults = showsResults(state);
  const chooseTab = (next: SearchTab) => {
    if (next === state.tab) return;
    trackEvent(ANALYTICS_EVENTS.searchTabChange, inWebView, { search_type: SEARCH_TAB_TYPES.byName[next] });
    // The word stays; the page starts again.
    change({ ...state, tab: next, page: 1 });
  };

  // The chosen tab's panel; `tab` is the one the tabs show (the address's, if the list has it).
  const panel = (tab: SearchTab) => (
    <>
      {tab === 'price' ? (
        <PriceRange
          value={state}
          onChange={({ minPrice, maxPrice }) => {
            const next: SearchState = { ...state, page: 1 };
            delete next.minPrice;
            delete next.maxPrice;
            if (minPrice !== undefined) next.minPrice = minPrice;
            if (maxPrice !== undefined) next.maxPrice = maxPrice;
            trackEvent(ANALYTICS_EVENTS.searchFilterApply, inWebView, {
              search_type: SEARCH_TAB_TYPES.byName.price,
              min_prc: minPrice,
              max_prc: maxPrice,
            });
            change(next);
          }}
        />
      ) : null}
      {tab === 'exchange' ? <Hint>{t('catalogue.exchange.hint')}</Hint> : null}
      {showResults ? (
        <SearchResults state={state} onChange={change} onFound={onFound} />
      ) : tab === 'product' ? (
        <SearchHome onPick={search} />
      ) : (
        <Hint>{t('catalogue.price.prompt')}</Hint>
      )}
    </>
  );

  return (
    <>
      <PageHeader title={t('catalogue.search.title')} />
      <SearchBox
        value={state.q}
        onSubmit={search}
        tools={
          <>
            <VoiceSearchButton onResult={(text) => search(text, 'voice')} />
            <CameraSearchButton />
          </>
        }
      />
      <SearchTabs requested={state.tab} onChoose={chooseTab} panel={panel} />
    </>
  );
}
