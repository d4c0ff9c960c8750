import type { ApiRequest } from './base-query';
import { invalidatesFor } from './tags';
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
 * A POST mutation that invalidates what the tag table (MUTATION_TAGS) says for `name` in its
 * service: the endpoint's name is the table's key, so it is written once per call site.
 *
 * @example pickupCancel: build.mutation<Ack, PickupRequest>(postMutation('bottle', 'pickupCancel', '/app/pickup/cancel'))
 */
export function postMutation<S extends ServiceKey>(service: S, name: keyof (typeof MUTATION_TAGS)[S] & string, path: string) {
  return { query: post(path), invalidatesTags: invalidatesFor(service, name) };
}
