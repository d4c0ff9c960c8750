/**
 * The search filters (spec §3 wine filter keys: type, nation, kind, fivesense, style, price) in
 * a libs/ui BottomSheet. The options come from the conditional calls of spec §7
 * (/app/search/wine/conditional, /app/search/liquor/conditional, /app/search/conditional for
 * all products). Choices are a draft until "apply"; the applied set lives in the URL.
 */
import styled from '@emotion/styled';
import { useState } from 'react';
import {
  useLiquorConditionalQuery,
  useSearchConditionalQuery,
  useWineConditionalQuery,
  type ConditionalFiltersResponse,
} from '@bottle/api';
import { isCode, labelText, WINE_FILTER_KEYS, type Lang, type ProductCategory, type WineFilterKey } from '@bottle/domain';
import { BottomSheet, Button, ButtonRow } from '@bottle/ui';
import { useLang, useT, type Translate } from '../../../lib/i18n';
import { axisLabel, TASTE_AXES, type TasteAxis } from './five-senses';
import { filterCount, FILTER_KEYS, toggleFilter, type SearchFilters } from '../lib/search-state';
import { catalogueMessages, type CatalogueMessageKey } from '../messages';
import { filterOptionLabel } from '../../../lib/catalogue-names';
import { checkChips, chipRow, QueryState } from '../../../lib/kit';

/** The filter options for a category, from the matching conditional call. */
export function useFilterOptions(category: ProductCategory, skip = false) {
  const wine = useWineConditionalQuery({ ctg: 'wine' }, { skip: skip || category !== 'wine' });
  const liquor = useLiquorConditionalQuery({ ctg: 'liquor' }, { skip: skip || category !== 'liquor' });
  const all = useSearchConditionalQuery({ ctg: 'all' }, { skip: skip || category !== 'all' });
  return category === 'wine' ? wine : category === 'liquor' ? liquor : all;
}

export interface FilterGroup {
  key: WineFilterKey;
  label: string;
  options: { code: string; name: string }[];
}

/**
 * An option's name. Taste levels (`fivesense`, codes like `sweetness:4`) are named by the app in
 * the member's language from the axis it already labels, because the server's names are a raw key
 * in some answers ("sweetness 4+" in Korean mode); countries and grape varieties are named from the
 * app's tables (lib/catalogue-names); any other option keeps its name.
 */
function optionName(key: WineFilterKey, option: { code: string; name: string }, lang: Lang, t: Translate<CatalogueMessageKey>): string {
  if (key !== 'fivesense') return filterOptionLabel(key, option, lang);
  const [axis, level] = option.code.split(':');
  if (!axis || !level || !/^[1-5]$/.test(level) || !(TASTE_AXES as readonly string[]).includes(axis)) return option.name;
  return t('catalogue.search.senseAtLeast', { sense: t(axisLabel(axis as TasteAxis)), level });
}

/** The server's filter list restricted to the spec's keys, in the spec's order, with our labels. */
export function filterGroups(data: ConditionalFiltersResponse | undefined, lang: Lang, t: Translate<CatalogueMessageKey>): FilterGroup[] {
  const byKey = new Map((data?.filter_list ?? []).map((g) => [g.key, g]));
  return FILTER_KEYS.flatMap((key) => {
    const group = byKey.get(key);
    if (!group || group.options.length === 0) return [];
    return [
      {
        key,
        label: isCode(WINE_FILTER_KEYS, key) ? labelText(WINE_FILTER_KEYS, key, lang) : group.name,
        options: group.options.map((o) => ({ code: o.code, name: optionName(key, o, lang, t) })),
      },
    ];
  });
}

const Group = styled.fieldset`
  margin: 0 0 ${({ theme }) => theme.space.lg};
  padding: 0;
  border: 0;
  legend {
    margin-bottom: ${({ theme }) => theme.space.sm};
    font-weight: ${({ theme }) => theme.typography.weight.bold};
  }
  ul {
    ${chipRow}
  }
  ${checkChips}
`;

export interface FilterSheetProps {
  open: boolean;
  category: ProductCategory;
  applied: SearchFilters;
  onApply: (filters: SearchFilters) => void;
  onDismiss: () => void;
}

export function FilterSheet({ open, category, applied, onApply, onDismiss }: FilterSheetProps) {
  const t = useT(catalogueMessages);
  const lang = useLang();
  const options = useFilterOptions(category, !open);
  const [draft, setDraft] = useState<SearchFilters>(applied);
  const [openedWith, setOpenedWith] = useState<SearchFilters | null>(null);
  // Each opening starts from what is applied (a dismissed draft is dropped).
  if (open && openedWith !== applied) {
    setOpenedWith(applied);
    setDraft(applied);
  }
  if (!open && openedWith !== null) setOpenedWith(null);
  const groups = filterGroups(options.data, lang, t);
  const n = filterCount(draft);

  return (
    <BottomSheet
      open={open}
      onDismiss={onDismiss}
      title={t('catalogue.search.filtersTitle')}
      footer={
        <ButtonRow>
          <Button variant="secondary" onClick={() => setDraft({})} disabled={n === 0}>
            {t('catalogue.search.filtersReset')}
          </Button>
          <Button onClick={() => onApply(draft)}>
            {n > 0 ? t('catalogue.search.filtersApply', { n }) : t('catalogue.search.filtersApplyNone')}
          </Button>
        </ButtonRow>
      }
    >
      <QueryState query={options} thumbnail isEmpty={groups.length === 0} emptyTitle={t('catalogue.search.filtersEmpty')}>
        {groups.map((group) => (
          <Group key={group.key}>
            <legend>{group.label}</legend>
            <ul>
              {group.options.map((o) => (
                <li key={o.code}>
                  <label>
                    <input
                      type="checkbox"
                      name={group.key}
                      value={o.code}
                      checked={draft[group.key]?.includes(o.code) ?? false}
                      onChange={() => setDraft((d) => toggleFilter(d, group.key, o.code))}
                    />
                    {o.name}
                  </label>
                </li>
              ))}
            </ul>
          </Group>
        ))}
      </QueryState>
    </BottomSheet>
  );
}
