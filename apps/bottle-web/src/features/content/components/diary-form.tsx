/**
 * The tasting-note form (write and edit): product picked by search (libs/api autocomplete) or
 * typed, date, rating, five-senses sliders, place, note and an optional photo. Every edit is
 * written to the draft (lib/diary-draft.ts, through `usePersistentState`) in the same turn; the
 * draft is cleared only after the server accepted the note, so a failed save, an offline moment or
 * a reload loses nothing. Each field is the kit's `FormField` (label, hints, error, aria wiring).
 */
import { kstTodayInput } from '@bottle/domain';
import { Button } from '@bottle/ui';
import { useT } from '../../../lib/i18n';
import { FieldErrorText, FormField } from '../../../lib/kit';
import { LIMITS, type DiaryDraft } from '../lib/diary-draft';
import { contentMessages } from '../messages';
import { LineField, PhotoField, ProductField, RatingField, SensesField } from './diary-form-fields';
import { Form, Notice } from './diary-form-styles';
import { useDiaryForm } from './use-diary-form';

export interface DiaryFormProps {
  /** Absent when writing a new note. */
  noteNo?: string;
  /** The saved note as a draft (editing), used when no draft is stored. */
  initial?: DiaryDraft;
}

export function DiaryForm({ noteNo, initial }: DiaryFormProps) {
  const t = useT(contentMessages);
  const form = useDiaryForm(noteNo, initial);
  const { id, stored, draft, errors, saveError, saving, change, fieldRef, errorText, submit, startOver } = form;
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

      <ProductField form={form} />

      <LineField form={form} name="date" label="content.form.date" type="date" max={kstTodayInput()} />

      <RatingField form={form} />

      <SensesField form={form} />

      <LineField form={form} name="place" label="content.form.place" type="text" />

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

      <PhotoField form={form} />

      {saveError ? <FieldErrorText role="alert">{saveError}</FieldErrorText> : null}
      <Button type="submit" block disabled={saving} aria-busy={saving}>
        {saving ? t('content.form.saving') : t('content.form.save')}
      </Button>
    </Form>
  );
}
