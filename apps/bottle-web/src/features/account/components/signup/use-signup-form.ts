/**
 * The sign-up form's state and actions (see routes/signup-page.tsx for the three kinds): the
 * agreements and their draft, a visitor's identity and its draft, the main store, the refusals
 * per field, and the submit that sends the kind's call and applies the answer like a login.
 */
import { useCallback, useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import {
  useBottleAgreementListQuery,
  useBottleSignupMutation,
  useSsoAgreementSignupMutation,
  useSsoSignupAgreementListQuery,
  useSsoSignupMutation,
  useStoreListQuery,
  type Agreement,
  type LoginResponse,
} from '@bottle/api';
import {
  ANALYTICS_EVENTS,
  allRequiredAccepted,
  kstToday,
  LOGIN_ERROR_CODE,
  normalizePhone,
  SIGNUP_ID_TAKEN_DETAIL,
  signupProblems,
  type SignupField,
} from '@bottle/domain';
import { useAppDispatch } from '../../../../lib/store/hooks';
import { trackEvent } from '../../../../lib/analytics';
import { useLang, useT } from '../../../../lib/i18n';
import { popupActions } from '../../../../lib/popups/popup-slice';
import { usePersistentState } from '../../../../lib/persistent-state';
import { errorText } from '../../lib/error-text';
import { readMemberTokens } from '../../../../lib/session/session';
import { useLoginHandler } from '../../lib/use-login-handler';
import { accountMessages, type AccountMessageKey } from '../../messages';
import { apiErrorOf } from '../../lib/error-text';
import { useInWebView } from '../../../../lib/services';

import {
  PROFILE_DRAFT_STORAGE,
  SIGNUP_DRAFT_KEY,
  SIGNUP_DRAFT_STORAGE,
  SIGNUP_PROFILE_DRAFT_KEY,
  type PROFILE_DRAFT_FIELDS,
  type ProfileDraft,
} from './signup-drafts';

/** A field's problem, as its message key. */
export type FieldProblem = Parameters<typeof problemKey>[0];
export function problemKey(problem: ReturnType<typeof signupProblems>[SignupField] | 'passwordMismatch' | 'idTaken'): AccountMessageKey {
  return `account.signup.problem.${problem ?? 'required'}` as AccountMessageKey;
}

/** The fields of the form, in screen order (the first refused one takes the focus). */
export const FORM_FIELDS = ['login_id', 'password', 'password_confirm', 'user_name', 'mbl_no', 'brth_dt'] as const;
export type FormFieldName = (typeof FORM_FIELDS)[number];

/** Who signs up (see the header): a visitor, a signed-on mart member, a signed-on member of neither service. */
export type SignupKind = 'sso' | 'bottle' | 'ssoAgmt';

export function useSignupForm(kind: SignupKind) {
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

  return {
    t,
    lang,
    inWebView,
    list,
    agreements,
    accepted,
    allOn,
    canSubmit,
    update,
    toggle,
    view,
    inline,
    asksIdentity,
    asksStore,
    stores,
    profile,
    setField,
    password,
    setPassword,
    passwordConfirm,
    setPasswordConfirm,
    problems,
    setProblems,
    fieldId,
    formRef,
    submit,
  };
}

export type SignupFormModel = ReturnType<typeof useSignupForm>;
