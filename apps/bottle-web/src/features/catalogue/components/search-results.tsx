/**
 * Search results (spec §3 catalogue; §7 /app/search/wine/result/list and
 * /app/search/liquor/result/list): the product category tabs (all, wine, liquor), sort, the
 * filter sheet, the chosen filters as removable chips, and the result pages with "more".
 * Every choice is written to the URL by the caller (lib/search-state.ts).
 */
import styled from '@emotion/styled';
import { useEffect, useState } from 'react';
import { useLiquorResultListQuery, useWineResultListQuery } from '@bottle/api';
import { ANALYTICS_EVENTS, formatNumber, labelText, PRODUCT_CATEGORIES, type ProductCategory, type WineFilterKey } from '@bottle/domain';
import { Button, EmptyState, ErrorState, SkeletonList, VisuallyHidden } from '@bottle/ui';
import { useAppSelector } from '../../../lib/store/hooks';
import { trackEvent } from '../../../lib/analytics';
import { useLang, useT } from '../../../lib/i18n';
import { filterCount, FILTER_KEYS, PAGE_SIZE, resultRequest, SEARCH_CATEGORIES, SEARCH_SORTS, toggleFilter, type SearchSort, type SearchState } from '../lib/search-state';
import { FilterSheet, filterGroups, useFilterOptions } from './filter-sheet';
import { Chip, Icon, ICONS, Muted } from './layout';
import { ProductCard } from './product-card';
import { catalogueMessages } from '../messages';
import { ChipList, QueryState, RowList, Tabs } from '../../../lib/kit';

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

/** The result call of one category (both hooks always run, one skipped: rules of hooks). */
function useResultPage(ctg: Ctg, state: SearchState, pageNo: number) {
  const arg = resultRequest(state, pageNo);
  const wine = useWineResultListQuery(arg, { skip: ctg !== 'wine' });
  const liquor = useLiquorResultListQuery(arg, { skip: ctg !== 'liquor' });
  return ctg === 'wine' ? wine : liquor;
}

function useCardClick(ctg: Ctg, q: string) {
  const inWebView = useAppSelector((s) => s.auth.inWebView);
  return (prdCd: string) => trackEvent(ANALYTICS_EVENTS.searchResultClick, inWebView, { prd_cd: prdCd, ctg, keyword: q });
}

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
 * keyword (issue 12 item 10; libs/api A23 matched_keyword). It reads the first result pages the
 * category sections load (same arguments: the same cache entries, no extra call), only those of
 * the current keyword (currentData). A live region that stays mounted, so the line is announced.
 */
function RespelledNote({ state }: { state: SearchState }) {
  const t = useT(catalogueMessages);
  const arg = resultRequest(state, 1);
  const wine = useWineResultListQuery(arg, { skip: !state.q || state.category === 'liquor' });
  const liquor = useLiquorResultListQuery(arg, { skip: !state.q || state.category === 'wine' });
  const matched = [wine.currentData, liquor.currentData].find((d) => d && d.total_cnt > 0 && d.matched_keyword)?.matched_keyword;
  const shown = state.q && matched && matched !== state.q ? t('catalogue.search.respelled', { q: state.q, matched }) : '';
  return <Respelled role="status">{shown}</Respelled>;
}

/** Page 2 and later of a category: its own call, rendered into the same list. */
function MorePage({ ctg, state, pageNo }: { ctg: Ctg; state: SearchState; pageNo: number }) {
  const page = useResultPage(ctg, state, pageNo);
  const open = useCardClick(ctg, state.q);
  if (page.isLoading) return <li aria-hidden="true"><SkeletonList rows={2} thumbnail /></li>;
  if (page.isError) {
    return (
      <li>
        <ErrorState onRetry={() => void page.refetch()} retrying={page.isFetching} />
      </li>
    );
  }
  return (
    <>
      {(page.data?.list ?? []).map((p) => (
        <li key={p.prd_cd}>
          <ProductCard product={p} onOpen={() => open(p.prd_cd)} />
        </li>
      ))}
    </>
  );
}

/** One category's results: page 1 here (for the total), later pages as MorePage. */
function CategoryResults({
  ctg,
  state,
  onChange,
  onFound,
  preview,
}: SearchResultsProps & { ctg: Ctg; preview: boolean }) {
  const t = useT(catalogueMessages);
  const lang = useLang();
  const first = useResultPage(ctg, state, 1);
  const open = useCardClick(ctg, state.q);
  const total = first.data?.total_cnt ?? 0;
  useEffect(() => {
    if (first.data && first.data.total_cnt > 0) onFound(first.data.total_cnt);
  }, [first.data, onFound]);

  const pages = preview ? 1 : Math.max(1, Math.min(state.page, Math.ceil(total / PAGE_SIZE)));
  const shown = Math.min(total, pages * PAGE_SIZE);
  const headingId = `results-${ctg}`;
  const label = labelText(PRODUCT_CATEGORIES, ctg, lang);

  return (
    <Block aria-labelledby={headingId} aria-busy={first.isFetching}>
      {/* The count only once it is known: before (offline, loading) "와인 0개" said there was nothing (issue 12 item 2). */}
      <h2 id={headingId}>
        {first.data ? t(ctg === 'wine' ? 'catalogue.search.wineSection' : 'catalogue.search.liquorSection', { n: formatNumber(total) }) : label}
      </h2>
      <QueryState query={first} skeletonRows={3} thumbnail>
        {total === 0 ? (
          <EmptyState
            title={state.q ? t('catalogue.search.empty', { q: state.q }) : t('catalogue.search.wordsEmpty')}
            description={t('catalogue.search.emptyHint')}
          />
        ) : (
          <>
            <RowList>
              {(first.data?.list ?? []).slice(0, preview ? 3 : PAGE_SIZE).map((p) => (
                <li key={p.prd_cd}>
                  <ProductCard product={p} onOpen={() => open(p.prd_cd)} />
                </li>
              ))}
              {Array.from({ length: pages - 1 }, (_, i) => (
                <MorePage key={i + 2} ctg={ctg} state={state} pageNo={i + 2} />
              ))}
            </RowList>
            <Footer>
              {preview ? (
                total > 3 ? (
                  <Button variant="secondary" block onClick={() => onChange({ ...state, category: ctg, page: 1 })}>
                    {t('catalogue.search.seeAll', { category: label })}
                  </Button>
                ) : null
              ) : (
                <>
                  <Muted role="status">{t('catalogue.search.shown', { shown: formatNumber(shown), total: formatNumber(total) })}</Muted>
                  {shown < total ? (
                    <Button variant="secondary" block onClick={() => onChange({ ...state, page: pages + 1 }, { replace: true })}>
                      {t('catalogue.search.more')}
                    </Button>
                  ) : null}
                </>
              )}
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
  const inWebView = useAppSelector((s) => s.auth.inWebView);
  const [sheetOpen, setSheetOpen] = useState(false);
  const options = useFilterOptions(state.category, filterCount(state.filters) === 0);
  const groups = filterGroups(options.data, lang, t);
  const nameOf = (key: WineFilterKey, code: string) => groups.find((g) => g.key === key)?.options.find((o) => o.code === code)?.name ?? code;
  const count = filterCount(state.filters);

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
        {count > 0 ? (
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
            <CategoryResults ctg="wine" preview state={state} onChange={onChange} onFound={onFound} />
            <CategoryResults ctg="liquor" preview state={state} onChange={onChange} onFound={onFound} />
          </>
        ) : (
          <CategoryResults ctg={state.category} preview={false} state={state} onChange={onChange} onFound={onFound} />
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
