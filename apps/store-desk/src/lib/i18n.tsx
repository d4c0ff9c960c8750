/**
 * The desk's language: Korean first, English on request (kept on this device). The desk's own
 * strings (../messages.*.json) join libs/domain's registry, so libs/ui's components and the
 * desk's screens read one catalogue; `useT()` is typed by the Korean keys.
 */
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { loadLanguage, lookupMessage, registerMessages, type Lang, type MessageParams, type MessageTable } from '@bottle/domain';
import ko from '../messages.ko.json';
import en from '../messages.en.json';

export type DeskMessageKey = keyof typeof ko;
export const deskMessages: MessageTable<DeskMessageKey> = { ko, en: en satisfies Record<DeskMessageKey, string> };
registerMessages(deskMessages);

const LANG_KEY = 'bottle.desk.lang';

function storedLang(): Lang {
  try {
    return globalThis.localStorage?.getItem(LANG_KEY) === 'en' ? 'en' : 'ko';
  } catch {
    return 'ko';
  }
}

interface LangValue {
  lang: Lang;
  setLang: (lang: Lang) => Promise<void>;
}

const LangContext = createContext<LangValue>({ lang: 'ko', setLang: async () => undefined });

export function LangProvider({ children, initial }: { children: ReactNode; initial?: Lang }) {
  const [lang, setState] = useState<Lang>(() => initial ?? storedLang());
  const setLang = useCallback(async (next: Lang) => {
    // libs/ui's and the domain's strings in that language arrive first: no half-translated screen.
    await loadLanguage(next);
    try {
      globalThis.localStorage?.setItem(LANG_KEY, next);
    } catch {
      // Private mode: the choice lasts for this page only.
    }
    setState(next);
  }, []);
  const value = useMemo(() => ({ lang, setLang }), [lang, setLang]);
  return <LangContext.Provider value={value}>{children}</LangContext.Provider>;
}

export function useLang(): LangValue {
  return useContext(LangContext);
}

export type DeskTranslate = (key: DeskMessageKey, params?: MessageParams) => string;

/** The desk's strings in the current language. */
export function useT(): DeskTranslate {
  const { lang } = useLang();
  return useCallback((key, params) => lookupMessage(key, lang, params), [lang]);
}

/** The language the page starts in (main.tsx loads its strings before the first render). */
export const initialLang = storedLang;
