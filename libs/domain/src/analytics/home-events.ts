/**
 * The analytics names home's first screen sends (its banners and sections, the age check of a
 * first visit): part of the one catalogue (./index.ts spreads them into ANALYTICS_EVENTS and
 * SCREENS, which every other reader uses), in a module of their own so the first route does not
 * carry the names of every other screen: an object literal is kept whole by any reader of one of
 * its properties, and a bundler splits chunks by module.
 */
import type { MessageKey } from '../messages';

/** Home's events (spec §7 main calls; the age check of spec §2). */
export const HOME_ANALYTICS_EVENTS = {
  screenView: 'screen_view',
  ageVerificationConfirm: 'age_verification_confirm',
  mainBannerClick: 'main_banner_click',
  mainThemeClick: 'main_theme_click',
  mainMonthlyItemClick: 'main_monthly_item_click',
  mainWeeklyWineClick: 'main_weekly_wine_click',
  mainBestsellerClick: 'main_bestseller_click',
  mainRecommendItemClick: 'main_recommend_item_click',
} as const;

/** Home's screens (spec §2): sent as screen_name. */
export const HOME_SCREENS = {
  main: { name: 'main', title: 'screen.main' },
  ageVerificationPopup: { name: 'age_verification_popup', title: 'screen.ageVerificationPopup' },
} as const satisfies Record<string, { name: string; title: MessageKey }>;
