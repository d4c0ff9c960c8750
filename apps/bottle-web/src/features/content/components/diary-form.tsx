/**
 * The tasting-note form (write and edit): product picked by search (libs/api autocomplete) or
 * typed, date, rating, five-senses sliders, place, note and an optional photo. Every edit is
 * written to the draft (lib/diary-draft.ts); the draft is cleared only after the server accepted
 * the note, so a failed save, an offline moment or a reload loses nothing.
 */
import styled from '@emotion/styled';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { isApiError, useAutocompleteQuery, useTastingNoteInsertMutation, useTastingNoteUpdateMutation } from '@bottle/api';
import { ANALYTICS_EVENTS, kstTodayInput } from '@bottle/domain';
import { Button } from '@bottle/ui';
import { useAppSelector } from '../../../lib/store/hooks';
import { paths } from '../../../config/paths';
import { trackEvent } from '../../../lib/analytics';
import { useT } from '../../../lib/i18n';
import {
  clearDraft,
  draftKey,
  emptyDraft,
  LIMITS,
  loadDraft,
  PHOTO_TYPES,
  readPhoto,
  saveDraft,
  SENSE_KEYS,
  toRequest,
  toUpdateRequest,
  validateDraft,
  type DiaryDraft,
  type DraftErrors,
  type DraftField,
  type FieldError,
} from '../lib/diary-draft';
import { contentMessages } from '../messages';

const AUTOCOMPLETE_DELAY_MS = 250;
const FIELD_ORDER: readonly DraftField[] = ['product', 'date', 'rating', 'content', 'place', 'photo'];

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => `0 ${theme.space.lg} ${theme.space.xl}`};
  label,
  legend {
    display: block;
    margin-bottom: ${({ theme }) => theme.space.xs};
    font-weight: ${({ theme }) => theme.typography.weight.bold};
  }
  fieldset {
    margin: 0;
    padding: 0;
    border: 0;
  }
  input[type='text'],
  input[type='date'],
  textarea {
    box-sizing: border-box;
    width: 100%;
    min-height: ${({ theme }) => theme.touchTarget};
    padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
    border: 1px solid ${({ theme }) => theme.colors.gray500};
    border-radius: ${({ theme }) => theme.radii.md};
    font: inherit;
    font-size: ${({ theme }) => theme.typography.size.md};
    &[aria-invalid='true'] {
      border-color: ${({ theme }) => theme.colors.red};
    }
  }
  textarea {
    min-height: 160px;
    resize: vertical;
  }
`;

const Hint = styled.p`
  margin: ${({ theme }) => theme.space.xs} 0 0;
  color: ${({ theme }) => theme.colors.gray700};
  font-size: ${({ theme }) => theme.typography.size.xs};
`;

// Black text with a red rule: the spec's red is 4.4:1 on white, below AA for small text.
const ErrorText = styled.p`
  margin: ${({ theme }) => theme.space.xs} 0 0;
  padding-left: ${({ theme }) => theme.space.sm};
  border-left: 3px solid ${({ theme }) => theme.colors.red};
  color: ${({ theme }) => theme.colors.black};
  font-size: ${({ theme }) => theme.typography.size.sm};
  font-weight: ${({ theme }) => theme.typography.weight.medium};
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
 * preview (issue 12). The status line below says what is attached instead, in the member's
 * language, and is part of the input's description for screen readers.
 */
