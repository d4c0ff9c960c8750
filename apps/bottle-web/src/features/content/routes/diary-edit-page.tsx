/**
 * Writing and editing a tasting note (spec §2 "tasting write"; libs/api A19 insert/update).
 * The form is a draft in localStorage (`bottle.draft.diary.<noteNo|new>`, lib/diary-draft.ts):
 * written on every edit, restored on return, kept through failed saves and offline moments, and
 * cleared only after a successful save. Validation messages sit under their fields and the first
 * invalid field takes focus. Members only: a visitor sees the login prompt.
 */

import { useParams } from 'react-router';
import { useSearchParams } from '../../../lib/router/link';
import { useTastingNoteInfoQuery } from '@bottle/api';
import { useAppSelector } from '../../../lib/store/hooks';
import { paths } from '../../../config/paths';
import { useT } from '../../../lib/i18n';
import { DiaryForm } from '../components/diary-form';
import { LoginPrompt } from '../components/login-prompt';
import { ScreenTitle } from '../components/page';
import { QueryState } from '../../../lib/kit';
import { draftFromNote, emptyDraft } from '../lib/diary-draft';
import { isNotFoundError } from '../lib/not-found';
import { contentMessages } from '../messages';
import { selectLoggedIn } from '../../../lib/session/auth-slice';

export function DiaryNewPage() {
  const t = useT(contentMessages);
  const loggedIn = useAppSelector(selectLoggedIn);
  // From a product page's "write a tasting note": the note starts on that catalogue product, so it
  // can be published as the product's review (a typed or suggested name carries no product code).
  const [params] = useSearchParams();
  const prdCd = params.get('prd_cd');
  const prdNm = params.get('prd_nm');
  const initial = prdCd && prdNm ? { ...emptyDraft(), prdCd, prdNm } : undefined;
  return (
    <>
      <ScreenTitle backTo={paths.diary}>{t('content.form.newTitle')}</ScreenTitle>
      {loggedIn ? <DiaryForm {...(initial ? { initial } : {})} /> : <LoginPrompt message={t('content.diary.notesLoginPrompt')} />}
    </>
  );
}

export function DiaryEditPage() {
  const t = useT(contentMessages);
  const loggedIn = useAppSelector(selectLoggedIn);
  const { noteNo = '' } = useParams();
  return (
    <>
      <ScreenTitle backTo={paths.diaryDetail(noteNo)}>{t('content.form.editTitle')}</ScreenTitle>
      {loggedIn ? <EditLoader noteNo={noteNo} /> : <LoginPrompt message={t('content.diary.notesLoginPrompt')} />}
    </>
  );
}

function EditLoader({ noteNo }: { noteNo: string }) {
  const t = useT(contentMessages);
  const info = useTastingNoteInfoQuery({ note_no: noteNo });
  const notFound = isNotFoundError(info.error);
  return (
    <QueryState query={notFound ? { ...info, isError: false } : info} isEmpty={notFound || !info.data} emptyTitle={t('content.notFound')}>
      {info.data ? <DiaryForm noteNo={noteNo} initial={draftFromNote(info.data)} /> : null}
    </QueryState>
  );
}
