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
import { useIsMemberQuery } from '@bottle/api';
import { allRequiredAccepted } from '@bottle/domain';
import { Button, EmptyState, SkeletonList } from '@bottle/ui';
import { useAppSelector } from '../../../lib/store/hooks';
import { paths } from '../../../config/paths';
import { useT } from '../../../lib/i18n';
import { InlineError, Note, Stack } from '../components/form-parts';
import { ScreenLayout } from '../components/screen-layout';
import { accountMessages, type AccountMessageKey } from '../messages';
import { FormField, LinkButton, QueryState } from '../../../lib/kit';
import { selectLoggedIn } from '../../../lib/session/auth-slice';

import { SignupAgreements } from '../components/signup/signup-agreements';
import { SignupIdentityFields } from '../components/signup/signup-identity-fields';
import { useSignupForm, type SignupKind } from '../components/signup/use-signup-form';

export { SIGNUP_DRAFT_KEY, SIGNUP_PROFILE_DRAFT_KEY } from '../components/signup/signup-drafts';

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

const INTRO: Record<SignupKind, AccountMessageKey> = {
  sso: 'account.signup.intro',
  bottle: 'account.signup.introMartMember',
  ssoAgmt: 'account.signup.introSsoMember',
};

function SignupForm({ kind }: { kind: SignupKind }) {
  const form = useSignupForm(kind);
  const { t, list, agreements, accepted, canSubmit, inline, asksIdentity, asksStore, stores, profile, setField, fieldId, formRef, submit } =
    form;

  if (list.isLoading || list.isError) return <QueryState query={list} skeletonRows={5} />;
  if (agreements.length === 0) return <EmptyState title={t('account.signup.empty')} />;

  return (
    <form ref={formRef} noValidate onSubmit={(e) => void submit(e)}>
      <Stack>
        <Note>{t(INTRO[kind])}</Note>
        {asksIdentity ? <SignupIdentityFields form={form} /> : null}
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
        <SignupAgreements form={form} />
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
