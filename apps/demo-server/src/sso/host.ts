/**
 * The demo server playing the chain's sign-on host: real HTML pages at the paths of
 * spec §7 "Browser redirects to single sign-on pages", and the two social providers'
 * authorisation pages, so the app takes the same path in the demo as in a live build: it
 * redirects here, and these pages send the member back to the app by the contract of
 * libs/api's sso-contract.ts (A25). Nothing in the app knows it is talking to a demo.
 *
 *   GET  /sso/callScreenInit.sso?callType&redirect_path   the page of that callType
 *   POST /sso/login.do                                     ID and password
 *   POST /sso/member.do                                    easy / Apple login of a chosen member
 *   POST /sso/join.do                                      sign-up with the agreements
 *   GET  /sso/callLogout.sso?acesTkn                       ends the sign-on session, back to /login
 *   GET  /sso/callScreenAfter.sso?callType&acesTkn&redirect_path…   back to redirect_path
 *   GET  /sso/pwCampBridge.sso?martgoMemberYn&bottleMemberYn        the mart password campaign
 *   GET|POST /oauth/(kakao|naver)/authorize                the provider's consent page
 *
 * The host talks to the demo backend in-process, as the chain's host talks to its own member
 * store; the app only ever sees the way back.
 */
import { isSsoCallType, SSO_CALL_TYPES, SSO_RETURN_PARAMS, type SsoCallType } from '@bottle/api';
import { decideLoginError, loadLanguage, type LoginDecision } from '@bottle/domain';
import { dataset } from '@bottle/mock-api';
import { html, page, STYLESHEET_PATH, stylesheet, type Html } from './html';
import {
  answer,
  backLink,
  memberChoices,
  backToApp,
  DEMO_PASSWORD,
  form,
  gradeName,
  guard,
  methodNotAllowed,
  redirect,
  safePath,
  storeName,
  type HostContext,
} from './host-kit';
import { join, joinPage } from './join';
import { providerChosen, providerPage, type Provider } from './providers';

export type { HostContext } from './host-kit';

const TARGET_PAGES: Partial<Record<SsoCallType, { title: string; body: string }>> = {
  [SSO_CALL_TYPES.releaseLogin]: {
    title: '휴면 해제 로그인',
    body: '로그인이 제한된 계정입니다. 본인 확인 후 로그인 제한을 풀고 다시 로그인합니다.',
  },
  [SSO_CALL_TYPES.findPassword]: {
    title: '비밀번호 찾기',
    body: '비밀번호를 여러 번 잘못 입력했습니다. 본인 확인 후 비밀번호를 다시 설정합니다.',
  },
  [SSO_CALL_TYPES.dormancyLogin]: {
    title: '휴면 계정 로그인',
    body: '오랫동안 이용하지 않아 휴면 상태가 된 계정입니다. 본인 확인 후 휴면을 해제합니다.',
  },
  [SSO_CALL_TYPES.newPassword]: {
    title: '새 비밀번호 설정',
    body: '비밀번호를 바꾼 지 오래되었습니다. 안전을 위해 새 비밀번호를 설정합니다.',
  },
  [SSO_CALL_TYPES.regularMemberConversion]: {
    title: '정회원 전환',
    body: '간편 회원으로 가입된 계정입니다. 본인 인증을 거쳐 정회원으로 전환합니다.',
  },
  [SSO_CALL_TYPES.termsAcceptance]: {
    title: '약관 동의',
    body: '새로 바뀐 약관에 동의해야 로그인할 수 있습니다. 약관을 확인하고 동의합니다.',
  },
  [SSO_CALL_TYPES.childTermsAcceptance]: {
    title: '법정대리인 약관 동의',
    body: '만 14세 미만 회원은 법정대리인의 동의가 필요합니다. 법정대리인 인증과 동의를 진행합니다.',
  },
  [SSO_CALL_TYPES.setEasyLogin]: {
    title: '간편 로그인 설정',
    body: '간편 로그인을 다시 설정해야 합니다. 본인 확인 후 간편 로그인을 설정합니다.',
  },
};

