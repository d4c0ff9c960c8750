/**
 * The tasting-note form (write and edit): product picked by search (libs/api autocomplete) or
 * typed, date, rating, five-senses sliders, place, note and an optional photo. Every edit is
 * written to the draft (lib/diary-draft.ts, through `usePersistentState`) in the same turn; the
 * draft is cleared only after the server accepted the note, so a failed save, an offline moment or
 * a reload loses nothing. Each field is the kit's `FormField` (label, hints, error, aria wiring).
 */
import styled from '@emotion/styled';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { isApiError, useAutocompleteQuery, useTastingNoteInsertMutation, useTastingNoteUpdateMutation } from '@bottle/api';
import { ANALYTICS_EVENTS, kstTodayInput } from '@bottle/domain';
import { Button, VisuallyHidden } from '@bottle/ui';

import { paths } from '../../../config/paths';
import { trackEvent } from '../../../lib/analytics';
import { useT } from '../../../lib/i18n';
import { FieldErrorText, FieldHintText, FormField } from '../../../lib/kit';
import { usePersistentState } from '../../../lib/persistent-state';
import { useDebounced } from '../../../lib/use-debounced';
import {
  DIARY_DRAFT_STORAGE,
  draftKey,
  emptyDraft,
  LIMITS,
  PHOTO_TYPES,
  readPhoto,
  SENSE_KEYS,
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
import { PhotoUploadStatus, usePhotoUpload } from './photo-upload';
import { useInWebView } from '../../../lib/services';

const AUTOCOMPLETE_DELAY_MS = 250;
const FIELD_ORDER: readonly DraftField[] = ['product', 'date', 'rating', 'content', 'place', 'photo'];

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => `0 ${theme.space.lg} ${theme.space.xl}`};
`;

const Notice = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.grayBg};
  font-size: ${({ theme }) => theme.typography.size.sm};
`;

const Suggestions = styled.ul`
  margin: ${({ theme }) => theme.space.xs} 0 0;
  padding: 0;
  list-style: none;
  border: 1px solid ${({ theme }) => theme.colors.gray300};
  border-radius: ${({ theme }) => theme.radii.md};
  button {
    width: 100%;
    min-height: ${({ theme }) => theme.touchTarget};
    padding: 0 ${({ theme }) => theme.space.md};
    border: 0;
    background: none;
    font: inherit;
    text-align: left;
    cursor: pointer;
  }
  li + li {
    border-top: 1px solid ${({ theme }) => theme.colors.gray200};
  }
`;

const Stars = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.xs};
  label {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    min-width: ${({ theme }) => theme.touchTarget};
    min-height: ${({ theme }) => theme.touchTarget};
    margin: 0;
    border: 1px solid ${({ theme }) => theme.colors.gray300};
    border-radius: ${({ theme }) => theme.radii.md};
    color: ${({ theme }) => theme.colors.gray700};
    font-weight: ${({ theme }) => theme.typography.weight.regular};
    cursor: pointer;
  }
  input {
    position: absolute;
    opacity: 0;
    width: 1px;
    height: 1px;
  }
  input:checked + span {
    color: ${({ theme }) => theme.colors.bottleGreen};
    font-weight: ${({ theme }) => theme.typography.weight.bold};
  }
  label:focus-within {
    outline: 2px solid ${({ theme }) => theme.colors.bottleGreen};
    outline-offset: 2px;
  }
`;

const Slider = styled.div`
  display: grid;
  grid-template-columns: 64px 1fr 48px;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  label {
    margin: 0;
    font-weight: ${({ theme }) => theme.typography.weight.regular};
  }
  input {
    width: 100%;
    min-height: ${({ theme }) => theme.touchTarget};
    accent-color: ${({ theme }) => theme.colors.bottleGreen};
  }
  output {
    text-align: right;
    font-size: ${({ theme }) => theme.typography.size.sm};
  }
`;

/**
 * The browser's own file input, with its own text hidden: it is reset after every pick (so the
 * same file can be picked again) and then says "No file chosen" right above the attached photo's
 * preview. The status line below says what is attached instead, in the member's
 * language, and is part of the input's description for screen readers.
 */
/*
 * The photo picker: the file input is kept (focusable, for keyboards and screen readers) but
 * out of sight, and a label drawn as a button names the action in the member's language. The
 * browser's own button says "Choose File" / "No file chosen" in the browser's language, not the
 * app's, and cannot be translated.
 */
const FileInput = styled(VisuallyHidden.withComponent('input'))`
  &:focus-visible + label {
    outline: 3px solid ${({ theme }) => theme.colors.bottleGreen};
    outline-offset: 2px;
  }
`;

const Picker = styled.span`
  position: relative;
  display: inline-block;
`;

const PickButton = styled.label`
  display: inline-flex;
  align-items: center;
  min-height: ${({ theme }) => theme.touchTarget};
  padding: 0 ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.bottleGreen};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.white};
  color: ${({ theme }) => theme.colors.bottleGreen};
  font-weight: ${({ theme }) => theme.typography.weight.bold};
  cursor: pointer;
`;

const Preview = styled.div`
  display: flex;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.sm};
  img {
    max-width: 160px;
    max-height: 160px;
    border-radius: ${({ theme }) => theme.radii.md};
  }
