/**
 * Sign-up (spec §1 "Sign-up requires agreements", §3 agreements, §5 labels; issue 16 part 2).
 * Three kinds, by who opens it (ASSUMPTIONS "Sign-up"):
 * - 'sso': a visitor joins the chain's sign-on membership and Bottle at once: the sign-on
 *   sign-up's agreements (/fo/user/sso/signup/agmt/list) and /fo/user/sso/signup;
 * - 'bottle': a signed-on mart member who is no Bottle member yet (the member check
 *   /fo/user/ssobottle/ismember says so) joins Bottle: /fo/user/ssobottle/agmt/list and
 *   /fo/user/ssobottle/signup with the member token set;
 * - 'ssoAgmt': a signed-on member of neither service (signed on elsewhere in the chain) accepts
 *   the sign-on sign-up's agreements as a sign-on member: /fo/user/sso/signup/agmt/list and
 *   /fo/user/sso/signup/sso-agmt with their acesTkn.
 * Both: '(필수)'/'(선택)' labels, agree-all, each text in the Terms popup (HTML sanitised by
 * libs/ui), submit enabled only when every required agreement is accepted (libs/domain
 * `allRequiredAccepted`), refused ones sent as agree_yn N. The choices are a draft in session
 * storage, so a reload or a failed submit loses nothing. A successful sign-up answers like a login
 * and is applied the same way (lib/use-login-handler.ts).
 */
import styled from '@emotion/styled';
import { useCallback, useEffect, useMemo, useState, type FormEvent } from 'react';
import {
  useBottleAgreementListQuery,
  useBottleSignupMutation,
  useIsMemberQuery,
  useSsoAgreementSignupMutation,
  useSsoSignupAgreementListQuery,
  useSsoSignupMutation,
  type Agreement,
} from '@bottle/api';
import { ANALYTICS_EVENTS, agreementLabel, allRequiredAccepted, isRequiredAgreement } from '@bottle/domain';
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
import { LinkButton, QueryState, RowList } from '../../../lib/kit';

/** Draft key (features.md: `bottle.draft.<feature>.<id>`): the accepted agmt_type values. */
export const SIGNUP_DRAFT_KEY = 'bottle.draft.account.signup';

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
  const loggedIn = useAppSelector((s) => s.auth.loggedIn);
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
        <EmptyState title={t('account.signup.alreadyMember')} action={<LinkButton to={paths.myPage}>{t('account.signup.goMyPage')}</LinkButton>} />
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
  const inWebView = useAppSelector((s) => s.auth.inWebView);
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

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!canSubmit) return;
    setInline(null);
    const agmt_list = agreements.map((a) => ({ agmt_id: a.agmt_id, agmt_ver: a.agmt_ver, agree_yn: accepted.has(a.agmt_type) ? ('Y' as const) : ('N' as const) }));
    // A visitor sends no member token (a stale one of an earlier session must not join as that member).
    const { acesTkn, ssoTkn } = kind === 'sso' ? { acesTkn: null, ssoTkn: null } : readMemberTokens();
    if (kind === 'ssoAgmt' && !acesTkn) {
      setInline(t('account.signup.failed', { detail: t('error.default') }));
      return;
    }
    const result =
      kind === 'ssoAgmt' && acesTkn
        ? await ssoAgreement({ acesTkn, agmt_list })
        : await (kind === 'bottle' ? bottleSignup : ssoSignup)({ ...(acesTkn ? { acesTkn } : {}), ...(ssoTkn ? { ssoTkn } : {}), agmt_list });
    if ('error' in result && result.error && !(result.error as { rspC?: string }).rspC) {
      // A transport or validation failure: the form (and its draft) stays as it was.
      setInline(t('account.signup.failed', { detail: errorText(result.error, t) }));
      return;
    }
    const outcome = await handle(result);
    if (outcome === 'success') {
      trackEvent(ANALYTICS_EVENTS.signupComplete, inWebView);
      draft.clear(accepted);
    }
  };

  if (list.isLoading || list.isError) return <QueryState query={list} skeletonRows={5} />;
  if (agreements.length === 0) return <EmptyState title={t('account.signup.empty')} />;

  return (
    <form noValidate onSubmit={(e) => void submit(e)}>
      <Stack>
        <Note>{t(INTRO[kind])}</Note>
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
                <Button type="button" variant="text" aria-label={t('account.signup.viewTerms', { name: a.agmt_nm })} onClick={() => view(a)}>
                  {t('agreement.view')}
                </Button>
              </AgreementRow>
            ))}
          </RowList>
        </Fieldset>
        {inline ? <InlineError role="alert">{inline}</InlineError> : null}
        {!allRequiredAccepted(agreements, accepted) ? <Note id="signup-hint">{t('account.signup.requiredHint')}</Note> : null}
        <Button type="submit" block disabled={!canSubmit} aria-describedby={allRequiredAccepted(agreements, accepted) ? undefined : 'signup-hint'}>
          {t('account.signup.submit')}
        </Button>
      </Stack>
    </form>
  );
}
