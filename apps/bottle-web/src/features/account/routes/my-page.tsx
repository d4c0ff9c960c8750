/**
 * My page tab (spec §1 membership area, §2 "my page" with pickup, coupon, grade and menu items):
 * visitors see a login prompt; members see their name and grade (/app/mypage/init,
 * /app/mypage/usergrade; labels from libs/domain's grade codes; the next grade and the amount to
 * it by libs/domain's gradeProgress over the grade list, as on the grade page), the membership card (barcode
 * popup), the main store with a change button, the menu, logout and withdrawal.
 */
import styled from '@emotion/styled';
import { Link } from '../../../lib/router/link';
import { useIsMemberQuery, useLazyIsMemberQuery, useMypageInitQuery, useUserInfoQuery } from '@bottle/api';
import { ANALYTICS_EVENTS, MEMBERSHIP_GRADES, formatNumber, labelText, type AnalyticsEventName } from '@bottle/domain';
import { Button, Skeleton } from '@bottle/ui';
import { useAppDispatch, useAppSelector } from '../../../lib/store/hooks';
import { paths } from '../../../config/paths';
import { trackEvent } from '../../../lib/analytics';
import { useLang, useT } from '../../../lib/i18n';
import { showAlert, showConfirm } from '../../../lib/popups/popup-thunks';
import { useServices, useInWebView } from '../../../lib/services';
import { popupActions } from '../../../lib/popups/popup-slice';
import { Note } from '../components/form-parts';
import { LoginPrompt } from '../components/login-prompt';
import { useMemberGrade } from '../lib/grade-progress';
import { useLogout } from '../lib/use-logout';
import { useOpenMembershipCard } from '../lib/use-open-membership-card';
import { ssoPasswordCampaign } from '../lib/sso-links';
import { useFollow } from '../lib/use-login-handler';
import { accountMessages, type AccountMessageKey } from '../messages';
import { LinkButton, QueryState, RowList } from '../../../lib/kit';
import { selectLoggedIn } from '../../../lib/session/auth-slice';

const Page = styled.div`
  padding: ${({ theme }) => theme.space.lg};
  h1 {
    margin: 0 0 ${({ theme }) => theme.space.md};
    font-size: ${({ theme }) => theme.typography.size.xxl};
    color: ${({ theme }) => theme.colors.bottleGreen};
  }
`;

const Card = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.bottleGreen};
  color: ${({ theme }) => theme.colors.white};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.typography.size.xl};
  }
  p {
    margin: 0;
    font-size: ${({ theme }) => theme.typography.size.sm};
  }
`;

const GradeBadge = styled.strong`
  display: block;
  font-size: ${({ theme }) => theme.typography.size.lg};
`;

const CardButton = styled.button`
  align-self: flex-start;
  min-height: ${({ theme }) => theme.touchTarget};
  padding: 0 ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.white};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: transparent;
  color: ${({ theme }) => theme.colors.white};
  font: inherit;
  font-weight: 700;
  cursor: pointer;
`;

const StoreRow = styled.section`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  margin-top: ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => theme.space.md} 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.gray200};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.typography.size.sm};
    color: ${({ theme }) => theme.colors.gray700};
  }
  p {
    margin: 0;
    font-weight: 700;
  }
`;

const MenuNav = styled.nav`
  margin-top: ${({ theme }) => theme.space.md};
  a {
    display: flex;
    align-items: center;
    justify-content: space-between;
    min-height: 52px;
    color: ${({ theme }) => theme.colors.black};
    text-decoration: none;
    font-size: ${({ theme }) => theme.typography.size.md};
  }
`;

const Count = styled.span`
  color: ${({ theme }) => theme.colors.bottleGreen};
  font-weight: 700;
`;

/** A signed-on member who is no Bottle member yet is offered the sign-up. */
const JoinPrompt = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.grayBg};
  p {
    margin: 0;
  }
`;

const AccountActions = styled.section`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.xl};
`;

const Withdrawal = styled.div`
  margin-top: ${({ theme }) => theme.space.xxl};
  padding-top: ${({ theme }) => theme.space.md};
  border-top: 1px solid ${({ theme }) => theme.colors.gray200};
  display: flex;
  justify-content: flex-end;
`;

interface MenuItem {
  to: string;
  label: AccountMessageKey;
  event: AnalyticsEventName;
  count?: number;
}

export function MyPage() {
  const t = useT(accountMessages);
  const loggedIn = useAppSelector(selectLoggedIn);
  return (
    <Page>
      <h1>{t('screen.myPage')}</h1>
      {loggedIn ? <MemberArea /> : <LoginPrompt />}
    </Page>
  );
}

