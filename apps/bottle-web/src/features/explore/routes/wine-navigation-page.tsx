/**
 * Wine navigation (spec §2 screen "wine navigation"; §3 wine filter keys): a guided choice of
 * wine in five steps (type, nation, kind, the five senses, price) from the wine filter options
 * (/app/search/wine/conditional), counting the matching wines as the member chooses
 * (/app/search/wine/result/list), and ending in the search tab's results for those choices.
 * Each option shows how many wines it leaves with the answers so far (libs/api A34); an option
 * that leaves none is disabled (unless already chosen, so it can be undone), and the last step's
 * button is disabled while no wine matches, with a hint to choose less.
 * Every choice lives in the URL (../lib/wine-navigation.ts), so back and reload keep it; each
 * step taken sends wine_navigation_filter.
 */
import styled from '@emotion/styled';
import { useSearchParams } from '../../../lib/router/link';
import { useWineConditionalQuery, useWineResultListQuery, type FilterOption } from '@bottle/api';
import { ANALYTICS_EVENTS, formatNumber, isCode, labelText, WINE_TYPES, type Lang } from '@bottle/domain';
import { Button, ButtonRow } from '@bottle/ui';
import { paths } from '../../../config/paths';
import { useLang, useT, type Translate } from '../../../lib/i18n';
import { checkChips, chipRow, LinkButton, PageHeader, QueryState, Section } from '../../../lib/kit';
import { trackEvent } from '../../../lib/analytics';

import { exploreMessages } from '../messages';
import { filterOptionLabel } from '../../../lib/catalogue-names';
import {
  NAV_STEPS,
  navFilters,
  navParams,
  parseNavState,
  toggleChoice,
  wineSearchHref,
  type NavState,
  type NavStep,
} from '../lib/wine-navigation';
import { useInWebView } from '../../../lib/services';

type ScreenKey = keyof typeof exploreMessages.ko;

const SENSES = ['sweetness', 'acidity', 'body', 'tannin', 'aroma'] as const;

/** An option's name in the member's language where the app knows it (wine types, taste levels, countries, grapes). */
function optionName(key: NavStep, option: FilterOption, lang: Lang, t: Translate<ScreenKey>): string {
  if (key === 'type' && isCode(WINE_TYPES, option.code)) return labelText(WINE_TYPES, option.code, lang);
  if (key === 'fivesense') {
    const [axis, level] = option.code.split(':');
    if (axis && level && (SENSES as readonly string[]).includes(axis))
      return t('explore.nav.senseAtLeast', { sense: t(`explore.nav.sense.${axis as (typeof SENSES)[number]}`), level });
  }
  return filterOptionLabel(key, option, lang);
}

const Step = styled.fieldset`
  margin: 0;
  padding: 0 ${({ theme }) => theme.space.lg};
  border: 0;
  legend {
    padding: 0;
    margin-bottom: ${({ theme }) => theme.space.xs};
    font-size: ${({ theme }) => theme.typography.size.lg};
    font-weight: ${({ theme }) => theme.typography.weight.bold};
  }
  p {
    margin: 0 0 ${({ theme }) => theme.space.md};
    color: ${({ theme }) => theme.colors.gray700};
    font-size: ${({ theme }) => theme.typography.size.sm};
  }
  ul {
    ${chipRow}
  }
  ${checkChips}
  .count {
    color: ${({ theme }) => theme.colors.gray700};
    font-weight: ${({ theme }) => theme.typography.weight.regular};
  }
  label[data-none] {
    border-style: dashed;
    color: ${({ theme }) => theme.colors.gray700};
    cursor: not-allowed;
  }
`;

const Progress = styled.p`
  margin: 0 ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.gray700};
  font-size: ${({ theme }) => theme.typography.size.sm};
`;

const Footer = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.lg} ${theme.space.lg} 0`};
  output {
    font-weight: ${({ theme }) => theme.typography.weight.bold};
  }
  .none {
    margin: 0;
    color: ${({ theme }) => theme.colors.gray700};
    font-size: ${({ theme }) => theme.typography.size.sm};
  }
`;

