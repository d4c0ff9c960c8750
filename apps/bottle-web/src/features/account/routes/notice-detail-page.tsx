/** One notice (spec §7 /v2/hybridapp/mypage/notice/info): an HTML body sanitised by libs/ui. */
import styled from '@emotion/styled';
import { useParams } from 'react-router';
import { useNoticeInfoQuery } from '@bottle/api';
import { formatDate } from '@bottle/domain';
import { trustedHtml } from '@bottle/ui';
import { useLang, useT } from '../../../lib/i18n';
import { Note } from '../components/form-parts';
import { ScreenLayout } from '../components/screen-layout';
import { accountMessages } from '../messages';
import { QueryState } from '../../../lib/kit';

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
      <QueryState query={info}>
        {(notice) => (
          <Article>
            <h2>{notice.title}</h2>
            <Note>{formatDate(notice.reg_dt, lang) || notice.reg_dt}</Note>
            {/* Notice bodies are HTML (libs/api A8); libs/ui's sanitiser removes anything executable. */}
            <div dangerouslySetInnerHTML={{ __html: trustedHtml(notice.content) }} />
          </Article>
        )}
      </QueryState>
    </ScreenLayout>
  );
}
