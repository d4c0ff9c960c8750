/**
 * The one message catalogue of the product (architecture.md "Language"): the domain's own
 * strings (./catalogue.ts) merged with libs/ui's component strings (./ui.ts, owned by libs/ui)
 * and the app's screen strings (./app.ts and ./app-<feature>.ts, owned by apps/bottle-web).
 *
 * Two views of the same strings:
 * - `MESSAGES` holds every string of every area, for tests and tools (the ko/en key check).
 * - `message()` reads a registry that starts with the Korean core (domain, ui, app shell). The
 *   English core arrives with `loadLanguage('en')` (a separate chunk), and each lazily loaded
 *   feature of the app adds its own table with `registerMessages()` when its code loads. So a
 *   first visit downloads only the strings it can show (budgets: tools/budgets.mjs); the types
 *   still cover every key, and a string not loaded yet falls back to Korean, never to a crash.
 */
import type { Lang } from '../lang';
import { domainMessagesKo } from './catalogue';
import { domainCoreKo } from './catalogue-core';
import { domainMessagesEn } from './catalogue-en';
import type { DomainMessageKey } from './catalogue';
import { uiMessages, type UiMessageKey } from './ui';
import { uiCoreKo } from './ui-core';
import { appMessages, appMessagesKo } from './app';
import { catalogueMessages } from './app-catalogue';
import { accountMessages } from './app-account';
import { pickupMessages } from './app-pickup';
import { contentMessages } from './app-content';
import { chatMessages } from './app-chat';
import { PARTICLE_PAIRS, particle, type ParticlePair } from '../format/particle';

export type { UiMessageKey };
export type AppMessageKey =
  | keyof typeof appMessages.ko
  | keyof typeof catalogueMessages.ko
  | keyof typeof accountMessages.ko
  | keyof typeof pickupMessages.ko
  | keyof typeof contentMessages.ko
  | keyof typeof chatMessages.ko;
export type MessageKey = DomainMessageKey | UiMessageKey | AppMessageKey;
export type MessageParams = Readonly<Record<string, string | number>>;

/** A table of one area in both languages; English must cover every Korean key. */
export interface MessageTable<K extends string> {
  readonly ko: Readonly<Record<K, string>>;
  readonly en: Readonly<Record<K, string>>;
}

// How the tables combine. Built through /*#__PURE__*/ calls: a bundle that uses only
// `message()` keeps just the Korean core; spreads at module level would otherwise be kept as
// possible side effects, dragging every feature's strings into the first route.
function buildAll() {
  const ko = {
    ...domainMessagesKo,
    ...uiMessages.ko,
    ...appMessages.ko,
    ...catalogueMessages.ko,
    ...accountMessages.ko,
    ...pickupMessages.ko,
    ...contentMessages.ko,
    ...chatMessages.ko,
  };
  // Typed against the Korean keys: an English table missing a key fails the typecheck.
  const en: Record<keyof typeof ko, string> = {
    ...domainMessagesEn,
    ...uiMessages.en,
    ...appMessages.en,
    ...catalogueMessages.en,
    ...accountMessages.en,
    ...pickupMessages.en,
    ...contentMessages.en,
    ...chatMessages.en,
  };
  return { ko, en };
}

function merge(...tables: Readonly<Record<string, string>>[]): Record<string, string> {
  return Object.assign({}, ...tables) as Record<string, string>;
}

/** Every string of every area (tests, tools). Screens call `message()` instead. */
export const MESSAGES: { readonly ko: Readonly<Record<MessageKey, string>>; readonly en: Readonly<Record<MessageKey, string>> } =
  /*#__PURE__*/ buildAll();

/** Every key of the catalogue, in declaration order. */
export const MESSAGE_KEYS: readonly MessageKey[] = /*#__PURE__*/ keysOf(MESSAGES);

function keysOf(messages: typeof MESSAGES): MessageKey[] {
  return Object.keys(messages.ko) as MessageKey[];
}

// The registry `message()` reads. At first only the Korean strings of the app's first route
// (footer, home screen, screen states); the other Korean strings and all English ones arrive
// with loadLanguage(), feature tables with registerMessages().
const registry: Record<Lang, Record<string, string>> = {
  ko: /*#__PURE__*/ merge(domainCoreKo, uiCoreKo, appMessagesKo),
  en: {},
};
const loading: Partial<Record<Lang, Promise<void>>> = {};
const loaded: Record<Lang, boolean> = { ko: false, en: false };

