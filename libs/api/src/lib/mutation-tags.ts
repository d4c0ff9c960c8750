/**
 * The one table of mutation → invalidated tags ("every mutation must invalidate what it
 * changes"), and how a mutation's argument turns its entry into tags. A chunk of its own, off the
 * first route: the base query loads it before a mutation leaves (./tags.ts loadMutationTags),
 * so it is there when the mutation settles and RTK Query asks for its tags; the app fetches it
 * after the page's load, before a member can tap anything that writes.
 * tests/mutation-tags.test.ts checks the table against every mutation endpoint.
 */
import type { BottleTag, ChatTag, UserTag } from './tags';

/**
 * A tag a mutation invalidates: a whole tag type ('Pickup': every cache entry of that type), or
 * one id of it taken from the mutation's argument ({ type: 'Product', idFrom: 'prd_cd' }: the
 * entries of that product only).
 */
export type TagSpec<T extends string> = T | { type: T; idFrom: string };

/** What one mutation changes, per service whose caches show it. */
export interface MutationEffect {
  bottle?: readonly TagSpec<BottleTag>[];
  user?: readonly TagSpec<UserTag>[];
  chat?: readonly TagSpec<ChatTag>[];
}

export type ServiceKey = keyof MutationEffect;

const PRODUCT = { type: 'Product', idFrom: 'prd_cd' } as const;
const STOCK = { type: 'Stock', idFrom: 'prd_cd' } as const;

/**
 * Mutation → invalidated tags, for every mutation of the three services, keyed by the service
 * the mutation belongs to. An empty entry says the write changes nothing a query shows (or, for
 * logins, that the app resets every cache itself: resetApiCaches).
 */
export const MUTATION_TAGS = {
  bottle: {
    // Spec §4: after the main store is saved the user info is refreshed; the main store is also
    // the store every product page's stock, reserve button and alarm refer to.
    setDefaultStore: { bottle: ['UserInfo', 'MyPage', 'Stock'] },
    pushSettingUpdate: { bottle: ['PushSetting'] },
    pushDelete: { bottle: ['PushList', 'MyPage'] },
    pushRead: { bottle: ['PushList', 'MyPage'] },
    // Stores the new token pair only.
    tokenRefresh: {},
    // The view count is not shown anywhere.
    updateViewCount: {},
    wishToggle: { bottle: [PRODUCT, 'WishList', 'MyPage'] },
    // A reservation takes the bottles off that store's shelf and sends a push notice.
    pickupCreate: { bottle: ['Pickup', 'MyPage', 'PushList', STOCK] },
    // Cancelling puts the bottles back (the request names no product, so every product's stock
    // is refreshed); stock coming back from zero uses up restock alarms and sends notices.
    pickupCancel: { bottle: ['Pickup', 'MyPage', 'PushList', 'Alarm', 'Stock'] },
    // Moving takes the bottles from one shelf to another, as cancel and create do.
    pickupChangeStore: { bottle: ['Pickup', 'PushList', 'Alarm', 'Stock'] },
    // Paying when reserving (docs/payments.md): preparing holds stock, a failed window gives it
    // back, a confirm makes the reservation (or refunds it) and may spend a coupon.
    paymentPrepare: { bottle: ['Stock'] },
    paymentConfirm: { bottle: ['Pickup', 'MyPage', 'PushList', 'Alarm', 'Stock'] },
    paymentFail: { bottle: ['Stock'] },
    // Entering or withdrawing changes the draw's count and the member's entry.
    drawEnter: { bottle: ['Draw'] },
    drawWithdraw: { bottle: ['Draw'] },
    alarmRegister: { bottle: ['Alarm', 'MyPage', PRODUCT, STOCK] },
    // The request names the alarm only: every product's alarm button is refreshed.
    alarmDelete: { bottle: ['Alarm', 'MyPage', 'Product', 'Stock'] },
    tastingNoteInsert: { bottle: ['TastingNote'] },
    tastingNoteUpdate: { bottle: ['TastingNote'] },
    tastingNoteDelete: { bottle: ['TastingNote'] },
    // A review changes its product's list, every summary and the member's own list; helpful and
    // report change what the list shows (the count, the member's marks, a hidden review).
    reviewSave: { bottle: ['Review'] },
    reviewDelete: { bottle: ['Review'] },
    reviewHelpful: { bottle: ['Review'] },
    reviewReport: { bottle: ['Review'] },
    eventJoin: { bottle: ['Event'] },
    classJoin: { bottle: ['Class'] },
    // A successful search word is a recent search of the member: the recent list (bottle) and
    // its count (chat service, GET /app/logs/recent-search-history/total-count).
    insertSuccessWord: { bottle: ['RecentSearch'], chat: ['RecentSearchCount'] },
    recentSearchDelete: { bottle: ['RecentSearch'], chat: ['RecentSearchCount'] },
  },
  user: {
    // Logins: the app resets every cache when the member changes (resetApiCaches).
    ssoLogin: {},
    autoLogin: {},
    lpointLogin: {},
    easyLogin: {},
    socialLogin: {},
    appleInfoLogin: {},
    ssoAgreementSignup: { user: ['Member'] },
    ssoSignup: { user: ['Member'] },
    bottleSignup: { user: ['Member'] },
    withdraw: { user: ['Member', 'SocialInfo'] },
    // Logout clears storage and leaves the page (spec §4).
    logout: {},
    socialSave: { user: ['SocialInfo'] },
    socialClear: { user: ['SocialInfo'] },
    appleClear: { user: ['SocialInfo'] },
    appleSave: { user: ['SocialInfo'] },
  },
  chat: {
    // The sommelier's answers are not cached.
    chat: {},
    chatImage: {},
    chatFeedback: {},
  },
} as const satisfies Record<ServiceKey, Record<string, MutationEffect>>;

export type BottleMutation = keyof (typeof MUTATION_TAGS)['bottle'];
export type UserMutation = keyof (typeof MUTATION_TAGS)['user'];
export type ChatMutation = keyof (typeof MUTATION_TAGS)['chat'];

export type Tag<T extends string> = T | { type: T; id: string };

/** The tags of a spec list for one mutation argument (an id the argument lacks widens to the type). */
export function resolveTags<T extends string>(specs: readonly TagSpec<T>[] | undefined, arg: unknown): Tag<T>[] {
  return (specs ?? []).map((spec) => {
    if (typeof spec === 'string') return spec;
    const id = typeof arg === 'object' && arg !== null ? (arg as Record<string, unknown>)[spec.idFrom] : undefined;
    return typeof id === 'string' && id !== '' ? { type: spec.type, id } : spec.type;
  });
}

export function effectOf(service: ServiceKey, mutation: string): MutationEffect | undefined {
  return (MUTATION_TAGS[service] as Record<string, MutationEffect>)[mutation];
}

/** The tags a mutation invalidates in another service's cache (the table's cross-service part). */
export function crossServiceTags(from: ServiceKey, mutation: string, arg: unknown): { service: ServiceKey; tags: Tag<string>[] }[] {
  const effect = effectOf(from, mutation);
  if (!effect) return [];
  return (Object.keys(effect) as ServiceKey[])
    .filter((service) => service !== from)
    .map((service) => ({ service, tags: resolveTags(effect[service] as readonly TagSpec<string>[] | undefined, arg) }))
    .filter((x) => x.tags.length > 0);
}
