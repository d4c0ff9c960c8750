/**
 * Content (spec §7 public, A24): help (FAQ, notices), food pairing and winepedia, tasting themes,
 * classes, events and exhibitions, and a member's sign-ups to events and classes.
 */
import type {
  ClassListResponse,
  EventListResponse,
  EventWinShowResponse,
  ExhibitionListResponse,
  ExhibitionShowResponse,
  FaqListResponse,
  FoodCategoryListResponse,
  FoodListResponse,
  FoodPairingInfoResponse,
  NoticeInfoResponse,
  NoticeListResponse,
  TastingThemeInfoResponse,
  TastingThemeListResponse,
  WinepediaDetailResponse,
  WinepediaListResponse,
} from '@bottle/api';
import { kstDayFromNow } from '@bottle/domain';
import { dataset } from '../../data/dataset';
import type { MockBackend } from '../../state/backend';
import { refused } from '../../state/errors';
import { optStr, str } from '../http';
import { cardImage, event, exhibition, summaries, wineClass } from '../present';
import { ack, byKey, paged, type Registrars } from './register';

const FOOD_COLOUR = '#b8731f';
const TASTING_THEME_COLOUR = '#00484d';

const food = (f: (typeof dataset.content.foods)[number]) => ({
  food_cd: f.food_cd,
  food_nm: f.food_nm,
  img_url: cardImage(f.food_nm, FOOD_COLOUR),
});
const tastingTheme = (t: (typeof dataset.content.tasting_themes)[number]) => ({
  thema_no: String(t.thema_no),
  thema_nm: t.thema_ttl,
  img_url: cardImage(t.thema_ttl, TASTING_THEME_COLOUR),
  desc: t.thema_desc,
});
const eventBy = (no: string) => byKey(dataset.content.events, (e) => e.event_no, no, 'event');

/** Signs the member up (once) and saves the state. */
function signUp(backend: MockBackend, cno: string, list: 'joined_events' | 'joined_classes', no: string): void {
  const joined = backend.memberState(cno)[list];
  if (!joined.includes(no)) joined.push(no);
  backend.changed();
}

