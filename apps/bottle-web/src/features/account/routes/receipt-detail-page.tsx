/** One receipt (spec §7 /v2/hybridapp/receipt/info): store, date, items, total, discount, paid. */
import styled from '@emotion/styled';
import { useParams } from 'react-router';
import { useReceiptInfoQuery } from '@bottle/api';
import { formatDate, formatNumber } from '@bottle/domain';
import { paths } from '../../../config/paths';
import { useLang, useT } from '../../../lib/i18n';
import { SectionTitle } from '../components/form-parts';
import { membersOnlyPage } from '../components/members-only';
import { accountMessages } from '../messages';
import { FactRow, Facts as KitFacts, QueryState, RowList } from '../../../lib/kit';

/** The kit's rows, the labels at the text's size and the amounts set right as on a receipt. */
const Facts = styled(KitFacts)`
  dt {
    font-size: inherit;
  }
  dd {
    text-align: right;
  }
`;

const Line = styled.li`
  display: flex;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.sm} 0;
`;

function ReceiptDetail() {
  const t = useT(accountMessages);
  const lang = useLang();
  const { rcptNo = '' } = useParams();
  const info = useReceiptInfoQuery({ rcpt_no: rcptNo });
  if (info.isLoading || info.isError || !info.data) return <QueryState query={info} />;
  const r = info.data;
  const won = (n: number) => t('account.receipts.amount', { amount: formatNumber(n) });
  // A refund's receipt carries negative amounts (libs/api A37): it says so and shows what came back.
  const refund = r.refund_yn === 'Y';
  return (
    <>
      {refund ? <p role="note">{t('account.receipts.refundNote')}</p> : null}
      <Facts>
        <dt>{t('account.receipts.store')}</dt>
        <dd>{r.str_nm}</dd>
        <dt>{t('account.receipts.date')}</dt>
        <dd>{formatDate(r.sale_dt, lang) || r.sale_dt}</dd>
        <FactRow
          label={t('account.receipts.payType')}
          value={r.pay_type ? t(r.pay_type === 'APP' ? 'account.receipts.payApp' : 'account.receipts.payStore') : null}
        />
      </Facts>
      <SectionTitle>{t('account.receipts.items')}</SectionTitle>
      <RowList flush>
        {r.item_list.map((item) => (
          <Line key={item.prd_cd}>
            <span>{t('account.receipts.item', { name: item.prd_nm, qty: item.qty })}</span>
            <span>{won(item.amt)}</span>
          </Line>
        ))}
      </RowList>
      <Facts>
        <dt>{t('account.receipts.total')}</dt>
        <dd>{won(r.tot_amt)}</dd>
        <dt>{t('account.receipts.discount')}</dt>
        <dd>{won(r.dc_amt)}</dd>
        <dt>{t(refund ? 'account.receipts.refunded' : 'account.receipts.paid')}</dt>
        <dd>
          <strong>{won(refund ? Math.abs(r.pay_amt) : r.pay_amt)}</strong>
        </dd>
      </Facts>
    </>
  );
}

export const ReceiptDetailPage = membersOnlyPage('account.receipts.detailTitle', paths.receipts, ReceiptDetail);
