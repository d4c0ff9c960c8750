/**
 * Publishing a tasting note as a review of its product (docs/reviews.md), on the note's screen:
 * a half-star rating (an accessible radio group), the displayed name (initials by default, or a
 * nickname; never the full name or login id) and the text (the note's, or a shorter one). The
 * domain's rules run before sending and the server's refusals are worded in Korean and English.
 * Once published: edit, delete (the note stays) and, after the note itself was edited, the
 * question whether the review should show the edit too. Review text is plain text throughout.
 */
import styled from '@emotion/styled';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link } from '../../../lib/router/link';
import {
  useReviewDeleteMutation,
  useReviewMyListQuery,
  useReviewSaveMutation,
  useUserInfoQuery,
  type Review,
  type ReviewNameType,
  type TastingNote,
} from '@bottle/api';
import { ANALYTICS_EVENTS, REVIEW_TEXT_MAX, REVIEW_TEXT_MIN, initialsOf, reviewProblems, textLength } from '@bottle/domain';
import { Button } from '@bottle/ui';
import { paths } from '../../../config/paths';
import { trackEvent } from '../../../lib/analytics';
import { useT } from '../../../lib/i18n';
import { FormField } from '../../../lib/kit';
import { showAlert, showConfirm } from '../../../lib/popups/popup-thunks';
import { RatingInput, Stars, refusalMessage, reviewMessages } from '../../../lib/reviews';
import { useAppDispatch } from '../../../lib/store/hooks';
import { useInWebView } from '../../../lib/services';

const Box = styled.section`
  margin-top: ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.gray300};
  border-radius: ${({ theme }) => theme.radii.md};
  h2 {
    margin: 0 0 ${({ theme }) => theme.space.sm};
    font-size: ${({ theme }) => theme.typography.size.md};
  }
  form {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space.md};
  }
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  align-items: center;
  a {
    display: inline-flex;
    align-items: center;
    min-height: ${({ theme }) => theme.touchTarget};
  }
`;

const Choice = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  min-height: ${({ theme }) => theme.touchTarget};
  input {
    width: 24px;
    height: 24px;
  }
`;

const Problem = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.red};
`;

const Text = styled.p`
  white-space: pre-wrap;
  margin: ${({ theme }) => theme.space.sm} 0;
`;

/** The member's published review of this note (or of its product), if any, once their list is known. */
function useNoteReview(note: TastingNote): { review: Review | undefined; known: boolean } {
  const mine = useReviewMyListQuery();
  const review = mine.data?.list.find((r) => r.note_no === note.note_no) ?? mine.data?.list.find((r) => r.prd_cd === note.prd_cd);
  return { review, known: mine.data !== undefined };
}

export function ReviewPublisher({ note, justSaved }: { note: TastingNote; justSaved: boolean }) {
  const t = useT(reviewMessages);
  const dispatch = useAppDispatch();
  const inWebView = useInWebView();
  const { review, known } = useNoteReview(note);
  const [save] = useReviewSaveMutation();
  const [remove, removal] = useReviewDeleteMutation();
  const [open, setOpen] = useState(false);
  const asked = useRef(false);

  // The note was just saved and differs from the review it already had: ask whether the review
  // follows. The question is about that save only, so it is settled the moment the member's
  // reviews are first known: a review published afterwards on this screen (often with other stars
  // than the note's) is not an edit of the note, and asking then stacked a second modal over the
  // "published" alert, each hiding the other from the accessibility tree.
  useEffect(() => {
    if (!justSaved || !known || asked.current) return;
    asked.current = true;
    if (!review) return;
    if (review.review_text === note.content.trim() && review.rating === note.rating) return;
    dispatch(
      showConfirm({
        message: t('reviews.publish.updateAsk'),
        confirmLabel: t('reviews.publish.updateConfirm'),
        cancelLabel: t('reviews.publish.updateCancel'),
        onConfirm: () => {
          save({
            prd_cd: review.prd_cd,
            note_no: note.note_no,
            rating: note.rating,
            review_text: note.content,
            name_type: nameTypeOf(review),
            nick_nm: review.nick_nm,
          })
            .unwrap()
            .then(() => {
              trackEvent(ANALYTICS_EVENTS.reviewWrite, inWebView, { prd_cd: review.prd_cd, rating: note.rating, edit: 'Y' });
              dispatch(showAlert(t('reviews.publish.updated')));
            })
            .catch((error: unknown) => {
              const m = refusalMessage(error);
              dispatch(showAlert(t(m.key, m.params)));
            });
        },
      }),
    );
  }, [justSaved, known, review, note, dispatch, save, t, inWebView]);

  if (!note.prd_cd) {
    return (
      <Box aria-labelledby="review-publisher-title">
        <h2 id="review-publisher-title">{t('reviews.publish.title')}</h2>
        <p>{t('reviews.publish.needsProduct')}</p>
      </Box>
    );
  }

  const askDelete = () => {
    if (!review) return;
    dispatch(
      showConfirm({
        message: t('reviews.publish.deleteConfirm'),
        confirmLabel: t('reviews.publish.delete'),
        onConfirm: () => {
          remove({ review_no: review.review_no })
            .unwrap()
            .then(() => {
              trackEvent(ANALYTICS_EVENTS.reviewDelete, inWebView, { prd_cd: review.prd_cd });
              setOpen(false);
              dispatch(showAlert(t('reviews.publish.deleted')));
            })
            .catch((error: unknown) => {
              const m = refusalMessage(error);
              dispatch(showAlert(t(m.key, m.params)));
            });
        },
      }),
    );
  };

  return (
    <Box aria-labelledby="review-publisher-title">
      <h2 id="review-publisher-title">{t('reviews.publish.title')}</h2>
      {review && !open ? (
        <>
          <p>{t('reviews.publish.published')}</p>
          {review.hidden_yn === 'Y' ? <p role="status">{t('reviews.publish.hidden')}</p> : null}
          <Stars rating={review.rating} />
          <Text>{review.review_text}</Text>
          <Row>
            <Button variant="secondary" onClick={() => setOpen(true)}>
              {t('reviews.publish.edit')}
            </Button>
            <Button variant="secondary" onClick={askDelete} disabled={removal.isLoading} aria-busy={removal.isLoading}>
              {t('reviews.publish.delete')}
            </Button>
            <Link to={paths.product(review.prd_cd)}>{t('reviews.publish.viewOnProduct')}</Link>
          </Row>
        </>
      ) : open ? (
        <PublishForm note={note} review={review} onDone={() => setOpen(false)} />
      ) : (
        <Button onClick={() => setOpen(true)}>{t('reviews.publish.open')}</Button>
      )}
    </Box>
  );
}

