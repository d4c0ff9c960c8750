/**
 * Coupons (spec §2 my page "coupon"): the member's coupons from libs/api A22
 * `/app/mypage/coupon/list`, in two sections: available ones (soonest expiry first) and used or
 * expired ones, each with its discount, the smallest purchase it needs and its last day. The
 * membership card that redeems them at the checkout opens from here.
 */
import styled from '@emotion/styled';
import { useCouponListQuery, type Coupon } from '@bottle/api';
import { formatNumber } from '@bottle/domain';
import { Button, EmptyState } from '@bottle/ui';
import { paths } from '../../../config/paths';
import { useLang, useT } from '../../../lib/i18n';
import { useServerClock } from '../../../lib/server-clock';
import { formatExpiry, splitCoupons } from '../lib/coupons';
import { useOpenMembershipCard } from '../lib/use-open-membership-card';
import { Note, SectionTitle, Stack } from '../components/form-parts';
import { membersOnlyPage } from '../components/members-only';
import { accountMessages } from '../messages';
import { QueryState, RowList } from '../../../lib/kit';

const Item = styled.li`
  display: flex;
  gap: ${({ theme }) => theme.space.md};
  align-items: flex-start;
  padding: ${({ theme }) => theme.space.md} 0;
  .body {
    flex: 1;
    min-width: 0;
  }
  .discount {
    display: block;
    color: ${({ theme }) => theme.colors.bottleGreen};
    font-size: ${({ theme }) => theme.typography.size.lg};
    font-weight: ${({ theme }) => theme.typography.weight.bold};
  }
  .name {
    display: block;
    font-weight: ${({ theme }) => theme.typography.weight.medium};
  }
  .meta {
    display: block;
    color: ${({ theme }) => theme.colors.gray700};
    font-size: ${({ theme }) => theme.typography.size.sm};
  }
  &[data-past='true'] .discount {
    color: ${({ theme }) => theme.colors.gray700};
  }
`;

const Badge = styled.span`
  flex: none;
  padding: 0 ${({ theme }) => theme.space.xs};
  border: 1px solid ${({ theme }) => theme.colors.gray300};
  border-radius: ${({ theme }) => theme.radii.sm};
  color: ${({ theme }) => theme.colors.gray800};
  font-size: ${({ theme }) => theme.typography.size.xs};
`;

function CouponsContent() {
  const t = useT(accountMessages);
  const openCard = useOpenMembershipCard();
  const coupons = useCouponListQuery();
  // Valid "today" by the shop's day (lib/server-clock.ts), not the phone's.
  const { today } = useServerClock();
  if (coupons.isLoading || coupons.isError || !coupons.data) return <QueryState query={coupons} skeletonRows={3} />;
  const { available, past } = splitCoupons(coupons.data.coupon_list, today);
  const card = (
    <Button type="button" onClick={openCard}>
      {t('account.my.card')}
    </Button>
  );
  if (available.length === 0 && past.length === 0) return <EmptyState title={t('account.coupons.empty')} action={card} />;
  return (
    <Stack>
      <section aria-labelledby="coupons-available">
        <SectionTitle id="coupons-available">
          {t('account.coupons.available')} <span>({available.length})</span>
        </SectionTitle>
        {available.length === 0 ? (
          <Note>{t('account.coupons.none')}</Note>
        ) : (
          <RowList flush>
            {available.map((c) => (
              <CouponItem key={c.cpn_no} coupon={c} today={today} />
            ))}
          </RowList>
        )}
        <Note>{t('account.coupons.howTo')}</Note>
        {card}
      </section>
      <section aria-labelledby="coupons-past">
        <SectionTitle id="coupons-past">{t('account.coupons.past')}</SectionTitle>
        {past.length === 0 ? (
          <Note>{t('account.coupons.noPast')}</Note>
        ) : (
          <RowList flush>
            {past.map((c) => (
              <CouponItem key={c.cpn_no} coupon={c} today={today} past />
            ))}
          </RowList>
        )}
      </section>
    </Stack>
  );
}

function CouponItem({ coupon: c, today, past = false }: { coupon: Coupon; today: string; past?: boolean }) {
  const t = useT(accountMessages);
  const lang = useLang();
  const discount =
    c.dc_type === 'RATE' ? t('account.coupons.rate', { n: c.dc_value }) : t('account.coupons.amount', { amount: formatNumber(c.dc_value) });
  const expiry =
    !past && c.exp_dt === today ? t('account.coupons.expiresToday') : t('account.coupons.expires', { date: formatExpiry(c.exp_dt, lang) });
  return (
    <Item data-past={past}>
      <span className="body">
        <span className="discount">{discount}</span>
        <span className="name">{c.cpn_nm}</span>
        {c.min_amt ? <span className="meta">{t('account.coupons.minAmount', { amount: formatNumber(c.min_amt) })}</span> : null}
        <span className="meta">{expiry}</span>
      </span>
      {past ? <Badge>{t(c.use_yn === 'Y' ? 'account.coupons.used' : 'account.coupons.expired')}</Badge> : null}
    </Item>
  );
}

export const CouponsPage = membersOnlyPage('account.coupons.title', paths.myPage, CouponsContent);