/**
 * Makes every core string of `lang` available to `message()`: the Korean strings beyond the
 * first route's, and for English the English core too. Each is fetched once (separate chunks
 * in the app's build). The app awaits it before rendering any screen but the home screen and
 * before any popup, and before switching language; tests await it in their setup.
 *
 * @example
 * await loadLanguage('en');
 * message('error.default', 'en'); // 'An error occurred. Please try again shortly.'
 */
export function loadLanguage(lang: Lang): Promise<void> {
  loading.ko ??= forgetOnFailure(
    'ko',
    import('./extended-ko').then(({ extendedMessagesKo }) => {
      registry.ko = { ...registry.ko, ...extendedMessagesKo };
      loaded.ko = true;
    }),
  );
  if (lang !== 'en') return loading.ko;
  loading.en ??= forgetOnFailure(
    'en',
    Promise.all([loading.ko, import('./core-en')]).then(([, { coreMessagesEn }]) => {
      // Feature tables registered before English arrived keep their English entries.
      registry.en = { ...coreMessagesEn, ...registry.en };
      loaded.en = true;
    }),
  );
  return loading.en;
}

/**
 * A load that failed (its chunk could not be fetched, e.g. offline) is not kept: the next call
 * fetches again, so a retry once the network is back can succeed (issue 12 item 2).
 */
function forgetOnFailure(lang: Lang, load: Promise<void>): Promise<void> {
  return load.catch((error: unknown) => {
    loading[lang] = undefined;
    throw error;
  });
}

/** Whether `message()` can answer every core string in `lang` now. */
export function isLanguageLoaded(lang: Lang): boolean {
  return loaded.ko && (lang !== 'en' || loaded.en);
}

/**
 * Adds a feature's strings to what `message()` knows. Call it at the top of the feature's
 * lazily loaded module, so the strings arrive with the code that shows them. Registering the
 * same table twice is harmless.
 *
 * @example
 * import { catalogueMessages, registerMessages } from '@bottle/domain';
 * registerMessages(catalogueMessages);
 */
export function registerMessages<K extends string>(table: MessageTable<K>): void {
  Object.assign(registry.ko, table.ko);
  Object.assign(registry.en, table.en);
}

const PLACEHOLDER = /\{([A-Za-z0-9_]+)\}/g;
/**
 * `{name:을/를}` is the particle that follows the value of `name` (spec §9, format/particle.ts):
 * '‘{name}’{name:을/를} 뺄까요?' reads '‘샤토 마고 2020’을 뺄까요?', never '을(를)' (issue 12).
 */
const PARTICLE_PLACEHOLDER = new RegExp(`\\{([A-Za-z0-9_]+):(${PARTICLE_PAIRS.map((p) => p.replace('/', '\\/')).join('|')})\\}`, 'g');

/** Whether a runtime string (for instance from a CMS or the server) is a catalogue key. */
export function isMessageKey(value: unknown): value is MessageKey {
  return typeof value === 'string' && Object.prototype.hasOwnProperty.call(MESSAGES.ko, value);
}

/**
 * The text of `key` in `lang` (Korean by default), with `{name}` placeholders filled from
 * `params`. A placeholder without a matching param is left as written so the gap is visible;
 * an unknown language falls back to Korean and an unknown key (an unregistered feature's key,
 * or an untyped caller's) is returned as is rather than throwing in the middle of a render.
 *
 * @example
 * message('store.businessHoursRange', 'en', { start: '10:00', end: '22:00' }); // '10:00 – 22:00'
 */
export function message(key: MessageKey, lang: Lang = 'ko', params?: MessageParams): string {
  const table = lang === 'en' ? registry.en : registry.ko;
  const text = table[key] ?? registry.ko[key] ?? String(key);
  if (params === undefined) return text;
  return text
    .replace(PARTICLE_PLACEHOLDER, (whole, name: string, pair: ParticlePair) => {
      const value = Object.prototype.hasOwnProperty.call(params, name) ? params[name] : undefined;
      return value === undefined ? whole : particle(String(value), pair);
    })
    .replace(PLACEHOLDER, (whole, name: string) => {
      const value = Object.prototype.hasOwnProperty.call(params, name) ? params[name] : undefined;
      return value === undefined ? whole : String(value);
    });
}

// Each feature table is its own export so that importing one never pulls in the others.
export { uiMessages, appMessages, catalogueMessages, accountMessages, pickupMessages, contentMessages, chatMessages };
