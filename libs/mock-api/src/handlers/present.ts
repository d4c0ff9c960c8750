/**
 * Turning seed records into libs/api's response shapes (libs/api/src/types, assumptions A6-A10).
 */
import type { Banner, BottleEvent, Exhibition, ProductSummary, StoreInfo, WineClass } from '@bottle/api';
import { DAY_MS, classStatusOn, kstDayFromNow, kstWeekday, toYmd } from '@bottle/domain';
import { shelfSvgDataUri } from '../data/bottle-svg';
import { dataset, productImage } from '../data/dataset';
import type { SeedClass, SeedEvent, SeedExhibition, SeedProduct, SeedStore } from '../data/types';
import type { MockBackend } from '../state/backend';
import { Reviews } from '../state/reviews';

export function summary(backend: MockBackend, p: SeedProduct, cno: string | null): ProductSummary {
  return {
    prd_cd: p.prd_cd,
    prd_nm: p.prd_nm,
    prd_eng_nm: p.prd_en_nm,
    ctg: p.prd_type,
    type_cd: p.type_cd,
    img_url: productImage(p),
    sale_prc: p.price,
    nation_nm: p.nation_nm,
    nation_cd: p.nation_cd,
    bnkr_cnt: backend.bnkrCnt(p.prd_cd),
    isMyBucker: backend.isMyBucker(cno, p.prd_cd),
    // libs/api A40: the reviews' average and count, on every row and card
    ...new Reviews(backend).summaries([p.prd_cd]).get(p.prd_cd),
  };
}

/** The seed products of `codes`, in order; unknown codes are left out. */
export function productsOf(codes: readonly string[]): SeedProduct[] {
  return codes.flatMap((c) => {
    const p = dataset.productByCode.get(c);
    return p ? [p] : [];
  });
}

export function summaries(backend: MockBackend, codes: readonly string[], cno: string | null): ProductSummary[] {
  return productsOf(codes).map((p) => summary(backend, p, cno));
}

