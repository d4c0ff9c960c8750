import type { DateString, LinkKind, Page, PageRequest, ServerResult, YesNo } from './common';
import type { ProductSummary } from './product';

/** Event status (spec §3). */
export type EventStatus = 'BEFORE' | 'ING';
/** Class status (spec §3). */
export type ClassStatus = 'CLASS_SOON' | 'CLASS_ING' | 'CLASS_END';
/** Result status (spec §3): draw result of an event. */
export type ResultStatus = 'NONE' | 'SUCCESS' | 'FAIL' | '';
/** Open state (spec §3). */
export type OpenState = 'OPEN' | 'CLOSE' | '';

/** Tasting theme (POST /app/tasting/thema/list, …/info), assumption A10. */
export interface TastingTheme {
  thema_no: string;
  thema_nm: string;
  img_url: string;
  desc?: string;
}
export type TastingThemeListResponse = Page<TastingTheme>;
export interface TastingThemeInfoRequest {
  thema_no: string;
}
export interface TastingThemeInfoResponse extends TastingTheme, ServerResult {
  prd_list: ProductSummary[];
}

/** Class (POST /app/class/list). */
export interface WineClass {
  class_no: string;
  class_nm: string;
  img_url: string;
  str_cd: string;
  str_nm: string;
  /** The class day (YYYYMMDD, KST). */
  class_dt: DateString;
  /** The first day sign-ups are taken (YYYYMMDD, KST), when known (A24). */
  apply_start_dt?: DateString;
  /** The server's status; the app reads it with libs/domain classStatusOn (A24). */
  status: ClassStatus;
  capacity: number;
  apply_cnt: number;
  /** Y when the member has joined. */
  join_yn: YesNo;
}
export interface ClassListRequest extends PageRequest {
  status?: ClassStatus;
}
export type ClassListResponse = Page<WineClass>;
export interface ClassJoinRequest {
  class_no: string;
}

/** Event (POST /v2/hybridapp/event/list, …/event/win/show). */
export interface BottleEvent {
  event_no: string;
  event_nm: string;
  img_url: string;
  start_dt: DateString;
  end_dt: DateString;
  status: EventStatus;
  join_yn: YesNo;
  /** The event's body, HTML from the content system: sanitise before display (A10). */
  event_conts?: string;
  /** Where the event's "more" link leads (spec §3 link kinds); absent or USELESS: no link. */
  link_kind?: LinkKind;
  /** An in-app path for APPLIST, an https page for URL. */
  link_url?: string;
}
export interface EventListRequest extends PageRequest {
  status?: 'ing' | 'end';
}
export type EventListResponse = Page<BottleEvent>;
export interface EventWinShowRequest {
  event_no: string;
}
export interface EventWinShowResponse extends ServerResult {
  event_no: string;
  result_status: ResultStatus;
  win_msg?: string;
}
export interface EventJoinRequest {
  event_no: string;
}

/** Exhibition (POST /app/exhibition/list, …/show); the /exhibition route takes exhibit_no (spec §2). */
export interface Exhibition {
  exhibit_no: string;
  exhibit_nm: string;
  img_url: string;
  start_dt: DateString;
  end_dt: DateString;
  open_state: OpenState;
}
export type ExhibitionListResponse = Page<Exhibition>;
export interface ExhibitionShowRequest {
  exhibit_no: string;
}
export interface ExhibitionShowResponse extends Exhibition, ServerResult {
  /** HTML body. */
  content: string;
  prd_list: ProductSummary[];
}
