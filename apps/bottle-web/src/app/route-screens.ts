/**
 * The screen name (spec §2 screen names, libs/domain SCREENS) each route reports with its page
 * view. Written once against the route table, so a new route without a screen
 * name is a decision made here, not a feature's omission. Routes the spec names no screen for
 * (food pairing, winepedia, product, receipts…) report their path only.
 */
import { matchPath } from 'react-router';
import type { ScreenName } from '@bottle/domain';
import { routePatterns, type RouteName } from '../config/paths';

const SCREEN_OF_ROUTE: Partial<Record<RouteName, ScreenName>> = {
  home: 'main',
  search: 'search_page',
  diary: 'my_diary',
  myPage: 'my_page',
  bunker: 'my_bunker',
  pickupList: 'pickup_list',
  pickupDetail: 'reservation_details',
  alarm: 'alarm',
  diaryNew: 'tasting_write',
  diaryEdit: 'tasting_write',
  diaryDetail: 'tasting_detail',
  tastingTheme: 'tasting_list',
  events: 'event',
  eventDetail: 'event',
  exhibition: 'promotion',
  promotion: 'promotion',
  wineNavigation: 'wine_navigation',
  recommendations: 'recommendation_item',
  chat: 'ai_sommelier',
  login: 'login_page',
  pushNotices: 'main_alarm',
  customerCenter: 'customer_center',
  noticeDetail: 'customer_center',
};

const ENTRIES = Object.entries(SCREEN_OF_ROUTE) as [RouteName, ScreenName][];

/** The screen name of a path, or undefined for a route the spec names no screen for. */
export function screenNameOf(pathname: string): ScreenName | undefined {
  // Specific patterns first: '/diary/new' is also '/diary/:noteNo'.
  const hit = ENTRIES.filter(([route]) => matchPath(routePatterns[route], pathname)).sort(
    ([a], [b]) => specificity(routePatterns[b]) - specificity(routePatterns[a]),
  )[0];
  return hit?.[1];
}

/** More literal segments first, then fewer parameters. */
function specificity(pattern: string): number {
  const segments = pattern.split('/').filter(Boolean);
  return segments.filter((s) => !s.startsWith(':')).length * 10 - segments.filter((s) => s.startsWith(':')).length;
}
