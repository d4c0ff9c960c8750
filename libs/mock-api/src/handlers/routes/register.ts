/**
 * What every area's routes are registered with: the three kinds of libs/api call (spec §7) and
 * the few answer shapes they share, so each area module is only its business answers.
 */
import { notFound } from '../../state/errors';
import { page, type HandlerContext, type RouteSpec } from '../http';

export type Answer<C = HandlerContext> = (ctx: C) => unknown;
export type Route = (spec: RouteSpec, answer: Answer) => void;

/** A call of an authenticated route: the router has already checked the token, so the member is known. */
export interface MemberContext extends HandlerContext {
  cno: string;
}

export interface Registrars {
  /** Any route, spelled out (chat, OAuth, GET calls, the demo's staff desk). */
  route: Route;
  /** A bottle-service call whose login is optional (spec §7 public calls). */
  pub(path: string, answer: Answer): void;
  /** A bottle-service call that needs a valid token (spec §7 authenticated app calls, A15-A20). */
  app(path: string, answer: Answer<MemberContext>): void;
  /** A user-service call (sign-on, sign-up, membership). */
  user(path: string, auth: 'public' | 'token', answer: Answer): void;
}

export function registrars(route: Route): Registrars {
  return {
    route,
    pub: (path, answer) => route({ method: 'POST', path, service: 'bottle', auth: 'optional' }, answer),
    app: (path, answer) =>
      route({ method: 'POST', path, service: 'bottle', auth: 'token' }, (ctx) => answer({ ...ctx, cno: ctx.cno ?? '' })),
    user: (path, auth, answer) => route({ method: 'POST', path, service: 'user', auth }, answer),
  };
}

/** The answer of a call that only changes state: the change, then `{}`. */
export function ack<C>(change: (ctx: C) => unknown): (ctx: C) => Record<string, never> {
  return (ctx) => {
    change(ctx);
    return {};
  };
}

/** A paged list answer (libs/api A2: page_no, page_size) over the list a call selects. */
export function paged<T, C extends HandlerContext = HandlerContext>(
  list: (ctx: C) => readonly T[],
): (ctx: C) => { total_cnt: number; list: T[] } {
  return (ctx) => page(ctx.body, list(ctx));
}

/** The record whose key is `value`, or 404 `unknown <what> <value>`. */
export function byKey<T>(list: readonly T[], key: (item: T) => string | number, value: string, what: string): T {
  const found = list.find((item) => String(key(item)) === value);
  if (!found) throw notFound(`unknown ${what} ${value}`);
  return found;
}
