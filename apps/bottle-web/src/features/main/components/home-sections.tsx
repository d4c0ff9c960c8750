/**
 * The home screen below the banners (spec §7 "Main" calls): shortcuts to the
 * AI sommelier and to events, this month's picks, themes with their items, the wines of the week
 * by category, liquor bestsellers and the items recommended for this member. Each section has its
 * skeleton, empty and error state (the kit's QueryState); the sections below the fold load when
 * they come near the viewport. Loaded after the first paint (its own chunk).
 *
 * Both theme lists of the spec are used: inside the native shell the hybrid app's
 * (/v2/hybridapp/main/theme/list), in a browser the web's (/app/main/theme/list)
 * (ASSUMPTIONS.md "Home").
 */
import styled from '@emotion/styled';
import { Suspense, useState, type ReactNode } from 'react';
import { Link } from '../../../lib/router/link';
import {
  useBestsellerLiquorListQuery,
  useHybridThemeListQuery,
  useMonthlyItemListQuery,
  useRecommendItemListQuery,
  useThemeInfoQuery,
  useThemeItemListQuery,
  useThemeListQuery,
  useWeeklyWineCodeListQuery,
  useWeeklyWineListQuery,
  type ProductListResponse,
  type ProductSummary,
} from '@bottle/api';
import { OfflineState, useUi, VisuallyHidden } from '@bottle/ui';
import { HOME_ANALYTICS_EVENTS, type AnalyticsEventName } from '@bottle/domain';
import { paths } from '../../../config/paths';
import { trackEvent } from '../../../lib/analytics';
import { useT } from '../../../lib/i18n';
import {
  ProductShelf,
  ProductShelfPlaceholder,
  QueryState,
  Section,
  SHELF_HEIGHT,
  Tabs,
  type QueryView,
  type TabItem,
} from '../../../lib/kit';
import { useAppSelector } from '../../../lib/store/hooks';
import { mainMessages } from '../messages';
import { NearViewport } from './near-viewport';
import { textLink } from './text-link';
import { selectLoggedIn } from '../../../lib/session/auth-slice';
import { useInWebView } from '../../../lib/services';

const Shortcuts = styled.ul`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
  a {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space.xxs};
    min-height: 44px;
    padding: ${({ theme }) => theme.space.md};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.grayBg};
    color: inherit;
    text-decoration: none;
  }
  strong {
    color: ${({ theme }) => theme.colors.bottleGreen};
  }
  small {
    color: ${({ theme }) => theme.colors.gray700};
    font-size: ${({ theme }) => theme.typography.size.xs};
  }
`;

const Lead = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.gray700};
  font-size: ${({ theme }) => theme.typography.size.sm};
  a {
    ${textLink}
  }
`;

/** A section's "see all" link, beside its heading. */
const SeeAll = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  margin: 0 ${({ theme }) => theme.space.lg};
  color: ${({ theme }) => theme.colors.bottleGreen};
  font-size: ${({ theme }) => theme.typography.size.sm};
`;

/** The tap handler of a shelf: its section's event, naming the product. */
function useOpenEvent(event: AnalyticsEventName, params: Record<string, string> = {}) {
  const inWebView = useInWebView();
  return (p: ProductSummary) => trackEvent(event, inWebView, { ...params, prd_cd: p.prd_cd });
}

/** Home's shortcuts: where, title and hint. */
const SHORTCUTS = [
  [paths.chat, 'main.askSommelier', 'main.askSommelierHint'],
  [paths.events, 'main.eventsAndClasses', 'main.eventsHint'],
  [paths.promotion, 'main.promotionShortcut', 'main.promotionHint'],
  [paths.wineNavigation, 'main.wineNavShortcut', 'main.wineNavHint'],
  [paths.draws, 'main.drawsShortcut', 'main.drawsHint'],
] as const;

function ShortcutLinks() {
  const t = useT(mainMessages);
  return (
    <Section aria-labelledby="main-shortcuts">
      <h2 id="main-shortcuts">{t('main.shortcuts')}</h2>
      <Shortcuts>
        {SHORTCUTS.map(([to, title, hint]) => (
          <li key={to}>
            <Link to={to}>
              <strong>{t(title)}</strong>
              <small>{t(hint)}</small>
            </Link>
          </li>
        ))}
      </Shortcuts>
    </Section>
  );
}

/**
 * The name of home's place for its largest picture: the early module's table names the same
 * (app/early-calls.ts `HOME_FIRST_PICK_SLOT`; app/hydration.test.tsx holds the two equal).
 */
const FIRST_PICK_SLOT = 'home-first-pick';

