/**
 * Language of the UI: Korean by default (the product language), English for members flagged
 * foreign by the login response (frnYn Y) or who chose English in my page. Every string comes
 * from the one catalogue in libs/domain.
 */
import { createSlice, type Dispatch, type PayloadAction } from '@reduxjs/toolkit';
import { useCallback } from 'react';
import { useSelector } from 'react-redux';
import { loadLanguage, message, type Lang, type MessageKey } from '@bottle/domain';

const LANG_KEY = 'bottle.lang';

function initialLang(): Lang {
  try {
    return globalThis.localStorage?.getItem(LANG_KEY) === 'en' ? 'en' : 'ko';
  } catch {
    return 'ko';
  }
}

export const settingsSlice = createSlice({
  name: 'settings',
  initialState: () => ({ lang: initialLang() }),
  reducers: {
    setLang: (s, a: PayloadAction<Lang>) => {
      s.lang = a.payload;
      try {
        globalThis.localStorage?.setItem(LANG_KEY, a.payload);
      } catch {
        // Private mode without storage: the choice lasts for this page life only.
      }
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

export type Translate = (key: MessageKey, params?: Record<string, string | number>) => string;

export function useT(): Translate {
  const lang = useLang();
  return useCallback((key, params) => message(key, lang, params), [lang]);
}
