import type { DateString, ServerResult } from './common';

/**
 * Where a store is and when it opens, on the rows of a store list (assumption A36): the detail's
 * hours and holidays (spec §3 store detail) and the store's position (WGS84 degrees), so a list
 * can say how far and whether it is open without one detail call per store. Each may be missing:
 * the list then says nothing of it.
 */
export interface StorePlaceFields {
  /** Latitude, WGS84 degrees. */
  lat?: number;
  /** Longitude, WGS84 degrees. */
  lng?: number;
  bsns_start_time?: string;
  bsns_end_time?: string;
  hldy_list?: DateString[];
}

/** One row of the store list (spec §3 "Stores": str_cd, str_nm under str_list). */
export interface StoreListItem extends StorePlaceFields {
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
  /** The store's position, WGS84 degrees (assumption A36). */
  lat?: number;
  lng?: number;
}

export type StoreInfoResponse = StoreInfo & ServerResult;
