/**
 * libs/ui's provider as the app runs it: the member's language, and whether the device is online
 * (loading placeholders turn into the offline state while offline). Used by the
 * app and by the test harness, so both render libs/ui the same way.
 *
 * The page's own language (`<html lang>`) follows the member's: index.html starts it Korean, and
 * in English mode a screen reader must read the page in English (WCAG 3.1.1), while a Korean text
 * inside it (a store's address, a name the chain has no English for) keeps its own `lang="ko"`.
 */
import { useLayoutEffect, type ReactNode } from 'react';
import { UiProvider } from '@bottle/ui';
import { useOnline } from '../lib/connectivity';
import { useLang } from '../lib/i18n';

export function AppUiProvider({ children }: { children: ReactNode }) {
  const lang = useLang();
  const online = useOnline();
  useLayoutEffect(() => {
    document.documentElement.lang = lang;
  }, [lang]);
  return (
    <UiProvider lang={lang} online={online}>
      {children}
    </UiProvider>
  );
}
