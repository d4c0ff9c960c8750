/**
 * Customer center (spec §2 "customer center"; §7 public help calls): FAQ
 * (/v2/hybridapp/mypage/faq/list) and notices (/v2/hybridapp/mypage/notice/list) in two tabs,
 * notices linking to their detail. Public: visitors may read it. The tabs are the kit's (Radix):
 * arrows, Home and End move between them, and the choice is kept in the URL (?tab=notice).
 */
import styled from '@emotion/styled';
import { useState, type ReactNode } from 'react';
import { Link, useSearchParams } from '../../../lib/router/link';
import { useFaqListQuery, useNoticeListQuery } from '@bottle/api';
import { ANALYTICS_EVENTS, formatDate } from '@bottle/domain';

import { paths } from '../../../config/paths';
import { trackEvent } from '../../../lib/analytics';
import { useLang, useT } from '../../../lib/i18n';
import { ScreenLayout } from '../components/screen-layout';
import { accountMessages } from '../messages';
import { QueryState, RowList, Tabs, type QueryView } from '../../../lib/kit';
import { useInWebView } from '../../../lib/services';

type Tab = 'faq' | 'notice';

const Faq = styled.details`
  padding: ${({ theme }) => theme.space.sm} 0;
  summary {
    min-height: ${({ theme }) => theme.touchTarget};
    display: flex;
    align-items: center;
    cursor: pointer;
    font-weight: 700;
  }
  p {
    margin: ${({ theme }) => theme.space.xs} 0 0;
    color: ${({ theme }) => theme.colors.gray800};
    white-space: pre-line;
  }
  small {
    color: ${({ theme }) => theme.colors.gray700};
    margin-right: ${({ theme }) => theme.space.xs};
  }
`;

const NoticeLink = styled(Link)`
  display: flex;
  flex-direction: column;
  justify-content: center;
  min-height: 56px;
  color: ${({ theme }) => theme.colors.black};
  text-decoration: none;
  small {
    color: ${({ theme }) => theme.colors.gray700};
  }
`;

export function CustomerCenterPage() {
  const t = useT(accountMessages);
  const [params, setParams] = useSearchParams();
  const [tab, setTab] = useState<Tab>(params.get('tab') === 'notice' ? 'notice' : 'faq');
  const choose = (next: Tab) => {
    setTab(next);
    setParams(next === 'faq' ? {} : { tab: next }, { replace: true });
  };
  const tabs: { value: Tab; label: string }[] = [
    { value: 'faq', label: t('account.help.faq') },
    { value: 'notice', label: t('account.help.notices') },
  ];
  return (
    <ScreenLayout title={t('account.help.title')} backTo={paths.myPage}>
      <Tabs label={t('account.help.tabs')} items={tabs} value={tab} onValueChange={choose}>
        {tab === 'faq' ? <FaqList /> : <NoticeList />}
      </Tabs>
    </ScreenLayout>
  );
}

// Either tab shows the first page of its list (50 is more than the chain has ever posted).
const FIRST_PAGE = { page_no: 1, page_size: 50 };

/** Either tab's list: loading and errors through QueryState, its own line when there is nothing. */
function HelpList<T>({
  query,
  emptyTitle,
  children,
}: {
  query: QueryView<{ list?: T[] | null }>;
  emptyTitle: string;
  children: (item: T) => ReactNode;
}) {
  const list = query.data?.list ?? [];
  return (
    <QueryState query={query} skeletonRows={5} isEmpty={list.length === 0} emptyTitle={emptyTitle}>
      <RowList flush>{list.map(children)}</RowList>
    </QueryState>
  );
}

function FaqList() {
  const t = useT(accountMessages);
  const inWebView = useInWebView();
  const faq = useFaqListQuery(FIRST_PAGE);
  return (
    <HelpList query={faq} emptyTitle={t('account.help.faqEmpty')}>
      {(f) => (
        <li key={f.faq_no}>
          <Faq
            onToggle={(e) => (e.currentTarget.open ? trackEvent(ANALYTICS_EVENTS.faqClick, inWebView, { faq_no: f.faq_no }) : undefined)}
          >
            <summary>
              <small>{f.faq_ctg_nm}</small>
              {f.question}
            </summary>
            <p>{f.answer}</p>
          </Faq>
        </li>
      )}
    </HelpList>
  );
}

function NoticeList() {
  const t = useT(accountMessages);
  const lang = useLang();
  const inWebView = useInWebView();
  const notices = useNoticeListQuery(FIRST_PAGE);
  return (
    <HelpList query={notices} emptyTitle={t('account.help.noticeEmpty')}>
      {(n) => (
        <li key={n.notice_no}>
          <NoticeLink to={paths.noticeDetail(n.notice_no)} onClick={() => trackEvent(ANALYTICS_EVENTS.noticeClick, inWebView)}>
            <span>{n.title}</span>
            <small>{formatDate(n.reg_dt, lang) || n.reg_dt}</small>
          </NoticeLink>
        </li>
      )}
    </HelpList>
  );
}
