/**
 * The one message catalogue of the product (architecture.md "Language"): the domain's own
 * strings (./catalogue.ts) merged with libs/ui's component strings (./ui.ts, owned by libs/ui)
 * and the app's screen strings (./app.ts, owned by apps/bottle-web).
 */
import type { Lang } from '../lang';
import { domainMessagesEn, domainMessagesKo } from './catalogue';
import type { DomainMessageKey } from './catalogue';
import { uiMessages } from './ui';
import { appMessages } from './app';

export type UiMessageKey = keyof typeof uiMessages.ko;
export type AppMessageKey = keyof typeof appMessages.ko;
export type MessageKey = DomainMessageKey | UiMessageKey | AppMessageKey;
export type MessageParams = Readonly<Record<string, string | number>>;

// A compile-time guard: the English ui table must cover every Korean ui key.
const uiEn: Record<UiMessageKey, string> = uiMessages.en;
const appEn: Record<AppMessageKey, string> = appMessages.en;

export const MESSAGES: { readonly ko: Readonly<Record<MessageKey, string>>; readonly en: Readonly<Record<MessageKey, string>> } =
  {
    ko: { ...domainMessagesKo, ...uiMessages.ko, ...appMessages.ko },
    en: { ...domainMessagesEn, ...uiEn, ...appEn },
  };

/** Every key of the catalogue, in declaration order. */
export const MESSAGE_KEYS: readonly MessageKey[] = Object.keys(MESSAGES.ko) as MessageKey[];

const PLACEHOLDER = /\{([A-Za-z0-9_]+)\}/g;

/** Whether a runtime string (for instance from a CMS or the server) is a catalogue key. */
export function isMessageKey(value: unknown): value is MessageKey {
  return typeof value === 'string' && Object.prototype.hasOwnProperty.call(MESSAGES.ko, value);
}

/**
 * The text of `key` in `lang` (Korean by default), with `{name}` placeholders filled from
 * `params`. A placeholder without a matching param is left as written so the gap is visible;
 * an unknown language falls back to Korean and an unknown key (only reachable from untyped
 * callers) is returned as is rather than throwing in the middle of a render.
 *
 * @example
 * message('store.businessHoursRange', 'en', { start: '10:00', end: '22:00' }); // '10:00 – 22:00'
 */
export function message(key: MessageKey, lang: Lang = 'ko', params?: MessageParams): string {
  const table = lang === 'en' ? MESSAGES.en : MESSAGES.ko;
  const text = table[key] ?? MESSAGES.ko[key] ?? String(key);
  if (params === undefined) return text;
  return text.replace(PLACEHOLDER, (whole, name: string) => {
    const value = Object.prototype.hasOwnProperty.call(params, name) ? params[name] : undefined;
    return value === undefined ? whole : String(value);
  });
}

export { uiMessages, appMessages };
