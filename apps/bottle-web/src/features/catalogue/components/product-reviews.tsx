/**
 * The product page's reviews (docs/reviews.md): the average (one decimal), the count and the
 * stars' distribution; the member's own review first, then the others by helpful or recent,
 * paged ("more" loads the next page, each page its own call: libs/api reviewListPages) in a
 * window-virtualised list (lib/kit VirtualList: a product with hundreds of reviews keeps only
 * the rows near the viewport in the page, each row saying its place in the whole list, and the
 * row holding the focus stays while it scrolls away); 구매 인증 on a review
 * whose author picked the bottle up at a store, with a filter for those only; helpful once per
 * member and a report with a reason. Every review text is a React text node, never HTML.
 */
import styled from '@emotion/styled';
import { useCallback, useDeferredValue, useId, useMemo, useState, type FormEvent } from 'react';
import {
  useReviewHelpfulMutation,
  useReviewListPagesInfiniteQuery,
  useReviewReportMutation,
  type Review,
  type ReviewReportReason,
} from '@bottle/api';
import { ANALYTICS_EVENTS, REPORT_REASONS, REVIEW_PAGE_SIZE, formatDotDate, type ReviewSort } from '@bottle/domain';
import { Button } from '@bottle/ui';
import { Link } from '../../../lib/router/link';
import { paths } from '../../../config/paths';
import { trackEvent } from '../../../lib/analytics';
import { useT } from '../../../lib/i18n';
import { VirtualList, wordLink } from '../../../lib/kit';
import { showAlert } from '../../../lib/popups/popup-thunks';
import { Stars, refusalMessage, reviewMessages } from '../../../lib/reviews';
import { selectLoggedIn } from '../../../lib/session/auth-slice';
import { useAppDispatch, useAppSelector } from '../../../lib/store/hooks';
import { useInWebView } from '../../../lib/services';

const Block = styled.section`
  padding: ${({ theme }) => `${theme.space.lg} ${theme.space.lg}`};
  h2 {
    margin: 0 0 ${({ theme }) => theme.space.sm};
    font-size: ${({ theme }) => theme.typography.size.lg};
  }
`;

const WriteLink = styled(Link)`
  ${wordLink}
  margin-bottom: ${({ theme }) => theme.space.sm};
`;

const Summary = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.lg};
  align-items: center;
  strong {
    font-size: 2rem;
  }
`;

const Dist = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  flex: 1;
  li {
    display: grid;
    grid-template-columns: 3.5em 1fr 2.5em;
    gap: ${({ theme }) => theme.space.xs};
    align-items: center;
    font-size: 0.875em;
  }
`;

const Bar = styled.span<{ share: number }>`
  height: 8px;
  border-radius: 4px;
  background: linear-gradient(
    to right,
    ${({ theme }) => theme.colors.bottleGreen} ${({ share }) => share}%,
    ${({ theme }) => theme.colors.gray200} ${({ share }) => share}%
  );
`;

const Controls = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  align-items: center;
  margin: ${({ theme }) => theme.space.md} 0;
  label {
    display: inline-flex;
    gap: ${({ theme }) => theme.space.xs};
    align-items: center;
    min-height: ${({ theme }) => theme.touchTarget};
  }
  input[type='checkbox'] {
    width: 24px;
    height: 24px;
  }
`;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
`;

const Shown = styled.p`
  margin: ${({ theme }) => theme.space.sm} 0;
  color: ${({ theme }) => theme.colors.gray700};
  font-size: 0.875em;
`;

/** A review row's height before it is measured (stars and name, three lines, the buttons). */
const REVIEW_ROW_HEIGHT = 180;

const Item = styled.article`
  padding: ${({ theme }) => theme.space.md} 0;
  border-top: 1px solid ${({ theme }) => theme.colors.gray200};
  p {
    white-space: pre-wrap;
    overflow-wrap: anywhere;
    margin: ${({ theme }) => theme.space.xs} 0;
  }
  fieldset {
    border: 0;
    margin: ${({ theme }) => theme.space.sm} 0 0;
    padding: 0;
  }
  fieldset label {
    display: flex;
    gap: ${({ theme }) => theme.space.xs};
    align-items: center;
    min-height: ${({ theme }) => theme.touchTarget};
  }
`;

const Meta = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  align-items: center;
  color: ${({ theme }) => theme.colors.gray700};
  font-size: 0.875em;
  b {
    color: ${({ theme }) => theme.colors.black};
    overflow-wrap: anywhere;
  }
