/**
 * The message registry of the product (architecture.md "Language") and the domain's own strings:
 * the spec's error catalogue, codes and shared terms (./catalogue.ts, ./catalogue-en.ts). Every
 * other string lives with the code that shows it: libs/ui's in libs/ui/src/messages, the app's
 * shell strings in apps/bottle-web/src/lib/messages.ts and each screen area's beside its
 * feature (apps/bottle-web/src/features/<area>/messages.ts).
 *
 * How strings reach `message()`:
 * - a library or the app shell registers a `MessagePack` when its code loads
 *   (`registerMessagePack`): its Korean core (what the first route shows) at once, the other
 *   Korean strings and the English ones with `loadLanguage()` (separate chunks);
 * - a feature's table (`MessageTable`, ko and en) arrives with the feature's lazily loaded code
 *   and is registered on first use (`registerMessages`, the app's `useT(table)`).
 * So a first visit downloads only the strings it can show (budgets: tools/budgets.mjs), and a
 * string not loaded yet falls back to Korean, then to its key, never to a crash.
 */
import type { Lang } from '../lang';
import { domainMessagesKo } from './catalogue';
import { domainCoreKo } from './catalogue-core';
import { domainMessagesEn } from './catalogue-en';
import type { DomainMessageKey } from './catalogue';
import { PARTICLE_PAIRS, particle, type ParticlePair } from '../format/particle';

/** A key of the domain's own strings; libs/ui and the app type their own keys on top. */
export type MessageKey = DomainMessageKey;
export type MessageParams = Readonly<Record<string, string | number>>;

/** A table of one area in both languages; English must cover every Korean key. */
export interface MessageTable<K extends string> {
  readonly ko: Readonly<Record<K, string>>;
  readonly en: Readonly<Record<K, string>>;
}

/**
 * The strings of a library or of the app shell, split for the first route: `core` (Korean)
 * is registered at once, `extraKo` (the other Korean strings) and `en` (every English string)
 * are fetched by `loadLanguage()`. Typed by the owner's keys, so English must cover them all.
 */
export interface MessagePack<K extends string> {
  readonly core: Readonly<Partial<Record<K, string>>>;
  readonly extraKo?: () => Promise<Readonly<Partial<Record<K, string>>>>;
  readonly en: () => Promise<Readonly<Record<K, string>>>;
}

/** Every domain string (tests, tools). Screens call `message()` or a typed translator instead. */
export const MESSAGES: { readonly ko: Readonly<Record<MessageKey, string>>; readonly en: Readonly<Record<MessageKey, string>> } =
  // A pure call: a bundle that uses only `message()` keeps neither table (first-route budget).
  /*#__PURE__*/ both(domainMessagesKo, domainMessagesEn);

function both<T>(ko: T, en: T): { ko: T; en: T } {
  return { ko, en };
}

/** Every key of the domain's strings, in declaration order. */
export const MESSAGE_KEYS: readonly MessageKey[] = /*#__PURE__*/ keysOf(MESSAGES);

function keysOf(messages: typeof MESSAGES): MessageKey[] {
  return Object.keys(messages.ko) as MessageKey[];
}

type Strings = Readonly<Record<string, string>>;

// The registry `message()` reads. At first only the Korean core of each registered pack (the
// first route's strings); the rest arrives with loadLanguage(), feature tables with
// registerMessages().
const registry: Record<Lang, Record<string, string>> = {
  ko: { ...domainCoreKo },
  en: {},
};

interface PackState {
  readonly pack: MessagePack<string>;
  readonly loading: Partial<Record<Lang, Promise<void>>>;
  readonly loaded: Record<Lang, boolean>;
}

const DOMAIN_PACK: MessagePack<MessageKey> = {
  core: domainCoreKo,
  extraKo: () => import('./extended-ko').then((m) => m.extendedMessagesKo),
  en: () => import('./core-en').then((m) => m.coreMessagesEn),
};
const packs: PackState[] = [stateOf(DOMAIN_PACK)];
/** Languages asked for so far: a pack registered later is fetched in them at once. */
const requested = new Set<Lang>();
const registeredTables = new WeakSet<object>();

function stateOf<K extends string>(pack: MessagePack<K>): PackState {
  return { pack: pack as MessagePack<string>, loading: {}, loaded: { ko: false, en: false } };
}

/**
 * Registers the strings of a library or of the app shell (see `MessagePack`). Call it where its
 * code loads, before the first `loadLanguage()`; a pack registered later is fetched in the
 * languages already asked for, and by the next `loadLanguage()` in any case. Registering the
 * same pack twice is harmless.
 *
 * @example
 * registerMessagePack({ core: uiCoreKo, extraKo: () => import('./ui-ko').then((m) => m.uiExtraKo), en: () => import('./ui-en').then((m) => m.uiMessagesEn) });
 */
