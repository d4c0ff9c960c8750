/**
 * libs/ui's provider as the app runs it: the member's language, and whether the device is online
 * (loading placeholders turn into the offline state while offline). Used by the
 * app and by the test harness, so both render libs/ui the same way.
 */
import type { ReactNode } from 'react';
import { UiProvider } from '@bottle/ui';
import { useOnline } from '../lib/connectivity';
import { useLang } from '../lib/i18n';

export function AppUiProvider({ children }: { children: ReactNode }) {
  const lang = useLang();
  const online = useOnline();
  return (
    <UiProvider lang={lang} online={online}>
      {children}
    </UiProvider>
  );
}
