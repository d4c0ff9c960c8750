/**
 * The search tab (spec §2 "search page"; §1 search by text, camera and voice; §7 search calls).
 * The query lives in the URL (`?q=&category=&sort=&<filter key>=&page=`), so back/forward and
 * reload restore it. No query and no filter → the search home (recent, top and recommended
 * words); otherwise the results.
 */
import { useCallback, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { useInsertSuccessWordMutation } from '@bottle/api';
import { ANALYTICS_EVENTS } from '@bottle/domain';
import { useAppSelector } from '../../../lib/store/hooks';
import { trackEvent } from '../../../lib/analytics';
import { useT } from '../../../lib/i18n';
import { CameraSearchButton } from '../components/camera-search';
import { PageHeader } from '../../../lib/kit';
import { SearchBox } from '../components/search-box';
import { SearchHome } from '../components/search-home';
import { SearchResults, type ChangeOptions } from '../components/search-results';
import { VoiceSearchButton } from '../components/voice-search';
import { parseSearchState, showsResults, toSearchParams, type SearchState } from '../lib/search-state';
import { catalogueMessages } from '../messages';


const WORD_EVENTS = {
  typed: ANALYTICS_EVENTS.searchSubmit,
  autocomplete: ANALYTICS_EVENTS.searchAutocompleteClick,
  recent: ANALYTICS_EVENTS.searchRecentWordClick,
  top: ANALYTICS_EVENTS.searchTopWordClick,
  recommend: ANALYTICS_EVENTS.searchRecommendWordClick,
  voice: ANALYTICS_EVENTS.searchSubmit,
} as const;

export function SearchPage() {
  const t = useT(catalogueMessages);
  const inWebView = useAppSelector((s) => s.auth.inWebView);
  const [params, setParams] = useSearchParams();
  const state = parseSearchState(params);
  const [insertSuccessWord] = useInsertSuccessWordMutation();
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
      {showResults ? <SearchResults state={state} onChange={change} onFound={onFound} /> : <SearchHome onPick={search} />}
    </>
  );
}
