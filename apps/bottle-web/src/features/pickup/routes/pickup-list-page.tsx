/**
 * My pickups (spec §2 "pickup list"): current reservations first, then past ones, each with its
 * status badge and its hold deadline (or visit date), linking to the reservation's details.
 */
import styled from '@emotion/styled';
import { Link } from '../../../lib/router/link';
import { usePickupListQuery, type PickupReservation } from '@bottle/api';
import { formatDayLabel, formatNumber } from '@bottle/domain';
import { EmptyState } from '@bottle/ui';
import { paths } from '../../../config/paths';
import { useLang, useT } from '../../../lib/i18n';
import { MembersOnlyPage, Thumb, ThumbRowList } from '../components/page';
import { StatusBadge } from '../components/status-badge';
import { holdDeadline, isCurrent } from '../lib/status';
import { pickupMessages } from '../messages';
import { QueryState, Section } from '../../../lib/kit';

/** One page holds every reservation a member keeps in practice (the mock caps a page at 100). */
export const PICKUP_PAGE_SIZE = 100;

const List = styled(ThumbRowList)`
  a {
    min-height: 72px;
    padding: ${({ theme }) => theme.space.md} 0;
  }
`;

export function PickupListPage() {
  const t = useT(pickupMessages);
  return (
    <MembersOnlyPage title={t('pickup.listTitle')}>
      <PickupLists />
    </MembersOnlyPage>
  );
}

function PickupLists() {
  const t = useT(pickupMessages);
  const list = usePickupListQuery({ page_size: PICKUP_PAGE_SIZE });

  if (list.isLoading || list.isError || !list.data) return <QueryState query={list} thumbnail />;
  const all = list.data.list;
  if (all.length === 0) return <EmptyState title={t('pickup.empty')} description={t('pickup.emptyHint')} />;
  const current = all.filter((r) => isCurrent(r.status));
  const past = all.filter((r) => !isCurrent(r.status));
  return (
    <>
      <Section aria-labelledby="pickup-current">
        <h2 id="pickup-current">{t('pickup.current')}</h2>
        {current.length === 0 ? <p>{t('pickup.noCurrent')}</p> : <Items items={current} />}
      </Section>
      <Section aria-labelledby="pickup-past">
        <h2 id="pickup-past">{t('pickup.past')}</h2>
        {past.length === 0 ? <p>{t('pickup.noPast')}</p> : <Items items={past} />}
      </Section>
    </>
  );
}

function Items({ items }: { items: PickupReservation[] }) {
  const t = useT(pickupMessages);
  const lang = useLang();
  return (
    <List>
      {items.map((r) => {
        const deadline = holdDeadline(r);
        return (
          <li key={r.pickup_no}>
            <Link to={paths.pickupDetail(r.pickup_no)}>
              <Thumb src={r.img_url} alt="" />
              <span className="body">
                <span className="name">{r.prd_nm}</span>
                <span className="meta">
                  {r.str_nm} · {t('pickup.bottles', { n: r.qty })}
                </span>
                <span className="meta" data-testid="pickup-list-payment">
                  {r.payment
                    ? t(r.payment.pay_stat === 'PAID' ? 'pickup.payment.paid' : 'pickup.payment.refunded', {
                        amount: formatNumber(r.payment.amount),
                      })
                    : `${t('pickup.payment.atStore')} · ${t('pickup.won', { amount: formatNumber(r.pay_amt) })}`}
                </span>
                <span className="meta">
                  {deadline
                    ? t('pickup.holdUntil', { date: formatDayLabel(deadline, lang) || deadline })
                    : r.status === 'RESERVED'
                      ? t('pickup.pickupDate', { date: formatDayLabel(r.pickup_dt, lang) || r.pickup_dt })
                      : formatDayLabel(r.reg_dt, lang) || r.reg_dt}
                </span>
              </span>
              <StatusBadge status={r.status} />
            </Link>
          </li>
        );
      })}
    </List>
  );
}
