/**
 * Shapes shared by several areas. Field names follow the spec's snake_case style (str_cd, str_nm…);
 * fields the spec does not show are documented in libs/api/ASSUMPTIONS.md.
 */

/** The spec's Y/N flags (AUTO_LOGIN_STATE, must_yn, valid_yn, isMyBucker…). */
export type YesNo = 'Y' | 'N';

/** A date as the spec writes it: YYYYMMDD, or YYYYMMDDHHmm when a time is included (spec §3). */
export type DateString = string;

/**
 * Server result fields. The spec shows them on the login answer (§3) and the error catalogue
 * reads them (§8); every answer of the mock backend carries them too (assumption A1).
 */
export interface ServerResult {
  rspC?: string;
  rspDtc?: string;
  rspMsgCn?: string;
}

/** Page request used by every list call that can grow (assumption A2). 1-based page number. */
export interface PageRequest {
  page_no?: number;
  page_size?: number;
}

/** Page answer: the items plus the total count for "load more" (assumption A2). */
export interface Page<T> extends ServerResult {
  total_cnt: number;
  list: T[];
}

/** Product category of the catalogue (spec §3). */
export type ProductCategory = 'all' | 'wine' | 'liquor';

/** A link target used by banners, popups and push notices (spec §3 link kinds). */
export type LinkKind = 'APPLIST' | 'URL' | 'USELESS';

/** Answer of calls that only acknowledge (writes, counters). */
export type Ack = ServerResult;
