/**
 * Opens the membership card (the barcode popup) and counts it: my page's card button and the
 * coupon screen's empty state open the same card the same way.
 */
import { useCallback } from 'react';
import { ANALYTICS_EVENTS } from '@bottle/domain';
import { trackEvent } from '../../../lib/analytics';
import { popupActions } from '../../../lib/popups/popup-slice';
import { useAppDispatch, useAppSelector } from '../../../lib/store/hooks';

export function useOpenMembershipCard(): () => void {
  const dispatch = useAppDispatch();
  const inWebView = useAppSelector((s) => s.auth.inWebView);
  return useCallback(() => {
    trackEvent(ANALYTICS_EVENTS.membershipBarcodeOpen, inWebView);
    dispatch(popupActions.openBarcode());
  }, [dispatch, inWebView]);
}