export async function ssoHost(request: Request, ctx: HostContext): Promise<Response | undefined> {
  // The spec §8 messages beyond libs/domain's first-route core (loaded once, then cached).
  await loadLanguage('ko');
  const url = new URL(request.url);
  const path = url.pathname;
  if (path === STYLESHEET_PATH) return stylesheet();
  const provider = /^\/oauth\/(kakao|naver)\/authorize$/.exec(path)?.[1] as Provider | undefined;
  if (provider) {
    if (request.method === 'POST') return guard(request, ctx) ?? providerChosen(provider, await form(request), ctx);
    return request.method === 'GET' ? providerPage(provider, url.searchParams, ctx) : methodNotAllowed();
  }
  if (!path.startsWith('/sso/')) return undefined;
  const get = request.method === 'GET' || request.method === 'HEAD';
  switch (path) {
    case '/sso/callScreenInit.sso':
      return get ? screenInit(url.searchParams, ctx) : methodNotAllowed();
    case '/sso/login.do':
      return request.method === 'POST' ? (guard(request, ctx) ?? passwordLogin(await form(request), ctx)) : methodNotAllowed();
    case '/sso/member.do':
      return request.method === 'POST' ? (guard(request, ctx) ?? memberLogin(await form(request), ctx)) : methodNotAllowed();
    case '/sso/join.do':
      return request.method === 'POST' ? (guard(request, ctx) ?? join(await form(request), ctx)) : methodNotAllowed();
    case '/sso/callLogout.sso':
      // The sign-on session ends here; the app has already ended its own (spec §4 "Logout").
      return get ? redirect(new URL('/login', ctx.origin).href) : methodNotAllowed();
    case '/sso/callScreenAfter.sso':
      return get ? screenAfter(url.searchParams, ctx) : methodNotAllowed();
    case '/sso/pwCampBridge.sso':
      return get ? pwCampaign(url.searchParams) : methodNotAllowed();
    default:
      return page('찾을 수 없는 화면', html`<p>요청한 통합 로그인 화면을 찾을 수 없습니다.</p>${backLink(ctx, '/')}`, 404);
  }
}

// ---- callScreenInit.sso -----------------------------------------------------------------------

function screenInit(query: URLSearchParams, ctx: HostContext): Response {
  const callType = query.get('callType');
  const redirectPath = safePath(query.get('redirect_path'));
  if (!isSsoCallType(callType)) {
    return page(
      '알 수 없는 화면',
      html`<p>요청한 통합 로그인 화면(${callType ?? '없음'})을 찾을 수 없습니다.</p>${backLink(ctx, redirectPath)}`,
      400,
    );
  }
  switch (callType) {
    case SSO_CALL_TYPES.login:
      return loginPage(redirectPath, {});
    case SSO_CALL_TYPES.easyLogin:
    case SSO_CALL_TYPES.appleLogin:
      return memberPage(callType, redirectPath, ctx);
    case SSO_CALL_TYPES.join:
      return joinPage(redirectPath, { agreed: new Set(), values: {} }, ctx);
    case SSO_CALL_TYPES.kakao:
    case SSO_CALL_TYPES.naver:
      // The app goes to the provider itself (its authorisation page); nothing to do on this host.
      return page('소셜 로그인', html`<p>소셜 로그인은 각 서비스의 로그인 화면에서 진행합니다.</p>${backLink(ctx, redirectPath)}`, 400);
    default: {
      const target = TARGET_PAGES[callType];
      return page(
        target?.title ?? '통합 로그인',
        html`<p class="notice">데모 서버가 보여 주는 안내 화면입니다. 실제 서비스에서는 이 화면에서 본인 확인을 진행한 뒤 앱으로 돌아갑니다.</p>
<p>${target?.body ?? ''}</p>${backLink(ctx, redirectPath)}`,
      );
    }
  }
}

interface LoginForm {
  loginId?: string;
  idError?: string;
  passwordError?: string;
  formError?: string;
}

