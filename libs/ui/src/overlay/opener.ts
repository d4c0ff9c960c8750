import { useLayoutEffect, useRef } from 'react';
import type { RefObject } from 'react';

/**
 * Remembers what had focus when an overlay opened. Radix returns focus only to a
 * `Dialog.Trigger`; libs/ui overlays are opened from app state (a Redux action), so there is
 * no trigger and the opener is captured here instead (focus returns to the opener).
 * A layout effect runs before Radix's FocusScope moves focus into the overlay (an effect).
 */
export function useOpener(open: boolean): RefObject<HTMLElement | null> {
  const opener = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    const active = document.activeElement;
    if (open && active instanceof HTMLElement && active !== document.body) opener.current = active;
  }, [open]);
  return opener;
}

/** `onCloseAutoFocus` handler: focus the opener if it is still on the page. */
export function returnFocus(event: Event, opener: RefObject<HTMLElement | null>): void {
  event.preventDefault();
  const target = opener.current;
  opener.current = null;
  if (target?.isConnected) target.focus();
}