`;

const Verified = styled.span`
  padding: 2px 8px;
  border-radius: 999px;
  background: ${({ theme }) => theme.colors.bottleGreen};
  color: ${({ theme }) => theme.colors.white};
  font-weight: 600;
`;

const Acts = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.xs};
`;

export function ProductReviews({ prdCd, prdNm }: { prdCd: string; prdNm: string }) {
  const t = useT(reviewMessages);
  const [sort, setSort] = useState<ReviewSort>('helpful');
  const [verifiedOnly, setVerifiedOnly] = useState(false);
  const headingId = useId();
  const listId = useId();
  // A new sort or filter is another list, read from its first page again.
  const pages = useReviewListPagesInfiniteQuery({
    prd_cd: prdCd,
    sort,
    verified_only_yn: verifiedOnly ? 'Y' : 'N',
    page_size: REVIEW_PAGE_SIZE,
  });
  // The answer comes through the store (one blocking render); the summary and rows render from
  // the deferred pages, in slices that yield (decision 0172).
  const loaded = useDeferredValue(pages.data);
  const data = loaded?.pages[0];
  const rows = useMemo(() => loaded?.pages.flatMap((p) => p.list) ?? [], [loaded]);
  const summary = data?.summary;
  const total = summary?.review_cnt ?? 0;
  const renderRow = useCallback((r: Review) => <ReviewItem review={r} />, []);

  return (
    <Block aria-labelledby={headingId}>
      <h2 id={headingId}>{t('reviews.list.title')}</h2>
      <WriteLink to={`${paths.diaryNew}?${new URLSearchParams({ prd_cd: prdCd, prd_nm: prdNm })}`}>{t('reviews.list.writeNote')}</WriteLink>
      {pages.isError ? <p role="alert">{t('reviews.list.failed')}</p> : null}
      {summary ? (
        <Summary>
          <div>
            <strong aria-label={`${t('reviews.list.average')} ${summary.avg_rating === null ? '-' : summary.avg_rating.toFixed(1)}`}>
              {summary.avg_rating === null ? '-' : summary.avg_rating.toFixed(1)}
            </strong>
            <div>
              <Stars rating={summary.avg_rating ?? 0} decorative />
            </div>
            <div>{t('reviews.list.count', { count: total })}</div>
          </div>
          <Dist aria-label={t('reviews.list.distribution')}>
            {(['5', '4', '3', '2', '1'] as const).map((star) => (
              <li key={star} aria-label={t('reviews.list.bucket', { star, count: summary.dist[star] })}>
                <span aria-hidden="true">★ {star}</span>
                <Bar aria-hidden="true" share={total ? Math.round((summary.dist[star] / total) * 100) : 0} />
                <span aria-hidden="true">{summary.dist[star]}</span>
              </li>
            ))}
          </Dist>
        </Summary>
      ) : null}
      <Controls>
        <div role="group" aria-label={t('reviews.list.sort')}>
          {(['helpful', 'recent'] as const).map((s) => (
            <Button key={s} variant={sort === s ? 'primary' : 'secondary'} aria-pressed={sort === s} onClick={() => setSort(s)}>
              {s === 'helpful' ? t('reviews.list.sortHelpful') : t('reviews.list.sortRecent')}
            </Button>
          ))}
        </div>
        <label>
          <input type="checkbox" checked={verifiedOnly} onChange={(e) => setVerifiedOnly(e.target.checked)} />
          {t('reviews.list.verifiedOnly')}
        </label>
      </Controls>
      {data?.mine ? (
        <List aria-label={t('reviews.list.mine')}>
          <li>
            <ReviewItem review={data.mine} mine />
          </li>
        </List>
      ) : null}
      {data && data.total_cnt === 0 && !data.mine ? (
        <p>{verifiedOnly ? t('reviews.list.emptyVerified') : t('reviews.list.empty')}</p>
      ) : null}
      {data && data.total_cnt > 0 ? (
        <div data-testid="review-list">
          <VirtualList
            items={rows}
            getKey={(r) => r.review_no}
            renderItem={renderRow}
            estimateSize={REVIEW_ROW_HEIGHT}
            setSize={data.total_cnt}
            initialRows={4}
            flush
            aria-label={t('reviews.list.title')}
          />
          <Shown id={listId} role="status">
            {t('reviews.list.shown', { shown: rows.length, total: data.total_cnt })}
          </Shown>
        </div>
      ) : null}
      {data && pages.hasNextPage && !pages.isError ? (
        <Button
          variant="secondary"
          block
          disabled={pages.isFetching}
          aria-busy={pages.isFetchingNextPage}
          aria-describedby={listId}
          onClick={() => void pages.fetchNextPage()}
        >
          {t('reviews.list.more')}
        </Button>
      ) : null}
      {data && pages.isError ? (
        <Button variant="secondary" block disabled={pages.isFetching} onClick={() => void pages.fetchNextPage()}>
          {t('reviews.list.retry')}
        </Button>
      ) : null}
    </Block>
  );
}

