/**
 * Cache tags: which query shows what, and which write changes what ("every
 * mutation must invalidate what it changes"). `MUTATION_TAGS` (./mutation-tags.ts) is the one
 * table of mutation → invalidated tags; the endpoints read their `invalidatesTags` from it
 * (`invalidatesFor`), and `crossServiceInvalidation` (a middleware of `apiMiddleware`) applies the
 * part of an entry that names another service, since RTK Query tags do not cross `createApi`
 * slices. The table is loaded on demand (loadMutationTags): every page loads this module, and
 * only writes need the table.
 */
import type { Middleware, UnknownAction } from '@reduxjs/toolkit';
import type { ProductSummary } from '../types/product';
import type * as MutationTags from './mutation-tags';
import type { ServiceKey, TagSpec } from './mutation-tags';

export type { MutationEffect, ServiceKey, TagSpec } from './mutation-tags';

let table: typeof MutationTags | undefined;
let loading: Promise<typeof MutationTags> | undefined;

/**
 * Loads the mutation table (./mutation-tags.ts) once. The base query awaits it before a
 * mutation leaves, so the table is there when the mutation settles; a mutation whose table could
 * not be fetched is not sent (it changed nothing, so it invalidates nothing). A failed load is
 * tried again by the next caller.
 */
export function loadMutationTags(): Promise<typeof MutationTags> {
  loading ??= import('./mutation-tags').then(
    (module) => (table = module),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

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
 * `invalidatesTags` of a mutation, from the table: its own service's tags. Applied on success
 * and on failure alike (RTK Query's rule), which is right here: a refused reservation (409) means
 * the shelf the member saw is out of date.
 */
export function invalidatesFor<S extends ServiceKey>(service: S, mutation: keyof (typeof MutationTags.MUTATION_TAGS)[S] & string) {
  // RTK Query's invalidatesTags signature: (result, error, arg) => tags. Read when the mutation
  // settles: the table is loaded by then (a mutation is only sent once it is, loadMutationTags).
  return (_result: unknown, _error: unknown, arg: unknown) => {
    const specs = table?.effectOf(service, mutation)?.[service] as readonly TagSpec<string>[] | undefined;
    return (table?.resolveTags(specs, arg) ?? []) as never[];
  };
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
        for (const { service, tags } of table?.crossServiceTags(from, name, a.meta.arg.originalArgs) ?? []) {
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
