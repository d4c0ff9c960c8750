/**
 * The tasting-note form's fields (components/diary-form.tsx): the one-line date and place, the
 * product with its suggestions, the rating stars, the five senses and the photo with its preview
 * and upload status. Each reads the form's state and actions (use-diary-form.ts).
 */
import { Button } from '@bottle/ui';
import { useT } from '../../../lib/i18n';
import { FormField, FieldHintText } from '../../../lib/kit';
import { LIMITS, PHOTO_TYPES, SENSE_KEYS } from '../lib/diary-draft';
import { contentMessages, type ContentMessageKey } from '../messages';
import { FileInput, Picker, PickButton, Preview, Slider, Stars, Suggestions } from './diary-form-styles';
import { PhotoUploadStatus } from './photo-upload';
import type { DiaryFormModel } from './use-diary-form';

/**
 * A one-line field of the draft (the date, the place): its input shows `draft[name]` and every
 * edit goes to the draft, as the larger fields' do.
 */
export function LineField({
  form,
  name,
  label,
  type,
  max,
}: {
  form: DiaryFormModel;
  name: 'date' | 'place';
  label: ContentMessageKey;
  type: 'date' | 'text';
  /** The latest date that may be picked (the date field). */
  max?: string;
}) {
  const t = useT(contentMessages);
  const { id, draft, errors, errorText, change, fieldRef } = form;
  return (
    <FormField id={`${id}-${name}`} label={t(label)} error={errorText(errors[name])}>
      {(control) => (
        <input
          {...control}
          ref={fieldRef(name)}
          type={type}
          value={draft[name]}
          max={max}
          onChange={(e) => change({ [name]: e.target.value }, name)}
        />
      )}
    </FormField>
  );
}

/** The product: typed, or picked from the autocomplete's suggestions. */
export function ProductField({ form }: { form: DiaryFormModel }) {
  const t = useT(contentMessages);
  const { id, draft, errors, errorText, change, fieldRef, fieldRefs, words, setSearching } = form;
  return (
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
  );
}

/** The rating, one to five stars. */
export function RatingField({ form }: { form: DiaryFormModel }) {
  const t = useT(contentMessages);
  const { id, draft, errors, errorText, change, fieldRef } = form;
  return (
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
  );
}

/** The five senses, a slider each. */
export function SensesField({ form }: { form: DiaryFormModel }) {
  const t = useT(contentMessages);
  const { id, draft, change } = form;
  return (
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
  );
}

/** The photo: the picker, the preview with its remove button, the upload status. */
export function PhotoField({ form }: { form: DiaryFormModel }) {
  const { id, draft, errors, errorText, change, fieldRef, photoUpload, onPhoto, stored } = form;
  const t = useT(contentMessages);
  return (
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
          {stored.lastWrite === 'saved-lighter' ? <FieldHintText role="status">{t('content.form.draftStorageFull')}</FieldHintText> : null}
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
  );
}
