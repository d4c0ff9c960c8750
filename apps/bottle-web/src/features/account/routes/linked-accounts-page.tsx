/**
 * Linked accounts (spec §7 membs/social-info, social-save, social-clear,
 * apple-save, apple-clear): the member sees whether Kakao, Naver and Apple are linked, links one
 * through the same round trip as its login (the provider's consent page, or the sign-on host for
 * Apple) and unlinks one after a confirm. The callbacks save the link (social-callback-page.tsx,
 * sso-return-page.tsx) and come back here. A failed unlink is said in an alert that names it.
 */
import styled from '@emotion/styled';
import { useAppleClearMutation, useSocialClearMutation, useSocialInfoQuery, useUserInfoQuery, type SocialInfoResponse } from '@bottle/api';
import { formatDate } from '@bottle/domain';
import { Button } from '@bottle/ui';
import { paths } from '../../../config/paths';
import { useLang, useT } from '../../../lib/i18n';
import { QueryState, RowList } from '../../../lib/kit';
import { showAlert, showConfirm } from '../../../lib/popups/popup-thunks';
import { useServices } from '../../../lib/services';
import { readMemberTokens } from '../../../lib/session/session';
import { shellActions } from '../../../lib/shell/shell-slice';
import { useAppDispatch } from '../../../lib/store/hooks';
import { Note } from '../components/form-parts';
import { membersOnlyPage } from '../components/members-only';
import { errorText } from '../lib/error-text';
import { LINK_INTENT_KEY, socialStart, ssoScreen, SSO_CALL_TYPES } from '../lib/sso-links';
import { useFollow } from '../lib/use-login-handler';
import { accountMessages, type AccountMessageKey } from '../messages';

type Provider = SocialInfoResponse['social_list'][number]['provider'];

const PROVIDERS: readonly { provider: Provider; name: AccountMessageKey }[] = [
  { provider: 'kakao', name: 'account.social.kakao' },
  { provider: 'naver', name: 'account.social.naver' },
  { provider: 'apple', name: 'account.linked.apple' },
];

const Row = styled.li`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md} 0;
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.typography.size.md};
  }
  p {
    margin: ${({ theme }) => theme.space.xs} 0 0;
    color: ${({ theme }) => theme.colors.gray700};
    font-size: ${({ theme }) => theme.typography.size.sm};
  }
`;

function LinkedAccounts() {
  const t = useT(accountMessages);
  const lang = useLang();
  const dispatch = useAppDispatch();
  const follow = useFollow();
  const { config } = useServices();
  const acesTkn = readMemberTokens().acesTkn ?? '';
  const info = useSocialInfoQuery({ acesTkn }, { skip: !acesTkn });
  const user = useUserInfoQuery();
  const [clearSocial, socialClearing] = useSocialClearMutation();
  const [clearApple, appleClearing] = useAppleClearMutation();

  // Without the member token set (a session from before it was kept) the service cannot be asked.
  if (!acesTkn) return <Note role="alert">{t('account.linked.noToken')}</Note>;
  if (info.isLoading || info.isError || !info.data) return <QueryState query={info} skeletonRows={3} />;

  const link = (provider: Provider) => {
    sessionStorage.setItem(LINK_INTENT_KEY, provider);
    if (provider === 'apple') follow(ssoScreen(config, SSO_CALL_TYPES.appleLogin, paths.linkedAccounts));
    else follow(socialStart(config, provider, paths.linkedAccounts, sessionStorage));
  };

  const unlink = (provider: Provider, name: string) => {
    const run = async () => {
      const result = provider === 'apple' ? await clearApple({ membs_on_cno: user.data?.cno ?? '' }) : await clearSocial({ provider });
      if ('error' in result && result.error)
        dispatch(showAlert(t('account.linked.unlinkFailed', { provider: name, detail: errorText(result.error, t) })));
      else dispatch(shellActions.showToast('account.linked.unlinked'));
    };
    dispatch(
      showConfirm({
        message: t('account.linked.unlinkConfirm', { provider: name }),
        confirmLabel: t('account.linked.unlink'),
        onConfirm: () => void run(),
      }),
    );
  };

  const busy = socialClearing.isLoading || appleClearing.isLoading;
  return (
    <>
      <Note>{t('account.linked.intro')}</Note>
      <RowList flush>
        {PROVIDERS.map(({ provider, name: nameKey }) => {
          const entry = info.data.social_list.find((s) => s.provider === provider);
          const linked = entry?.link_yn === 'Y';
          const name = t(nameKey);
          const headingId = `linked-${provider}`;
          return (
            <Row key={provider} aria-labelledby={headingId}>
              <div>
                <h2 id={headingId}>{name}</h2>
                <p>
                  {linked
                    ? entry?.link_dt
                      ? t('account.linked.linkedOn', { date: formatDate(entry.link_dt, lang) })
                      : t('account.linked.linked')
                    : t('account.linked.notLinked')}
                </p>
              </div>
              {linked ? (
                <Button
                  type="button"
                  variant="secondary"
                  disabled={busy || (provider === 'apple' && !user.data)}
                  onClick={() => unlink(provider, name)}
                >
                  {t('account.linked.unlinkNamed', { provider: name })}
                </Button>
              ) : (
                <Button type="button" onClick={() => link(provider)}>
                  {t('account.linked.linkNamed', { provider: name })}
                </Button>
              )}
            </Row>
          );
        })}
      </RowList>
    </>
  );
}

export const LinkedAccountsPage = membersOnlyPage('account.linked.title', paths.myPage, LinkedAccounts);
