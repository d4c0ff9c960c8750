/**
 * Customer center (spec §2 "customer center"; §7 public help calls): FAQ
 * (/v2/hybridapp/mypage/faq/list) and notices (/v2/hybridapp/mypage/notice/list) in two tabs,
 * notices linking to their detail. Public: visitors may read it. The tabs are the kit's (Radix):
 * arrows, Home and End move between them, and the choice is kept in the URL (?tab=notice).
 */
import styled from '@emotion/styled';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useFaqListQuery, useNoticeListQuery } from '@bottle/api';
import { ANALYTICS_EVENTS, formatDate } from '@bottle/domain';
import { EmptyState } from '@bottle/ui';
import { useAppSelector } from '../../../lib/store/hooks';
import { paths } from '../../../config/paths';
import { trackEvent } from '../../../lib/analytics';
import { useLang, useT } from '../../../lib/i18n';
import { ScreenLayout } from '../components/screen-layout';
import { accountMessages } from '../messages';
import { QueryState, RowList, Tabs } from '../../../lib/kit';

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

function FaqList() {
  const t = useT(accountMessages);
  const inWebView = useAppSelector((s) => s.auth.inWebView);
  const faq = useFaqListQuery({ page_no: 1, page_size: 50 });
  if (faq.isLoading || faq.isError) return <QueryState query={faq} skeletonRows={5} />;
  const list = faq.data?.list ?? [];
  if (list.length === 0) return <EmptyState title={t('account.help.faqEmpty')} />;
  return (
    <RowList flush>
      {list.map((f) => (
        <li key={f.faq_no}>
          <Faq onToggle={(e) => (e.currentTarget.open ? trackEvent(ANALYTICS_EVENTS.faqClick, inWebView, { faq_no: f.faq_no }) : undefined)}>
            <summary>
              <small>{f.faq_ctg_nm}</small>
              {f.question}
            </summary>
            <p>{f.answer}</p>
          </Faq>
        </li>
      ))}
    </RowList>
  );
}

function NoticeList() {
  const t = useT(accountMessages);
  const lang = useLang();
  const inWebView = useAppSelector((s) => s.auth.inWebView);
  const notices = useNoticeListQuery({ page_no: 1, page_size: 50 });
  if (notices.isLoading || notices.isError) return <QueryState query={notices} skeletonRows={5} />;
  const list = notices.data?.list ?? [];
  if (list.length === 0) return <EmptyState title={t('account.help.noticeEmpty')} />;
  return (
    <RowList flush>
      {list.map((n) => (
        <li key={n.notice_no}>
          <NoticeLink to={paths.noticeDetail(n.notice_no)} onClick={() => trackEvent(ANALYTICS_EVENTS.noticeClick, inWebView)}>
            <span>{n.title}</span>
            <small>{formatDate(n.reg_dt, lang) || n.reg_dt}</small>
          </NoticeLink>
        </li>
      ))}
    </RowList>
  );
}
