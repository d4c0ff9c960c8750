/** One notice (spec §7 /v2/hybridapp/mypage/notice/info): an HTML body sanitised by libs/ui. */
import styled from '@emotion/styled';
import { useParams } from 'react-router';
import { useNoticeInfoQuery } from '@bottle/api';
import { formatDate } from '@bottle/domain';
import { ErrorState, SkeletonList, trustedHtml } from '@bottle/ui';
import { useLang, useT } from '../../../lib/i18n';
import { Note } from '../components/form-parts';
import { ScreenLayout } from '../components/screen-layout';
import { accountMessages } from '../messages';

const Article = styled.article`
  h2 {
    margin: 0 0 ${({ theme }) => theme.space.xs};
    font-size: ${({ theme }) => theme.typography.size.lg};
  }
  img {
    max-width: 100%;
    height: auto;
  }
`;

const HELP_NOTICES = '/mypage/help?tab=notice';

export function NoticeDetailPage() {
  const t = useT(accountMessages);
  const lang = useLang();
  const { noticeNo = '' } = useParams();
  const info = useNoticeInfoQuery({ notice_no: noticeNo });
  return (
    <ScreenLayout title={t('account.help.noticeTitle')} backTo={HELP_NOTICES}>
      {info.isLoading ? (
        <SkeletonList rows={4} thumbnail={false} />
      ) : info.isError || !info.data ? (
        <ErrorState onRetry={() => void info.refetch()} retrying={info.isFetching} />
      ) : (
        <Article>
          <h2>{info.data.title}</h2>
          <Note>{formatDate(info.data.reg_dt, lang) || info.data.reg_dt}</Note>
          {/* Notice bodies are HTML (libs/api A8); libs/ui's sanitiser removes anything executable. */}
          <div dangerouslySetInnerHTML={{ __html: trustedHtml(info.data.content) }} />
        </Article>
      )}
    </ScreenLayout>
  );
}