export function WineNavigationPage() {
  const t = useT(exploreMessages);
  const lang = useLang();
  const inWebView = useInWebView();
  const [params, setParams] = useSearchParams();
  const state = parseNavState(params);
  const key = NAV_STEPS[state.step] ?? 'type';
  const last = state.step === NAV_STEPS.length - 1;
  const filters = navFilters(state.choices);
  const hasFilters = Object.keys(filters).length > 0;
  const options = useWineConditionalQuery({ ctg: 'wine', ...(hasFilters ? { filters } : {}) });
  const count = useWineResultListQuery({ page_no: 1, page_size: 1, sort: 'popular', ...(hasFilters ? { filters } : {}) });
  const group = options.data?.filter_list.find((g) => g.key === key);
  const chosen = state.choices[key] ?? [];
  const total = count.data?.total_cnt;

  const go = (next: NavState) => setParams(navParams(next));
  // A choice is a native checkbox whose state is the URL's. React Router updates the URL in a
  // transition; until it renders, React puts the box back as it was, so on a slow phone the tap
  // seemed lost (and a second tap undid it). The toggle's navigation renders at once instead.
  const toggle = (code: string) =>
    setParams(navParams({ ...state, choices: toggleChoice(state.choices, key, code) }), { replace: true, flushSync: true });
  const stepTaken = () =>
    trackEvent(ANALYTICS_EVENTS.wineNavigationFilter, inWebView, {
      filter_key: key,
      filter_values: chosen.join(','),
      step: state.step + 1,
    });

  return (
    <>
      <PageHeader title={t('explore.nav.title')} backTo={paths.home} backLabel={t('explore.back')} />
      <Progress>{t('explore.nav.progress', { index: state.step + 1, total: NAV_STEPS.length })}</Progress>
      <Section>
        <QueryState query={options} skeletonRows={3}>
          <Step key={key}>
            <legend>{t(`explore.nav.step.${key}`)}</legend>
            <p>{group && group.options.length > 0 ? t('explore.nav.anyHint') : t('explore.nav.noOptions')}</p>
            <ul>
              {(group?.options ?? []).map((o) => {
                const checked = chosen.includes(o.code);
                // The count is of the answers the options were counted against: while a
                // changed answer is being counted again, the old counts stay but none disables.
                const none = o.cnt === 0 && !checked && !options.isFetching;
                return (
                  <li key={o.code}>
                    <label data-none={none || undefined}>
                      <input type="checkbox" checked={checked} disabled={none} onChange={() => toggle(o.code)} />
                      {/* One text node with its space: the name and the count read as "호주 1개". */}
                      {o.cnt === undefined ? optionName(key, o, lang, t) : `${optionName(key, o, lang, t)} `}
                      {o.cnt === undefined ? null : (
                        <span className="count">{t('explore.nav.optionCount', { count: formatNumber(o.cnt) })}</span>
                      )}
                    </label>
                  </li>
                );
              })}
            </ul>
          </Step>
        </QueryState>
      </Section>
      <Footer>
        <output aria-live="polite">
          {total === undefined ? t('explore.nav.counting') : t('explore.nav.matches', { count: formatNumber(total) })}
        </output>
        {total === 0 ? <p className="none">{t('explore.nav.noneHint')}</p> : null}
        {last && total === 0 ? (
          <Button block disabled>
            {t('explore.nav.results', { count: formatNumber(0) })}
          </Button>
        ) : last ? (
          <LinkButton to={wineSearchHref(state.choices)} block onClick={stepTaken}>
            {total === undefined ? t('explore.nav.resultsPlain') : t('explore.nav.results', { count: formatNumber(total) })}
          </LinkButton>
        ) : (
          <Button
            block
            onClick={() => {
              stepTaken();
              go({ ...state, step: state.step + 1 });
            }}
          >
            {t('explore.nav.next')}
          </Button>
        )}
        <ButtonRow>
          {state.step > 0 ? (
            <Button variant="secondary" onClick={() => go({ ...state, step: state.step - 1 })}>
              {t('explore.nav.prev')}
            </Button>
          ) : null}
          {state.step > 0 || Object.keys(filters).length > 0 ? (
            <LinkButton variant="text" to={paths.wineNavigation}>
              {t('explore.nav.reset')}
            </LinkButton>
          ) : null}
        </ButtonRow>
      </Footer>
    </>
  );
}
