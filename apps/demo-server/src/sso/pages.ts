/**
 * The chain's sign-on host, played by the demo server: the login, easy-login, sign-up, logout and social provider pages under `/sso/...` and
 * `/oauth/(kakao|naver)/authorize`, real HTML pages that send the member back to the app, so
 * the demo login path is the live login path (spec §7 "Browser redirects to single sign-on
 * pages"). The pages themselves are in ./host.ts.
 *
 * The server routes every such request here; `undefined` means "no such page" and is answered
 * with a plain 404 page. Changes a page makes to `ctx.api.backend` are saved like an API call's.
 */
import type { MockApi } from '@bottle/mock-api';
import { ssoHost } from './host';

export type PageContext = {
  api: MockApi;
  /** The server's origin as the browser reached it, e.g. `http://192.168.0.12:4200`. */
  origin: string;
};

export function ssoPages(request: Request, ctx: PageContext): Promise<Response | undefined> {
  return ssoHost(request, ctx);
}
