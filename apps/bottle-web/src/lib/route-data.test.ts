// @vitest-environment node
/**
 * Route tables mark the loaders that start a screen's queries; a router binds
 * them to its own store. Checked here without a screen: which store a bound loader dispatches to,
 * and the clear failure of a loader nobody bound.
 */
import { describe, expect, it, vi } from 'vitest';
import type { LoaderFunctionArgs, RouteObject } from 'react-router';
import { startsQueries, withRouteData, type QueryStart } from './route-data';
import { makeStore } from './store/store';

const args = (url: string, params: Record<string, string> = {}) =>
  ({ request: new Request(url), params, context: undefined, url: new URL(url), pattern: '' }) as unknown as LoaderFunctionArgs;

describe('route data loaders', () => {
  it('given a marked loader under a layout, when two routers bind it to their stores, then each run starts its queries in its own store with the URL and params, and returns at once', async () => {
    const seen: string[] = [];
    const start =
      (label: string): QueryStart =>
      (dispatch) =>
        void dispatch({ type: `test/${label}` });
    const routes: RouteObject[] = [
      {
        id: 'layout',
        path: '/',
        children: [
          {
            path: 'product/:prdCd',
            loader: startsQueries(({ params, url }) => (seen.push(`${params.prdCd ?? ''}${url.search}`), [start('a')])),
          },
        ],
      },
    ];
    const one = makeStore();
    const two = makeStore();
    const dispatchOne = vi.spyOn(one, 'dispatch');
    const dispatchTwo = vi.spyOn(two, 'dispatch');

    const loaderOf = (store: typeof one) => withRouteData(routes, store)[0]?.children?.[0]?.loader as (a: LoaderFunctionArgs) => unknown;
    expect(await loaderOf(one)(args('http://x/product/W1?tab=info', { prdCd: 'W1' }))).toBeNull();
    expect(await loaderOf(two)(args('http://x/product/W2', { prdCd: 'W2' }))).toBeNull();

    expect(seen).toEqual(['W1?tab=info', 'W2']);
    expect(dispatchOne).toHaveBeenCalledWith({ type: 'test/a' });
    expect(dispatchTwo).toHaveBeenCalledTimes(1);
  });

  it('given a bound loader, then a change of the search parameters alone does not rerun it, another path does', () => {
    const [route] = withRouteData([{ path: 'search', loader: startsQueries(() => []) }], makeStore());
    const revalidate = (from: string, to: string) =>
      route?.shouldRevalidate?.({ currentUrl: new URL(from), nextUrl: new URL(to), defaultShouldRevalidate: true } as never);
    expect(revalidate('http://x/search?q=a', 'http://x/search?q=b')).toBe(false);
    expect(revalidate('http://x/product/W1', 'http://x/product/W2')).toBe(true);
  });

  it('given starts that throw, when the loader runs, then it still returns and logs why', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const [route] = withRouteData(
      [
        {
          path: 'x',
          loader: startsQueries(() => {
            throw new Error('bad arg');
          }),
        },
      ],
      makeStore(),
    );
    expect((route?.loader as (a: LoaderFunctionArgs) => unknown)(args('http://x/x'))).toBeNull();
    expect(error).toHaveBeenCalledWith(expect.stringContaining('route data could not be started'), expect.any(Error));
    error.mockRestore();
  });

  it('given a marked loader no router bound, when it runs, then it fails saying how to bind it', () => {
    const loader = startsQueries(() => []) as (a: LoaderFunctionArgs) => unknown;
    expect(() => loader(args('http://x/'))).toThrow(/withRouteData\(routes, store\)/);
  });
});
