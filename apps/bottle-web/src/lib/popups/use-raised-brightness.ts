/**
 * Raises the screen brightness while something a scanner must read is on screen: the membership
 * barcode popup (spec §2 "Barcode popup") and the pickup pass QR code. The shell's
 * `openBarcode` / `closeBarcode` calls (libs/bridge README) are its brightness hooks: open
 * raises, close restores. Tied to `active` rather than to a button, so every way of closing
 * (the close button, Escape, the back action, leaving the page) restores the brightness.
 * In a plain browser both calls resolve and do nothing; a failed call is not the member's
 * problem (the code still shows), so it is dropped.
 */
import { useEffect } from 'react';
import { useServices } from '../services';

export function useRaisedBrightness(active: boolean): void {
  const { getBridge } = useServices();
  useEffect(() => {
    if (!active) return undefined;
    getBridge()
      .then((bridge) => bridge.openBarcode())
      .catch(() => undefined);
    return () => {
      getBridge()
        .then((bridge) => bridge.closeBarcode())
        .catch(() => undefined);
    };
  }, [active, getBridge]);
}
