import type { ApiRequest } from './base-query';

/**
 * `query` of a POST endpoint whose argument is the JSON body as is ("passed through", spec §7);
 * an absent argument sends `{}`.
 */
export function post<Arg>(path: string): (arg: Arg) => ApiRequest {
  return (arg: Arg) => ({ path, method: 'POST', body: arg ?? {} });
}
