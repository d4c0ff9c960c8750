/**
 * Cache tags: which query shows what, and which write changes what ("every
 * mutation must invalidate what it changes"). `MUTATION_TAGS` below is the one table of
 * mutation → invalidated tags; the endpoints read their `invalidatesTags` from it
 * (`invalidatesFor`), and `crossServiceInvalidation` (a middleware of `apiMiddleware`) applies the
 * part of an entry that names another service, since RTK Query tags do not cross `createApi`
 * slices. tests/mutation-tags.test.ts checks the table against every mutation endpoint.
 */
import type { Middleware, UnknownAction } from '@reduxjs/toolkit';
import type { ProductSummary } from '../types/product';

/** Cache tags of the bottle service. */
export const BOTTLE_TAGS = [
  'UserInfo',
  'MyPage',
  'PushList',
  'PushSetting',
  'Product',
  'WishList',
  'Pickup',
  'Alarm',
  'TastingNote',
  'RecentSearch',
  'Event',
  'Class',
  /**
   * What depends on the shelves or on which store is the member's main store, per product (id =
   * prd_cd): the stock at the main store and whether it can be reserved (/app/product/info), the
   * page's store (/app/product/init), the reservation / alarm button (/app/product/rsrvbtn/info)
   * and every store's stock (/app/product/store/stock).
   */
  'Stock',
  /**
   * The member's purchases: receipts and the 12-month purchase amount of the grade. A pickup
   * handed over at the desk is a sale; no member call makes it, so the app invalidates this
   * when it sees a reservation become PICKED_UP.
   */
  'Purchases',
  /** Draws for allocated bottles: the list, a draw's screen and its result (entries live). */
  'Draw',
  /**
   * Reviews (A40): a product's list and summary (id = prd_cd), the summaries of cards and search
   * rows and the member's own list (the whole type).
   */
  'Review',
] as const;
/** Cache tags of the user service. */
export const USER_TAGS = ['Agreement', 'SocialInfo', 'Member'] as const;
/** Cache tags of the AI chat service. */
export const CHAT_TAGS = ['RecentSearchCount'] as const;

export type BottleTag = (typeof BOTTLE_TAGS)[number];
export type UserTag = (typeof USER_TAGS)[number];
export type ChatTag = (typeof CHAT_TAGS)[number];

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

type Tag<T extends string> = T | { type: T; id: string };

/** The tags of a spec list for one mutation argument (an id the argument lacks widens to the type). */
export function resolveTags<T extends string>(specs: readonly TagSpec<T>[] | undefined, arg: unknown): Tag<T>[] {
  return (specs ?? []).map((spec) => {
    if (typeof spec === 'string') return spec;
    const id = typeof arg === 'object' && arg !== null ? (arg as Record<string, unknown>)[spec.idFrom] : undefined;
    return typeof id === 'string' && id !== '' ? { type: spec.type, id } : spec.type;
  });
}

function effectOf(service: ServiceKey, mutation: string): MutationEffect | undefined {
  return (MUTATION_TAGS[service] as Record<string, MutationEffect>)[mutation];
}

/**
 * `invalidatesTags` of a mutation, from the table: its own service's tags. Applied on success
 * and on failure alike (RTK Query's rule), which is right here: a refused reservation (409) means
 * the shelf the member saw is out of date.
 */
export function invalidatesFor<S extends ServiceKey>(service: S, mutation: keyof (typeof MUTATION_TAGS)[S] & string) {
  const specs = effectOf(service, mutation)?.[service] as readonly TagSpec<string>[] | undefined;
  // RTK Query's invalidatesTags signature: (result, error, arg) => tags.
  return (_result: unknown, _error: unknown, arg: unknown) => resolveTags(specs, arg) as never[];
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

/** The parts of an RTK Query api the cross-service middleware needs. */
export interface TaggedApi {
  reducerPath: string;
  util: { invalidateTags: (tags: never[]) => UnknownAction };
}

interface MutationSettledAction {
  type: string;
  meta?: { requestStatus?: string; arg?: { type?: string; endpointName?: string; originalArgs?: unknown } };
}

/**
 * Middleware applying the cross-service part of MUTATION_TAGS when a mutation settles (success or
 * failure, like RTK Query's own invalidation): e.g. a recent search saved on the bottle service
 * refreshes the recent-search count of the chat service.
 */
export function crossServiceInvalidation(apis: Readonly<Record<ServiceKey, TaggedApi>>): Middleware {
  const serviceOfPath = new Map((Object.keys(apis) as ServiceKey[]).map((s) => [apis[s].reducerPath, s]));
  return (store) => (next) => (action) => {
    const result = next(action);
    const a = action as MutationSettledAction;
    const status = a.meta?.requestStatus;
    if (a.meta?.arg?.type === 'mutation' && (status === 'fulfilled' || status === 'rejected') && typeof a.type === 'string') {
      const from = serviceOfPath.get(a.type.split('/')[0] ?? '');
      const name = a.meta.arg.endpointName;
      if (from && name) {
        for (const { service, tags } of crossServiceTags(from, name, a.meta.arg.originalArgs)) {
          store.dispatch(apis[service].util.invalidateTags(tags as never[]));
        }
      }
    }
    return result;
  };
}

/**
 * Tags of a product list: one per product, so that a wish-list toggle refreshes every list that
 * shows the product's wish icon (spec §3 isMyBucker / bnkr_cnt).
 */
export function productTags(list: readonly ProductSummary[] | undefined): { type: 'Product'; id: string }[] {
  return (list ?? []).map((product) => ({ type: 'Product' as const, id: product.prd_cd }));
}
