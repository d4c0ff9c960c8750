/**
 * Search results (spec §3 catalogue; §7 /app/search/wine/result/list and
 * /app/search/liquor/result/list): the product category tabs (all, wine, liquor), sort, the
 * filter sheet, the chosen filters as removable chips, and the result pages with "more".
 * Every choice is written to the URL by the caller (lib/search-state.ts).
 */
import styled from '@emotion/styled';
import { useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { useLiquorResultPagesInfiniteQuery, useWineResultPagesInfiniteQuery, type ProductSummary } from '@bottle/api';
import { ANALYTICS_EVENTS, formatNumber, labelText, PRODUCT_CATEGORIES, type ProductCategory, type WineFilterKey } from '@bottle/domain';
import { Button, EmptyState, ErrorState, SkeletonList, VisuallyHidden } from '@bottle/ui';

import { trackEvent } from '../../../lib/analytics';
import { useLang, useT } from '../../../lib/i18n';
import {
  filterCount,
  FILTER_KEYS,
  resultQuery,
  SEARCH_CATEGORIES,
  SEARCH_SORTS,
  toggleFilter,
  type SearchSort,
  type SearchState,
} from '../lib/search-state';
import { FilterSheet, filterGroups, useFilterOptions } from './filter-sheet';
import { Chip, Icon, ICONS, Muted } from './layout';
import { ProductCard, ProductCardPlaceholder } from './product-card';
import { catalogueMessages } from '../messages';
import { ChipList, QueryState, RowList, Tabs, VirtualList } from '../../../lib/kit';
import { useInWebView } from '../../../lib/services';

type Ctg = Exclude<ProductCategory, 'all'>;

export interface ChangeOptions {
  /** Replace the history entry instead of adding one ("more" keeps one entry per search). */
  replace?: boolean;
}

export interface SearchResultsProps {
  state: SearchState;
  onChange: (next: SearchState, options?: ChangeOptions) => void;
  /** A search word found products: the page records it (/app/search/insertsuccwd). */
  onFound: (total: number) => void;
}

const SORT_LABELS = {
  popular: 'catalogue.search.sortPopular',
  new: 'catalogue.search.sortNew',
  price_asc: 'catalogue.search.sortPriceAsc',
  price_desc: 'catalogue.search.sortPriceDesc',
  rating: 'catalogue.search.sortRating',
} as const satisfies Record<SearchSort, string>;

const Toolbar = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.lg} 0`};
  label {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.xs};
    font-size: ${({ theme }) => theme.typography.size.sm};
  }
  select {
    min-height: 44px;
    padding: 0 ${({ theme }) => theme.space.sm};
    border: 1px solid ${({ theme }) => theme.colors.gray300};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.white};
    font: inherit;
    font-size: ${({ theme }) => theme.typography.size.sm};
  }
`;

const FilterButton = styled(Chip)`
  svg {
    width: 20px;
    height: 20px;
  }
`;

const Chips = styled(ChipList)`
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.lg} 0`};
`;

const Block = styled.section`
  margin-top: ${({ theme }) => theme.space.lg};
  h2 {
    margin: 0;
    padding: 0 ${({ theme }) => theme.space.lg};
    font-size: ${({ theme }) => theme.typography.size.lg};
  }
`;

const Footer = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.lg};
  p {
    margin: 0;
  }
`;

/**
 * The result pages of one category (both hooks always run, one skipped: rules of hooks); the
 * loader of the search route starts the same first page (../routes.tsx).
 */
function useResultPages(ctg: Ctg, state: SearchState, skip = false) {
  const arg = resultQuery(state);
  const wine = useWineResultPagesInfiniteQuery(arg, { skip: skip || ctg !== 'wine' });
  const liquor = useLiquorResultPagesInfiniteQuery(arg, { skip: skip || ctg !== 'liquor' });
  return ctg === 'wine' ? wine : liquor;
}

function useCardClick(ctg: Ctg, q: string) {
  const inWebView = useInWebView();
  return (prdCd: string) => trackEvent(ANALYTICS_EVENTS.searchResultClick, inWebView, { prd_cd: prdCd, ctg, keyword: q });
}

/** A product card's height before it is measured (image row, names, price). */
const CARD_HEIGHT = 132;
/**
 * The loading state's height: what the answer usually fills, so the sections below do not jump
 * when it comes (layout shift). A preview is three cards (about 121 px each on a phone)
 * and its "see all" button (76 px); a whole category fills the screen.
 */
const PREVIEW_LOADING_HEIGHT = `${3 * 121 + 76}px`;
const LIST_LOADING_HEIGHT = '100vh';
const Reserved = styled.div<{ height: string }>`
  min-height: ${({ height }) => height};
`;

/** How far below the viewport the end of the list may be when the next page starts loading. */
const LOAD_AHEAD = '1200px';

const Respelled = styled.p`
  margin: 0;
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.lg} 0`};
  color: ${({ theme }) => theme.colors.gray700};
  font-size: ${({ theme }) => theme.typography.size.sm};
  &:empty {
    display: none;
  }