function loginPage(redirectPath: string, state: LoginForm, status = 200): Response {
  const idDesc = state.idError ? 'login-id-error' : state.formError ? 'login-form-error' : undefined;
  return page(
    '통합 로그인',
    html`<p class="notice">데모 서버의 통합 로그인 화면입니다. 실제 서비스에서는 롯데 통합 로그인 사이트가 이 자리에 열리고, 로그인하면 앱으로 돌아갑니다.</p>
<form method="post" action="/sso/login.do" novalidate>
<input type="hidden" name="redirect_path" value="${redirectPath}">
${state.formError ? html`<p class="error" id="login-form-error" role="alert">${state.formError}</p>` : ''}
<label for="login-id">아이디</label>
<input id="login-id" name="login_id" type="text" autocomplete="username" autocapitalize="none" spellcheck="false" value="${state.loginId ?? ''}"${
      state.idError || state.formError ? html` aria-invalid="true"` : ''
    }${idDesc ? html` aria-describedby="${idDesc}"` : ''}>
${state.idError ? html`<p class="error" id="login-id-error">${state.idError}</p>` : ''}
<label for="login-password">비밀번호</label>
<input id="login-password" name="password" type="password" autocomplete="current-password"${
      state.passwordError ? html` aria-invalid="true" aria-describedby="login-password-error"` : ''
    }>
${state.passwordError ? html`<p class="error" id="login-password-error">${state.passwordError}</p>` : ''}
<button type="submit">로그인</button>
</form>
<p><a class="link" href="/sso/callScreenInit.sso?callType=${SSO_CALL_TYPES.join}&amp;redirect_path=${encodeURIComponent(redirectPath)}">통합 회원 가입</a></p>
${demoHelp()}`,
    status,
  );
}

function passwordLogin(fields: URLSearchParams, ctx: HostContext): Response {
  const loginId = (fields.get('login_id') ?? '').trim();
  const password = fields.get('password') ?? '';
  const redirectPath = safePath(fields.get('redirect_path'));
  if (!loginId || !password) {
    return loginPage(
      redirectPath,
      {
        loginId,
        ...(loginId ? {} : { idError: '아이디를 입력해 주세요.' }),
        ...(password ? {} : { passwordError: '비밀번호를 입력해 주세요.' }),
      },
      400,
    );
  }
  const login = ctx.api.backend.login(loginId, password);
  // Spec §8 44-401 ("recheck the ID or password") belongs to the form the member typed into.
  const decision = login.rspC ? decideLoginError(login, { hasInlineHandler: true }) : undefined;
  if (decision?.kind === 'inline') return loginPage(redirectPath, { loginId, formError: decision.message }, 401);
  return answer(ctx, SSO_CALL_TYPES.login, redirectPath, login);
}

function behaviour(decision: LoginDecision): string {
  switch (decision.kind) {
    case 'inline':
      return '입력 안내 문구 표시';
    case 'alert':
      return '알림 표시';
    case 'navigate':
      return '안내 화면으로 이동';
    case 'alert-then-navigate':
      return '알림 후 안내 화면으로 이동';
    case 'ignore':
      return '아무 동작 없음';
    case 'fail':
      return decision.message ? '메시지 표시 후 실패 처리' : '실패 처리만 (메시지 없음)';
    case 'offer':
      return '안내 후 회원가입 제안';
  }
}

/** What a tester needs: the demo members and the IDs that produce each spec §8 answer. */
function demoHelp(): Html {
  const members = dataset.members.members;
  return html`<section aria-labelledby="demo-help">
<h2 id="demo-help">데모 계정 안내</h2>
<p>데모 회원의 비밀번호는 모두 <code>${DEMO_PASSWORD}</code>입니다.</p>
<div class="table-wrap"><table>
<caption>데모 회원</caption>
<thead><tr><th scope="col">아이디</th><th scope="col">이름</th><th scope="col">등급</th><th scope="col">내 매장</th></tr></thead>
<tbody>${members.map(
    (m) =>
      html`<tr><th scope="row"><code>${m.login_id}</code></th><td>${m.user_name}</td><td>${gradeName(m)}</td><td>${storeName(m)}</td></tr>`,
  )}</tbody>
</table></div>
<div class="table-wrap"><table>
<caption>로그인 오류를 재현하는 아이디</caption>
<thead><tr><th scope="col">아이디</th><th scope="col">응답 코드</th><th scope="col">앱 동작</th></tr></thead>
<tbody>${dataset.members.login_errors.map(
    (e) =>
      html`<tr><th scope="row"><code>${e.login_id}</code></th><td>${e.rspC}-${e.rspDtc}</td><td>${behaviour(
        decideLoginError({ rspC: e.rspC, rspDtc: e.rspDtc, rspMsgCn: e.rspMsgCn }, { hasInlineHandler: true }),
      )}</td></tr>`,
  )}</tbody>
</table></div>
<p>위 아이디는 비밀번호와 상관없이 해당 오류 응답을 받습니다.</p>
</section>`;
}