export function registerContentRoutes({ pub, app }: Registrars): void {
  // ---- help
  pub(
    '/v2/hybridapp/mypage/faq/list',
    paged(({ body }): FaqListResponse['list'] => {
      const ctg = optStr(body, 'faq_ctg_cd');
      return dataset.content.faqs
        .filter((f) => !ctg || f.faq_cate_nm === ctg)
        .map((f) => ({ faq_no: String(f.faq_no), faq_ctg_nm: f.faq_cate_nm, question: f.faq_ttl, answer: f.faq_conts }));
    }),
  );
  pub(
    '/v2/hybridapp/mypage/notice/list',
    paged(({ backend }): NoticeListResponse['list'] =>
      dataset.content.notices.map((n) => ({
        notice_no: String(n.notice_no),
        title: n.notice_ttl,
        reg_dt: kstDayFromNow(backend.now(), n.day_offset),
      })),
    ),
  );
  pub('/v2/hybridapp/mypage/notice/info', ({ body, backend }): NoticeInfoResponse => {
    const no = str(body, 'notice_no');
    const n = byKey(dataset.content.notices, (x) => x.notice_no, no, 'notice');
    return { notice_no: no, title: n.notice_ttl, reg_dt: kstDayFromNow(backend.now(), n.day_offset), content: `<p>${n.notice_conts}</p>` };
  });

  // ---- food and wine knowledge
  pub('/app/foodFairing/foodcate/list', (): FoodCategoryListResponse => ({
    cate_list: dataset.content.food_categories.map((c) => ({
      food_cate_cd: c.cate_cd,
      food_cate_nm: c.cate_nm,
      img_url: cardImage(c.cate_nm, '#8a5a2b'),
    })),
  }));
  pub(
    '/app/foodFairing/food/list',
    paged(({ body }): FoodListResponse['list'] => {
      const cate = optStr(body, 'food_cate_cd');
      return dataset.content.foods.filter((f) => !cate || f.cate_cd === cate).map(food);
    }),
  );
  pub('/app/foodFairing/info', ({ body, backend, cno }): FoodPairingInfoResponse => {
    const f = byKey(dataset.content.foods, (x) => x.food_cd, str(body, 'food_cd'), 'food');
    return { ...food(f), desc: f.pairing_desc, prd_list: summaries(backend, f.prd_cds, cno) };
  });
  pub(
    '/app/winepedia/list',
    paged((): WinepediaListResponse['list'] =>
      dataset.content.winepedia.map((w) => ({ wpd_no: String(w.wpd_no), title: w.wpd_ttl, summary: w.wpd_conts })),
    ),
  );
  pub('/v2/hybridapp/winepedia/detail', ({ body }): WinepediaDetailResponse => {
    const no = str(body, 'wpd_no');
    const w = byKey(dataset.content.winepedia, (x) => x.wpd_no, no, 'winepedia entry');
    return { wpd_no: no, title: w.wpd_ttl, summary: w.wpd_conts, content: `<p>${w.wpd_conts}</p><p>${w.wpd_en_conts}</p>` };
  });

  // ---- tasting themes, classes, events, exhibitions
  pub(
    '/app/tasting/thema/list',
    paged((): TastingThemeListResponse['list'] => dataset.content.tasting_themes.map(tastingTheme)),
  );
  pub('/app/tasting/thema/info', ({ body, backend, cno }): TastingThemeInfoResponse => {
    const t = byKey(dataset.content.tasting_themes, (x) => x.thema_no, str(body, 'thema_no'), 'tasting theme');
    return { ...tastingTheme(t), prd_list: summaries(backend, t.prd_cds, cno) };
  });
  pub(
    '/app/class/list',
    paged(({ body, backend, cno }): ClassListResponse['list'] => {
      const status = optStr(body, 'status');
      return dataset.content.classes.map((k) => wineClass(backend, k, cno)).filter((k) => !status || k.status === status);
    }),
  );
  pub(
    '/v2/hybridapp/event/list',
    paged(({ body, backend, cno }): EventListResponse['list'] => {
      const status = optStr(body, 'status') ?? 'ing';
      return dataset.content.events
        .filter((e) => (status === 'end' ? e.day_to_offset < 0 : e.day_to_offset >= 0))
        .map((e) => event(backend, e, cno));
    }),
  );
  pub('/v2/hybridapp/event/win/show', ({ body, cno, backend }): EventWinShowResponse => {
    const no = str(body, 'event_no');
    const e = eventBy(no);
    if (e.win_yn !== 'Y') return { event_no: no, result_status: 'NONE' };
    const joined = !!cno && backend.memberState(cno).joined_events.includes(no);
    return { event_no: no, result_status: joined ? 'SUCCESS' : 'FAIL', win_msg: e.win_conts };
  });
  pub(
    '/app/exhibition/list',
    paged(({ backend }): ExhibitionListResponse['list'] => dataset.content.exhibitions.map((x) => exhibition(backend, x))),
  );
  pub('/app/exhibition/show', ({ body, backend, cno }): ExhibitionShowResponse => {
    const x = byKey(dataset.content.exhibitions, (e) => e.exhibit_no, str(body, 'exhibit_no'), 'exhibition');
    const prizes = x.prizes.length ? `<h3>경품</h3><ol>${x.prizes.map((p) => `<li>${p.rank}등: ${p.prize_nm}</li>`).join('')}</ol>` : '';
    return { ...exhibition(backend, x), content: `<h2>${x.exhibit_ttl}</h2>${prizes}`, prd_list: summaries(backend, x.prd_cds, cno) };
  });

  // ---- sign-ups (authenticated)
  app(
    '/v2/hybridapp/event/join',
    ack(({ body, backend, cno }) => {
      const no = str(body, 'event_no');
      const e = eventBy(no);
      if (e.day_from_offset > 0 || e.day_to_offset < 0) throw refused('the event is not open');
      signUp(backend, cno, 'joined_events', no);
    }),
  );
  app(
    '/app/class/join',
    ack(({ body, backend, cno }) => {
      const no = str(body, 'class_no');
      const view = wineClass(
        backend,
        byKey(dataset.content.classes, (k) => k.class_no, no, 'class'),
        cno,
      );
      // Sign-ups only while the class is ongoing (libs/api A24).
      if (view.status === 'CLASS_END') throw refused('the class has ended');
      if (view.status === 'CLASS_SOON') throw refused('sign-ups for the class have not opened yet');
      if (view.join_yn === 'N' && view.apply_cnt >= view.capacity) throw refused('the class is full');
      signUp(backend, cno, 'joined_classes', no);
    }),
  );
}
