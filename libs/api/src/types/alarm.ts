import type { ServerResult } from './common';

/** Alarm kinds: restock, reservation (spec §3). */
export type AlarmKind = 'restock' | 'reservation';

export interface Alarm {
  alarm_no: string;
  alarm_kind: AlarmKind;
  prd_cd: string;
  prd_nm: string;
  img_url: string;
  str_cd?: string;
  reg_dt: string;
}

/** POST /app/alarm/list (A18). */
export interface AlarmListRequest {
  alarm_kind?: AlarmKind;
}
export interface AlarmListResponse extends ServerResult {
  list: Alarm[];
}

/** POST /app/alarm/register (A18). */
export interface AlarmRegisterRequest {
  alarm_kind: AlarmKind;
  prd_cd: string;
  str_cd?: string;
}
export interface AlarmRegisterResponse extends ServerResult {
  alarm_no: string;
}

/** POST /app/alarm/delete (A18). */
export interface AlarmDeleteRequest {
  alarm_no: string;
}
