/**
 * Small display rules of spec §2 and §3 that every screen would otherwise re-spell.
 */
/** The wish-list (bunker) icon shows as on when bnkr_cnt is above zero (spec §3). */
export function isWishListOn(bnkrCnt: number | string | null | undefined): boolean {
  const n = typeof bnkrCnt === 'string' && bnkrCnt.trim() !== '' ? Number(bnkrCnt) : bnkrCnt;
  return typeof n === 'number' && Number.isFinite(n) && n > 0;
}

/** The bookmark is active when isMyBucker is Y (spec §3). */
export function isBookmarkActive(isMyBucker: unknown): boolean {
  return isMyBucker === 'Y';
}

/** The barcode popup shows the membership barcode only when a card number exists (spec §2). */
export function hasCardNumber(cardNo: string | number | null | undefined): boolean {
  return String(cardNo ?? '').replace(/\D/g, '') !== '';
}
