/**
 * What the screens reach besides the store: the parsed configuration, the native context (in the
 * shell or not, and its bridge). Created once in main.tsx and passed down, so tests render screens
 * with their own doubles.
 */
import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react';
import type { GetBridge } from './native-bridge';
import type { AppConfig } from '../config/env';

export interface AppServices {
  config: AppConfig;
  /** The native bridge, loaded on first use (lib/native-bridge.ts). */
  getBridge: GetBridge;
  /**
   * Whether the page runs in the chain's native shell (spec §4 native-app detection): a fact of
   * the page's life, read once from the native context (lib/native-bridge.ts), never copied into
   * the store. Screens read it with `useInWebView()`.
   */
  inWebView: boolean;
  /**
   * Leaves the app for another site's page (the sign-on host, a social provider): a full page
   * load. `window.location.assign` unless given; tests record it instead.
   */
  leaveApp?: (href: string) => void;
}

const ServicesContext = createContext<AppServices | null>(null);

export function ServicesProvider({ services, children }: { services: AppServices; children: ReactNode }) {
  return <ServicesContext.Provider value={services}>{children}</ServicesContext.Provider>;
}

export function useServices(): AppServices {
  const services = useContext(ServicesContext);
  if (!services) throw new Error('`useServices` must be used within `ServicesProvider` (apps/bottle-web/src/lib/services.tsx).');
  return services;
}

/** The page never changes shell while it lives: nothing to subscribe to. */
const noChanges = () => () => undefined;

/**
 * Whether the page runs in the native shell (`AppServices.inWebView`). While React hydrates the
 * prerendered HTML (made as a browser page, app/first-tree.ts) it answers false, as that HTML
 * did; right after, the screens render with the page's own answer, without a hydration mismatch.
 */
export function useInWebView(): boolean {
  const { inWebView } = useServices();
  return useSyncExternalStore(
    noChanges,
    () => inWebView,
    () => false,
  );
}
