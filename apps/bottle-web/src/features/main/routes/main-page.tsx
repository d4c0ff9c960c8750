/**
 * The main screen (spec §2 "main"): banners, the sections of ../components/home-sections.tsx
 * (shortcuts, monthly picks, themes, wines of the week, bestsellers, recommendations), and the
 * stores, each opening the store info popup.
 * Data comes through libs/api (RTK Query); loading, error (with retry) and empty states come
 * from the screen kit's QueryState (src/lib/kit).
 */
import styled from '@emotion/styled';
import { lazy, memo, Suspense } from 'react';
import { useMainBannerQuery, useStoreListQuery } from '@bottle/api';
import { VisuallyHidden } from '@bottle/ui';
import { useAppSelector } from '../../../lib/store/hooks';
import { useT, withStrings } from '../../../lib/i18n';
import { BannerCarousel, BannerPlaceholder } from '../components/banner-carousel';
import { StoreChipButton } from '../components/store-chip-button';
import { mainMessages } from '../messages';
import { safeStorage } from '../../../lib/safe-storage';
import { MAIN_POPUP_CLOSED_KEY } from '../lib/home-overlays';
import { useMounted } from '../components/use-mounted';
import { QueryState, Section } from '../../../lib/kit';
import { PlainStoreRows } from '../components/store-rows';
import { selectLoggedIn } from '../../../lib/session/auth-slice';
import { useInWebView } from '../../../lib/services';

// A member's chip reads user info; a visitor's is a plain button (no member calls loaded).
const MyStoreChip = lazy(() => import('../components/my-store-chip'));
// The sections below the banners come in their own chunk, after the first paint (the first route's size budget, tools/budgets.mjs).
const HomeSections = lazy(() => import('../components/home-sections'));
/**
 * Their boundary takes no props, and memo keeps the page's own updates (its data arriving) from
 * reaching it: on a prerendered home, an update reaching the boundary before React has hydrated
 * it makes React drop its HTML and render it afresh, and the stores below jumped up and back.
 */
const LowerSections = memo(function LowerSections() {
  return (
    <Suspense fallback={null}>
      <HomeSections />
    </Suspense>
  );
});

/**
 * The stores, below the fold: a boundary of their own that reads its own data, like the sections
 * above. A prerendered home hydrates it in its own pass, after the header and banners (React
 * hydrates each Suspense boundary separately and yields between them), and the stores' answer
 * re-renders this section only, not the page with its banners.
 */
const StoreSection = memo(function StoreSection() {
  return (
    <Suspense fallback={null}>
      <Stores />
    </Suspense>
  );
});

function Stores() {
  const t = useT(mainMessages);
  const mounted = useMounted();
  const stores = useStoreListQuery();
  const storeList = stores.data?.str_list ?? [];
  return (
    <Section aria-labelledby="main-stores">
      <h2 id="main-stores">{t('main.stores')}</h2>
      <p>{t('main.storesDescription')}</p>
      <QueryState query={stores} thumbnail isEmpty={storeList.length === 0} emptyTitle={t('main.noStores')}>
        {mounted ? (
          <Suspense fallback={<PlainStoreRows stores={storeList} />}>
            <NearbyStoreRows stores={storeList} />
          </Suspense>
        ) : (
          <PlainStoreRows stores={storeList} />
        )}
      </QueryState>
    </Section>
  );
}
// The main popup and the shell's splash come after the first paint, each in its own chunk.
// The popup's strings come with it (English only for a member who chose it: lib/i18n.ts stringsReady).
const MainPopupLayer = lazy(() =>
  withStrings(
    import('../components/main-popup'),
    import('../screen-messages').then((s) => s.mainScreenMessages),
  ),
);
const ShellSplash = lazy(() => import('../components/shell-splash'));
// The stores' distance and open state come after the first paint, in their own chunk.
const NearbyStoreRows = lazy(() => import('../components/nearby-store-rows'));

const Header = styled.header`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  padding: 12px 16px;
  h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.typography.size.xxl};
    color: ${({ theme }) => theme.colors.bottleGreen};
    letter-spacing: -0.02em;
  }
`;

export function MainPage() {
  const t = useT(mainMessages);
  const loggedIn = useAppSelector(selectLoggedIn);
  const inWebView = useInWebView();
  const mounted = useMounted();
  // Storage is read after mounting only: home is prerendered at build time.
  const popupClosed = mounted && safeStorage('session').get(MAIN_POPUP_CLOSED_KEY) === '1';
  const banners = useMainBannerQuery();

  const bannerList = banners.data?.area_list.flatMap((a) => a.bnr_list) ?? [];

  return (
    <>
      <Header>
        <h1>{t('app.name')}</h1>
        {loggedIn ? (
          <Suspense fallback={null}>
            <MyStoreChip />
          </Suspense>
        ) : (
          <StoreChipButton>{t('main.storeInfo')}</StoreChipButton>
        )}
      </Header>

      <Section aria-labelledby="main-banners">
        <VisuallyHidden as="h2" id="main-banners">
          {t('main.banners')}
        </VisuallyHidden>
        <QueryState query={banners} loading={<BannerPlaceholder />} isEmpty={bannerList.length === 0} emptyTitle={t('main.noBanners')}>
          <BannerCarousel banners={bannerList} />
        </QueryState>
      </Section>

      <LowerSections />

      {mounted ? (
        <Suspense fallback={null}>
          {popupClosed ? null : <MainPopupLayer />}
          {inWebView ? <ShellSplash /> : null}
        </Suspense>
      ) : null}

      <StoreSection />
    </>
  );
}
