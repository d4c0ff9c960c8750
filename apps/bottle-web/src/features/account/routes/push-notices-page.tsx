/**
 * Push notices (spec §1 "push notices", §7 /app/notice/push/list, read, delete): opening a
 * notice shows its text and marks it read; each can be deleted; all can be marked read or
 * deleted (after a confirm).
 */
import styled from '@emotion/styled';
import { useState } from 'react';
import { Link } from '../../../lib/router/link';
import { usePushDeleteMutation, usePushListQuery, usePushReadMutation, type PushNotice } from '@bottle/api';
import { ANALYTICS_EVENTS, formatDateTime } from '@bottle/domain';
import { Button, ButtonRow, EmptyState } from '@bottle/ui';
import { useAppDispatch } from '../../../lib/store/hooks';
import { paths } from '../../../config/paths';
import { trackEvent } from '../../../lib/analytics';
import { pushTapTarget } from '../../../lib/shell/push-tap';
import { useLang, useT, type Translate } from '../../../lib/i18n';
import { showAlert, showConfirm } from '../../../lib/popups/popup-thunks';
import { membersOnlyPage } from '../components/members-only';
import { errorText } from '../lib/error-text';
import { pushKindKey } from '../lib/push-kind';
import { accountMessages, type AccountMessageKey } from '../messages';
import { QueryState, RowList, wordLink } from '../../../lib/kit';
import { useInWebView } from '../../../lib/services';

const Item = styled.li`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.sm} 0;
`;

/* A block of its own: inline, its date ran into the link after it ("12:26예약 보기"). */
const Toggle = styled.button<{ unread: boolean }>`
  display: block;
  width: 100%;
  min-height: ${({ theme }) => theme.touchTarget};
  padding: ${({ theme }) => theme.space.xs} 0;
  border: 0;
  background: transparent;
  color: ${({ theme }) => theme.colors.black};
  font: inherit;
  font-weight: ${({ unread }) => (unread ? 700 : 400)};
  text-align: left;
  cursor: pointer;
  small {
    display: block;
    color: ${({ theme }) => theme.colors.gray700};
    font-size: ${({ theme }) => theme.typography.size.xs};
    font-weight: 400;
  }
`;

const Grow = styled.div`
  flex: 1;
`;

const Body = styled.p`
  margin: ${({ theme }) => theme.space.xs} 0 0;
  color: ${({ theme }) => theme.colors.gray800};
  font-size: ${({ theme }) => theme.typography.size.sm};
  white-space: pre-line;
`;

const Go = styled(Link)`
  ${wordLink}
  font-weight: ${({ theme }) => theme.typography.weight.bold};
`;

/**
 * Where a notice leads (a pickup notice links to its reservation): its own link
 * when it is a safe in-app path (the push tap's rule, lib/shell/push-tap.ts), else none.
 */
function noticeTarget(notice: PushNotice): string | undefined {
  if (!notice.link_url) return undefined;
  const target = pushTapTarget({ url: notice.link_url }, window.location.origin);
  return target === paths.pushNotices ? undefined : target;
}

function NoticeLink({ notice }: { notice: PushNotice }) {
  const t = useT(accountMessages);
  const target = noticeTarget(notice);
  if (!target) return null;
  const reservation = /^\/pickup\/(?!reserve\/)/.test(target);
  return (
    <Go to={target} aria-label={t(reservation ? 'account.push.toReservationLabel' : 'account.push.goLabel', { title: notice.title })}>
      {t(reservation ? 'account.push.toReservation' : 'account.push.go')}
    </Go>
  );
}

const Unread = styled.span`
  margin-left: ${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.colors.red};
  font-size: ${({ theme }) => theme.typography.size.xs};
`;

/** The notice's kind before its date ("픽업 완료 · …"): after the title, so the title is read first. */
function kindLine(type: string | undefined, t: Translate<AccountMessageKey>): string {
  const key = pushKindKey(type);
  return key ? `${t(key)} · ` : '';
}

function PushContent() {
  const t = useT(accountMessages);
  const lang = useLang();
  const dispatch = useAppDispatch();
  const inWebView = useInWebView();
  const list = usePushListQuery();
  const [read] = usePushReadMutation();
  const [remove, removing] = usePushDeleteMutation();
  const [open, setOpen] = useState<string | null>(null);

  const report = (result: { error?: unknown }) => {
    if (result.error) dispatch(showAlert(t('account.push.failed', { detail: errorText(result.error, t) })));
  };
  const openNotice = (notice: PushNotice) => {
    const opening = open !== notice.push_no;
    setOpen(opening ? notice.push_no : null);
    if (opening) trackEvent(ANALYTICS_EVENTS.pushNoticeClick, inWebView, { push_type: notice.push_type });
    if (opening && notice.read_yn === 'N') void read({ push_no: notice.push_no }).then(report);
  };

  if (list.isLoading || list.isError) return <QueryState query={list} />;
  const notices = list.data?.list ?? [];
  if (notices.length === 0) return <EmptyState title={t('account.push.empty')} />;

  return (
    <>
      <ButtonRow>
        <Button type="button" variant="secondary" onClick={() => void read({}).then(report)}>
          {t('account.push.readAll')}
        </Button>
        <Button
          type="button"
          variant="secondary"
          disabled={removing.isLoading}
          onClick={() =>
            dispatch(
              showConfirm({
                message: t('account.push.deleteAllConfirm'),
                onConfirm: () => {
                  trackEvent(ANALYTICS_EVENTS.pushNoticeDelete, inWebView, { all: 'Y' });
                  void remove({}).then(report);
                },
              }),
            )
          }
        >
          {t('account.push.deleteAll')}
        </Button>
      </ButtonRow>
      <RowList flush aria-label={t('account.push.title')}>
        {notices.map((n) => (
          <Item key={n.push_no}>
            <Grow>
              <Toggle type="button" unread={n.read_yn === 'N'} aria-expanded={open === n.push_no} onClick={() => openNotice(n)}>
                {n.title}
                {n.read_yn === 'N' ? <Unread>{t('account.push.unread')}</Unread> : null}
                <small>
                  {kindLine(n.push_type, t)}
                  {formatDateTime(n.send_dt, lang) || n.send_dt}
                </small>
              </Toggle>
              {open === n.push_no ? <Body>{n.body}</Body> : null}
              <NoticeLink notice={n} />
            </Grow>
            <Button
              type="button"
              variant="text"
              aria-label={t('account.push.deleteLabel', { title: n.title })}
              onClick={() => {
                trackEvent(ANALYTICS_EVENTS.pushNoticeDelete, inWebView);
                void remove({ push_no: n.push_no }).then(report);
              }}
            >
              {t('account.push.delete')}
            </Button>
          </Item>
        ))}
      </RowList>
    </>
  );
}

export const PushNoticesPage = membersOnlyPage('account.push.title', paths.myPage, PushContent);