function MemberArea() {
  const t = useT(accountMessages);
  const lang = useLang();
  const dispatch = useAppDispatch();
  const inWebView = useInWebView();
  const openCard = useOpenMembershipCard();
  const init = useMypageInitQuery();
  // Grade, next grade and amount to it: the same rule as the grade page.
  const grade = useMemberGrade();
  const user = useUserInfoQuery();
  const { logout, isLoading: loggingOut } = useLogout();
  const follow = useFollow();
  const { config } = useServices();
  const [checkMember, memberCheck] = useLazyIsMemberQuery();
  // Signed on to the chain but not to Bottle (a mart member, say): offer the sign-up.
  const membership = useIsMemberQuery();
  // The chain's password page (pwCampBridge.sso) wants both memberships: the member check says them.
  const changePassword = async () => {
    const memberships = await checkMember()
      .unwrap()
      .catch(() => undefined);
    if (memberships) follow(ssoPasswordCampaign(config, memberships));
    else dispatch(showAlert(t('error.default')));
  };
  // Both ends of the membership (logout, withdrawal) are asked about first.
  const confirmThen = (message: AccountMessageKey, confirmLabel: AccountMessageKey, action: () => Promise<unknown>) =>
    dispatch(showConfirm({ message: t(message), confirmLabel: t(confirmLabel), onConfirm: () => void action() }));

  if (init.isLoading || init.isError || !init.data) return <QueryState query={init} />;

  const data = init.data;
  const gradeCode = grade.gradeCd ?? data.grade_cd;
  const menu: MenuItem[] = [
    { to: paths.bunker, label: 'account.my.bunker', event: ANALYTICS_EVENTS.myPageMenuClick, count: data.bnkr_cnt },
    { to: paths.pickupList, label: 'account.my.pickups', event: ANALYTICS_EVENTS.myPagePickupClick, count: data.pickup_cnt },
    // The alarm list (restock and reservation alarms), reachable from here as well as from the
    // confirmations that set an alarm.
    { to: paths.alarm, label: 'account.my.alarms', event: ANALYTICS_EVENTS.myPageMenuClick },
    { to: paths.coupons, label: 'account.my.coupons', event: ANALYTICS_EVENTS.myPageCouponClick, count: data.coupon_cnt },
    { to: paths.receipts, label: 'account.my.receipts', event: ANALYTICS_EVENTS.myPageMenuClick },
    { to: paths.pushNotices, label: 'account.my.push', event: ANALYTICS_EVENTS.myPageMenuClick, count: data.unread_push_cnt },
    { to: paths.grade, label: 'account.my.gradeBenefits', event: ANALYTICS_EVENTS.myPageGradeClick },
    { to: paths.linkedAccounts, label: 'account.my.linkedAccounts', event: ANALYTICS_EVENTS.myPageMenuClick },
    { to: paths.settings, label: 'account.my.settings', event: ANALYTICS_EVENTS.myPageMenuClick },
    { to: paths.customerCenter, label: 'account.my.help', event: ANALYTICS_EVENTS.customerCenterClick },
  ];

  return (
    <>
      <Card aria-labelledby="my-name">
        <h2 id="my-name">{t('account.my.greeting', { name: data.user_name })}</h2>
        <GradeBadge>
          {t('account.my.gradeLabel')}: {t('account.my.grade', { grade: labelText(MEMBERSHIP_GRADES, gradeCode, lang) })}
        </GradeBadge>
        {grade.purchaseAmt !== undefined ? (
          <>
            <p>{t('account.my.purchase', { amount: formatNumber(grade.purchaseAmt) })}</p>
            {grade.progressText ? <p>{grade.progressText}</p> : null}
          </>
        ) : grade.isLoading ? (
          <Skeleton width="60%" />
        ) : null}
        <CardButton type="button" onClick={openCard}>
          {t('account.my.card')}
        </CardButton>
      </Card>

      {membership.data?.bottle_member_yn === 'N' ? (
        <JoinPrompt aria-labelledby="my-join">
          <p id="my-join">{t('account.my.joinPrompt')}</p>
          <LinkButton to={paths.signup}>{t('account.my.join')}</LinkButton>
        </JoinPrompt>
      ) : null}

      <StoreRow aria-labelledby="my-store">
        <div>
          <h2 id="my-store">{t('account.my.mainStore')}</h2>
          {user.isLoading ? <Skeleton width="8em" /> : <p>{user.data?.def_str_nm || t('account.my.noMainStore')}</p>}
        </div>
        <Button type="button" variant="secondary" onClick={() => dispatch(popupActions.openMainStore())}>
          {user.data?.def_str_cd ? t('account.my.changeStore') : t('account.my.setStore')}
        </Button>
      </StoreRow>
      {user.isError ? <Note role="alert">{t('error.default')}</Note> : null}

      <MenuNav aria-label={t('account.my.menu')}>
        <RowList flush>
          {menu.map((item) => (
            <li key={item.to}>
              <Link to={item.to} onClick={() => trackEvent(item.event, inWebView, { menu: item.label })}>
                <span>{t(item.label)}</span>
                {item.count !== undefined && item.count > 0 ? <Count>{t('account.my.count', { n: item.count })}</Count> : null}
              </Link>
            </li>
          ))}
        </RowList>
      </MenuNav>

      {/* Logout asks first, and withdrawal stands apart from it, small and further down: side by
          side, a slip of the thumb ended the session or started a deletion. */}
      <AccountActions aria-label={t('account.my.accountActions')}>
        <Button
          type="button"
          variant="secondary"
          disabled={loggingOut}
          onClick={() => confirmThen('account.my.logoutConfirm', 'account.my.logout', logout)}
        >
          {t('account.my.logout')}
        </Button>
        <Button type="button" variant="secondary" disabled={memberCheck.isFetching} onClick={() => void changePassword()}>
          {t('account.my.changePassword')}
        </Button>
      </AccountActions>
      <Withdrawal>
        {/* Its own screen: what is lost, the reason, the identity check (withdraw-page.tsx). */}
        <LinkButton to={paths.withdraw} variant="text">
          {t('account.my.withdraw')}
        </LinkButton>
      </Withdrawal>
    </>
  );
}
