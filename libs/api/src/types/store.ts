import type { DateString, ServerResult } from './common';

/** One row of the store list (spec §3 "Stores": str_cd, str_nm under str_list). */
export interface StoreListItem {
  str_cd: string;
  str_nm: string;
  /** Short address for the picker (assumption A3). */
  str_addr?: string;
}

/** POST /app/store/list: no payload fields are shown; an optional region filter is assumed (A3). */
export interface StoreListRequest {
  region_nm?: string;
}

export interface StoreListResponse extends ServerResult {
  str_list: StoreListItem[];
}

/** POST /app/store/info: the store is passed by code, strCd (spec §2 store info popup). */
export interface StoreInfoRequest {
  strCd: string;
}

/** Store detail, exactly the spec's fields (§3 "Stores"). */
export interface StoreInfo {
  str_cd: string;
  str_nm: string;
  str_tel_no: string;
  bsns_conts: string;
  bsns_start_time: string;
  bsns_end_time: string;
  hldy_conts: string;
  hldy_list: DateString[];
  pick_desk_info: string;
  str_addr: string;
  road_info: string;
}

export type StoreInfoResponse = StoreInfo & ServerResult;
