/**
 * Loads the global popups on demand. The popups carry the dialog primitive, the HTML
 * sanitiser, the barcode encoder and more; a first visit should not pay for them (budgets:
 * tools/budgets.mjs), so their chunk is fetched the first time any popup opens, and kept
 * mounted from then on so closing animations and focus return work as usual.
 */
import { lazy, Suspense, useEffect, useState } from 'react';
import { loadLanguage } from '@bottle/domain';
import { useAppSelector } from '../store/hooks';
import { anyPopupOpen } from './popup-slice';

// The popups' strings (libs/domain beyond the first route's) come with their code.
const GlobalPopups = lazy(() => Promise.all([import('./global-popups'), loadLanguage('ko')]).then(([m]) => ({ default: m.GlobalPopups })));

export function PopupHost() {
  const open = useAppSelector((s) => anyPopupOpen(s.popup));
  const [needed, setNeeded] = useState(open);
  useEffect(() => {
    if (open) setNeeded(true);
  }, [open]);
  if (!needed && !open) return null;
  return (
    <Suspense fallback={null}>
      <GlobalPopups />
    </Suspense>
  );
}
