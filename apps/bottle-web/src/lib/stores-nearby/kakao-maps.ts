/**
 * Loads the Kakao Maps JavaScript SDK (the map Korean members know) once, on the first map a
 * member opens, under the page's strict policy:
 *
 * - The SDK's loader (`dapi.kakao.com/v2/maps/sdk.js?appkey=…&autoload=false`) is named through
 *   this app's own Trusted Types policy, `bottle-kakao-maps`, which refuses any other URL.
 * - The loader then inserts its code's script (t1.daumcdn.net/mapjsapi/…) itself, through no
 *   policy of ours: Trusted Types hands that URL to the page's `default` policy, created here
 *   and allowing exactly the two Kakao script locations (any other script URL, and any HTML or
 *   script text, is refused). The hosts are in the page policy from the build's configuration
 *   (config/csp-sources.ts), so a build without a key has neither the hosts nor the policies.
 *
 * Only the SDK calls the app makes are typed here (KakaoMaps); e2e replaces the SDK with a small
 * double served in place of dapi.kakao.com (e2e/bottle-web-e2e/src/kakao-maps-double.js).
 */
import { KAKAO_MAPS_CODE_ORIGIN, KAKAO_MAPS_POLICY_NAME, KAKAO_MAPS_SDK_ORIGIN } from '../../config/csp-sources';

export interface KakaoLatLng {
  getLat(): number;
  getLng(): number;
}
export interface KakaoMap {
  setBounds(bounds: KakaoLatLngBounds): void;
  setCenter(center: KakaoLatLng): void;
  relayout(): void;
}
export interface KakaoLatLngBounds {
  extend(point: KakaoLatLng): void;
}
export interface KakaoMarker {
  setMap(map: KakaoMap | null): void;
}
export interface KakaoMaps {
  load(callback: () => void): void;
  LatLng: new (lat: number, lng: number) => KakaoLatLng;
  LatLngBounds: new () => KakaoLatLngBounds;
  Map: new (container: HTMLElement, options: { center: KakaoLatLng; level: number }) => KakaoMap;
  Marker: new (options: {
    map?: KakaoMap;
    position: KakaoLatLng;
    title?: string;
    image?: unknown;
    clickable?: boolean;
    zIndex?: number;
  }) => KakaoMarker;
  MarkerImage: new (src: string, size: unknown) => unknown;
  Size: new (width: number, height: number) => unknown;
  event: { addListener(target: unknown, type: string, handler: () => void): void };
}

/** The SDK's loader for a key (refuses anything that is not a key's characters). */
export function kakaoMapsSdkUrl(appKey: string): string {
  if (!/^[A-Za-z0-9]{16,64}$/.test(appKey)) throw new Error('not a Kakao JavaScript key');
  return `${KAKAO_MAPS_SDK_ORIGIN}/v2/maps/sdk.js?appkey=${appKey}&autoload=false`;
}

/** The script locations the SDK may load: its loader, and its code. */
const SCRIPT_PREFIXES = [`${KAKAO_MAPS_SDK_ORIGIN}/v2/maps/sdk.js?`, `${KAKAO_MAPS_CODE_ORIGIN}/mapjsapi/`];

/** Whether a script URL (absolute, or protocol-relative as the SDK writes it) is one of the SDK's. */
export function isKakaoMapsScript(url: string): boolean {
  let absolute: string;
  try {
    absolute = new URL(url, 'https://invalid.invalid/').href;
  } catch {
    return false;
  }
  return SCRIPT_PREFIXES.some((prefix) => absolute.startsWith(prefix));
}

type TrustedTypesFactory = {
  createPolicy(name: string, rules: { createScriptURL(u: string): string }): { createScriptURL(u: string): unknown };
};

let loading: Promise<KakaoMaps> | undefined;
let policy: { createScriptURL(u: string): unknown } | undefined;

/** How long the SDK may take before the list says the map could not load. */
export const KAKAO_MAPS_TIMEOUT_MS = 15_000;

function scriptUrl(url: string): string {
  const tt = (window as { trustedTypes?: TrustedTypesFactory }).trustedTypes;
  if (!tt) return url;
  const check = (u: string) => {
    if (!isKakaoMapsScript(u)) throw new TypeError(`${KAKAO_MAPS_POLICY_NAME} refuses ${u}`);
    return u;
  };
  if (!policy) {
    // The SDK's own insertions reach the default policy; it names the same locations only.
    tt.createPolicy('default', { createScriptURL: check });
    policy = tt.createPolicy(KAKAO_MAPS_POLICY_NAME, { createScriptURL: check });
  }
  return policy.createScriptURL(url) as string;
}

/** The SDK, loaded once per page life; a failed load is tried again on the next call. */
export function loadKakaoMaps(appKey: string, doc: Document = document): Promise<KakaoMaps> {
  const ready = (window as { kakao?: { maps?: KakaoMaps } }).kakao?.maps;
  if (ready) return new Promise((resolve) => ready.load(() => resolve(ready)));
  loading ??= new Promise<KakaoMaps>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('Kakao Maps did not load in time')), KAKAO_MAPS_TIMEOUT_MS);
    const script = doc.createElement('script');
    script.async = true;
    script.onload = () => {
      const maps = (window as { kakao?: { maps?: KakaoMaps } }).kakao?.maps;
      if (!maps) {
        clearTimeout(timer);
        reject(new Error('Kakao Maps loaded without kakao.maps'));
        return;
      }
      maps.load(() => {
        clearTimeout(timer);
        resolve(maps);
      });
    };
    script.onerror = () => {
      clearTimeout(timer);
      reject(new Error('Kakao Maps could not load'));
    };
    script.src = scriptUrl(kakaoMapsSdkUrl(appKey));
    doc.head.append(script);
  }).catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}