`;

export interface DiaryFormProps {
  /** Absent when writing a new note. */
  noteNo?: string;
  /** The saved note as a draft (editing), used when no draft is stored. */
  initial?: DiaryDraft;
}

export function DiaryForm({ noteNo, initial }: DiaryFormProps) {
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

  return (
    <Form noValidate onSubmit={(e) => void submit(e)} aria-label={noteNo ? t('content.form.editTitle') : t('content.form.newTitle')}>
      {stored.restored ? (
        <Notice role="status">
          <span>{t('content.form.draftRestored')}</span>
          <Button type="button" variant="text" onClick={startOver}>
            {t('content.form.discardDraft')}
          </Button>
        </Notice>
      ) : null}

      <FormField
        id={`${id}-product`}
        label={t('content.form.product')}
        error={errorText(errors.product)}
        after={
          words.length > 0 ? (
            <Suggestions aria-label={t('content.form.productSuggestions')}>
              {words.map((w) => (
                <li key={w}>
                  <button
                    type="button"
                    onClick={() => {
                      setSearching(false);
                      change({ prdNm: w, prdCd: undefined }, 'product');
                      fieldRefs.current.product?.focus();
                    }}
                  >
                    {w}
                  </button>
                </li>
              ))}
            </Suggestions>
          ) : null
        }
      >
        {(control) => (
          <input
            {...control}
            ref={fieldRef('product')}
            type="text"
            autoComplete="off"
            placeholder={t('content.form.productPlaceholder')}
            value={draft.prdNm}
            maxLength={LIMITS.productName + 20}
            onChange={(e) => {
              setSearching(true);
              // A typed name is no longer the catalogue product the note had.
              change({ prdNm: e.target.value, prdCd: undefined }, 'product');
            }}
          />
        )}
      </FormField>

      <FormField id={`${id}-date`} label={t('content.form.date')} error={errorText(errors.date)}>
        {(control) => (
          <input
            {...control}
            ref={fieldRef('date')}
            type="date"
            value={draft.date}
            max={kstTodayInput()}
            onChange={(e) => change({ date: e.target.value }, 'date')}
          />
        )}
      </FormField>

      <FormField group id={`${id}-rating`} label={t('content.form.rating')} error={errorText(errors.rating)}>
        <Stars>
          {[1, 2, 3, 4, 5].map((n) => (
            <label key={n}>
              <input
                ref={n === 1 ? fieldRef('rating') : undefined}
                type="radio"
                name={`${id}-rating`}
                value={n}
                checked={draft.rating === n}
                aria-label={t('content.form.ratingOption', { n })}
                onChange={() => change({ rating: n }, 'rating')}
              />
              <span aria-hidden="true">{draft.rating >= n ? '★' : '☆'}</span>
            </label>
          ))}
        </Stars>
      </FormField>

      <FormField group id={`${id}-senses`} label={t('content.form.senses')} hints={[t('content.form.sensesHint')]}>
        {SENSE_KEYS.map((k) => (
          <Slider key={k}>
            <label htmlFor={`${id}-sense-${k}`}>{t(`content.form.sense.${k}`)}</label>
            <input
              id={`${id}-sense-${k}`}
              type="range"
              min={1}
              max={5}
              step={1}
              value={draft.senses[k]}
              aria-valuetext={t('content.form.senseValue', { value: draft.senses[k] })}
              onChange={(e) => change({ senses: { ...draft.senses, [k]: Number(e.target.value) } })}
            />
            <output htmlFor={`${id}-sense-${k}`}>{t('content.form.senseValue', { value: draft.senses[k] })}</output>
          </Slider>
        ))}
      </FormField>

      <FormField id={`${id}-place`} label={t('content.form.place')} error={errorText(errors.place)}>
        {(control) => (
          <input
            {...control}
            ref={fieldRef('place')}
            type="text"
            value={draft.place}
            onChange={(e) => change({ place: e.target.value }, 'place')}
          />
        )}
      </FormField>

      <FormField
        id={`${id}-content`}
        label={t('content.form.content')}
        hints={[t('content.form.contentCount', { count: draft.content.length, max: LIMITS.content })]}
        error={errorText(errors.content)}
      >
        {(control) => (
          <textarea
            {...control}
            ref={fieldRef('content')}
            placeholder={t('content.form.contentPlaceholder')}
            value={draft.content}
            onChange={(e) => change({ content: e.target.value }, 'content')}
          />
        )}
      </FormField>

      <FormField
        id={`${id}-photo`}
        label={t('content.form.photo')}
        hints={[
          { text: draft.photo ? t('content.form.photoAttached') : t('content.form.photoNone'), testId: 'photo-status' },
          t('content.form.photoHint', { max: LIMITS.photoBytes / (1024 * 1024) }),
        ]}
        error={errorText(errors.photo)}
        after={
          <>
            {draft.photo ? (
              <Preview>
                <img src={draft.photo} alt={t('content.form.photoPreview')} />
                <Button
                  type="button"
                  variant="secondary"
                  onClick={() => {
                    change({ photo: undefined }, 'photo');
                    void photoUpload.uploader.discard();
                  }}
                >
                  {t('content.form.photoRemove')}
                </Button>
              </Preview>
            ) : null}
            {draft.photo ? <PhotoUploadStatus {...photoUpload} /> : null}
            {stored.lastWrite === 'saved-lighter' ? (
              <FieldHintText role="status">{t('content.form.draftStorageFull')}</FieldHintText>
            ) : null}
          </>
        }
      >
        {(control) => (
          <Picker>
            <FileInput
              {...control}
              ref={fieldRef('photo')}
              type="file"
              accept={PHOTO_TYPES.join(',')}
              onChange={(e) => {
                void onPhoto(e.target.files?.[0]);
                e.target.value = '';
              }}
            />
            <PickButton htmlFor={control.id} data-testid="photo-pick">
              {t(draft.photo ? 'content.form.photoChange' : 'content.form.photoChoose')}
            </PickButton>
          </Picker>
        )}
      </FormField>

      {saveError ? <FieldErrorText role="alert">{saveError}</FieldErrorText> : null}
      <Button type="submit" block disabled={saving} aria-busy={saving}>
        {saving ? t('content.form.saving') : t('content.form.save')}
      </Button>
    </Form>
  );
}