/** A pick's title line while it loads: as tall as the title's link (44 px), so the shelf below sits where the pick's will. */
const TitleLine = styled.span`
  ${textLink}
`;

/**
 * The first monthly pick while the picks load, shaped like it (its title line, then its shelf's
 * tiles in view), announced as loading; offline, the offline state (as every skeleton:
 * queries pause offline). Its first tile is the place where the page's early module shows home's
 * largest picture before the framework has run (docs/decisions/0160-early-largest-picture.md).
 */
function FirstPickPlaceholder() {
  const { online, t } = useUi('FirstPickPlaceholder');
  if (!online) return <OfflineState />;
  return (
    <div role="status" aria-busy="true" data-testid="skeleton-list">
      <VisuallyHidden>{t('ui.loading')}</VisuallyHidden>
      <Lead aria-hidden="true">
        <TitleLine>{'\u00a0'}</TitleLine>
      </Lead>
      <ProductShelfPlaceholder slot={FIRST_PICK_SLOT} />
    </div>
  );
}

function MonthlyItems() {
  const t = useT(mainMessages);
  const query = useMonthlyItemListQuery();
  const open = useOpenEvent(HOME_ANALYTICS_EVENTS.mainMonthlyItemClick);
  const items = query.data?.list ?? [];
  return (
    <Section aria-labelledby="main-monthly">
      <h2 id="main-monthly">{t('main.monthly')}</h2>
      <QueryState query={query} loading={<FirstPickPlaceholder />} isEmpty={items.length === 0} emptyTitle={t('main.monthlyEmpty')}>
        {items.map((item, i) => (
          <div key={item.mnth_item_no}>
            <Lead>
              <Link to={paths.monthlyPick(item.mnth_item_no)} aria-label={t('main.seeAllOf', { title: item.title })}>
                {item.title}
              </Link>
            </Lead>
            {/* The first pick's shelf is in home's first viewport, its first picture the screen's largest element. */}
            <ProductShelf
              priceText={(price) => t('main.price', { price })}
              label={item.title}
              products={item.prd_list}
              onOpen={open}
              firstInView={i === 0}
            />
          </div>
        ))}
      </QueryState>
    </Section>
  );
}

function ThemeItems({ themeNo }: { themeNo: string }) {
  const t = useT(mainMessages);
  const info = useThemeInfoQuery({ theme_no: themeNo });
  const items = useThemeItemListQuery({ theme_no: themeNo });
  const open = useOpenEvent(HOME_ANALYTICS_EVENTS.mainThemeClick, { theme_no: themeNo });
  const list = items.data?.prd_list ?? [];
  return (
    <>
      {info.data?.desc ? <Lead>{info.data.desc}</Lead> : null}
      <QueryState query={items} thumbnail skeletonRows={2} isEmpty={list.length === 0} emptyTitle={t('main.themeEmpty')}>
        <ProductShelf
          priceText={(price) => t('main.price', { price })}
          label={info.data?.theme_nm ?? t('main.themes')}
          products={list}
          onOpen={open}
        />
      </QueryState>
    </>
  );
}

/** The pill-tab sections' heading ids and texts (message keys). */
const PILL_TABS_SECTIONS = {
  themes: { id: 'main-themes', title: 'main.themes', tabsLabel: 'main.themeTabs', empty: 'main.themesEmpty' },
  weekly: { id: 'main-weekly', title: 'main.weekly', tabsLabel: 'main.weeklyTabs', empty: 'main.weeklyEmpty' },
} as const;

/**
 * A titled section of pill tabs from a list call (the themes, the weeks): the first tab until the
 * member picks another, its list below; the empty state when the call lists no tab.
 */
function PillTabsSection({
  texts: { id, title, tabsLabel, empty },
  query,
  items,
  children,
}: {
  texts: (typeof PILL_TABS_SECTIONS)[keyof typeof PILL_TABS_SECTIONS];
  query: QueryView<unknown>;
  items: TabItem<string>[];
  /** The list of the tab shown. */
  children: (value: string) => ReactNode;
}) {
  const t = useT(mainMessages);
  const [chosen, setChosen] = useState<string>();
  const current = chosen ?? items[0]?.value;
  return (
    <Section aria-labelledby={id}>
      <h2 id={id}>{t(title)}</h2>
      <QueryState query={query} skeletonRows={2} isEmpty={items.length === 0 || current === undefined} emptyTitle={t(empty)}>
        {current !== undefined ? (
          <Tabs label={t(tabsLabel)} variant="pill" items={items} value={current} onValueChange={setChosen}>
            {children(current)}
          </Tabs>
        ) : null}
      </QueryState>
    </Section>
  );
}

