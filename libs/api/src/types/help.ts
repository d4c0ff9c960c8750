import type { DateString, Page, PageRequest, ServerResult } from './common';

/** POST /v2/hybridapp/mypage/faq/list (assumption A8). */
export interface FaqListRequest extends PageRequest {
  faq_ctg_cd?: string;
}
export interface Faq {
  faq_no: string;
  faq_ctg_nm: string;
  question: string;
  answer: string;
}
export type FaqListResponse = Page<Faq>;

/** POST /v2/hybridapp/mypage/notice/list and …/notice/info (assumption A8). */
export interface NoticeSummary {
  notice_no: string;
  title: string;
  reg_dt: DateString;
}
export type NoticeListResponse = Page<NoticeSummary>;
export interface NoticeInfoRequest {
  notice_no: string;
}
export interface NoticeInfoResponse extends NoticeSummary, ServerResult {
  /** HTML body, sanitised by the screen before display. */
  content: string;
}
