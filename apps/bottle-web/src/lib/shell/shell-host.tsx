/**
 * Shows the full-screen shell state, if any (its code loads only then), and in the web view
 * routes the native back button through ./native-back.ts.
 */
import { lazy, Suspense, useEffect } from 'react';
import { loadLanguage } from '@bottle/domain';
import { useAppSelector } from '../store/hooks';
import { useServices } from '../services';

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
    void Promise.all([getBridge(), import('./native-back')])
      .then(([bridge, { routeNativeBack }]) => {
        if (!cancelled) off = routeNativeBack(bridge);
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