function Themes() {
  const inWebView = useInWebView();
  const hybrid = useHybridThemeListQuery(undefined, { skip: !inWebView });
  const web = useThemeListQuery(undefined, { skip: inWebView });
  const query = inWebView ? hybrid : web;
  const items = (query.data?.theme_list ?? []).map((th) => ({ value: th.theme_no, label: th.theme_nm }));
  return (
    <PillTabsSection texts={PILL_TABS_SECTIONS.themes} query={query} items={items}>
      {(themeNo) => <ThemeItems themeNo={themeNo} />}
    </PillTabsSection>
  );
}

function WeeklyWineList({ weekCd }: { weekCd: string }) {
  const t = useT(mainMessages);
  const query = useWeeklyWineListQuery({ week_cd: weekCd });
  const open = useOpenEvent(HOME_ANALYTICS_EVENTS.mainWeeklyWineClick, { week_cd: weekCd });
  const list = query.data?.prd_list ?? [];
  return (
    <QueryState query={query} thumbnail skeletonRows={2} isEmpty={list.length === 0} emptyTitle={t('main.weeklyEmpty')}>
      <ProductShelf priceText={(price) => t('main.price', { price })} label={t('main.weekly')} products={list} onOpen={open} />
    </QueryState>
  );
}

function WeeklyWine() {
  const codes = useWeeklyWineCodeListQuery();
  const items = (codes.data?.cd_list ?? []).map((c) => ({ value: c.week_cd, label: c.week_nm }));
  return (
    <PillTabsSection texts={PILL_TABS_SECTIONS.weekly} query={codes} items={items}>
      {(weekCd) => <WeeklyWineList weekCd={weekCd} />}
    </PillTabsSection>
  );
}

function Shelf({
  id,
  title,
  empty,
  event,
  query,
  more,
}: {
  id: string;
  title: string;
  empty: string;
  event: AnalyticsEventName;
  query: QueryView<ProductListResponse>;
  /** Where "see all" leads (a screen of the whole list). */
  more?: string;
}) {
  const t = useT(mainMessages);
  const open = useOpenEvent(event);
  const list = query.data?.prd_list ?? [];
  return (
    <Section aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <QueryState query={query} thumbnail skeletonRows={2} isEmpty={list.length === 0} emptyTitle={empty}>
        <ProductShelf priceText={(price) => t('main.price', { price })} label={title} products={list} onOpen={open} />
      </QueryState>
      {more ? (
        <SeeAll to={more} aria-label={t('main.seeAllOf', { title })}>
          {t('main.seeAll')}
        </SeeAll>
      ) : null}
    </Section>
  );
}

function Bestsellers() {
  const t = useT(mainMessages);
  const query = useBestsellerLiquorListQuery();
  return (
    <Shelf
      id="main-bestsellers"
      title={t('main.bestsellers')}
      empty={t('main.bestsellersEmpty')}
      event={HOME_ANALYTICS_EVENTS.mainBestsellerClick}
      query={query}
    />
  );
}

function Recommended() {
  const t = useT(mainMessages);
  const loggedIn = useAppSelector(selectLoggedIn);
  // The server picks by the member's wishes and diary when the call carries a member's token.
  const query = useRecommendItemListQuery();
  const title = loggedIn ? t('main.recommendedForMember') : t('main.recommended');
  return (
    <Shelf
      id="main-recommended"
      title={title}
      empty={t('main.recommendedEmpty')}
      event={HOME_ANALYTICS_EVENTS.mainRecommendItemClick}
      query={query}
      more={paths.recommendations}
    />
  );
}

/**
 * Each section is a Suspense boundary of its own: a prerendered home hydrates the screen's top
 * first and then each section in a pass of its own (React hydrates a boundary's server HTML
 * separately, at a lower priority, yielding between them), so no single long task hydrates the
 * whole list. Nothing inside suspends during hydration: the boundaries only mark the slices.
 */
function Slice({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}

export default function HomeSections() {
  return (
    <>
      <Slice>
        <ShortcutLinks />
      </Slice>
      <Slice>
        <MonthlyItems />
      </Slice>
      {(
        [
          ['themes', Themes],
          ['weekly', WeeklyWine],
          ['bestsellers', Bestsellers],
          ['recommended', Recommended],
        ] as const
      ).map(([key, Part]) => (
        <Slice key={key}>
          <NearViewport minHeight={SHELF_HEIGHT + 60}>
            <Part />
          </NearViewport>
        </Slice>
      ))}
    </>
  );
}