// ---- easy and Apple login ---------------------------------------------------------------------

function memberPage(callType: SsoCallType, redirectPath: string, ctx: HostContext, error?: string): Response {
  const apple = callType === SSO_CALL_TYPES.appleLogin;
  return page(
    apple ? 'Apple로 로그인' : '간편 로그인',
    html`<p class="notice">로그인할 데모 회원을 고르세요. 실제 서비스에서는 이 단계를 ${apple ? 'Apple' : '롯데 통합 로그인'}에서 진행합니다.</p>
<form method="post" action="/sso/member.do" novalidate>
<input type="hidden" name="callType" value="${callType}">
<input type="hidden" name="redirect_path" value="${redirectPath}">
${memberChoices('login_id', error)}
<button type="submit">계속</button>
</form>${backLink(ctx, redirectPath)}`,
    error ? 400 : 200,
  );
}

function memberLogin(fields: URLSearchParams, ctx: HostContext): Response {
  const callType = fields.get('callType');
  const redirectPath = safePath(fields.get('redirect_path'));
  if (callType !== SSO_CALL_TYPES.easyLogin && callType !== SSO_CALL_TYPES.appleLogin) {
    return page('요청을 처리할 수 없습니다', html`<p>알 수 없는 로그인 방식입니다.</p>${backLink(ctx, redirectPath)}`, 400);
  }
  const member = ctx.api.backend.memberByLoginId(fields.get('login_id') ?? '');
  if (!member) return memberPage(callType, redirectPath, ctx, '회원을 선택해 주세요.');
  // A25: the host hands back the key of the way the member chose, and the app logs in with it at
  // login/easy or login/apple-info: a random key libs/mock-api issued for this member, expiring.
  const easy = callType === SSO_CALL_TYPES.easyLogin;
  const key = ctx.api.backend.issueLoginKey(easy ? 'easy' : 'apple', member.login_id);
  return backToApp(ctx, callType, redirectPath, { [easy ? SSO_RETURN_PARAMS.easyLoginKey : SSO_RETURN_PARAMS.appleKey]: key });
}

// ---- callScreenAfter.sso ----------------------------------------------------------------------

/**
 * The host's step after a login (bottle-web ASSUMPTIONS "Account"): the app comes here when its
 * login answer carried a detail code (rspDtc) without a result code. The demo shows the step and
 * a way on to redirect_path; with no detail it sends the member straight there.
 */
function screenAfter(query: URLSearchParams, ctx: HostContext): Response {
  const next = new URL(safePath(query.get('redirect_path')), ctx.origin).href;
  const detail = query.get('rspDtc');
  if (!detail) return redirect(next);
  return page(
    '로그인 후 안내',
    html`<p class="notice">데모 서버가 보여 주는 로그인 후 안내 화면입니다(상세 코드 ${detail}). 실제 서비스에서는 통합 로그인 사이트가 이 코드의 안내를 보여 줍니다.</p>
<p>로그인되었습니다. 보던 화면으로 돌아갑니다.</p>
<p><a class="button" href="${next}">계속하기</a></p>`,
  );
}

// ---- the mart member password campaign --------------------------------------------------------

function pwCampaign(query: URLSearchParams): Response {
  const mart = query.get('martgoMemberYn') === 'Y';
  return page(
    '비밀번호 변경 안내',
    html`<p class="notice">데모 서버의 안내 화면입니다.</p>
<p>${mart ? '마트 회원' : '회원'}님의 개인정보 보호를 위해 비밀번호를 주기적으로 바꿔 주세요.</p>
<p><a class="button" href="/">다음에 변경하기</a></p>`,
  );
}
