import type { ServerResult, YesNo } from './common';

/** POST /v2/hybridapp/common/crnttime: the server's current time (spec §3 user info "Current time"). */
export interface CurrentTimeResponse extends ServerResult {
  /** YYYYMMDDHHmmss (assumption A4). */
  crnt_time: string;
}

/** Security verification request (spec §3). */
export interface HashVerifyRequest {
  hash: string;
  device_os: string;
  cert_key_dvs: string;
}

/** Security verification response (spec §3). */
export interface HashVerifyResponse extends ServerResult {
  valid_yn: YesNo;
}

/** App version response (spec §3). */
export interface AppVersionResponse extends ServerResult {
  ios_ver: string;
  and_ver: string;
}

/** POST /v2/hybridapp/common/view/count/update: counts a view of a content item (assumption A5). */
export interface ViewCountUpdateRequest {
  /** Log entity type (spec §3). */
  log_type: 'USER' | 'COUPON' | 'EVENT' | 'PUSH' | 'PRODUCT';
  target_id: string;
}
