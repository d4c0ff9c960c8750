/**
 * Language of the UI: Korean by default (the product language), English for members flagged
 * foreign by the login response (frnYn Y) or who chose English in my page.
 *
 * Strings come from the registry in libs/domain. The shared ones (the domain's, libs/ui's and
 * the app shell's, ./messages.ts) are always known; each screen area passes its own table to
 * `useT(table)`, which registers it on first use and types `t` by the shared keys and the
 * table's, so a misspelt key fails the typecheck.
 */
import { createSlice, type Dispatch, type PayloadAction } from '@reduxjs/toolkit';
import { useCallback } from 'react';
import { useSelector } from 'react-redux';
import { loadLanguage, loadRequestedLanguages, lookupMessage, registerMessagePack, registerMessages } from '@bottle/domain';
import type { Lang, MessageKey, MessagePack, MessageParams, MessageTable } from '@bottle/domain';
import type { UiMessageKey } from '@bottle/ui';
import { SHELL_MESSAGES, type ShellMessageKey } from './messages';
import { safeStorage } from './safe-storage';
import { LANG_KEY } from './device-keys';

// The shell's strings frame every screen: known from the first render on (English with
// loadLanguage('en')). This module is imported by the store and by every screen.
registerMessagePack(SHELL_MESSAGES);

function initialLang(): Lang {
  return safeStorage('local').get(LANG_KEY) === 'en' ? 'en' : 'ko';
}

export const settingsSlice = createSlice({
  name: 'settings',
  initialState: () => ({ lang: initialLang() }),
  reducers: {
    setLang: (s, a: PayloadAction<Lang>) => {
      s.lang = a.payload;
      // Private mode without storage: the choice lasts for this page life only.
      safeStorage('local').set(LANG_KEY, a.payload);
    },
  },
});

export const settingsActions = settingsSlice.actions;

/**
 * Switches the UI language once its strings are loaded (English is fetched on demand), so the
 * screen never flashes half-translated. Use this rather than `settingsActions.setLang`.
 */
export const changeLanguage = (lang: Lang) => async (dispatch: Dispatch) => {
  await loadLanguage(lang);
  dispatch(settingsActions.setLang(lang));
};

export function useLang(): Lang {
  return useSelector((s: { settings: { lang: Lang } }) => s.settings.lang);
}

/** A key any screen can show: the domain's, libs/ui's or the app shell's. */
export type SharedMessageKey = MessageKey | UiMessageKey | ShellMessageKey;

/** The text of a key of `K` (by default the shared keys) in the current language. */
export type Translate<K extends string = SharedMessageKey> = (key: K, params?: MessageParams) => string;

/** The keys a screen area can show: those of its table (features/<area>/messages.ts) and the shared ones. */
export type AreaMessageKey<Table> =
  SharedMessageKey | (Table extends MessageTable<infer K> ? K : Table extends MessagePack<infer K> ? K : never);

/**
 * The keys of every screen area, by area. src/app/message-keys.ts adds each area's (module
 * augmentation), so the few places of src/lib that carry a key from any screen (the toast)
 * stay typed without importing a feature.
 */
export interface FeatureMessageKeys {
  shell: SharedMessageKey;
}

/** A key of any screen area or a shared one. */
export type AnyMessageKey = FeatureMessageKeys[keyof FeatureMessageKeys];

/**
 * The translator of the current language. Pass the screen area's table to show its keys too;
 * the table is registered on first use (registering again is a no-op), so its strings arrive
 * with the code that shows them and no module needs an import-time registration.
 *
 * @example
 * const t = useT(chatMessages);
 * t('chat.send'); // '보내기'
 */
export function useT(): Translate;
export function useT<K extends string>(table: MessageTable<K> | MessagePack<K>): Translate<SharedMessageKey | K>;
export function useT<K extends string>(table?: MessageTable<K> | MessagePack<K>): Translate<string> {
  if (table) register(table);
  return useTranslator();
}

function register<K extends string>(table: MessageTable<K> | MessagePack<K>): void {
  if ('core' in table) registerMessagePack(table);
  else registerMessages(table);
}

/**
 * For the first route's screens, whose strings come as a pack (Korean in their chunk, English
 * fetched only for a member who chose it: a Korean first visit never downloads it). Registers
 * the pack and resolves once its strings are there in every language asked for so far: the
 * route or overlay that shows them awaits it before it renders. Start-up asks for English
 * (main.tsx) in the same task that creates the router, before any lazy code can arrive.
 *
 * @example
 * await stringsReady(mainScreenMessages); // then t('main.popup.next') is there in the member's language
 */
export function stringsReady<K extends string>(pack: MessagePack<K>): Promise<void> {
  registerMessagePack(pack);
  return loadRequestedLanguages();
}

/**
 * A lazy module that shows a pack's strings, resolved once both have arrived (stringsReady): the
 * module and the pack load side by side.
 *
 * @example
 * lazy(() => withStrings(import('./age-popup'), import('../screen-messages').then((s) => s.mainScreenMessages)));
 */
export async function withStrings<M, K extends string>(module: Promise<M>, pack: Promise<MessagePack<K>>): Promise<M> {
  const [m] = await Promise.all([module, pack.then(stringsReady)]);
  return m;
}

/**
 * The translator of a host that shows keys from any screen area (the toast). The area that put
 * the key there has registered its table already, having rendered the screen that sent it.
 */
export function useAnyT(): Translate<AnyMessageKey> {
  return useTranslator();
}

function useTranslator(): Translate<string> {
  const lang = useLang();
  return useCallback((key, params) => lookupMessage(key, lang, params), [lang]);
}