const FileInput = styled.input`
  max-width: 100%;
  min-height: ${({ theme }) => theme.touchTarget};
  color: transparent;
  &::file-selector-button {
    min-height: ${({ theme }) => theme.touchTarget};
    margin-right: 0;
    padding: 0 ${({ theme }) => theme.space.md};
    border: 1px solid ${({ theme }) => theme.colors.bottleGreen};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.white};
    color: ${({ theme }) => theme.colors.bottleGreen};
    font: inherit;
    cursor: pointer;
  }
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

function storage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

export function DiaryForm({ noteNo, initial }: DiaryFormProps) {
  const t = useT(contentMessages);
  const navigate = useNavigate();
  const inWebView = useAppSelector((s) => s.auth.inWebView);
  const id = useId();
  const key = draftKey(noteNo);

  const [stored] = useState(() => loadDraft(storage(), key));
  const [draft, setDraft] = useState<DiaryDraft>(() => stored ?? initial ?? emptyDraft());
  const [restored, setRestored] = useState(stored !== undefined);
  const [errors, setErrors] = useState<DraftErrors>({});
  const [saveError, setSaveError] = useState<string | null>(null);
  const [storageWarning, setStorageWarning] = useState(false);
  const fieldRefs = useRef<Partial<Record<DraftField, HTMLElement | null>>>({});

  const [insert, insertState] = useTastingNoteInsertMutation();
  const [update, updateState] = useTastingNoteUpdateMutation();
  const saving = insertState.isLoading || updateState.isLoading;

  // Every edit goes to the draft at once, in the same turn as the edit: a reload, a crash or a
  // lost connection keeps it. (Writing it from an effect left a window after the screen showed the
  // edit, a photo's preview say, in which the draft was not yet stored: issue 11.) The ref holds
  // the latest draft so that two edits in one turn build on each other.
  const latest = useRef(draft);
  const change = (patch: Partial<DiaryDraft>, field?: DraftField) => {
    const next = { ...latest.current, ...patch };
    latest.current = next;
    setDraft(next);
    const result = saveDraft(storage(), key, next);
    setStorageWarning(result === 'saved-without-photo');
    if (field && errors[field]) setErrors(({ [field]: _gone, ...rest }) => rest);
  };

  // Product search: the typed name asks the autocomplete after a short pause.
  const [searching, setSearching] = useState(false);
  const [keyword, setKeyword] = useState('');
  useEffect(() => {
    if (!searching) return;
    const timer = setTimeout(() => setKeyword(draft.prdNm.trim()), AUTOCOMPLETE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [draft.prdNm, searching]);
  const suggestions = useAutocompleteQuery({ keyword }, { skip: !searching || keyword.length === 0 });
  const words = searching && keyword.length > 0 ? (suggestions.data?.word_list ?? []) : [];

  const errorText = (e: FieldError | undefined) => (e ? t(e.key, e.params) : null);
  const describedBy = (field: DraftField, ...more: string[]) =>
    [...more, errors[field] ? `${id}-${field}-error` : ''].filter(Boolean).join(' ') || undefined;

  const onPhoto = async (file: File | undefined) => {
    if (!file) return;
    const result = await readPhoto(file);
    if (result.ok) change({ photo: result.dataUrl }, 'photo');
    else setErrors((e) => ({ ...e, photo: result.error }));
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
    try {
      let saved = noteNo;
      if (noteNo) await update(toUpdateRequest(noteNo, draft)).unwrap();
      else saved = (await insert(toRequest(draft)).unwrap()).note_no;
      clearDraft(storage(), key);
      trackEvent(ANALYTICS_EVENTS.tastingSave, inWebView, { mode: noteNo ? 'edit' : 'new' });
      if (saved) void navigate(paths.diaryDetail(saved), { replace: true, state: { saved: true } });
      else void navigate(paths.diary, { replace: true });
    } catch (err) {
      // The draft stays in storage and in the form; only the message changes.
      setSaveError(isApiError(err) && err.kind === 'offline' ? t('content.form.saveOffline') : t('content.form.saveFailed'));
    }
  };

  const startOver = () => {
    clearDraft(storage(), key);
    latest.current = initial ?? emptyDraft();
    setDraft(latest.current);
    setErrors({});
    setRestored(false);
  };

  return (
    <Form noValidate onSubmit={(e) => void submit(e)} aria-label={noteNo ? t('content.form.editTitle') : t('content.form.newTitle')}>
      {restored ? (
        <Notice role="status">
          <span>{t('content.form.draftRestored')}</span>
          <Button type="button" variant="text" onClick={startOver}>
            {t('content.form.discardDraft')}
          </Button>
        </Notice>
      ) : null}

      <div>
        <label htmlFor={`${id}-product`}>{t('content.form.product')}</label>
        <input
          ref={(el) => {
            fieldRefs.current.product = el;
          }}
          id={`${id}-product`}
          type="text"
          autoComplete="off"
          placeholder={t('content.form.productPlaceholder')}
          value={draft.prdNm}
          maxLength={LIMITS.productName + 20}
          aria-invalid={errors.product ? true : undefined}
          aria-describedby={describedBy('product')}
          onChange={(e) => {
            setSearching(true);
            // A typed name is no longer the catalogue product the note had.
            change({ prdNm: e.target.value, prdCd: undefined }, 'product');
          }}
        />
        {errors.product ? <ErrorText id={`${id}-product-error`}>{errorText(errors.product)}</ErrorText> : null}
        {words.length > 0 ? (
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
        ) : null}
      </div>

      <div>
        <label htmlFor={`${id}-date`}>{t('content.form.date')}</label>
        <input
          ref={(el) => {
            fieldRefs.current.date = el;
          }}
          id={`${id}-date`}
          type="date"
          value={draft.date}
          max={kstTodayInput()}
          aria-invalid={errors.date ? true : undefined}
          aria-describedby={describedBy('date')}
          onChange={(e) => change({ date: e.target.value }, 'date')}
        />
        {errors.date ? <ErrorText id={`${id}-date-error`}>{errorText(errors.date)}</ErrorText> : null}
      </div>

      <fieldset aria-describedby={describedBy('rating')} aria-invalid={errors.rating ? true : undefined}>
        <legend>{t('content.form.rating')}</legend>
        <Stars>
          {[1, 2, 3, 4, 5].map((n) => (
            <label key={n}>
              <input
                ref={
                  n === 1
                    ? (el) => {
                        fieldRefs.current.rating = el;
                      }
                    : undefined
                }
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
        {errors.rating ? <ErrorText id={`${id}-rating-error`}>{errorText(errors.rating)}</ErrorText> : null}
      </fieldset>

      <fieldset aria-describedby={`${id}-senses-hint`}>
        <legend>{t('content.form.senses')}</legend>
        <Hint id={`${id}-senses-hint`}>{t('content.form.sensesHint')}</Hint>
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
      </fieldset>

      <div>
        <label htmlFor={`${id}-place`}>{t('content.form.place')}</label>
        <input
          ref={(el) => {
            fieldRefs.current.place = el;
          }}
          id={`${id}-place`}
          type="text"
          value={draft.place}
          aria-invalid={errors.place ? true : undefined}
          aria-describedby={describedBy('place')}
          onChange={(e) => change({ place: e.target.value }, 'place')}
        />
        {errors.place ? <ErrorText id={`${id}-place-error`}>{errorText(errors.place)}</ErrorText> : null}
      </div>

      <div>
        <label htmlFor={`${id}-content`}>{t('content.form.content')}</label>
        <textarea
          ref={(el) => {
            fieldRefs.current.content = el;
          }}
          id={`${id}-content`}
          placeholder={t('content.form.contentPlaceholder')}
          value={draft.content}
          aria-invalid={errors.content ? true : undefined}
          aria-describedby={describedBy('content', `${id}-content-count`)}
          onChange={(e) => change({ content: e.target.value }, 'content')}
        />
        <Hint id={`${id}-content-count`}>{t('content.form.contentCount', { count: draft.content.length, max: LIMITS.content })}</Hint>
        {errors.content ? <ErrorText id={`${id}-content-error`}>{errorText(errors.content)}</ErrorText> : null}
      </div>

      <div>
        <label htmlFor={`${id}-photo`}>{t('content.form.photo')}</label>
        <FileInput
          ref={(el) => {
            fieldRefs.current.photo = el;
          }}
          id={`${id}-photo`}
          type="file"
          accept={PHOTO_TYPES.join(',')}
          aria-invalid={errors.photo ? true : undefined}
          aria-describedby={describedBy('photo', `${id}-photo-status`, `${id}-photo-hint`)}
          onChange={(e) => {
            void onPhoto(e.target.files?.[0]);
            e.target.value = '';
          }}
        />
        <Hint id={`${id}-photo-status`} data-testid="photo-status">
          {draft.photo ? t('content.form.photoAttached') : t('content.form.photoNone')}
        </Hint>
        <Hint id={`${id}-photo-hint`}>{t('content.form.photoHint', { max: LIMITS.photoBytes / (1024 * 1024) })}</Hint>
        {errors.photo ? <ErrorText id={`${id}-photo-error`}>{errorText(errors.photo)}</ErrorText> : null}
        {draft.photo ? (
          <Preview>
            <img src={draft.photo} alt={t('content.form.photoPreview')} />
            <Button type="button" variant="secondary" onClick={() => change({ photo: undefined }, 'photo')}>
              {t('content.form.photoRemove')}
            </Button>
          </Preview>
        ) : null}
        {storageWarning ? <Hint role="status">{t('content.form.draftStorageFull')}</Hint> : null}
      </div>

      {saveError ? <ErrorText role="alert">{saveError}</ErrorText> : null}
      <Button type="submit" block disabled={saving} aria-busy={saving}>
        {saving ? t('content.form.saving') : t('content.form.save')}
      </Button>
    </Form>
  );
}
