/**
 * Receipts (spec §1 "Receipts", §7 /v2/hybridapp/receipt/list): a month chosen among the last
 * 12 (libs/domain `monthList`), the receipts of that month, each linking to its detail.
 */
import styled from '@emotion/styled';
import { useMemo, useState } from 'react';
import { Link } from '../../../lib/router/link';
import { useReceiptListQuery } from '@bottle/api';
import { ANALYTICS_EVENTS, formatDate, formatNumber, monthList } from '@bottle/domain';

import { paths } from '../../../config/paths';
import { trackEvent } from '../../../lib/analytics';
import { useLang, useT } from '../../../lib/i18n';
import { FormField, QueryState, RowList } from '../../../lib/kit';
import { membersOnlyPage } from '../components/members-only';
import { accountMessages } from '../messages';
import { useInWebView } from '../../../lib/services';

const MONTHS = 12;

const Row = styled(Link)`
  display: flex;
  justify-content: space-between;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  min-height: 56px;
  color: ${({ theme }) => theme.colors.black};
  text-decoration: none;
  small {
    display: block;
    color: ${({ theme }) => theme.colors.gray700};
    font-size: ${({ theme }) => theme.typography.size.xs};
  }
  strong {
    white-space: nowrap;
  }
`;

function ReceiptsContent() {
  const t = useT(accountMessages);
  const lang = useLang();
  const inWebView = useInWebView();
  const months = useMemo(() => monthList(MONTHS), []);
  const [ym, setYm] = useState(months[0]?.value ?? '');
  const list = useReceiptListQuery({ ym, page_no: 1, page_size: 100 });
  return (
    <>
      <FormField id="receipt-month" label={t('account.receipts.month')}>
        {(control) => (
          <select {...control} value={ym} onChange={(e) => setYm(e.target.value)}>
            {months.map((m) => (
              <option key={m.value} value={m.value}>
                {m.label}
              </option>
            ))}
          </select>
        )}
      </FormField>
      {/* A month change refetches: the skeleton shows again rather than last month's receipts. */}
      <QueryState
        query={{ ...list, isLoading: list.isLoading || list.isFetching }}
        isEmpty={(list.data?.list.length ?? 0) === 0}
        emptyTitle={t('account.receipts.empty')}
      >
        <RowList flush aria-label={t('account.receipts.title')}>
          {list.data?.list.map((r) => (
            <li key={r.rcpt_no}>
              <Row to={paths.receiptDetail(r.rcpt_no)} onClick={() => trackEvent(ANALYTICS_EVENTS.receiptView, inWebView)}>
                <span>
                  {r.str_nm}
                  <small>
                    {formatDate(r.sale_dt, lang) || r.sale_dt}
                    {r.refund_yn === 'Y' ? ` · ${t('account.receipts.refundTag')}` : ''}
                  </small>
                </span>
                <strong>{t('account.receipts.amount', { amount: formatNumber(r.tot_amt) })}</strong>
              </Row>
            </li>
          ))}
        </RowList>
      </QueryState>
    </>
  );
}

export const ReceiptsPage = membersOnlyPage('account.receipts.title', paths.myPage, ReceiptsContent);
