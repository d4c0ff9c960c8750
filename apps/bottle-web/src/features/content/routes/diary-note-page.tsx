/**
 * One tasting note (spec §2 "tasting detail"; libs/api A19 /app/tasting/note/info and …/delete):
 * product, date, rating, the five senses and photo when the server keeps them, the note, and
 * edit / delete (with a confirm). Members only: a visitor sees the login prompt.
 */
import { ANALYTICS_EVENTS, formatDotDate } from '@bottle/domain';

import styled from '@emotion/styled';
import { useLocation, useNavigate, useParams } from 'react-router';
import { Link } from '../../../lib/router/link';
import { useTastingNoteDeleteMutation, useTastingNoteInfoQuery } from '@bottle/api';
import { Button } from '@bottle/ui';
import { useAppDispatch, useAppSelector } from '../../../lib/store/hooks';
import { paths } from '../../../config/paths';
import { trackEvent } from '../../../lib/analytics';
import { useT } from '../../../lib/i18n';
import { showAlert, showConfirm } from '../../../lib/popups/popup-thunks';
import { LoginPrompt } from '../components/login-prompt';
import { Body, ScreenTitle } from '../components/page';
import { FactRow, QueryState } from '../../../lib/kit';
import { SenseBars } from '../components/sense-bars';
import { ReviewPublisher } from '../components/review-publisher';
import { StarRating } from '../components/stars';
import { safeStorage } from '../../../lib/persistent-state';
import { draftKey, readExtras } from '../lib/diary-draft';
import { isNotFoundError } from '../lib/not-found';
import { contentMessages } from '../messages';
import { selectLoggedIn } from '../../../lib/session/auth-slice';
import { useServices, useInWebView } from '../../../lib/services';
import { sharePicture } from '../../../lib/share';
import { noteCardDataUrl } from '../lib/note-card';
import { SENSE_KEYS } from '../lib/diary-draft';

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  margin: ${({ theme }) => `${theme.space.md} 0`};
  dt {
    color: ${({ theme }) => theme.colors.gray700};
  }
  dd {
    margin: 0;
  }
`;

const Text = styled.p`
  white-space: pre-wrap;
  line-height: ${({ theme }) => theme.typography.lineHeight.normal};
`;

const Actions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.lg};
  a {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    min-height: ${({ theme }) => theme.touchTarget};
    padding: 0 ${({ theme }) => theme.space.lg};
    border: 1px solid ${({ theme }) => theme.colors.bottleGreen};
    border-radius: ${({ theme }) => theme.radii.md};
    color: ${({ theme }) => theme.colors.bottleGreen};
    text-decoration: none;
  }
`;

const Photo = styled.img`
  display: block;
  max-width: 100%;
  height: auto;
  margin-top: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
`;

const Status = styled.p`
  margin: 0 ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.grayBg};
  color: ${({ theme }) => theme.colors.bottleGreen};
`;

export function DiaryNotePage() {
  const t = useT(contentMessages);
  const loggedIn = useAppSelector(selectLoggedIn);
  return (
    <>
      {loggedIn ? (
        <NoteDetail />
      ) : (
        <>
          <ScreenTitle backTo={paths.diary}>{t('content.note.title')}</ScreenTitle>
          <LoginPrompt message={t('content.diary.notesLoginPrompt')} />
        </>
      )}
    </>
  );
}

function NoteDetail() {
  const t = useT(contentMessages);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  const inWebView = useInWebView();
  const { noteNo = '' } = useParams();
  const info = useTastingNoteInfoQuery({ note_no: noteNo });
  const [remove, removal] = useTastingNoteDeleteMutation();
  const notFound = isNotFoundError(info.error);
  const note = info.data;
  const extras = readExtras(note);
  const justSaved = (location.state as { saved?: boolean } | null)?.saved === true;
  const { getBridge } = useServices();

  // The note as a picture (lib/note-card.ts) for the shell's image share, or the browser's.
  const shareAsPicture = () => {
    if (!note) return;
    trackEvent(ANALYTICS_EVENTS.tastingShareImage, inWebView);
    const dataUrl = noteCardDataUrl({
      wine: note.prd_nm,
      date: formatDotDate(note.tasting_dt),
      rating: note.rating,
      ...(extras.senses ? { senses: extras.senses } : {}),
      text: note.content,
      labels: {
        senses: Object.fromEntries(SENSE_KEYS.map((k) => [k, t(`content.form.sense.${k}`)])) as Record<(typeof SENSE_KEYS)[number], string>,
        footer: t('content.note.cardFooter'),
      },
    });
    if (!dataUrl) {
      dispatch(showAlert(t('content.note.shareImageFailed')));
      return;
    }
    getBridge()
      .then((b) => sharePicture(b, inWebView, { dataUrl, title: note.prd_nm, fileName: `bottle-note-${note.note_no}.png` }))
      .then((outcome) => outcome === 'saved' && dispatch(showAlert(t('content.note.imageSaved'))))
      .catch(() => dispatch(showAlert(t('content.note.shareImageFailed'))));
  };

  const askDelete = () => {
    dispatch(
      showConfirm({
        message: t('content.note.deleteConfirm'),
        confirmLabel: t('content.note.delete'),
        onConfirm: () => {
          remove({ note_no: noteNo })
            .unwrap()
            .then(() => {
              trackEvent(ANALYTICS_EVENTS.tastingDelete, inWebView);
              safeStorage('local').remove(draftKey(noteNo));
              dispatch(showAlert(t('content.note.deleted')));
              void navigate(paths.diary, { replace: true });
            })
            .catch(() => dispatch(showAlert(t('content.note.deleteFailed'))));
        },
      }),
    );
  };

  return (
    <>
      <ScreenTitle backTo={paths.diary}>{note?.prd_nm ?? t('content.note.title')}</ScreenTitle>
      {justSaved && note ? <Status role="status">{t('content.form.saved')}</Status> : null}
      <QueryState query={notFound ? { ...info, isError: false } : info} isEmpty={notFound || !note} emptyTitle={t('content.notFound')}>
        {note ? (
          <Body as="article" aria-label={t('content.note.title')}>
            <StarRating rating={note.rating} />
            <Facts>
              <dt>{t('content.note.date')}</dt>
              <dd>{formatDotDate(note.tasting_dt)}</dd>
              <FactRow label={t('content.note.place')} value={note.place} />
            </Facts>
            {extras.senses ? <SenseBars senses={extras.senses} /> : null}
            <Text>{note.content}</Text>
            {extras.photo ? <Photo src={extras.photo} alt={t('content.note.photo')} /> : null}
            {note.prd_cd ? (
              <p>
                <Link to={paths.product(note.prd_cd)}>{t('content.note.viewProduct')}</Link>
              </p>
            ) : null}
            <ReviewPublisher note={note} justSaved={justSaved} />
            <Actions>
              <Link to={paths.diaryEdit(note.note_no)}>{t('content.note.edit')}</Link>
              <Button variant="secondary" onClick={shareAsPicture}>
                {t('content.note.shareImage')}
              </Button>
              <Button variant="secondary" onClick={askDelete} disabled={removal.isLoading} aria-busy={removal.isLoading}>
                {t('content.note.delete')}
              </Button>
            </Actions>
          </Body>
        ) : null}
      </QueryState>
    </>
  );
}
