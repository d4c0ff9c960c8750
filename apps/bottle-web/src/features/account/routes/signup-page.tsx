/**
 * Sign-up (spec §1 "Sign-up requires agreements", §3 agreements, §5 labels).
 * Three kinds, by who opens it (ASSUMPTIONS "Sign-up"):
 * - 'sso': a visitor joins the chain's sign-on membership and Bottle at once: the sign-on
 *   sign-up's agreements (/fo/user/sso/signup/agmt/list) and /fo/user/sso/signup;
 * - 'bottle': a signed-on mart member who is no Bottle member yet (the member check
 *   /fo/user/ssobottle/ismember says so) joins Bottle: /fo/user/ssobottle/agmt/list and
 *   /fo/user/ssobottle/signup with the member token set;
 * - 'ssoAgmt': a signed-on member of neither service (signed on elsewhere in the chain) accepts
 *   the sign-on sign-up's agreements as a sign-on member: /fo/user/sso/signup/agmt/list and
 *   /fo/user/sso/signup/sso-agmt with their acesTkn.
 * A visitor gives the new member's identity (libs/domain `SignupProfile`: ID, password, name,
 * mobile, birth date; checked by the same rule the server applies) and, like a joining mart
 * member, chooses the main store (def_str_cd; spec §2: 361 when left for later). What was typed is
 * kept as a draft but for the passwords; a login ID in use (44-441) is shown on its field.
 * Both: '(필수)'/'(선택)' labels, agree-all, each text in the Terms popup (HTML sanitised by
 * libs/ui), submit enabled only when every required agreement is accepted (libs/domain
 * `allRequiredAccepted`), refused ones sent as agree_yn N. The choices are a draft in session
 * storage, so a reload or a failed submit loses nothing. A successful sign-up answers like a login
 * and is applied the same way (lib/use-login-handler.ts).
 */
