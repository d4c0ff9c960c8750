/**
 * The tasting-note form's state and actions (components/diary-form.tsx): the draft, written in
 * the same turn as every edit (lib/diary-draft.ts through `usePersistentState`), the field errors
 * and where focus goes, the product search, the photo (uploaded to the image bucket as soon as
 * it is chosen) and the save, which clears the draft only once the server accepted the note.
 */
import { useId, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { isApiError, useAutocompleteQuery, useTastingNoteInsertMutation, useTastingNoteUpdateMutation } from '@bottle/api';
import { ANALYTICS_EVENTS } from '@bottle/domain';
import { paths } from '../../../config/paths';
import { trackEvent } from '../../../lib/analytics';
import { useT } from '../../../lib/i18n';
import { usePersistentState } from '../../../lib/persistent-state';
import { useInWebView } from '../../../lib/services';
import { useDebounced } from '../../../lib/use-debounced';
import {
  DIARY_DRAFT_STORAGE,
  draftKey,
  emptyDraft,
  readPhoto,
  toRequest,
  toUpdateRequest,
  validateDraft,
  type DiaryDraft,
  type DraftErrors,
  type DraftField,
  type FieldError,
} from '../lib/diary-draft';
import { PhotoUploadError, withPhotoKey } from '../lib/photo-upload';
import { contentMessages } from '../messages';
import { usePhotoUpload } from './photo-upload';

const AUTOCOMPLETE_DELAY_MS = 250;
const FIELD_ORDER: readonly DraftField[] = ['product', 'date', 'rating', 'content', 'place', 'photo'];

export function useDiaryForm(noteNo: string | undefined, initial: DiaryDraft | undefined) {
  const t = useT(contentMessages);
  const navigate = useNavigate();
  const inWebView = useInWebView();
  const id = useId();
  // Every edit goes to the draft at once, in the same turn as the edit: a reload, a crash or a
  // lost connection keeps it (an effect-delayed write once lost a photo).
  const stored = usePersistentState(draftKey(noteNo), () => initial ?? emptyDraft(), DIARY_DRAFT_STORAGE);
  const draft = stored.value;
  const [errors, setErrors] = useState<DraftErrors>({});
  const [saveError, setSaveError] = useState<string | null>(null);
  const fieldRefs = useRef<Partial<Record<DraftField, HTMLElement | null>>>({});

  const [insert, insertState] = useTastingNoteInsertMutation();
  const [update, updateState] = useTastingNoteUpdateMutation();
  // The photo goes to the image bucket as soon as it is chosen; the save sends its key.
  const photoUpload = usePhotoUpload(draftKey(noteNo));
  const [awaitingPhoto, setAwaitingPhoto] = useState(false);
  const saving = insertState.isLoading || updateState.isLoading || awaitingPhoto;

  const change = (patch: Partial<DiaryDraft>, field?: DraftField) => {
    stored.set((prev) => ({ ...prev, ...patch }));
    if (field && errors[field]) setErrors(({ [field]: _gone, ...rest }) => rest);
  };
  const fieldRef = (field: DraftField) => (el: HTMLElement | null) => {
    fieldRefs.current[field] = el;
  };

  // Product search: the typed name asks the autocomplete after a short pause.
  const [searching, setSearching] = useState(false);
  const keyword = useDebounced(searching ? draft.prdNm.trim() : '', AUTOCOMPLETE_DELAY_MS);
  const suggestions = useAutocompleteQuery({ keyword }, { skip: !searching || keyword.length === 0 });
  const words = searching && keyword.length > 0 ? (suggestions.data?.word_list ?? []) : [];

  const errorText = (e: FieldError | undefined) => (e ? t(e.key, e.params) : null);

  const onPhoto = async (file: File | undefined) => {
    if (!file) return;
    const result = await readPhoto(file);
    const refused = result.ok ? await photoUpload.uploader.choose(result.dataUrl) : null;
    if (result.ok && !refused) change({ photo: result.dataUrl }, 'photo');
    else setErrors((e) => ({ ...e, photo: result.ok ? { key: refused ?? 'content.form.error.photoNotImage' } : result.error }));
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setSaveError(null);
    const found = validateDraft(draft);
    setErrors(found);
    const first = FIELD_ORDER.find((f) => found[f]);
    if (first) {
      fieldRefs.current[first]?.focus();
      return;
    }
    let photoKey: string | undefined;
    try {
      setAwaitingPhoto(true);
      photoKey = await photoUpload.uploader.key();
    } catch (err) {
      setErrors((e) => ({ ...e, photo: { key: err instanceof PhotoUploadError ? err.messageKey : 'content.form.error.photoUpload' } }));
      fieldRefs.current.photo?.focus();
      return;
    } finally {
      setAwaitingPhoto(false);
    }
    try {
      let saved = noteNo;
      if (noteNo) await update(withPhotoKey(toUpdateRequest(noteNo, draft), photoKey)).unwrap();
      else saved = (await insert(withPhotoKey(toRequest(draft), photoKey)).unwrap()).note_no;
      stored.clear(draft);
      void photoUpload.uploader.discard();
      trackEvent(ANALYTICS_EVENTS.tastingSave, inWebView, { mode: noteNo ? 'edit' : 'new' });
      if (saved) void navigate(paths.diaryDetail(saved), { replace: true, state: { saved: true } });
      else void navigate(paths.diary, { replace: true });
    } catch (err) {
      // The draft stays in storage and in the form; only the message changes.
      setSaveError(isApiError(err) && err.kind === 'offline' ? t('content.form.saveOffline') : t('content.form.saveFailed'));
    }
  };

  const startOver = () => {
    stored.clear(initial ?? emptyDraft());
    void photoUpload.uploader.discard();
    setErrors({});
  };

  return {
    id,
    noteNo,
    stored,
    draft,
    errors,
    saveError,
    saving,
    change,
    fieldRef,
    fieldRefs,
    words,
    setSearching,
    errorText,
    photoUpload,
    onPhoto,
    submit,
    startOver,
  };
}

export type DiaryFormModel = ReturnType<typeof useDiaryForm>;
