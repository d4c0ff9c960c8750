/** The sign-on host's sign-up (POST /sso/join.do and its page): a new member with the spec's sign-up fields. */
import { SSO_CALL_TYPES } from '@bottle/api';
import { kstToday, SIGNUP_FIELDS, SIGNUP_ID_TAKEN_DETAIL, signupProblems, type SignupField, type SignupProblem } from '@bottle/domain';
import { dataset } from '@bottle/mock-api';
import { html, page } from './html';

import { answer, backLink, safePath, type HostContext } from './host-kit';

// ---- sign-up ----------------------------------------------------------------------------------

/** The host's words for each refused sign-up field (libs/domain `signupProblems`). */
const SIGNUP_PROBLEM_TEXT: Record<SignupProblem, string> = {
  required: '입력해 주세요.',
  loginId: '영문 소문자로 시작하는 4~20자의 영문 소문자와 숫자로 입력해 주세요.',
  password: '영문과 숫자를 모두 넣어 8~20자로 입력해 주세요(공백 제외).',
  name: '한글 또는 영문 2~20자로 입력해 주세요.',
  phone: '010으로 시작하는 휴대폰 번호를 입력해 주세요.',
  birth: '생년월일을 YYYYMMDD 형식으로 입력해 주세요.',
  underAge: '올해 19세가 되는 분부터 가입할 수 있습니다(출생 연도 기준).',
};

const SIGNUP_LABELS: Record<SignupField, { label: string; type: string; autocomplete: string; hint?: string }> = {
  login_id: { label: '아이디', type: 'text', autocomplete: 'username', hint: '영문 소문자와 숫자 4~20자' },
  password: { label: '비밀번호', type: 'password', autocomplete: 'new-password', hint: '영문과 숫자를 섞어 8~20자' },
  user_name: { label: '이름', type: 'text', autocomplete: 'name' },
  mbl_no: { label: '휴대폰 번호', type: 'tel', autocomplete: 'tel' },
  brth_dt: { label: '생년월일', type: 'text', autocomplete: 'bday', hint: '예: 19900101' },
};

export interface JoinForm {
  agreed: ReadonlySet<string>;
  values: Partial<Record<SignupField, string>>;
  store?: string;
  problems?: Partial<Record<SignupField, string>>;
  error?: string;
}

export function joinPage(redirectPath: string, form: JoinForm, ctx: HostContext, status = 200): Response {
  const agreements = dataset.content.agreements;
  const field = (name: SignupField) => {
    const spec = SIGNUP_LABELS[name];
    const problem = form.problems?.[name];
    const hintId = `join-${name}-hint`;
    const errorId = `join-${name}-error`;
    const describedBy = [spec.hint ? hintId : '', problem ? errorId : ''].filter(Boolean).join(' ');
    // A password is never written back into the page.
    const value = name === 'password' ? '' : (form.values[name] ?? '');
    return html`<label for="join-${name}">${spec.label}</label>
<input id="join-${name}" name="${name}" type="${spec.type}" autocomplete="${spec.autocomplete}" value="${value}"${problem ? html` aria-invalid="true"` : ''}${
      describedBy ? html` aria-describedby="${describedBy}"` : ''
    }>
${spec.hint ? html`<p class="hint" id="${hintId}">${spec.hint}</p>` : ''}${problem ? html`<p class="error" id="${errorId}">${problem}</p>` : ''}`;
  };
  return page(
    '통합 회원 가입',
    html`<p class="notice">데모 서버의 회원 가입 화면입니다. 입력한 정보로 새 회원이 만들어지고(구매 내역·쿠폰 없음), 로그인되어 앱으로 돌아갑니다.</p>
<form method="post" action="/sso/join.do" novalidate>
<input type="hidden" name="redirect_path" value="${redirectPath}">
${form.error ? html`<p class="error" id="join-error" role="alert">${form.error}</p>` : ''}
${SIGNUP_FIELDS.map(field)}
<label for="join-store">주 이용 매장</label>
<select id="join-store" name="def_str_cd" aria-describedby="join-store-hint">
<option value="">나중에 정하기</option>
${dataset.stores.map((st) => html`<option value="${st.str_cd}"${form.store === st.str_cd ? html` selected` : ''}>${st.str_nm}</option>`)}
</select>
<p class="hint" id="join-store-hint">정하지 않으면 보틀 잠실점이 주 이용 매장이 됩니다. 마이페이지에서 바꿀 수 있습니다.</p>
<fieldset>
<legend>약관 동의</legend>
${agreements.map(
  (a) =>
    // Spec §5: '(필수)' when must_yn is Y, '(선택)' when N.
    html`<label class="choice"><input type="checkbox" name="agmt_id" value="${a.agmt_id}"${form.agreed.has(a.agmt_id) ? html` checked` : ''}> ${
      a.must_yn === 'Y' ? '(필수)' : '(선택)'
    } ${a.agmt_nm}</label>`,
)}
</fieldset>
<button type="submit">동의하고 가입하기</button>
</form>${backLink(ctx, redirectPath)}`,
    status,
  );
}

export function join(fields: URLSearchParams, ctx: HostContext): Response {
  const redirectPath = safePath(fields.get('redirect_path'));
  const agreed = new Set(fields.getAll('agmt_id'));
  const values = Object.fromEntries(SIGNUP_FIELDS.map((f) => [f, fields.get(f) ?? ''])) as Record<SignupField, string>;
  const store = fields.get('def_str_cd') ?? '';
  const form: JoinForm = { agreed, values, store };
  const backend = ctx.api.backend;
  const problems = signupProblems(values, kstToday(backend.now()));
  const missing = dataset.content.agreements.filter((a) => a.must_yn === 'Y' && !agreed.has(a.agmt_id));
  if (Object.keys(problems).length > 0 || missing.length > 0) {
    const texts = Object.fromEntries(Object.entries(problems).map(([f, p]) => [f, SIGNUP_PROBLEM_TEXT[p]]));
    const error =
      missing.length > 0 ? `필수 약관에 동의해 주세요: ${missing.map((a) => a.agmt_nm).join(', ')}` : '입력한 내용을 확인해 주세요.';
    return joinPage(redirectPath, { ...form, problems: texts, error }, ctx, 400);
  }
  if (store && !dataset.storeByCode.has(store)) return joinPage(redirectPath, { ...form, error: '매장을 다시 골라 주세요.' }, ctx, 400);
  const login = backend.signUp(values, store || undefined);
  // The ID already in use belongs to this form; every other answer goes back to the app (spec §8).
  if (login.rspC === '44' && login.rspDtc === SIGNUP_ID_TAKEN_DETAIL) {
    return joinPage(
      redirectPath,
      { ...form, problems: { login_id: '이미 사용 중인 아이디입니다.' }, error: '입력한 내용을 확인해 주세요.' },
      ctx,
      409,
    );
  }
  return answer(ctx, SSO_CALL_TYPES.join, redirectPath, login);
}