import styled from '@emotion/styled';
import { useCallback, useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import {
  useBottleAgreementListQuery,
  useBottleSignupMutation,
  useIsMemberQuery,
  useSsoAgreementSignupMutation,
  useSsoSignupAgreementListQuery,
  useSsoSignupMutation,
  useStoreListQuery,
  type Agreement,
  type LoginResponse,
} from '@bottle/api';
import {
  ANALYTICS_EVENTS,
  agreementLabel,
  allRequiredAccepted,
  isRequiredAgreement,
  kstToday,
  LOGIN_ERROR_CODE,
  normalizePhone,
  SIGNUP_ID_TAKEN_DETAIL,
  signupProblems,
  type SignupField,
} from '@bottle/domain';
import { Button, EmptyState, SkeletonList } from '@bottle/ui';
import { useAppDispatch, useAppSelector } from '../../../lib/store/hooks';
import { paths } from '../../../config/paths';
import { trackEvent } from '../../../lib/analytics';
import { useLang, useT } from '../../../lib/i18n';
import { popupActions } from '../../../lib/popups/popup-slice';
import { parseJson, usePersistentState, type PersistOptions } from '../../../lib/persistent-state';
import { CheckRow, InlineError, Note, Stack } from '../components/form-parts';
import { ScreenLayout } from '../components/screen-layout';
import { errorText } from '../lib/error-text';
import { readMemberTokens } from '../../../lib/session/session';
import { useLoginHandler } from '../lib/use-login-handler';
import { accountMessages, type AccountMessageKey } from '../messages';
import { FormField, LinkButton, QueryState, RowList } from '../../../lib/kit';
import { apiErrorOf } from '../lib/error-text';
import { selectLoggedIn } from '../../../lib/session/auth-slice';
import { useInWebView } from '../../../lib/services';

/** Draft key (docs/conventions.md: `bottle.draft.<feature>.<id>`): the accepted agmt_type values. */
export const SIGNUP_DRAFT_KEY = 'bottle.draft.account.signup';
/** Draft key of what a visitor typed (never the passwords) and the store chosen. */
export const SIGNUP_PROFILE_DRAFT_KEY = 'bottle.draft.account.signupProfile';

/** The typed fields kept in the draft (the passwords are not: they stay in memory only). */
type ProfileDraft = Partial<Record<'login_id' | 'user_name' | 'mbl_no' | 'brth_dt' | 'def_str_cd', string>>;
const PROFILE_DRAFT_FIELDS = ['login_id', 'user_name', 'mbl_no', 'brth_dt', 'def_str_cd'] as const;

const PROFILE_DRAFT_STORAGE: PersistOptions<ProfileDraft> = {
  area: 'session',
  parse: (raw) => {
    const parsed = parseJson(raw);
    if (typeof parsed !== 'object' || parsed === null) return undefined;
    const draft: ProfileDraft = {};
    for (const key of PROFILE_DRAFT_FIELDS) {
      const value = (parsed as Record<string, unknown>)[key];
      if (typeof value === 'string') draft[key] = value;
    }
    return draft;
  },
  serialize: (draft) => JSON.stringify(draft),
};

/** A field's problem, as its message key. */
type FieldProblem = Parameters<typeof problemKey>[0];
function problemKey(problem: ReturnType<typeof signupProblems>[SignupField] | 'passwordMismatch' | 'idTaken'): AccountMessageKey {
  return `account.signup.problem.${problem ?? 'required'}` as AccountMessageKey;
}

/** The fields of the form, in screen order (the first refused one takes the focus). */
const FORM_FIELDS = ['login_id', 'password', 'password_confirm', 'user_name', 'mbl_no', 'brth_dt'] as const;
type FormFieldName = (typeof FORM_FIELDS)[number];

// One column of checkboxes: every row starts where the agree-all row does (same inset), the box
// never shrinks when a long name wraps, the name takes the room left, and "보기" keeps its one line
// (a wrapped "보/기" read as two buttons on a 360 px phone).
const AgreementRow = styled.li`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  padding-left: ${({ theme }) => theme.space.md};
  > label {
    flex: 1 1 auto;
    min-width: 0;
  }
  > button {
    flex: 0 0 auto;
    white-space: nowrap;
  }
`;

const AllRow = styled(CheckRow)`
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.grayBg};
  font-weight: 700;
`;

const Fieldset = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  legend {
    margin-bottom: ${({ theme }) => theme.space.sm};
    font-weight: 700;
  }
`;

/** The stored choices: a list of agmt_type values (anything else reads as none). */
const SIGNUP_DRAFT_STORAGE: PersistOptions<ReadonlySet<string>> = {
  area: 'session',
  parse: (raw) => {
    const parsed = parseJson(raw);
    return Array.isArray(parsed) ? new Set(parsed.filter((v): v is string => typeof v === 'string')) : undefined;
  },
  serialize: (accepted) => JSON.stringify([...accepted]),
};

export function SignupPage() {
  const t = useT(accountMessages);
  const loggedIn = useAppSelector(selectLoggedIn);
  // Member check (spec §6) only for a signed-in member: the call needs a token.
  const member = useIsMemberQuery(undefined, { skip: !loggedIn });
  const already = loggedIn && member.data?.bottle_member_yn === 'Y';
  const kind: SignupKind = !loggedIn ? 'sso' : member.data?.mart_member_yn === 'Y' ? 'bottle' : 'ssoAgmt';
  return (
    <ScreenLayout title={t('account.signup.title')}>
      {loggedIn && member.isLoading ? (
        <SkeletonList rows={3} thumbnail={false} />
      ) : loggedIn && member.isError ? (
        <QueryState query={member} />
      ) : already ? (
        <EmptyState
          title={t('account.signup.alreadyMember')}
          action={<LinkButton to={paths.myPage}>{t('account.signup.goMyPage')}</LinkButton>}
        />
      ) : (
        <SignupForm kind={kind} />
      )}
    </ScreenLayout>
  );
}

/** Who signs up (see the header): a visitor, a signed-on mart member, a signed-on member of neither service. */
type SignupKind = 'sso' | 'bottle' | 'ssoAgmt';

const INTRO: Record<SignupKind, AccountMessageKey> = {
  sso: 'account.signup.intro',
  bottle: 'account.signup.introMartMember',
  ssoAgmt: 'account.signup.introSsoMember',
};

function SignupForm({ kind }: { kind: SignupKind }) {
  const t = useT(accountMessages);
  const lang = useLang();
  const dispatch = useAppDispatch();
  const inWebView = useInWebView();
  // The sign-on sign-up's agreements for a visitor and a sign-on member, Bottle's for a mart member.
  const ssoList = useSsoSignupAgreementListQuery(undefined, { skip: kind === 'bottle' });
  const bottleList = useBottleAgreementListQuery(undefined, { skip: kind !== 'bottle' });
  const list = kind === 'bottle' ? bottleList : ssoList;
  const [ssoSignup, ssoState] = useSsoSignupMutation();
  const [bottleSignup, bottleState] = useBottleSignupMutation();
  const [ssoAgreement, ssoAgreementState] = useSsoAgreementSignupMutation();
  const isLoading = ssoState.isLoading || bottleState.isLoading || ssoAgreementState.isLoading;
  // Each choice is stored as it is made (session storage: it belongs to this visit).
  const draft = usePersistentState<ReadonlySet<string>>(SIGNUP_DRAFT_KEY, () => new Set(), SIGNUP_DRAFT_STORAGE);
  const accepted = draft.value;
  const [inline, setInline] = useState<string | null>(null);
  const onInline = useCallback((message: string) => setInline(message), []);
  const handle = useLoginHandler({ onInline });
  const agreements = useMemo(() => list.data?.agmt_list ?? [], [list.data]);
  // A visitor gives a new identity; a visitor and a joining mart member choose the main store.
  const asksIdentity = kind === 'sso';
  const asksStore = kind !== 'ssoAgmt';
  const stores = useStoreListQuery(undefined, { skip: !asksStore });
  const profileDraft = usePersistentState<ProfileDraft>(SIGNUP_PROFILE_DRAFT_KEY, () => ({}), PROFILE_DRAFT_STORAGE);
  const profile = profileDraft.value;
  const [password, setPassword] = useState('');
  const [passwordConfirm, setPasswordConfirm] = useState('');
  const [problems, setProblems] = useState<Partial<Record<FormFieldName, FieldProblem>>>({});
  const formRef = useRef<HTMLFormElement>(null);
  const baseId = useId();
  const fieldId = (name: FormFieldName | 'def_str_cd') => `${baseId}-${name}`;
  const setField = (name: (typeof PROFILE_DRAFT_FIELDS)[number], value: string) => {
    void profileDraft.set({ ...profile, [name]: value });
    if (name in problems) setProblems(({ [name as FormFieldName]: _gone, ...rest }) => rest);
  };

  useEffect(() => {
    trackEvent(ANALYTICS_EVENTS.signupStart, inWebView);
  }, [inWebView]);

  const update = (next: ReadonlySet<string>) => void draft.set(next);
  const toggle = (type: string, on: boolean) => {
    const next = new Set(accepted);
    if (on) next.add(type);
    else next.delete(type);
    update(next);
  };
  const allOn = agreements.length > 0 && agreements.every((a) => accepted.has(a.agmt_type));
  const canSubmit = agreements.length > 0 && allRequiredAccepted(agreements, accepted) && !isLoading;

  const view = (a: Agreement) => {
    trackEvent(ANALYTICS_EVENTS.termsView, inWebView, { agmt_type: a.agmt_type });
    dispatch(popupActions.openTerms({ id: Date.now(), title: a.agmt_nm, html: a.agmt_text }));
  };

  /** The identity as the rule reads it, and each refused field (the two passwords must match). */
  const checkProfile = (): Partial<Record<FormFieldName, FieldProblem>> => {
    const found: Partial<Record<FormFieldName, FieldProblem>> = signupProblems({ ...profile, password }, kstToday());
    if (!found.password && password !== passwordConfirm) found.password_confirm = 'passwordMismatch';
    return found;
  };

  const focusField = (name: FormFieldName) => {
    formRef.current?.querySelector<HTMLElement>(`#${CSS.escape(fieldId(name))}`)?.focus();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!canSubmit) return;
    setInline(null);
    if (asksIdentity) {
      const found = checkProfile();
      setProblems(found);
      const first = FORM_FIELDS.find((f) => found[f]);
      if (first) {
        setInline(t('account.signup.checkFields'));
        focusField(first);
        return;
      }
    }
    const agmt_list = agreements.map((a) => ({
      agmt_id: a.agmt_id,
      agmt_ver: a.agmt_ver,
      agree_yn: accepted.has(a.agmt_type) ? ('Y' as const) : ('N' as const),
    }));
    // A visitor sends no member token (a stale one of an earlier session must not join as that member).
    const { acesTkn, ssoTkn } = kind === 'sso' ? { acesTkn: null, ssoTkn: null } : readMemberTokens();
    if (kind === 'ssoAgmt' && !acesTkn) {
      setInline(t('account.signup.failed', { detail: t('error.default') }));
      return;
    }
    const identity = asksIdentity
      ? {
          login_id: (profile.login_id ?? '').trim(),
          password,
          user_name: (profile.user_name ?? '').trim(),
          mbl_no: normalizePhone(profile.mbl_no ?? ''),
          brth_dt: (profile.brth_dt ?? '').trim().replace(/[-.]/g, ''),
        }
      : {};
    const store = asksStore && profile.def_str_cd ? { def_str_cd: profile.def_str_cd } : {};
    const result =
      kind === 'ssoAgmt' && acesTkn
        ? await ssoAgreement({ acesTkn, agmt_list })
        : await (kind === 'bottle' ? bottleSignup : ssoSignup)({
            ...(acesTkn ? { acesTkn } : {}),
            ...(ssoTkn ? { ssoTkn } : {}),
            ...identity,
            ...store,
            agmt_list,
          });
    if ('error' in result && result.error && !(result.error as { rspC?: string }).rspC && !apiErrorOf(result.error)?.rspC) {
      // A transport or validation failure: the form (and its draft) stays as it was.
      setInline(t('account.signup.failed', { detail: errorText(result.error, t) }));
      return;
    }
    // A login ID in use belongs to its field, not to an alert.
    const answer: Pick<LoginResponse, 'rspC' | 'rspDtc'> | undefined =
      'data' in result && result.data ? result.data : apiErrorOf(result.error);
    if (answer?.rspC === LOGIN_ERROR_CODE && answer.rspDtc === SIGNUP_ID_TAKEN_DETAIL) {
      setProblems({ login_id: 'idTaken' });
      setInline(t('account.signup.checkFields'));
      focusField('login_id');
      return;
    }
    const outcome = await handle(result);
    if (outcome === 'success') {
      trackEvent(ANALYTICS_EVENTS.signupComplete, inWebView);
      draft.clear(accepted);
      profileDraft.clear(profile);
    }
  };

  const textField = (
    name: Exclude<FormFieldName, 'password' | 'password_confirm'>,
    label: AccountMessageKey,
    options: { hint?: AccountMessageKey; autoComplete: string; inputMode?: 'numeric' | 'tel' | 'text'; type?: string },
  ) => (
    <FormField
      id={fieldId(name)}
      label={t(label)}
      hints={options.hint ? [t(options.hint)] : []}
      error={problems[name] && t(problemKey(problems[name]))}
    >
      {(control) => (
        <input
          {...control}
          type={options.type ?? 'text'}
          name={name}
          autoComplete={options.autoComplete}
          {...(options.inputMode ? { inputMode: options.inputMode } : {})}
          autoCapitalize="none"
          spellCheck={false}
          required
          value={profile[name] ?? ''}
          onChange={(e) => setField(name, e.target.value)}
        />
      )}
    </FormField>
  );

  if (list.isLoading || list.isError) return <QueryState query={list} skeletonRows={5} />;
  if (agreements.length === 0) return <EmptyState title={t('account.signup.empty')} />;

  return (
    <form ref={formRef} noValidate onSubmit={(e) => void submit(e)}>
      <Stack>
        <Note>{t(INTRO[kind])}</Note>
        {asksIdentity ? (
          <Fieldset>
            <legend>{t('account.signup.profileLegend')}</legend>
            <Stack>
              {textField('login_id', 'account.signup.loginId', { hint: 'account.signup.loginIdHint', autoComplete: 'username' })}
              <FormField
                id={fieldId('password')}
                label={t('account.signup.password')}
                hints={[t('account.signup.passwordHint')]}
                error={problems.password && t(problemKey(problems.password))}
              >
                {(control) => (
                  <input
                    {...control}
                    type="password"
                    name="password"
                    autoComplete="new-password"
                    required
                    value={password}
                    onChange={(e) => {
                      setPassword(e.target.value);
                      setProblems(({ password: _p, password_confirm: _c, ...rest }) => rest);
                    }}
                  />
                )}
              </FormField>
              <FormField
                id={fieldId('password_confirm')}
                label={t('account.signup.passwordConfirm')}
                error={problems.password_confirm && t(problemKey(problems.password_confirm))}
              >
                {(control) => (
                  <input
                    {...control}
                    type="password"
                    name="password_confirm"
                    autoComplete="new-password"
                    required
                    value={passwordConfirm}
                    onChange={(e) => {
                      setPasswordConfirm(e.target.value);
                      setProblems(({ password_confirm: _c, ...rest }) => rest);
                    }}
                  />
                )}
              </FormField>
              {textField('user_name', 'account.signup.userName', { autoComplete: 'name' })}
              {textField('mbl_no', 'account.signup.phone', {
                hint: 'account.signup.phoneHint',
                autoComplete: 'tel',
                inputMode: 'tel',
                type: 'tel',
              })}
              {textField('brth_dt', 'account.signup.birth', {
                hint: 'account.signup.birthHint',
                autoComplete: 'bday',
                inputMode: 'numeric',
              })}
            </Stack>
          </Fieldset>
        ) : null}
        {asksStore ? (
          <FormField id={fieldId('def_str_cd')} label={t('account.signup.store')} hints={[t('account.signup.storeHint')]}>
            {(control) => (
              <select
                {...control}
                name="def_str_cd"
                value={profile.def_str_cd ?? ''}
                onChange={(e) => setField('def_str_cd', e.target.value)}
              >
                <option value="">{t('account.signup.storeLater')}</option>
                {(stores.data?.str_list ?? []).map((store) => (
                  <option key={store.str_cd} value={store.str_cd}>
                    {store.str_nm}
                  </option>
                ))}
              </select>
            )}
          </FormField>
        ) : null}
        <Fieldset>
          <legend>{t('account.signup.agreementsLegend')}</legend>
          <AllRow>
            <input
              type="checkbox"
              checked={allOn}
              onChange={(e) => {
                if (e.target.checked) trackEvent(ANALYTICS_EVENTS.termsAgreeAll, inWebView);
                update(e.target.checked ? new Set(agreements.map((a) => a.agmt_type)) : new Set());
              }}
            />
            {t('agreement.agreeAll')}
          </AllRow>
          <RowList flush>
            {agreements.map((a) => (
              <AgreementRow key={a.agmt_id}>
                <CheckRow>
                  <input
                    type="checkbox"
                    checked={accepted.has(a.agmt_type)}
                    aria-required={isRequiredAgreement(a.must_yn) ? true : undefined}
                    onChange={(e) => toggle(a.agmt_type, e.target.checked)}
                  />
                  {`${agreementLabel(a.must_yn, lang)} ${a.agmt_nm}`}
                </CheckRow>
                <Button
                  type="button"
                  variant="text"
                  aria-label={t('account.signup.viewTerms', { name: a.agmt_nm })}
                  onClick={() => view(a)}
                >
                  {t('agreement.view')}
                </Button>
              </AgreementRow>
            ))}
          </RowList>
        </Fieldset>
        {inline ? <InlineError role="alert">{inline}</InlineError> : null}
        {!allRequiredAccepted(agreements, accepted) ? <Note id="signup-hint">{t('account.signup.requiredHint')}</Note> : null}
        <Button
          type="submit"
          block
          disabled={!canSubmit}
          aria-describedby={allRequiredAccepted(agreements, accepted) ? undefined : 'signup-hint'}
        >
          {t('account.signup.submit')}
        </Button>
      </Stack>
    </form>
  );
}