/** `color` (#rrggbb) mixed toward white (amount > 0) or black (amount < 0), as #rrggbb. */
function shade(color: string, amount: number): string {
  const rgb = /^#([0-9a-f]{6})$/i.exec(color) ? [1, 3, 5].map((i) => parseInt(color.slice(i, i + 2), 16)) : [0, 72, 77];
  const toward = amount > 0 ? 255 : 0;
  return `#${rgb
    .map((c) =>
      Math.round(c + (toward - c) * Math.abs(amount))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/**
 * A card picture (banners, themes, events…) as an inline SVG, so every image of the demo works
 * offline: the card's colour with darker and lighter planes, a bottle's outline and the title.
 * Drawn with that much detail on purpose: members' banners are photographs, and Chrome leaves a
 * picture of too little detail (under 0.05 bits per shown pixel, as a flat 300-byte card is) out
 * of the Largest Contentful Paint, so a flat card made the lab measure another element than
 * members' phones do (docs/decisions/0160-early-largest-picture.md). Solid fills only: gradients
 * and transparency cost every software-drawn page (the journeys' browser) a fifth more time.
 */
export function cardImage(title: string, color = '#00484d'): string {
  const safe = title.replace(/[<>&'"]/g, ' ');
  const dark = shade(color, -0.35);
  const deep = shade(color, -0.55);
  const light = shade(color, 0.18);
  const svg =
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 750 400">' +
    `<rect width="750" height="400" fill="${color}"/>` +
    `<path d="M430 0H750V400H250z" fill="${dark}"/><path d="M600 0H750V400H520z" fill="${deep}"/>` +
    `<circle cx="660" cy="80" r="56" fill="${light}"/><circle cx="520" cy="350" r="28" fill="${light}"/>` +
    `<path d="M585 372V214q0-34 24-58V74h28v82q24 24 24 58v158z" fill="${light}"/>` +
    `<path d="M600 230h46v70h-46z" fill="${shade(color, 0.5)}"/>` +
    `<path d="M40 268h300" stroke="${light}" stroke-width="3"/>` +
    `<text x="40" y="220" font-family="sans-serif" font-size="44" font-weight="bold" fill="#fff">${safe}</text>` +
    `<text x="40" y="310" font-family="sans-serif" font-size="22" letter-spacing="6" fill="${light}">BOTTLE</text></svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

/** A collection's picture: its products' bottles on a shelf over its title (data/bottle-svg.ts). */
export function shelfImage(title: string, codes: readonly string[], color: string): string {
  return shelfSvgDataUri(title, productsOf(codes), color);
}

/** The 2nd and 4th given weekday of the next three months (Korean mandatory closing days). */
export function holidays(store: SeedStore, now: number): string[] {
  const weekday = { sun: 0, mon: 1, wed: 3, none: -1 }[store.hldy_rule];
  if (weekday < 0) return [];
  const out: string[] = [];
  const counts = new Map<string, number>();
  for (let d = 0; d < 92; d += 1) {
    const at = now + d * DAY_MS;
    const day = toYmd(at);
    const month = day.slice(0, 6);
    if (kstWeekday(at) !== weekday) continue;
    const dom = Number(day.slice(6));
    const nth = Math.ceil(dom / 7);
    counts.set(month, nth);
    if (nth === 2 || nth === 4) out.push(day);
  }
  return out;
}

export function storeInfo(store: SeedStore, now: number): StoreInfo {
  return {
    str_cd: store.str_cd,
    str_nm: store.str_nm,
    str_tel_no: store.str_tel_no,
    bsns_conts: store.bsns_conts,
    bsns_start_time: store.bsns_start_time,
    bsns_end_time: store.bsns_end_time,
    hldy_conts: store.hldy_conts,
    hldy_list: holidays(store, now),
    pick_desk_info: store.pick_desk_info,
    str_addr: store.str_addr,
    road_info: store.road_info,
    lat: store.lat,
    lng: store.lng,
  };
}

export function banner(b: (typeof dataset.content.banners)[number]): Banner {
  return {
    bnr_no: String(b.banner_no),
    bnr_nm: b.banner_ttl,
    img_url: cardImage(b.banner_ttl, b.bg_color),
    link_kind: b.link_type,
    ...(b.link_type === 'USELESS' ? {} : { link_url: b.link_url }),
  };
}

export function event(backend: MockBackend, e: SeedEvent, cno: string | null): BottleEvent {
  const now = backend.now();
  return {
    event_no: String(e.event_no),
    event_nm: e.event_ttl,
    img_url: cardImage(e.event_ttl, '#7b1e3a'),
    start_dt: kstDayFromNow(now, e.day_from_offset),
    end_dt: kstDayFromNow(now, e.day_to_offset),
    status: e.day_from_offset > 0 ? 'BEFORE' : 'ING',
    join_yn: cno && backend.memberState(cno).joined_events.includes(String(e.event_no)) ? 'Y' : 'N',
    event_conts: e.event_conts,
    link_kind: e.link_type,
    ...(e.link_type === 'USELESS' || !e.link_url ? {} : { link_url: e.link_url }),
  };
}

export function wineClass(backend: MockBackend, k: SeedClass, cno: string | null): WineClass {
  const now = backend.now();
  const joined = !!cno && backend.memberState(cno).joined_classes.includes(String(k.class_no));
  const classDt = kstDayFromNow(now, k.class_day_offset);
  const applyStartDt = kstDayFromNow(now, k.apply_from_offset);
  return {
    class_no: String(k.class_no),
    class_nm: k.class_ttl,
    img_url: cardImage(k.class_ttl, '#8a5a2b'),
    str_cd: k.str_cd,
    str_nm: dataset.storeByCode.get(k.str_cd)?.str_nm ?? k.str_cd,
    class_dt: classDt,
    apply_start_dt: applyStartDt,
    // One rule with the app (libs/api A24): a passed class day is ended.
    status: classStatusOn({ class_dt: classDt, apply_start_dt: applyStartDt }, toYmd(now)),
    capacity: k.capacity,
    apply_cnt: k.applied_cnt + (joined ? 1 : 0),
    join_yn: joined ? 'Y' : 'N',
  };
}

export function exhibition(backend: MockBackend, x: SeedExhibition): Exhibition {
  const now = backend.now();
  return {
    exhibit_no: String(x.exhibit_no),
    exhibit_nm: x.exhibit_ttl,
    img_url: cardImage(x.exhibit_ttl, x.prize_yn === 'Y' ? '#d74728' : '#00484d'),
    start_dt: kstDayFromNow(now, x.day_from_offset),
    end_dt: kstDayFromNow(now, x.day_to_offset),
    open_state: x.day_from_offset <= 0 && x.day_to_offset >= 0 ? 'OPEN' : 'CLOSE',
  };
}
