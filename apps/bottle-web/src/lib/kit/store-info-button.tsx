/**
 * A button that opens the store info popup (spec §2 "Store info popup"): of the store `strCd`,
 * or of the member's main store without it. Unstyled: the caller styles it as a row, a chip or a
 * link (`styled(StoreInfoButton)` or a rule on `button`). It says it opens a dialog
 * (aria-haspopup) so screen reader users know what the tap does.
 */
import type { ButtonHTMLAttributes } from 'react';
import { useAppDispatch } from '../store/hooks';
import { popupActions } from '../popups/popup-slice';

export interface StoreInfoButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type' | 'onClick'> {
  /** The store to show; without it the popup shows the member's main store. */
  strCd?: string;
}

export function StoreInfoButton({ strCd, children, ...rest }: StoreInfoButtonProps) {
  const dispatch = useAppDispatch();
  return (
    <button
      {...rest}
      type="button"
      aria-haspopup="dialog"
      onClick={() => dispatch(popupActions.openStoreInfo(strCd === undefined ? undefined : { strCd }))}
    >
      {children}
    </button>
  );
}
