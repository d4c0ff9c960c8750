/** The main page (spec §7 public): banners, monthly items, themes, weekly wine, lists, popups, splash. */
import type {
  MainBannerResponse,
  MainPopupListResponse,
  MonthlyItem,
  MonthlyItemListResponse,
  ProductListResponse,
  SplashListResponse,
  ThemeInfoResponse,
  ThemeItemListResponse,
  ThemeListResponse,
  WeeklyWineCodeListResponse,
} from '@bottle/api';
import { kstDayFromNow, toYmd } from '@bottle/domain';
import { dataset } from '../../data/dataset';
import { recommendFor } from '../../search/recommend';
import type { SeedTheme } from '../../data/types';
import type { MockBackend } from '../../state/backend';
import { optStr, str } from '../http';
import { banner, cardImage, shelfImage, summaries } from '../present';
import { byKey, type Registrars } from './register';

function monthly(backend: MockBackend, cno: string | null, m: (typeof dataset.content.monthly_items)[number]): MonthlyItem {
  return {
    mnth_item_no: String(m.monthly_no),
    ym: toYmd(backend.now()).slice(0, 6),
    title: m.monthly_ttl,
    img_url: shelfImage(m.monthly_ttl, m.prd_cds, '#7b1e3a'),
    prd_list: summaries(backend, m.prd_cds, cno),
  };
}

function themeBy(body: Record<string, unknown>): SeedTheme {
  return byKey(dataset.content.themes, (t) => t.theme_no, str(body, 'theme_no'), 'theme');
}

function themeInfo(t: SeedTheme): ThemeInfoResponse {
  return { theme_no: String(t.theme_no), theme_nm: t.theme_ttl, img_url: shelfImage(t.theme_ttl, t.prd_cds, '#333'), desc: t.theme_desc };
}

export function registerMainRoutes({ pub }: Registrars): void {
  pub('/app/main/banner/area/info', ({ body }): MainBannerResponse => {
    const area = optStr(body, 'area_cd');
    const areas = [...new Set(dataset.content.banners.map((b) => b.area_cd))].filter((a) => !area || a === area);
    return {
      area_list: areas.map((a) => ({
        area_cd: a,
        bnr_list: dataset.content.banners
          .filter((b) => b.area_cd === a)
          .sort((x, y) => x.sort_seq - y.sort_seq)
          .map(banner),
      })),
    };
  });
  pub('/app/main/monthlyitem/list', ({ backend, cno }): MonthlyItemListResponse => ({
    list: dataset.content.monthly_items.filter((m) => m.show_yn === 'Y').map((m) => monthly(backend, cno, m)),
  }));
  pub('/app/main/monthlyitem/show', ({ backend, cno, body }) =>
    monthly(
      backend,
      cno,
      byKey(dataset.content.monthly_items, (m) => m.monthly_no, str(body, 'mnth_item_no'), 'monthly item'),
    ),
  );
  const themeList = (): ThemeListResponse => ({ theme_list: dataset.content.themes.map(themeInfo) });
  pub('/app/main/theme/list', themeList);
  pub('/v2/hybridapp/main/theme/list', themeList);
  pub('/app/main/theme/info', ({ body }): ThemeInfoResponse => themeInfo(themeBy(body)));
  pub('/app/main/theme/item/list', ({ body, backend, cno }): ThemeItemListResponse => ({
    prd_list: summaries(backend, themeBy(body).prd_cds, cno),
  }));
  pub('/app/main/weeklyWine/cdlist', (): WeeklyWineCodeListResponse => ({
    cd_list: dataset.content.weekly_wine.map((w) => ({ week_cd: w.weekly_cd, week_nm: w.weekly_nm })),
  }));
  pub('/app/main/weeklyWine/list', ({ body, backend, cno }): ProductListResponse => ({
    prd_list: summaries(backend, byKey(dataset.content.weekly_wine, (w) => w.weekly_cd, str(body, 'week_cd'), 'week code').prd_cds, cno),
  }));
  pub('/app/main/bestseller/liquor/list', ({ backend, cno }): ProductListResponse => ({
    prd_list: summaries(backend, dataset.content.bestseller_liquor, cno),
  }));
  // A member's come from their wish list and diary (search/recommend.ts), a visitor's are the shop's.
  pub('/app/main/recommItem/list', ({ backend, cno }): ProductListResponse => {
    const s = cno ? backend.memberState(cno) : undefined;
    const codes = s ? recommendFor({ wish: s.wish, notes: s.notes }, dataset.content.recomm_items) : dataset.content.recomm_items;
    return { prd_list: summaries(backend, codes, cno) };
  });
  pub('/app/main/popup/list', ({ backend }): MainPopupListResponse => ({
    popup_list: dataset.content.popups
      .filter((p) => p.day_from_offset <= 0 && p.day_to_offset >= 0)
      .map((p) => ({
        popup_no: String(p.popup_no),
        title: p.popup_ttl,
        popup_conts: p.popup_conts,
        img_url: cardImage(p.popup_ttl, '#d74728'),
        link_kind: p.link_type,
        ...(p.link_type === 'USELESS' ? {} : { link_url: p.link_url }),
        start_dt: kstDayFromNow(backend.now(), p.day_from_offset),
        end_dt: kstDayFromNow(backend.now(), p.day_to_offset),
        ...(p.first_visit ? { first_visit_yn: 'Y' as const } : {}),
      })),
  }));
  pub('/app/main/splash/list', ({ backend }): SplashListResponse => ({
    splash_list: dataset.content.splash.map((s) => ({
      splash_no: String(s.splash_no),
      img_url: cardImage(s.splash_ttl, s.bg_color),
      start_dt: kstDayFromNow(backend.now(), s.day_from_offset),
      end_dt: kstDayFromNow(backend.now(), s.day_to_offset),
    })),
  }));
}
