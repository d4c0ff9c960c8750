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
import { Actions, Card, Fact, FactList } from '../lib/ui';
import { DeskListScreen, Rows, type OnMessage } from './list-screen';

const Text = styled.p`
  margin: 0;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

/** A member's name or a product's may be one long word: it wraps rather than widening the card. */
const Facts = styled(FactList)`
  dd {
    overflow-wrap: anywhere;
  }
`;

const Reasons = styled.ul`
  margin: 0;
  padding-left: ${({ theme }) => theme.space.lg};
`;

interface DecisionWords {
  variant?: 'secondary';
  button: DeskMessageKey;
  label: DeskMessageKey;
  done: DeskMessageKey;
}

/**
 * The two decisions on a hidden review: each button's words, its label naming the member and the
 * product, and what the desk says once it is done. Restoring is the quieter (secondary) button.
 */
const DECISIONS: Record<DeskReviewDecision, DecisionWords> = {
  restore: { variant: 'secondary', button: 'desk.reviews.restore', label: 'desk.reviews.restoreLabel', done: 'desk.reviews.restored' },
  remove: { button: 'desk.reviews.remove', label: 'desk.reviews.removeLabel', done: 'desk.reviews.removed' },
};

/** The buttons' order: restore, then remove. */
const DECISION_ORDER: readonly DeskReviewDecision[] = ['restore', 'remove'];

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
    if (result.data) onMessage(t(DECISIONS[decision].done, { name: review.nick_nm }), false);
    else onMessage(t(decideErrorKey(result.error), { name: review.nick_nm }), true);
  };
  return (
    <li>
      <Card aria-labelledby={id}>
        <h2 id={id}>{t('desk.reviews.item', { name: review.nick_nm, product: review.prd_nm })}</h2>
        <Facts>
          <Fact term={t('desk.reviews.product')}>{review.prd_nm}</Fact>
          <Fact term={t('desk.reviews.rating')}>{t('desk.reviews.stars', { rating: review.rating })}</Fact>
          <Fact term={t('desk.reviews.name')}>{review.nick_nm}</Fact>
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
          {DECISION_ORDER.map((decision) => (
            <Button
              key={decision}
              variant={DECISIONS[decision].variant}
              disabled={state.isLoading}
              aria-busy={state.isLoading}
              aria-label={t(DECISIONS[decision].label, { name: review.nick_nm, product: review.prd_nm })}
              onClick={() => void act(decision)}
            >
              {t(DECISIONS[decision].button)}
            </Button>
          ))}
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