`;

/**
 * "‘샤또’ 대신 ‘샤토’로 검색한 결과" when the results were found with another spelling of the
 * keyword (libs/api A23 matched_keyword). It reads the first result pages the
 * category sections load (same arguments: the same cache entries, no extra call), only those of
 * the current keyword (currentData). A live region that stays mounted, so the line is announced.
 */
function RespelledNote({ state }: { state: SearchState }) {
  const t = useT(catalogueMessages);
  const wine = useResultPages('wine', state, !state.q || state.category === 'liquor');
  const liquor = useResultPages('liquor', state, !state.q || state.category === 'wine');
  const matched = [wine.currentData?.pages[0], liquor.currentData?.pages[0]].find(
    (d) => d && d.total_cnt > 0 && d.matched_keyword,
  )?.matched_keyword;
  const shown = state.q && matched && matched !== state.q ? t('catalogue.search.respelled', { q: state.q, matched }) : '';
  return <Respelled role="status">{shown}</Respelled>;
}

/**
 * Loads the next page when the end of the list comes within LOAD_AHEAD of the viewport (and the
 * "more" button below does the same on a tap or from the keyboard). Without IntersectionObserver
 * (old browsers, tests) only the button does.
 */
function useLoadAhead(more: (() => void) | undefined) {
  const sentinel = useRef<HTMLDivElement>(null);
  const latest = useRef(more);
  latest.current = more;
  const enabled = more !== undefined;
  useEffect(() => {
    const el = sentinel.current;
    if (!el || !enabled || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) latest.current?.();
      },
      { rootMargin: `0px 0px ${LOAD_AHEAD} 0px` },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [enabled]);
  return sentinel;
}

/**
 * The place of the first card while the first section on the screen loads: the page's early
 * module may draw the first result's picture and name there (app/early-calls.ts, same slot).
 */
const FIRST_CARD_SLOT = 'search-first';

/**
 * One category's results: under "all" a preview of three with "see all"; otherwise every page
 * loaded so far in one virtualised list (only the rows near the viewport are in the DOM), the
 * next page loading as the end comes near, and "more" for a tap or the keyboard. A `page=` in
 * the URL (links made before) loads that many pages at once.
 */
function CategoryResults({
  ctg,
  state,
  onChange,
  onFound,
  preview,
  firstOnScreen = false,
}: SearchResultsProps & { ctg: Ctg; preview: boolean; firstOnScreen?: boolean }) {
  const t = useT(catalogueMessages);
  const lang = useLang();
  // The answer reaches this section through the store, which React renders at once in one task
  // (a store update is never a transition). The section then renders its cards from the deferred
  // value, in slices that give the main thread back (decision 0172).
  const pages = useDeferredValue(useResultPages(ctg, state));
  const open = useCardClick(ctg, state.q);
  const first = pages.data?.pages[0];
  const total = first?.total_cnt ?? 0;
  useEffect(() => {
    if (first && first.total_cnt > 0) onFound(first.total_cnt);
  }, [first, onFound]);

  const rows = useMemo(() => pages.data?.pages.flatMap((p) => p.list) ?? [], [pages.data]);
  const loaded = pages.data?.pages.length ?? 0;
  const { hasNextPage, isFetchingNextPage, isFetching, fetchNextPage } = pages;
  const canLoad = !preview && hasNextPage && !isFetching;
  const more = canLoad ? () => void fetchNextPage() : undefined;
  const sentinel = useLoadAhead(more);
  // A URL asking for more pages than loaded (a shared or restored link) loads them one by one.
  useEffect(() => {
    if (canLoad && loaded > 0 && loaded < state.page) void fetchNextPage();
  }, [canLoad, loaded, state.page, fetchNextPage]);

  const headingId = `results-${ctg}`;
  const label = labelText(PRODUCT_CATEGORIES, ctg, lang);
  const card = (p: ProductSummary, priority = false) => <ProductCard product={p} onOpen={() => open(p.prd_cd)} priority={priority} />;

  return (
    <Block aria-labelledby={headingId} aria-busy={isFetching}>
      {/* The count only once it is known: before (offline, loading) "와인 0개" said there was nothing. */}
      <h2 id={headingId}>
        {first ? t(ctg === 'wine' ? 'catalogue.search.wineSection' : 'catalogue.search.liquorSection', { n: formatNumber(total) }) : label}
      </h2>
      <QueryState
        query={pages}
        thumbnail
        loading={
          <Reserved height={preview ? PREVIEW_LOADING_HEIGHT : LIST_LOADING_HEIGHT}>
            {firstOnScreen ? (
              <>
                <RowList aria-hidden="true">
                  <li>
                    <ProductCardPlaceholder slot={FIRST_CARD_SLOT} />
                  </li>
                </RowList>
                <SkeletonList rows={2} thumbnail />
              </>
            ) : (
              <SkeletonList rows={3} thumbnail />
            )}
          </Reserved>
        }
      >
        {total === 0 ? (
          <EmptyState
            title={state.q ? t('catalogue.search.empty', { q: first?.matched_keyword ?? state.q }) : t('catalogue.search.wordsEmpty')}
            description={t('catalogue.search.emptyHint')}
          />
        ) : preview ? (
          <>
            <RowList>
              {rows.slice(0, 3).map((p, i) => (
                <li key={p.prd_cd}>{card(p, i === 0)}</li>
              ))}
            </RowList>
            {total > 3 ? (
              <Footer>
                <Button variant="secondary" block onClick={() => onChange({ ...state, category: ctg, page: 1 })}>
                  {t('catalogue.search.seeAll', { category: label })}
                </Button>
              </Footer>
            ) : null}
          </>
        ) : (
          <>
            <VirtualList
              items={rows}
              getKey={(p) => p.prd_cd}
              renderItem={(p) => card(p)}
              estimateSize={CARD_HEIGHT}
              setSize={total}
              aria-labelledby={headingId}
            />
            <Footer ref={sentinel}>
              <Muted role="status">{t('catalogue.search.shown', { shown: formatNumber(rows.length), total: formatNumber(total) })}</Muted>
              {isFetchingNextPage ? <SkeletonList rows={2} thumbnail /> : null}
              {pages.isError && loaded > 0 ? <ErrorState onRetry={() => void fetchNextPage()} retrying={isFetching} /> : null}
              {hasNextPage && !pages.isError ? (
                <Button variant="secondary" block disabled={isFetching} onClick={() => void fetchNextPage()}>
                  {t('catalogue.search.more')}
                </Button>
              ) : null}
            </Footer>
          </>
        )}
      </QueryState>
    </Block>
  );
}

export function SearchResults({ state, onChange, onFound }: SearchResultsProps) {
  const t = useT(catalogueMessages);
  const lang = useLang();
  const inWebView = useInWebView();
  const [sheetOpen, setSheetOpen] = useState(false);
  const options = useFilterOptions(state.category, filterCount(state.filters) === 0);
  const groups = filterGroups(options.data, lang, t);
  const nameOf = (key: WineFilterKey, code: string) =>
    groups.find((g) => g.key === key)?.options.find((o) => o.code === code)?.name ?? code;
  const count = filterCount(state.filters);
  // The wine filters belong to the product tab; the price tab has its range, exchange none.
  const filtersShown = state.tab === 'product';

  return (
    <>
      <Tabs
        label={t('catalogue.search.categories')}
        items={SEARCH_CATEGORIES.map((c) => ({ value: c, label: labelText(PRODUCT_CATEGORIES, c, lang) }))}
        value={state.category}
        onValueChange={(category) => {
          if (category === state.category) return;
          trackEvent(ANALYTICS_EVENTS.searchTabChange, inWebView, { ctg: category });
          onChange({ ...state, category, page: 1 });
        }}
      >
        <RespelledNote state={state} />
        <Toolbar>
          {filtersShown ? (
            <FilterButton type="button" selected={count > 0} aria-haspopup="dialog" onClick={() => setSheetOpen(true)}>
              <Icon d={ICONS.filter} />
              {t('catalogue.search.filters')}
              {count > 0 ? (
                <>
                  <span aria-hidden="true"> {count}</span>
                  <VisuallyHidden>, {t('catalogue.search.filtersCount', { n: count })}</VisuallyHidden>
                </>
              ) : null}
            </FilterButton>
          ) : (
            <span />
          )}
          <label>
            {t('catalogue.search.sort')}
            <select value={state.sort} onChange={(e) => onChange({ ...state, sort: e.target.value as SearchSort, page: 1 })}>
              {SEARCH_SORTS.map((s) => (
                <option key={s} value={s}>
                  {t(SORT_LABELS[s])}
                </option>
              ))}
            </select>
          </label>
        </Toolbar>
        {filtersShown && count > 0 ? (
          <Chips aria-label={t('catalogue.search.filtersCount', { n: count })}>
            {FILTER_KEYS.flatMap((key) =>
              (state.filters[key] ?? []).map((code) => (
                <li key={`${key}:${code}`}>
                  <Chip
                    type="button"
                    selected
                    aria-label={t('catalogue.search.filterRemove', { name: nameOf(key, code) })}
                    onClick={() => onChange({ ...state, filters: toggleFilter(state.filters, key, code), page: 1 })}
                  >
                    {nameOf(key, code)} ✕
                  </Chip>
                </li>
              )),
            )}
          </Chips>
        ) : null}
        {state.category === 'all' ? (
          <>
            <CategoryResults ctg="wine" preview firstOnScreen state={state} onChange={onChange} onFound={onFound} />
            <CategoryResults ctg="liquor" preview state={state} onChange={onChange} onFound={onFound} />
          </>
        ) : (
          <CategoryResults ctg={state.category} preview={false} firstOnScreen state={state} onChange={onChange} onFound={onFound} />
        )}
      </Tabs>
      <FilterSheet
        open={sheetOpen}
        category={state.category}
        applied={state.filters}
        onDismiss={() => setSheetOpen(false)}
        onApply={(filters) => {
          setSheetOpen(false);
          const n = filterCount(filters);
          trackEvent(n > 0 ? ANALYTICS_EVENTS.searchFilterApply : ANALYTICS_EVENTS.searchFilterReset, inWebView, { count: n });
          onChange({ ...state, filters, page: 1 });
        }}
      />
    </>
  );
}
