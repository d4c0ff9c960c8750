/**
 * Customer center (spec §2 "customer center"; §7 public help calls): FAQ
 * (/v2/hybridapp/mypage/faq/list) and notices (/v2/hybridapp/mypage/notice/list) in two tabs,
 * notices linking to their detail. Public: visitors may read it.
 */
import styled from '@emotion/styled';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useFaqListQuery, useNoticeListQuery } from '@bottle/api';
import { ANALYTICS_EVENTS, formatDate } from '@bottle/domain';
import { EmptyState, ErrorState, SkeletonList } from '@bottle/ui';
import { useAppSelector } from '../../../lib/store/hooks';
import { paths } from '../../../config/paths';
import { trackEvent } from '../../../lib/analytics';
import { useLang, useT } from '../../../lib/i18n';
import { PlainList } from '../components/form-parts';
import { ScreenLayout } from '../components/screen-layout';
import { accountMessages } from '../messages';

type Tab = 'faq' | 'notice';

const Tabs = styled.div`
  display: flex;
  border-bottom: 1px solid ${({ theme }) => theme.colors.gray300};
  margin-bottom: ${({ theme }) => theme.space.md};
`;

const TabButton = styled.button`
  flex: 1;
  min-height: ${({ theme }) => theme.touchTarget};
  border: 0;
  border-bottom: 3px solid transparent;
  background: transparent;
  color: ${({ theme }) => theme.colors.gray700};
  font: inherit;
  cursor: pointer;
  &[aria-selected='true'] {
    border-bottom-color: ${({ theme }) => theme.colors.bottleGreen};
    color: ${({ theme }) => theme.colors.bottleGreen};
    font-weight: 700;
  }
`;

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
  const tabs: { id: Tab; label: string }[] = [
    { id: 'faq', label: t('account.help.faq') },
    { id: 'notice', label: t('account.help.notices') },
  ];
  return (
    <ScreenLayout title={t('account.help.title')} backTo={paths.myPage}>
      <Tabs role="tablist" aria-label={t('account.help.tabs')}>
        {tabs.map((item) => (
          <TabButton
            key={item.id}
            type="button"
            role="tab"
            id={`help-tab-${item.id}`}
            aria-selected={tab === item.id}
            aria-controls={`help-panel-${item.id}`}
            onClick={() => choose(item.id)}
          >
            {item.label}
          </TabButton>
        ))}
      </Tabs>
      <div role="tabpanel" id={`help-panel-${tab}`} aria-labelledby={`help-tab-${tab}`}>
        {tab === 'faq' ? <FaqList /> : <NoticeList />}
      </div>
    </ScreenLayout>
  );
}

function FaqList() {
  const t = useT(accountMessages);
  const inWebView = useAppSelector((s) => s.auth.inWebView);
  const faq = useFaqListQuery({ page_no: 1, page_size: 50 });
  if (faq.isLoading) return <SkeletonList rows={5} thumbnail={false} />;
  if (faq.isError) return <ErrorState onRetry={() => void faq.refetch()} retrying={faq.isFetching} />;
  const list = faq.data?.list ?? [];
  if (list.length === 0) return <EmptyState title={t('account.help.faqEmpty')} />;
  return (
    <PlainList>
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
    </PlainList>
  );
}

function NoticeList() {
  const t = useT(accountMessages);
  const lang = useLang();
  const inWebView = useAppSelector((s) => s.auth.inWebView);
  const notices = useNoticeListQuery({ page_no: 1, page_size: 50 });
  if (notices.isLoading) return <SkeletonList rows={5} thumbnail={false} />;
  if (notices.isError) return <ErrorState onRetry={() => void notices.refetch()} retrying={notices.isFetching} />;
  const list = notices.data?.list ?? [];
  if (list.length === 0) return <EmptyState title={t('account.help.noticeEmpty')} />;
  return (
    <PlainList>
      {list.map((n) => (
        <li key={n.notice_no}>
          <NoticeLink to={paths.noticeDetail(n.notice_no)} onClick={() => trackEvent(ANALYTICS_EVENTS.noticeClick, inWebView)}>
            <span>{n.title}</span>
            <small>{formatDate(n.reg_dt, lang) || n.reg_dt}</small>
          </NoticeLink>
        </li>
      ))}
    </PlainList>
  );
}