function nameTypeOf(review: Review): ReviewNameType {
  // initials are a family syllable and consonants (김ㅂㅌ) or capitals with dots (J.D.)
  return /^([\uac00-\ud7a3][\u3131-\u314e]+|([A-Z]\.)+)$/.test(review.nick_nm) ? 'initials' : 'nickname';
}

function PublishForm({ note, review, onDone }: { note: TastingNote; review: Review | undefined; onDone: () => void }) {
  const t = useT(reviewMessages);
  const dispatch = useAppDispatch();
  const inWebView = useInWebView();
  const user = useUserInfoQuery();
  const id = useId();
  const [rating, setRating] = useState<number | null>(review?.rating ?? note.rating);
  const [text, setText] = useState(review?.review_text ?? note.content);
  const [nameType, setNameType] = useState<ReviewNameType>(review ? nameTypeOf(review) : 'initials');
  const [nickname, setNickname] = useState(review && nameTypeOf(review) === 'nickname' ? review.nick_nm : '');
  const [problem, setProblem] = useState<string | null>(null);
  const [save, saving] = useReviewSaveMutation();
  const initials = initialsOf(user.data?.user_name ?? '');

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const problems = reviewProblems(
      { rating, text, ...(nameType === 'nickname' ? { nickname: nickname || ' ' } : {}) },
      { fullName: user.data?.user_name },
    );
    if (problems[0]) {
      const m = refusalMessage(problems[0]);
      setProblem(t(m.key, m.params));
      return;
    }
    setProblem(null);
    save({
      prd_cd: note.prd_cd ?? '',
      note_no: note.note_no,
      rating: rating ?? 0,
      review_text: text.trim(),
      name_type: nameType,
      ...(nameType === 'nickname' ? { nick_nm: nickname.trim() } : {}),
    })
      .unwrap()
      .then(() => {
        trackEvent(ANALYTICS_EVENTS.reviewWrite, inWebView, {
          prd_cd: note.prd_cd,
          rating: rating ?? 0,
          edit: review ? 'Y' : 'N',
          name_type: nameType,
        });
        dispatch(showAlert(t('reviews.publish.saved')));
        onDone();
      })
      .catch((error: unknown) => {
        const m = refusalMessage(error);
        setProblem(t(m.key, m.params));
      });
  };

  return (
    <form noValidate onSubmit={submit} aria-label={t('reviews.publish.title')}>
      <RatingInput value={rating} onChange={setRating} />
      <FormField id={`${id}-name`} group label={t('reviews.publish.name')} hints={[t('reviews.publish.nameHint')]}>
        <Row>
          <Choice>
            <input type="radio" name={`${id}-name-type`} checked={nameType === 'initials'} onChange={() => setNameType('initials')} />
            {t('reviews.publish.nameInitials', { initials })}
          </Choice>
          <Choice>
            <input type="radio" name={`${id}-name-type`} checked={nameType === 'nickname'} onChange={() => setNameType('nickname')} />
            {t('reviews.publish.nameNickname')}
          </Choice>
        </Row>
      </FormField>
      {nameType === 'nickname' ? (
        <FormField id={`${id}-nick`} label={t('reviews.publish.nickname')}>
          {(control) => (
            <input
              {...control}
              type="text"
              value={nickname}
              maxLength={24}
              autoComplete="nickname"
              onChange={(e) => setNickname(e.target.value)}
            />
          )}
        </FormField>
      ) : null}
      <FormField
        id={`${id}-text`}
        label={t('reviews.publish.text')}
        hints={[
          t('reviews.publish.textHint', { min: REVIEW_TEXT_MIN, max: REVIEW_TEXT_MAX }),
          { text: t('reviews.publish.count', { count: textLength(text), max: REVIEW_TEXT_MAX }), live: true },
        ]}
      >
        {(control) => (
          <textarea
            {...control}
            rows={6}
            value={text}
            onChange={(e) => {
              setText(e.target.value);
              setProblem(null);
            }}
          />
        )}
      </FormField>
      {problem ? <Problem role="alert">{problem}</Problem> : null}
      <Row>
        <Button type="submit" disabled={saving.isLoading} aria-busy={saving.isLoading}>
          {review ? t('reviews.publish.submitEdit') : t('reviews.publish.submit')}
        </Button>
        <Button type="button" variant="secondary" onClick={onDone}>
          {t('reviews.publish.cancel')}
        </Button>
      </Row>
    </form>
  );
}