function ReviewItem({ review, mine = false }: { review: Review; mine?: boolean }) {
  const t = useT(reviewMessages);
  const dispatch = useAppDispatch();
  const loggedIn = useAppSelector(selectLoggedIn);
  const inWebView = useInWebView();
  const [markHelpful, helping] = useReviewHelpfulMutation();
  const [report, reporting] = useReviewReportMutation();
  const [reportOpen, setReportOpen] = useState(false);
  const [reason, setReason] = useState<ReviewReportReason | null>(null);
  const id = useId();

  const needLogin = (): boolean => {
    if (loggedIn) return false;
    dispatch(showAlert(t('reviews.list.loginNeeded')));
    return true;
  };
  const fail = (error: unknown) => {
    const m = refusalMessage(error);
    dispatch(showAlert(t(m.key, m.params)));
  };

  const helpful = () => {
    if (needLogin() || review.my_helpful_yn === 'Y') return;
    markHelpful({ review_no: review.review_no })
      .unwrap()
      .then(() => trackEvent(ANALYTICS_EVENTS.reviewHelpful, inWebView, { prd_cd: review.prd_cd }))
      .catch(fail);
  };

  const sendReport = (e: FormEvent) => {
    e.preventDefault();
    if (!reason || needLogin()) return;
    report({ review_no: review.review_no, rsn_cd: reason })
      .unwrap()
      .then(() => {
        trackEvent(ANALYTICS_EVENTS.reviewReport, inWebView, { prd_cd: review.prd_cd, rsn_cd: reason });
        setReportOpen(false);
        dispatch(showAlert(t('reviews.list.reported')));
      })
      .catch(fail);
  };

  return (
    <Item aria-labelledby={`${id}-by`}>
      <Meta>
        <Stars rating={review.rating} />
        <b id={`${id}-by`}>{review.nick_nm}</b>
        {review.verified_yn === 'Y' ? <Verified title={t('reviews.verifiedHint')}>{t('reviews.verified')}</Verified> : null}
        <span>{t('reviews.list.writtenOn', { date: formatDotDate(review.upd_dt) })}</span>
        {mine ? <span>{t('reviews.list.mine')}</span> : null}
      </Meta>
      {mine && review.hidden_yn === 'Y' ? <p role="status">{t('reviews.list.mineHidden')}</p> : null}
      <p>{review.review_text}</p>
      {mine ? null : (
        <>
          <Acts>
            <Button
              variant="secondary"
              aria-pressed={review.my_helpful_yn === 'Y'}
              aria-label={t('reviews.list.helpfulName', { name: review.nick_nm, count: review.helpful_cnt })}
              disabled={helping.isLoading}
              onClick={helpful}
            >
              {t('reviews.list.helpful', { count: review.helpful_cnt })}
            </Button>
            {review.my_report_yn === 'Y' ? (
              <span>{t('reviews.list.reportedMark')}</span>
            ) : (
              <Button
                variant="secondary"
                aria-expanded={reportOpen}
                aria-label={t('reviews.list.reportName', { name: review.nick_nm })}
                onClick={() => !needLogin() && setReportOpen((o) => !o)}
              >
                {t('reviews.list.report')}
              </Button>
            )}
          </Acts>
          {reportOpen ? (
            <form onSubmit={sendReport} aria-label={t('reviews.list.reportName', { name: review.nick_nm })}>
              <fieldset>
                <legend>{t('reviews.list.reportReason')}</legend>
                {REPORT_REASONS.map((r) => (
                  <label key={r}>
                    <input type="radio" name={`${id}-reason`} value={r} checked={reason === r} onChange={() => setReason(r)} />
                    {t(`reviews.list.reason.${r}`)}
                  </label>
                ))}
              </fieldset>
              <Acts>
                <Button type="submit" disabled={!reason || reporting.isLoading}>
                  {t('reviews.list.reportSend')}
                </Button>
                <Button type="button" variant="secondary" onClick={() => setReportOpen(false)}>
                  {t('reviews.list.reportCancel')}
                </Button>
              </Acts>
            </form>
          ) : null}
        </>
      )}
    </Item>
  );
}
