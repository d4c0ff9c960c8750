/** The social providers' consent pages the demo plays (GET|POST /oauth/(kakao|naver)/authorize, OAuth 2.0 authorisation code). */
import { html, page } from './html';

import { memberChoices, redirect, type HostContext } from './host-kit';

const PROVIDERS = { kakao: '카카오', naver: '네이버' } as const;
export type Provider = keyof typeof PROVIDERS;

// ---- social providers' consent pages (OAuth 2.0 authorisation code) ----------------------------

interface OAuthRequest {
  clientId: string;
  redirectUri: URL;
  state: string;
}

/** The authorisation request, or why it is refused: a redirect_uri off this origin is never followed. */
function oauthRequest(query: URLSearchParams, ctx: HostContext): OAuthRequest | string {
  const clientId = query.get('client_id') ?? '';
  const raw = query.get('redirect_uri') ?? '';
  if ((query.get('response_type') ?? 'code') !== 'code') return 'response_type은 code여야 합니다.';
  if (!clientId) return 'client_id가 없습니다.';
  let redirectUri: URL;
  try {
    redirectUri = new URL(raw);
  } catch {
    return 'redirect_uri가 올바르지 않습니다.';
  }
  if (redirectUri.origin !== ctx.origin) return '등록되지 않은 redirect_uri입니다.';
  return { clientId, redirectUri, state: query.get('state') ?? '' };
}

export function providerPage(provider: Provider, query: URLSearchParams, ctx: HostContext, error?: string): Response {
  const request = oauthRequest(query, ctx);
  if (typeof request === 'string') return page(`${PROVIDERS[provider]} 로그인`, html`<p role="alert">${request}</p>`, 400);
  const cancel = new URL(request.redirectUri);
  cancel.searchParams.set('error', 'access_denied');
  if (request.state) cancel.searchParams.set('state', request.state);
  return page(
    `${PROVIDERS[provider]} 로그인`,
    html`<p class="notice">데모 서버가 ${PROVIDERS[provider]} 로그인 화면을 대신합니다. 로그인할 데모 회원을 고르세요.</p>
<form method="post" novalidate>
<input type="hidden" name="client_id" value="${request.clientId}">
<input type="hidden" name="redirect_uri" value="${request.redirectUri.href}">
<input type="hidden" name="state" value="${request.state}">
<input type="hidden" name="response_type" value="code">
${memberChoices('login_id', error)}
<button type="submit">동의하고 계속하기</button>
</form>
<p><a class="link" href="${cancel.href}">취소</a></p>`,
    error ? 400 : 200,
  );
}

export function providerChosen(provider: Provider, fields: URLSearchParams, ctx: HostContext): Response {
  const request = oauthRequest(fields, ctx);
  if (typeof request === 'string') return page(`${PROVIDERS[provider]} 로그인`, html`<p role="alert">${request}</p>`, 400);
  const loginId = fields.get('login_id') ?? '';
  if (!ctx.api.backend.memberByLoginId(loginId)) return providerPage(provider, fields, ctx, '회원을 선택해 주세요.');
  // A random single-use code the demo token endpoint (/oauth/<provider>/token) exchanges once.
  const back = new URL(request.redirectUri);
  back.searchParams.set('code', ctx.api.backend.issueLoginKey(`code:${provider}`, loginId));
  if (request.state) back.searchParams.set('state', request.state);
  return redirect(back.href);
}
