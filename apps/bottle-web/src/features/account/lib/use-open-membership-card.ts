/**
 * Opens the membership card (the barcode popup) and counts it: my page's card button and the
 * coupon screen's empty state open the same card the same way.
 */
import { useCallback } from 'react';
import { ANALYTICS_EVENTS } from '@bottle/domain';
import { trackEvent } from '../../../lib/analytics';
import { popupActions } from '../../../lib/popups/popup-slice';
import { useAppDispatch } from '../../../lib/store/hooks';
import { useInWebView } from '../../../lib/services';

export function useOpenMembershipCard(): () => void {
  const dispatch = useAppDispatch();
  const inWebView = useInWebView();
  return useCallback(() => {
    trackEvent(ANALYTICS_EVENTS.membershipBarcodeOpen, inWebView);
    dispatch(popupActions.openBarcode());
  }, [dispatch, inWebView]);
}
