import type { ApiRequest } from './base-query';
import { invalidatesFor, productTags } from './tags';
import type { ProductSummary } from '../types/product';
import type { MUTATION_TAGS, ServiceKey } from './mutation-tags';

/**
 * `query` of a POST endpoint whose argument is the JSON body as is ("passed through", spec §7);
 * an absent argument sends `{}`.
 */
export function post<Arg>(path: string): (arg: Arg) => ApiRequest {
  return (arg: Arg) => ({ path, method: 'POST', body: arg ?? {} });
}

/**
 * A POST query whose answer carries `tags` (the cache entries a mutation of the tag table
 * refreshes).
 *
 * @example pickupList: build.query<PickupListResponse, PickupListRequest | void>(postQuery('/app/pickup/list', 'Pickup'))
 */
export function postQuery<const T extends string>(path: string, ...tags: T[]) {
  return { query: post(path), providesTags: tags };
}

/**
 * A POST query answering a list of products in `listField`: it carries one tag per product
 * (productTags), so that a wish-list toggle refreshes every list that shows the product.
 *
 * @example weeklyWineList: build.query<ProductListResponse, WeeklyWineListRequest>(postProductList('/app/main/weeklyWine/list', 'prd_list'))
 */
export function postProductList<const K extends string>(path: string, listField: K) {
  return {
    query: post(path),
    providesTags: (result: { readonly [field in K]?: readonly ProductSummary[] } | undefined) => productTags(result?.[listField]),
  };
}

/**
 * A POST mutation that invalidates what the tag table (MUTATION_TAGS) says for `name` in its
 * service: the endpoint's name is the table's key, so it is written once per call site.
 *
 * @example pickupCancel: build.mutation<Ack, PickupRequest>(postMutation('bottle', 'pickupCancel', '/app/pickup/cancel'))
 */
export function postMutation<S extends ServiceKey>(service: S, name: keyof (typeof MUTATION_TAGS)[S] & string, path: string) {
  return { query: post(path), invalidatesTags: invalidatesFor(service, name) };
}
