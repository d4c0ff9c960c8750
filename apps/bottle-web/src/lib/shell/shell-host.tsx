/**
 * Shows the full-screen shell state, if any (its code loads only then), and in the web view
 * routes the native back button through ./native-back.ts and tapped push notices through
 * ./push-tap.ts.
 */
import { lazy, Suspense, useEffect } from 'react';
import { useNavigate } from 'react-router';
import { loadLanguage } from '@bottle/domain';
import { useAppSelector } from '../store/hooks';
import { useServices, useInWebView } from '../services';

const ShellScreens = lazy(() => Promise.all([import('./shell-screens'), loadLanguage('ko')]).then(([m]) => ({ default: m.ShellScreens })));

export function ShellHost() {
  const screen = useAppSelector((s) => s.shell.screen);
  const inWebView = useInWebView();
  const { getBridge } = useServices();
  const navigate = useNavigate();

  useEffect(() => {
    if (!inWebView) return;
    const offs: Array<() => void> = [];
    let cancelled = false;
    void Promise.all([getBridge(), import('./native-back'), import('./push-tap')])
      .then(([bridge, { routeNativeBack }, { routePushTaps }]) => {
        if (cancelled) return;
        offs.push(
          routeNativeBack(bridge),
          routePushTaps(bridge, (path) => void navigate(path)),
        );
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
      for (const off of offs) off();
    };
  }, [inWebView, getBridge, navigate]);

  if (screen === 'none') return null;
  return (
    <Suspense fallback={null}>
      <ShellScreens screen={screen} />
    </Suspense>
  );
}
