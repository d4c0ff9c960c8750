/**
 * The chain's staff look at reviews hidden by members' reports (docs/reviews.md): each hidden
 * review with its product, stars, name, text and the reports' reasons, then 복구 (shown again,
 * the reports start over) or 삭제 (gone for good). Behind the desk's staff sign-in like every
 * desk call (the staff token as `Authorization: Bearer`). A decision is idempotent on the
 * server; when another member of staff decided first, the desk says which decision stands and
 * the list drops the review. Review text and names are members' words: React text only.
 */
import styled from '@emotion/styled';
import { Button } from '@bottle/ui';
import {
  DESK_REVIEW_CODES,
  isApiError,
  useDeskHiddenReviewsQuery,
  useDeskReviewDecideMutation,
  type DeskHiddenReview,
  type DeskReviewDecision,
} from '@bottle/api/desk';
import { formatDotDate } from '@bottle/domain';
import { deskErrorKey } from '../lib/errors';
import { useT, type DeskMessageKey } from '../lib/i18n';
import { Actions, Card } from '../lib/ui';
import { DeskListScreen, Rows, type OnMessage } from './list-screen';

const Text = styled.p`
  margin: 0;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  margin: 0;
  dt {
    color: ${({ theme }) => theme.colors.gray700};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const Reasons = styled.ul`
  margin: 0;
  padding-left: ${({ theme }) => theme.space.lg};
`;

/** What the desk says when the server refused a decision (apps/store-desk README "Errors"). */
function decideErrorKey(error: unknown): DeskMessageKey {
  if (isApiError(error) && error.rspDtc === DESK_REVIEW_CODES.alreadyRemoved) return 'desk.reviews.alreadyRemoved';
  if (isApiError(error) && error.rspDtc === DESK_REVIEW_CODES.alreadyRestored) return 'desk.reviews.alreadyRestored';
  if (isApiError(error) && (error.rspDtc === DESK_REVIEW_CODES.notHidden || error.status === 404)) return 'desk.reviews.gone';
  return deskErrorKey(error);
}

function Row({ review, onMessage }: { review: DeskHiddenReview; onMessage: OnMessage }) {
  const t = useT();
  const [decide, state] = useDeskReviewDecideMutation();
  const id = `review-${review.review_no}`;
  const act = async (decision: DeskReviewDecision) => {
    const result = await decide({ review_no: review.review_no, decision });
    if (result.data)
      onMessage(t(decision === 'restore' ? 'desk.reviews.restored' : 'desk.reviews.removed', { name: review.nick_nm }), false);
    else onMessage(t(decideErrorKey(result.error), { name: review.nick_nm }), true);
  };
  return (
    <li>
      <Card aria-labelledby={id}>
        <h2 id={id}>{t('desk.reviews.item', { name: review.nick_nm, product: review.prd_nm })}</h2>
        <Facts>
          <dt>{t('desk.reviews.product')}</dt>
          <dd>{review.prd_nm}</dd>
          <dt>{t('desk.reviews.rating')}</dt>
          <dd>{t('desk.reviews.stars', { rating: review.rating })}</dd>
          <dt>{t('desk.reviews.name')}</dt>
          <dd>{review.nick_nm}</dd>
        </Facts>
        <Text>{review.review_text}</Text>
        <div>
          <h3>{t('desk.reviews.reports', { count: review.reports.length })}</h3>
          <Reasons>
            {review.reports.map((r, i) => (
              <li key={i}>
                {t(`desk.reviews.reason.${r.rsn_cd}`)} · {formatDotDate(r.dt.slice(0, 8))}
              </li>
            ))}
          </Reasons>
        </div>
        <Actions>
          <Button
            variant="secondary"
            disabled={state.isLoading}
            aria-busy={state.isLoading}
            aria-label={t('desk.reviews.restoreLabel', { name: review.nick_nm, product: review.prd_nm })}
            onClick={() => void act('restore')}
          >
            {t('desk.reviews.restore')}
          </Button>
          <Button
            disabled={state.isLoading}
            aria-busy={state.isLoading}
            aria-label={t('desk.reviews.removeLabel', { name: review.nick_nm, product: review.prd_nm })}
            onClick={() => void act('remove')}
          >
            {t('desk.reviews.remove')}
          </Button>
        </Actions>
      </Card>
    </li>
  );
}

export function ReviewsPage() {
  const t = useT();
  const list = useDeskHiddenReviewsQuery(undefined, { refetchOnFocus: true });
  const items = list.data?.list ?? [];
  return (
    <DeskListScreen
      title="desk.reviews.title"
      intro="desk.reviews.intro"
      empty="desk.reviews.empty"
      query={list}
      count={items.length}
      skeletonRows={2}
    >
      {(onMessage) => (
        <Rows aria-label={t('desk.reviews.title')}>
          {items.map((r) => (
            <Row key={r.review_no} review={r} onMessage={onMessage} />
          ))}
        </Rows>
      )}
    </DeskListScreen>
  );
}
