/**
 * Shows the full-screen shell state, if any (its code loads only then), and routes the native
 * back button (web view) to the same "close the top layer" path as the browser back action
 * (style.md "UI"): open alert/confirm/terms/barcode popups close, else the page goes back.
 */
import { lazy, Suspense, useEffect } from 'react';
import { loadLanguage } from '@bottle/domain';
import { closeBackClosables } from '@bottle/ui';
import { useAppSelector } from '../../app/hooks';
import { useServices } from '../../app/services';

const ShellScreens = lazy(() =>
  Promise.all([import('./shell-screens'), loadLanguage('ko')]).then(([m]) => ({ default: m.ShellScreens })),
);

export function ShellHost() {
  const screen = useAppSelector((s) => s.shell.screen);
  const inWebView = useAppSelector((s) => s.auth.inWebView);
  const { getBridge } = useServices();

  useEffect(() => {
    if (!inWebView) return;
    let off: (() => void) | undefined;
    let cancelled = false;
    void getBridge()
      .then((bridge) => {
        if (cancelled) return;
        off = bridge.on('back', () => {
          if (!closeBackClosables()) window.history.back();
        });
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
      off?.();
    };
  }, [inWebView, getBridge]);

  if (screen === 'none') return null;
  return (
    <Suspense fallback={null}>
      <ShellScreens screen={screen} />
    </Suspense>
  );
}
