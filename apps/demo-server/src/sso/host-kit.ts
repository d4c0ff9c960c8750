/** What the sign-on host's pages share: the context, form reading, the origin guard, redirects, the way back to the app. */
import { isSafeRedirectPath, SSO_RETURN_PARAMS, SSO_RETURN_PATH, type LoginResponse, type SsoCallType } from '@bottle/api';
import { labelText, MEMBERSHIP_GRADES } from '@bottle/domain';
import { dataset, type MockApi, type SeedMember } from '@bottle/mock-api';
import { html, page, type Html } from './html';

export interface HostContext {
  api: MockApi;
  /** The server's own origin: the app lives there, so the way back and redirect_uri check use it. */
  origin: string;
}

/** The one password of every demo member (libs/mock-api README). */
export const DEMO_PASSWORD = 'bottle1234';

// ---- plumbing ---------------------------------------------------------------------------------

export async function form(request: Request): Promise<URLSearchParams> {
  return new URLSearchParams(await request.text());
}

/** A form posted from another site is refused (a login CSRF would sign a member in as someone else). */
export function guard(request: Request, ctx: HostContext): Response | undefined {
  const origin = request.headers.get('origin');
  if (origin !== null && origin !== ctx.origin)
    return page('요청을 처리할 수 없습니다', html`<p>다른 사이트에서 보낸 요청입니다.</p>`, 403);
  return undefined;
}

export function methodNotAllowed(): Response {
  return page('요청을 처리할 수 없습니다', html`<p>이 화면은 그 방식으로 열 수 없습니다.</p>`, 405);
}

export function redirect(location: string): Response {
  // 303: the browser follows a POST's answer with a GET.
  return new Response(null, { status: 303, headers: { location, 'cache-control': 'no-store' } });
}

/** A same-origin path the member may be sent to (libs/api's redirect rule), else home. */
export function safePath(value: string | null | undefined): string {
  return value && isSafeRedirectPath(value) ? value : '/';
}

/** The way back to the app (A25). */
export function backToApp(ctx: HostContext, callType: SsoCallType, redirectPath: string, result: Record<string, string>): Response {
  const url = new URL(SSO_RETURN_PATH, ctx.origin);
  url.searchParams.set(SSO_RETURN_PARAMS.callType, callType);
  for (const [key, value] of Object.entries(result)) url.searchParams.set(key, value);
  url.searchParams.set(SSO_RETURN_PARAMS.redirectPath, redirectPath);
  return redirect(url.href);
}

/** A login answer sent back: the SSO token when signed on, else the spec §8 error for the app. */
export function answer(ctx: HostContext, callType: SsoCallType, redirectPath: string, login: LoginResponse): Response {
  if (login.rspC) {
    return backToApp(ctx, callType, redirectPath, {
      [SSO_RETURN_PARAMS.rspC]: login.rspC,
      [SSO_RETURN_PARAMS.rspDtc]: login.rspDtc ?? '',
      [SSO_RETURN_PARAMS.rspMsgCn]: login.rspMsgCn ?? '',
    });
  }
  return backToApp(ctx, callType, redirectPath, { [SSO_RETURN_PARAMS.ssoTkn]: login.ssoTkn ?? '' });
}

export function loginHref(ctx: HostContext, redirectPath: string): string {
  const url = new URL('/login', ctx.origin);
  if (redirectPath !== '/') url.searchParams.set('redirect', redirectPath);
  return url.href;
}

export function backLink(ctx: HostContext, redirectPath: string): Html {
  return html`<p><a class="link" href="${loginHref(ctx, redirectPath)}">보틀 로그인으로 돌아가기</a></p>`;
}

export function gradeName(member: SeedMember): string {
  return labelText(MEMBERSHIP_GRADES, String(member.grade), 'ko');
}

export function storeName(member: SeedMember): string {
  return member.def_str_cd ? (dataset.storeByCode.get(member.def_str_cd)?.str_nm ?? member.def_str_cd) : '없음 (첫 로그인 때 매장 설정)';
}

/** The demo members to choose from (easy login, Apple, a social provider's page). */
export function memberChoices(name: string, error?: string): Html {
  return html`<fieldset${error ? html` aria-describedby="member-error"` : ''}>
<legend>데모 회원 선택</legend>
${dataset.members.members.map(
  (m) =>
    html`<label class="choice"><input type="radio" name="${name}" value="${m.login_id}"> ${m.user_name} (${m.login_id}, ${gradeName(m)})</label>`,
)}
</fieldset>
${error ? html`<p class="error" id="member-error" role="alert">${error}</p>` : ''}`;
}
