/**
 * The root of libs/ui: the Emotion theme, the language used for every string (ko or en,
 * architecture.md "Language") and, by default, the global styles.
 */
import createCache, { type EmotionCache } from '@emotion/cache';
import { CacheProvider, ThemeProvider } from '@emotion/react';
import { createContext, useContext, useMemo } from 'react';
import type { ReactNode } from 'react';
import { lookupMessage } from '@bottle/domain';
import type { Lang, MessageKey, MessageParams } from '@bottle/domain';
import { registerUiMessages, type UiMessageKey } from '../messages';
import { readCspNonce, shareNonceWithLibraries } from './csp-nonce';
import { GlobalStyles } from './global-styles';
import { theme as defaultTheme } from './theme';
import type { BottleTheme } from './theme';

export interface UiProviderProps {
  /** Language of every libs/ui string. Korean is the product language. */
  lang?: Lang;
  /** Override tokens (for example in a white-label build); defaults to the spec's theme. */
  theme?: BottleTheme;
  /** Set false when the app mounts `<GlobalStyles />` itself. Default true. */
  globalStyles?: boolean;
  /**
   * Whether the device is online (the app passes its connectivity). While offline, loading
   * placeholders show the offline state instead: data fetching pauses offline (spec §4), so a
   * skeleton would wait for nothing. Default true.
   */
  online?: boolean;
  /**
   * The Content-Security-Policy nonce for the style tags Emotion and Radix insert.
   * Default: the page's `<meta property="csp-nonce">`, which the server fills per response.
   */
  nonce?: string;
  children?: ReactNode;
}

// Every libs/ui string is read through this module's `t`: registering them here means whoever
// renders a libs/ui component has them, before any loadLanguage() of the app or a test setup.
registerUiMessages();

/** One Emotion cache per nonce: a new cache would insert every style again. */
const caches = new Map<string, EmotionCache>();

function cacheFor(nonce: string): EmotionCache {
  let cache = caches.get(nonce);
  if (!cache) {
    cache = createCache({ key: 'css', nonce });
    caches.set(nonce, cache);
  }
  return cache;
}

interface UiContextValue {
  lang: Lang;
  online: boolean;
  /** The text of a domain or libs/ui key in the current language. */
  t: (key: MessageKey | UiMessageKey, params?: MessageParams) => string;
}

const UiContext = createContext<UiContextValue | null>(null);
UiContext.displayName = 'UiContext';

/** Thrown when a libs/ui component renders outside `UiProvider` (it would have no theme or language). */
export class UiProviderMissingError extends Error {
  override readonly name = 'UiProviderMissingError';
  constructor(component: string) {
    super(`\`${component}\` must be used within \`UiProvider\` (from @bottle/ui).`);
  }
}

/**
 * @example
 * <UiProvider lang={frnYn === 'Y' ? 'en' : 'ko'}>
 *   <App />
 * </UiProvider>
 */
export function UiProvider({ lang = 'ko', theme = defaultTheme, globalStyles = true, online = true, nonce, children }: UiProviderProps) {
  const value = useMemo<UiContextValue>(() => ({ lang, online, t: (key, params) => lookupMessage(key, lang, params) }), [lang, online]);
  const cspNonce = useMemo(() => nonce ?? readCspNonce(), [nonce]);
  shareNonceWithLibraries(cspNonce);
  const tree = (
    <ThemeProvider theme={theme}>
      <UiContext.Provider value={value}>
        {globalStyles ? <GlobalStyles /> : null}
        {children}
      </UiContext.Provider>
    </ThemeProvider>
  );
  // Without a nonce (tests, a page served without a policy) Emotion's default cache is used.
  return cspNonce ? <CacheProvider value={cacheFor(cspNonce)}>{tree}</CacheProvider> : tree;
}

/** The current language, connectivity and a bound `message()` for domain and libs/ui keys; throws `UiProviderMissingError` outside the provider. */
export function useUi(component: string): UiContextValue {
  const value = useContext(UiContext);
  if (value === null) throw new UiProviderMissingError(component);
  return value;
}
