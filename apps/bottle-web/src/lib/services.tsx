/**
 * What the screens reach besides the store: the parsed configuration and the native bridge.
 * Created once in main.tsx and passed down, so tests render screens with their own doubles.
 */
import { createContext, useContext, type ReactNode } from 'react';
import type { GetBridge } from './native-bridge';
import type { AppConfig } from '../config/env';

export interface AppServices {
  config: AppConfig;
  /** The native bridge, loaded on first use (lib/native-bridge.ts). */
  getBridge: GetBridge;
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
