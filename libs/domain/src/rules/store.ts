/**
 * Store rules of spec §2 (main-store setting popup, store info popup) and §5.
 */
import { ANONYMOUS_STORE_CODE, DEFAULT_STORE_ON_SKIP } from '../constants';

export interface MainStoreConfirmState {
  /** str_cd of the chosen store; empty or missing while none is chosen. */
  readonly selectedStoreCode: string | null | undefined;
  /** Whether a save is in progress. */
  readonly isSaving: boolean;
}

/** Main-store confirm rule (spec §2, §5): only after a store is chosen and while no save runs. */
export function canConfirmMainStore(state: MainStoreConfirmState): boolean {
  return typeof state.selectedStoreCode === 'string' && state.selectedStoreCode.trim() !== '' && !state.isSaving;
}

/** The store to save when the member skips the main-store setting: 361 (spec §2, §9). */
export function mainStoreOnSkip(): typeof DEFAULT_STORE_ON_SKIP {
  return DEFAULT_STORE_ON_SKIP;
}

export interface StoreInfoContext {
  /** A store passed explicitly (strCd). */
  readonly strCd?: string | null;
  readonly isLoggedIn: boolean;
  /** The member's default store (def_str_cd). */
  readonly defaultStoreCode?: string | null;
}

/**
 * Which store the store info popup shows (spec §2, §6): the passed strCd; else the member's
 * default store when logged in; else store 201. Blank values count as missing.
 */
export function storeInfoCode(context: StoreInfoContext): string {
  const present = (v: string | null | undefined): v is string => typeof v === 'string' && v.trim() !== '';
  if (present(context.strCd)) return context.strCd.trim();
  if (context.isLoggedIn && present(context.defaultStoreCode)) return context.defaultStoreCode.trim();
  return ANONYMOUS_STORE_CODE;
}

/**
 * Whether the store info popup shows its call / copy-address / map buttons (spec §2): call and
 * copy only in the web view (the shell dials and writes the clipboard), and only when there is a
 * telephone (call) or an address (copy); the map wherever there is an address (the shell's open
 * map in the web view, a map site in a browser).
 */
export function storeInfoActions(
  store: { str_tel_no?: string | null; str_addr?: string | null },
  isWebView: boolean,
): {
  readonly call: boolean;
  readonly copyAddress: boolean;
  readonly map: boolean;
} {
  const present = (v: string | null | undefined): boolean => typeof v === 'string' && v.trim() !== '';
  return { call: isWebView && present(store.str_tel_no), copyAddress: isWebView && present(store.str_addr), map: present(store.str_addr) };
}

/**
 * The map page a browser opens for a store's address (Kakao Map's search link, the map most
 * members in Korea use); the address is one path segment, encoded, so nothing in it can change
 * the host or the path.
 */
export function storeMapUrl(address: string): string {
  return `https://map.kakao.com/link/search/${encodeURIComponent(address.trim())}`;
}