export function registerMessagePack<K extends string>(pack: MessagePack<K>): void {
  if (packs.some((state) => state.pack === (pack as MessagePack<string>))) return;
  const state = stateOf(pack);
  packs.push(state);
  Object.assign(registry.ko, pack.core);
  // Whoever asked for these languages already waited; the strings follow as soon as they can.
  for (const lang of requested) loadPack(state, lang).catch(() => undefined);
}

/**
 * Makes every string of every registered pack available in `lang`: the Korean strings beyond
 * the first route's, and for English the English ones too. Each is fetched once (separate chunks
 * in the app's build). The app awaits it before rendering any screen but the home screen and
 * before any popup, and before switching language; tests await it in their setup.
 *
 * @example
 * await loadLanguage('en');
 * message('error.default', 'en'); // 'An error occurred. Please try again shortly.'
 */
export function loadLanguage(lang: Lang): Promise<void> {
  requested.add(lang);
  return Promise.all(packs.map((state) => loadPack(state, lang))).then(() => undefined);
}

/**
 * Loads, in every language asked for so far, the strings of the packs registered since: what a
 * screen whose pack arrives with its code (the home screen's, its overlays') awaits before it
 * renders, so a member who chose English never sees it in Korean first. Nothing asked for yet
 * (a Korean first visit) fetches nothing.
 *
 * @example
 * registerMessagePack(homePack);
 * await loadRequestedLanguages();
 */
export function loadRequestedLanguages(): Promise<void> {
  return Promise.all([...requested].map((lang) => loadLanguage(lang))).then(() => undefined);
}

function loadPack(state: PackState, lang: Lang): Promise<void> {
  const { pack, loading, loaded } = state;
  loading.ko ??= forgetOnFailure(
    state,
    'ko',
    (pack.extraKo?.() ?? Promise.resolve({})).then((strings: Strings) => {
      registry.ko = { ...registry.ko, ...strings };
      loaded.ko = true;
    }),
  );
  if (lang !== 'en') return loading.ko;
  loading.en ??= forgetOnFailure(
    state,
    'en',
    Promise.all([loading.ko, pack.en()]).then(([, strings]: [void, Strings]) => {
      // Feature tables registered before English arrived keep their English entries.
      registry.en = { ...strings, ...registry.en };
      loaded.en = true;
    }),
  );
  return loading.en;
}

/**
 * A load that failed (its chunk could not be fetched, e.g. offline) is not kept: the next call
 * fetches again, so a retry once the network is back can succeed.
 */
function forgetOnFailure(state: PackState, lang: Lang, load: Promise<void>): Promise<void> {
  return load.catch((error: unknown) => {
    state.loading[lang] = undefined;
    throw error;
  });
}

/** Whether `message()` can answer every string of every registered pack in `lang` now. */
export function isLanguageLoaded(lang: Lang): boolean {
  return packs.every(({ loaded }) => loaded.ko && (lang !== 'en' || loaded.en));
}

/**
 * Adds a feature's strings (both languages) to what `message()` knows. The app's `useT(table)`
 * calls it on first use, so the strings arrive with the code that shows them. Registering the
 * same table again is a no-op.
 *
 * @example
 * registerMessages({ ko: { 'chat.send': '보내기' }, en: { 'chat.send': 'Send' } });
 */
export function registerMessages<K extends string>(table: MessageTable<K>): void {
  if (registeredTables.has(table)) return;
  registeredTables.add(table);
  Object.assign(registry.ko, table.ko);
  Object.assign(registry.en, table.en);
}

const PLACEHOLDER = /\{([A-Za-z0-9_]+)\}/g;
/**
 * `{name:을/를}` is the particle that follows the value of `name` (spec §9, format/particle.ts):
 * '‘{name}’{name:을/를} 뺄까요?' reads '‘샤토 마고 2020’을 뺄까요?', never '을(를)'.
 */
const PARTICLE_PLACEHOLDER = new RegExp(`\\{([A-Za-z0-9_]+):(${PARTICLE_PAIRS.map((p) => p.replace('/', '\\/')).join('|')})\\}`, 'g');

/** Whether a runtime string (for instance from a CMS or the server) is a key of the domain's strings. */
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
  return lookupMessage(key, lang, params);
}

/**
 * `message()` for keys typed by their owner: libs/ui's `t` and the app's `useT()` call it with
 * their own key unions. Prefer those (or `message()`): this one accepts any string.
 */
export function lookupMessage(key: string, lang: Lang = 'ko', params?: MessageParams): string {
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
